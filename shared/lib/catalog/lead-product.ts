import { needsChoices } from '../cart/needs-choices';
import type { BasketProduct } from '../cart/cart-types';
import { isSoldOut } from '../cart/sold-out';
import { sortProducts, type Orderable } from './format-order';
import { priceFor } from './prices';

/**
 * The format a release's hero offers with one press: the first in the label's format order (spec 000
 * §9) that is in stock, has a price in the visitor's currency and needs no choice (a size, a
 * bundle's parts); else the first in that order, which the hero still shows as its page does (sold
 * out, or with its choices). Null when the release has no products.
 */
export function leadProduct<P extends BasketProduct & Orderable>(products: readonly P[] | null | undefined, currency: string): P | null {
  const ordered = sortProducts(products ?? []);
  return (
    ordered.find((product) => !isSoldOut(product) && !needsChoices(product) && priceFor(product.prices, currency) !== null) ??
    ordered[0] ??
    null
  );
}
