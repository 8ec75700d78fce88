import type { BasketProduct } from './cart-types';

/**
 * What adding a product to the basket reads of it (its id, format, prices, option items and stock),
 * picked from a richer item (a tile's): an island's props carry no more than its control uses.
 */
export function basketProductOf(product: BasketProduct): BasketProduct {
  const { id, format, prices, items, in_stock } = product;
  return {
    id,
    ...(format !== undefined ? { format } : {}),
    ...(prices !== undefined ? { prices } : {}),
    ...(items !== undefined ? { items } : {}),
    ...(in_stock !== undefined ? { in_stock } : {}),
  };
}
