/**
 * The browser's calls to the store's cart API (spec 000 §6, §7, §8; the store contract): every
 * request carries the cache-busting timestamp, the visitor's currency and, once there is one, the
 * cart token; each ends after CART_REQUEST_TIMEOUT_MS; a failure is a CartRequestError carrying the
 * body's `details`. The token is the first cart answer's uuid, kept in local storage.
 */
import {
  addItemBody,
  cartTokenOf,
  CART_PATHS,
  CART_REQUEST_TIMEOUT_MS,
  CART_TOKEN_HEADER,
  CLIENT_CURRENCY_HEADER,
  errorDetails,
  parseAvailability,
  parseCart,
  parseCartItems,
  parseCartLine,
  parseEmptyBasket,
  withCacheBust,
  type Availability,
  type Cart,
  type CartItemInput,
  type CartItems,
  type CartLine,
} from '../../lib/cart';
import { browserStorage, readCartToken, storeCartToken, type TokenStorage } from './cart-token';

export type CartFailure = 'status' | 'network' | 'timeout' | 'answer';

/** A failed store call: its HTTP status (null without an answer) and the body's `details` texts. */
export class CartRequestError extends Error {
  constructor(
    readonly failure: CartFailure,
    readonly status: number | null,
    readonly details: string[] = [],
  ) {
    super(`Cart request failed (${failure}${status !== null ? ` ${status}` : ''})${details.length ? `: ${details.join('; ')}` : ''}`);
    this.name = 'CartRequestError';
  }
}

export interface CartClientOptions {
  /** The store's address: '/store' for the embedded store, an origin for the real one. */
  storeUrl: string;
  /** The visitor's locale currency, sent as X-Client-Currency. */
  currency: string;
  fetch?: typeof fetch;
  storage?: TokenStorage | null;
  now?: () => number;
  timeoutMs?: number;
}

export interface CartClient {
  readonly storeUrl: string;
  /** The stored cart token, if any. */
  token(): string | null;
  getCart(signal?: AbortSignal): Promise<Cart>;
  getItems(signal?: AbortSignal): Promise<CartItems>;
  addItem(input: CartItemInput): Promise<CartLine | null>;
  updateItem(id: string, quantity: number): Promise<CartLine | null>;
  removeItem(id: string): Promise<void>;
  availability(productId: string, signal?: AbortSignal): Promise<Availability>;
}

/** Reads a body as JSON; null when it is empty or not JSON. */
async function jsonBody(response: Response): Promise<unknown> {
  const body = await response.text();
  if (!body.trim()) return null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

export function createCartClient(options: CartClientOptions): CartClient {
  const storeUrl = options.storeUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? CART_REQUEST_TIMEOUT_MS;
  /** A refusal of a call that carried a stored token: the store does not know (or read) that cart. */
  const isRefusedToken = (error: unknown, statuses: readonly number[] = [400, 404, 410]) =>
    error instanceof CartRequestError && error.status !== null && statuses.includes(error.status) && readCartToken(storage) !== null;

  async function request(
    path: string,
    init: { method?: string; body?: string; contentType?: string; signal?: AbortSignal } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_CURRENCY_HEADER]: options.currency };
    const token = readCartToken(storage);
    if (token) headers[CART_TOKEN_HEADER] = token;
    if (init.contentType) headers['Content-Type'] = init.contentType;

    // One abort for the caller's signal and the timeout (AbortSignal.any is too new to rely on).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort();
    init.signal?.addEventListener('abort', forward);
    if (init.signal?.aborted) controller.abort();

    try {
      let response: Response;
      try {
        response = await doFetch(withCacheBust(`${storeUrl}${path}`, now()), {
          method: init.method ?? 'GET',
          headers,
          body: init.body,
          // The cart is never cached: the timestamp already makes each address new.
          cache: 'no-store',
          credentials: 'omit',
          signal: controller.signal,
        });
      } catch (error) {
        if (init.signal?.aborted) throw error;
        throw new CartRequestError(timedOut ? 'timeout' : 'network', null);
      }
      const body = await jsonBody(response);
      if (!response.ok) throw new CartRequestError('status', response.status, errorDetails(body));
      return body;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forward);
    }
  }

  const line = (body: unknown): CartLine | null => parseCartLine(body);

  return {
    storeUrl,
    token: () => readCartToken(storage),

    async getCart(signal) {
      let body: unknown;
      try {
        body = await request(CART_PATHS.cart, { signal });
      } catch (error) {
        // A stored token the store refuses (unreadable) or whose cart is gone: forget it, once.
        if (isRefusedToken(error)) {
          storeCartToken(null, storage);
          body = await request(CART_PATHS.cart, { signal });
        } else {
          throw error;
        }
      }
      // No cart yet is an empty basket: the first add makes the cart and brings its token.
      const cart = parseCart(body) ?? parseEmptyBasket(body);
      if (!cart) throw new CartRequestError('answer', null);
      if (cart.uuid && cart.uuid !== readCartToken(storage)) storeCartToken(cart.uuid, storage);
      return cart;
    },

    async getItems(signal) {
      return parseCartItems(await request(CART_PATHS.items, { signal }));
    },

    async addItem(input) {
      const post = () =>
        request(CART_PATHS.items, { method: 'POST', body: addItemBody(input), contentType: 'application/x-www-form-urlencoded' });
      let body: unknown;
      try {
        body = await post();
      } catch (error) {
        // The cart expired since the page loaded: forget its token and let this add start a new one.
        // (A 400 there is about the add's input, not the token.)
        if (!isRefusedToken(error, [404, 410])) throw error;
        storeCartToken(null, storage);
        body = await post();
      }
      const token = cartTokenOf(body);
      if (token && token !== readCartToken(storage)) storeCartToken(token, storage);
      return line(body);
    },

    async updateItem(id, quantity) {
      return line(
        await request(CART_PATHS.item(id), { method: 'PUT', body: JSON.stringify({ quantity }), contentType: 'application/json' }),
      );
    },

    async removeItem(id) {
      await request(CART_PATHS.item(id), { method: 'DELETE' });
    },

    async availability(productId, signal) {
      return parseAvailability(await request(CART_PATHS.availability(productId), { signal }));
    },
  };
}
