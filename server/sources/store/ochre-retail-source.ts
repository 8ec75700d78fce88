import { serviceUrl } from '../http/service-endpoint';
import { getOchreJson, type OchreEndpoint } from './ochre-request';
import { retailProductsFromAnswer } from './ochre-retail-answer';
import type { RetailSource } from './retail-source';

/**
 * Retail prices from Ochre (spec 001 §7): GET {retail api}/retail/products?currency=&reference_type=&reference_id=
 * with the visitor's currency and country in the X-Client-Currency and X-Client-Country headers and
 * the store's bearer token.
 */
export function createOchreRetailSource(endpoint: OchreEndpoint): RetailSource {
  return {
    async products({ currency, country, reference_type, reference_id }) {
      const url = serviceUrl(endpoint, '/retail/products');
      url.searchParams.set('currency', currency);
      url.searchParams.set('reference_type', reference_type);
      url.searchParams.set('reference_id', reference_id);
      const headers: Record<string, string> = { 'x-client-currency': currency };
      if (country) headers['x-client-country'] = country;
      const { status, body } = await getOchreJson(endpoint, url, headers);
      return status === 404 ? [] : retailProductsFromAnswer(body);
    },
  };
}
