import type { EmbeddedCartStore } from './embedded-cart-store';

type Awaitable<T> = T | Promise<T>;

/**
 * The embedded store's carts as the cart API uses them: in SQLite (embedded-cart-store.ts, answers
 * at once) or in Redis shared by the replicas (redis-cart-store.ts, answers later). Same methods,
 * same meaning; the API awaits every answer.
 */
export type CartStore = {
  [Method in keyof EmbeddedCartStore]: (...args: Parameters<EmbeddedCartStore[Method]>) => Awaitable<ReturnType<EmbeddedCartStore[Method]>>;
};

/** The carts cannot be read or written now (Redis unreachable): the visitor is asked to try again. */
export class CartsUnavailableError extends Error {
  override name = 'CartsUnavailableError';
}

/** What the cart API answers (503) while the carts are unavailable. */
export const CARTS_UNAVAILABLE_TEXT = 'The basket is unavailable right now: please try again in a moment';
