import type { Request, Response } from 'express';
import type { CurrencyCode } from '../../../shared/lib/catalog/prices';
import type { ContentSource } from '../../sources/content/content-source';
import type { CartStore } from '../../sources/store/cart-store';
import type { NewCart } from '../../sources/store/embedded-cart-store';
import { parseStoreHeaders, type StoreHeaders } from './embedded-store-input';
import { fail } from './store-failures';

/** What every route of the embedded store works with. */
export interface StoreRouteContext {
  content: ContentSource;
  carts: CartStore;
  /** A new cart's currency when the browser sends no X-Client-Currency (DEFAULT_LOCALE's). */
  defaultCurrency: CurrencyCode;
}

/** The headers, or a 400 naming what is wrong with them (null once that answer is sent). */
export function headersOf(req: Request, res: Response): StoreHeaders | null {
  const parsed = parseStoreHeaders(req);
  if (parsed.ok) return parsed.value;
  fail(res, 400, parsed.details);
  return null;
}

/** The cart a first add makes: the browser's currency (or the default) and country. */
export function newCartFor(headers: StoreHeaders, defaultCurrency: CurrencyCode): NewCart {
  return { currency: headers.currency ?? defaultCurrency, shippingTo: headers.country };
}

/** The cart's token for the browser to keep, and a log line when the call made the cart. */
export function answerCartToken(req: Request, res: Response, cart: { id: number; uuid: string }, created: boolean): void {
  res.set('X-Cart-Token', cart.uuid);
  if (created) req.log.info({ cartId: cart.id }, 'cart created');
}

export const checkoutUrl = (req: Request, uuid: string) => `${req.baseUrl}/cart/checkout/${uuid}`;
