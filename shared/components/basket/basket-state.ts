import type { Cart, CartLine, CartSummary } from '../../lib/cart/cart-types';

/** What the basket shows; the empty basket while its code has not loaded (basket-context.tsx). */
export interface BasketState {
  /** idle until started; error when the cart could not be loaded (mutations try again). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  lines: CartLine[];
  summary: CartSummary | null;
  /** The badge's count: the cart's, raised at once by an add. */
  itemCount: number;
  /** Quantities the visitor set that the store has not answered yet, by line id. */
  drafts: Readonly<Record<string, number>>;
  /** Products whose add is running, by id. */
  adding: Readonly<Record<string, true>>;
  /** True for COUNT_PING_MS after each refetch. */
  pinging: boolean;
  /** The external checkout link, once the cart has a token. */
  checkoutUrl: string | null;
}

export const EMPTY_BASKET_STATE: BasketState = Object.freeze({
  status: 'idle',
  cart: null,
  lines: [],
  summary: null,
  itemCount: 0,
  drafts: {},
  adding: {},
  pinging: false,
  checkoutUrl: null,
});
