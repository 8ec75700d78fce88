import { BasketStore } from './basket-store';
import { trackAddToCart } from './cart-analytics';
import { createCartClient } from './cart-client';
import { notify } from './notify';
import { confirmAdd } from './confirm-add';

let current: { key: string; store: BasketStore } | null = null;

/**
 * The page's one basket store for a store address and currency (a module singleton, so the header
 * button, tiles and product pages share the cart). In a chunk of its own with the cart client:
 * basket-context.tsx loads it when the visitor has a cart or reaches for the basket.
 */
export function browserBasketStore(storeUrl: string, currency: string): BasketStore {
  const key = `${storeUrl} ${currency}`;
  if (current?.key !== key) {
    current?.store.dispose();
    const client = createCartClient({ storeUrl, currency });
    current = { key, store: new BasketStore({ client, currency, notify, confirmAdd, track: trackAddToCart }) };
  }
  return current.store;
}
