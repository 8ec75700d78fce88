/** Promoted products in the basket (spec 000 §4). */
import { isBundle } from './add-to-basket';
import type { Availability, BasketProduct, CartLine } from './cart-types';

/**
 * A promoted product shows when it is not in the basket and is either a bundle or in stock and in
 * the visitor's territory. Unknown availability (the call failed) counts as not available.
 */
export function isPromotable(
  product: BasketProduct,
  availability: Availability | null,
  lines: readonly Pick<CartLine, 'product'>[],
): boolean {
  if (lines.some((line) => line.product.id === product.id)) return false;
  if (isBundle(product)) return true;
  return availability !== null && availability.inStock && availability.inTerritory;
}
