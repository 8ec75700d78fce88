import { CART_TOKEN_STORAGE_KEY } from '../../lib/cart/cart-constants';

/**
 * The cart token in the page's local storage: apart from the cart client, so a page can tell
 * whether the visitor has a cart without loading the basket's code (basket-context.tsx).
 */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's local storage, or null when the browser refuses it (private modes, blocked data). */
export function browserStorage(): TokenStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCartToken(storage: TokenStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(CART_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeCartToken(token: string | null, storage: TokenStorage | null = browserStorage()): void {
  try {
    if (token) storage?.setItem(CART_TOKEN_STORAGE_KEY, token);
    else storage?.removeItem(CART_TOKEN_STORAGE_KEY);
  } catch {
    // Without storage the cart lasts as long as the page: nothing to tell the visitor.
  }
}
