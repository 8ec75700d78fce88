import { priceFor } from '../../../shared/lib/catalog/prices';
import type { ContentSource, Product } from '../content/content-source';
import type { RetailProduct, RetailSource } from './retail-source';

/**
 * The retail API's twin: the prices of a release's products (reference_type release, the product
 * group's id) or of one product, in the asked currency, from the content. A product without a price
 * in that currency is not sold in it and is left out, as the retail API does.
 */
export function createEmbeddedRetailSource(content: ContentSource): RetailSource {
  return {
    answersFromContent: true,
    async products({ currency, reference_type, reference_id }) {
      let products: Product[] = [];
      if (reference_type === 'release') {
        products = (await content.getById('product_groups', reference_id, { preview: false }))?.products ?? [];
      } else if (reference_type === 'product') {
        const product = await content.getById('products', reference_id, { preview: false });
        products = product ? [product] : [];
      }
      return products.flatMap((product): RetailProduct[] => {
        const price = priceFor(product.prices, currency);
        return price
          ? [
              {
                id: product.id,
                format: product.format,
                price: { value: price.value, discount: price.discount ?? 0, currency: { code: currency } },
              },
            ]
          : [];
      });
    },
  };
}
