/** The store's cart addresses (spec 000 §7), below the store's address, with the cache-busting timestamp. */

/** Every store request carries a cache-busting timestamp under this query parameter. */
export const CACHE_BUST_PARAM = '_';

/** The store's cart paths, below the store's address (contract). */
export const CART_PATHS = {
  cart: '/cart/embed',
  items: '/cart/embed/items',
  item: (id: string) => `/cart/embed/items/${encodeURIComponent(id)}`,
  availability: (productId: string) => `/cart/embed/products/${encodeURIComponent(productId)}/availability`,
  checkout: (token: string) => `/cart/checkout/${encodeURIComponent(token)}`,
} as const;

/** The external checkout link: {store}/cart/checkout/{token}. */
export function checkoutUrl(storeUrl: string, token: string): string {
  return `${storeUrl.replace(/\/+$/, '')}${CART_PATHS.checkout(token)}`;
}

/** A store address with the cache-busting timestamp (spec 000 §7: every store request). */
export function withCacheBust(url: string, now: number): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${CACHE_BUST_PARAM}=${now}${hash !== undefined ? `#${hash}` : ''}`;
}
