import type { Price } from '../../../shared/lib/catalog/prices';

/** A product's retail price (spec 001 §7: GET {retail api}/retail/products → results: id, format, price). */
export interface RetailProduct {
  id: string;
  format: string;
  price: Price;
}

export interface RetailProductsQuery {
  /** The visitor's currency (GBP, USD or EUR): the query's `currency` and the client-currency header. */
  currency: string;
  /** The visitor's ISO country code, when known: the client-country header. */
  country: string | null;
  /** What the products belong to: `release` (a product group) or `product`. */
  reference_type: string;
  reference_id: string;
}

/** Prices by reference: the Ochre retail API, or the embedded catalogue's prices. */
export interface RetailSource {
  products(query: RetailProductsQuery): Promise<RetailProduct[]>;
  /**
   * The embedded catalogue answers from the content's own prices: asking it while rendering would
   * only repeat the page's content reads (three per product group), so pages skip it.
   */
  readonly answersFromContent?: boolean;
}
