import type { BasketProduct } from './cart-types';

/**
 * Whether the product needs choices (a size, a bundle's parts) before it can be added. Apart from
 * the rest of adding (./add-to-basket.ts), which only the form and the basket's store use: every
 * tile asks this, so it is in the first load.
 */
export function needsChoices(product: BasketProduct): boolean {
  return (product.items?.length ?? 0) > 0;
}
