import type { ErrorRequestHandler, Response } from 'express';
import { CARTS_UNAVAILABLE_TEXT, CartsUnavailableError } from '../../sources/store/cart-store';

/** What a visitor whose stored token names no cart (expired, or another store's) is told. */
export const UNKNOWN_CART_TEXT = 'This basket no longer exists';

/** Every refusal of the store answers `{ details: [...] }` (spec 000: the basket shows each entry). */
export function fail(res: Response, status: number, details: string[]): void {
  res.status(status).json({ details });
}

export const notInBasket = (res: Response, id: number) => fail(res, 404, [`Cart item ${id} is not in this basket`]);

/**
 * Carts kept in Redis while it is unreachable: a clear 503 the basket shows as a notification
 * (spec 000: each entry of `details`), nothing half-written, never a 500.
 */
export const cartsUnavailable: ErrorRequestHandler = (error, req, res, next) => {
  if (!(error instanceof CartsUnavailableError)) return next(error);
  req.log.warn({ err: error }, 'carts unavailable');
  res.set('Retry-After', '5');
  if (req.path.startsWith('/cart/checkout/')) {
    res.status(503).type('text/plain').send(CARTS_UNAVAILABLE_TEXT);
    return;
  }
  fail(res, 503, [CARTS_UNAVAILABLE_TEXT]);
};
