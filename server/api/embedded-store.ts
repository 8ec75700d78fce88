import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { EMBEDDED_STORE_URL } from '../../shared/app/public-env';
import { RELEASES_PATH } from '../../shared/lib/item-derivations';
import type { CurrencyCode } from '../../shared/lib/prices';
import { DEFAULT_EMPTY_BASKET_LINK_TEXT } from '../../shared/lib/storefront-texts';
import type { ContentSource, Product } from '../sources/content/content-source';
import { checkChoices } from '../sources/store/cart-choices';
import { unitPrice } from '../sources/store/cart-pricing';
import { decideAdd, decideSet } from '../sources/store/cart-quantity';
import type { LineOutcome, NewCart, StoredCart } from '../sources/store/embedded-cart-store';
import { CARTS_UNAVAILABLE_TEXT, CartsUnavailableError, type CartStore } from '../sources/store/cart-store';
import { checkoutNotFoundHtml, checkoutPageHtml } from './embedded-checkout-page';
import {
  cartAnswer,
  emptyBasketAnswer,
  itemAnswer,
  itemAnswers,
  priceLines,
  quantityLimits,
  summaryAnswer,
} from './embedded-store-answers';
import { isCartToken, isProductId, parseAddItem, parseItemId, parseStoreHeaders, parseUpdateItem, type StoreHeaders } from './embedded-store-input';

/** Where the site mounts the embedded store when STORE_URL is not set; the browser's storeUrl. */
export const EMBEDDED_STORE_PATH = EMBEDDED_STORE_URL;
/** Cart inputs are a product id, a quantity and a few choices: far below the site's BODY_LIMIT. */
export const STORE_BODY_LIMIT = '8kb';

export interface EmbeddedStoreOptions {
  content: ContentSource;
  carts: CartStore;
  /** A new cart's currency when the browser sends no X-Client-Currency (DEFAULT_LOCALE's). */
  defaultCurrency: CurrencyCode;
  /** The site's stylesheets, for the checkout page. */
  stylesheets: readonly string[];
  /** New carts one client (by address behind TRUST_PROXY_HOPS proxies) may make per window. */
  cartCreationLimit: { limit: number; windowMs: number };
  /** Where those counts live: this replica's memory unless given (shared by the replicas). */
  cartCreationStore?: Store;
}

/** What a visitor whose stored token names no cart (expired, or another store's) is told. */
export const UNKNOWN_CART_TEXT = 'This basket no longer exists';

/** Currencies that name one country, for the territory check when no country is sent. */
const CURRENCY_COUNTRY: Partial<Record<CurrencyCode, string>> = { GBP: 'GB', USD: 'US' };

function fail(res: Response, status: number, details: string[]): void {
  res.status(status).json({ details });
}

const notInBasket = (res: Response, id: number) => fail(res, 404, [`Cart item ${id} is not in this basket`]);

/** Form posts (body=<JSON>, the canonical form) and JSON; anything else is refused before it is read. */
const acceptsInput: RequestHandler = (req, res, next) => {
  if (req.is(['application/x-www-form-urlencoded', 'application/json'])) return next();
  fail(res, 415, ['Send the input as the form field body=<JSON> (application/x-www-form-urlencoded) or as application/json']);
};

const bodyParsers = [
  acceptsInput,
  express.urlencoded({ extended: false, limit: STORE_BODY_LIMIT, parameterLimit: 10 }),
  express.json({ limit: STORE_BODY_LIMIT }),
];

/**
 * Carts kept in Redis while it is unreachable: a clear 503 the basket shows as a notification
 * (spec 000: each entry of `details`), nothing half-written, never a 500.
 */
const cartsUnavailable: ErrorRequestHandler = (error, req, res, next) => {
  if (!(error instanceof CartsUnavailableError)) return next(error);
  req.log.warn({ err: error }, 'carts unavailable');
  res.set('Retry-After', '5');
  if (req.path.startsWith('/cart/checkout/')) {
    res.status(503).type('text/plain').send(CARTS_UNAVAILABLE_TEXT);
    return;
  }
  fail(res, 503, [CARTS_UNAVAILABLE_TEXT]);
};

/** Body parser failures in the store's own shape. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  switch (typeof error?.type === 'string' ? error.type : '') {
    case 'entity.too.large':
      return fail(res, 413, [`The body is too large: at most ${STORE_BODY_LIMIT}`]);
    case 'entity.parse.failed':
      return fail(res, 400, ['The body is not valid JSON']);
    case 'parameters.too.many':
      return fail(res, 400, ['Too many form fields: send only body=<JSON>']);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return fail(res, 415, ['Send the body as UTF-8 without content encoding']);
    default:
      return next(error);
  }
};

/**
 * The embedded store (spec 000 §6, §7; docs/decisions/0017-embedded-store.md): the cart dialect the
 * browser speaks to a real store, served in-process and kept in SQLite.
 * - GET  /cart/embed                               → the cart; without X-Cart-Token an empty basket (no cart
 *                                                    is made), an unknown token 404
 * - POST /cart/embed/items creates the cart when no X-Cart-Token is sent (rate limited per client)
 * - GET  /cart/embed/items                         → { results, summary }
 * - POST /cart/embed/items                         body=<JSON { productId, quantity, items }> → the item
 * - PUT  /cart/embed/items/{id}                    body=<JSON { quantity }> → the item (0 removes it)
 * - DELETE /cart/embed/items/{id}                  → the item, quantity 0
 * - GET  /cart/embed/products/{id}/availability    → { id, inStock, inTerritory }
 * - GET  /cart/checkout/{token}                    → the demo checkout page (HTML)
 * Every answer is `no-store`; query parameters (the browser's cache-busting `_`) are ignored.
 * Errors answer `{ details: [...] }` and change nothing.
 */
export function embeddedStoreRouter(options: EmbeddedStoreOptions): Router {
  const { content, carts, defaultCurrency, stylesheets } = options;
  const router = Router();

  // Only an add without a token makes a cart; each client gets a budget of them. Failed adds
  // (a bad product, a full basket) give their count back.
  const cartCreation = rateLimit({
    store: options.cartCreationStore,
    windowMs: options.cartCreationLimit.windowMs,
    limit: options.cartCreationLimit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: true,
    skip: (req) => req.get('X-Cart-Token') !== undefined,
    handler: (req, res) => {
      req.log.warn('cart creation rate limited');
      fail(res, 429, ['Too many new baskets from this address: please try again later']);
    },
  });

  router.use('/cart', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const newCart = (headers: StoreHeaders): NewCart => ({ currency: headers.currency ?? defaultCurrency, shippingTo: headers.country });
  const checkoutUrl = (req: Request, uuid: string) => `${req.baseUrl}/cart/checkout/${uuid}`;

  /** The headers, or a 400 naming what is wrong with them. */
  function headersOf(req: Request, res: Response): StoreHeaders | null {
    const parsed = parseStoreHeaders(req);
    if (parsed.ok) return parsed.value;
    fail(res, 400, parsed.details);
    return null;
  }

  /** The cart's token for the browser to keep, and a log line when the call made the cart. */
  function answerCart(req: Request, res: Response, cart: { id: number; uuid: string }, created: boolean): void {
    res.set('X-Cart-Token', cart.uuid);
    if (created) req.log.info({ cartId: cart.id }, 'cart created');
  }

  /** A changed line's answer: the item (spec 000 §7: id, messages, price, product, quantity) and the cart's count. */
  async function answerChange(req: Request, res: Response, outcome: LineOutcome, product: Product, id: number): Promise<void> {
    if (outcome.kind === 'no-line') return notInBasket(res, id);
    if (outcome.kind === 'refused') return fail(res, 409, [outcome.message]);
    const price = unitPrice(product.prices, outcome.cart.currency);
    if (!price) return fail(res, 409, [`${product.title} is not sold in ${outcome.cart.currency}`]);
    answerCart(req, res, outcome.cart, outcome.createdCart);
    const lines = (await carts.find(outcome.cart.uuid))?.lines ?? [];
    res.json({
      ...itemAnswer({ line: outcome.line, product, price }, outcome.messages),
      cart: { uuid: outcome.cart.uuid, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) },
    });
  }

  /** The stored cart, the line and its product for a PUT or DELETE; null once the answer is sent. */
  async function lineFor(req: Request, res: Response): Promise<{ token: string; id: number; stored: StoredCart; product: Product } | null> {
    const headers = headersOf(req, res);
    if (!headers) return null;
    if (!headers.cartToken) {
      fail(res, 400, ['X-Cart-Token is required to change a cart item']);
      return null;
    }
    const id = parseItemId(String(req.params.id));
    if (!id.ok) {
      fail(res, 400, id.details);
      return null;
    }
    const stored = await carts.find(headers.cartToken);
    const line = stored?.lines.find((candidate) => candidate.id === id.value);
    // A line whose product left the catalogue is not shown, so it cannot be changed either.
    const product = line ? await content.getById('products', line.productId, { preview: false }) : null;
    if (!stored || !product) {
      notInBasket(res, id.value);
      return null;
    }
    return { token: headers.cartToken, id: id.value, stored, product };
  }

  router.get('/cart/embed', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // Reading makes no cart: without a token the basket is empty until the first add creates one.
    if (!headers.cartToken) {
      res.json(emptyBasketAnswer(newCart(headers)));
      return;
    }
    const stored = await carts.find(headers.cartToken);
    if (!stored) return fail(res, 404, [UNKNOWN_CART_TEXT]);
    answerCart(req, res, stored.cart, false);
    const priced = await priceLines(content, stored.cart, stored.lines);
    res.json(cartAnswer(stored.cart, priced, checkoutUrl(req, stored.cart.uuid)));
  });

  router.get('/cart/embed/items', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // Reading never creates a cart: no token (or an expired one) is an empty basket.
    const stored = headers.cartToken ? await carts.find(headers.cartToken) : null;
    if (!stored) {
      res.json({ results: [], summary: summaryAnswer(headers.currency ?? defaultCurrency, []) });
      return;
    }
    res.set('X-Cart-Token', stored.cart.uuid);
    const priced = await priceLines(content, stored.cart, stored.lines);
    res.json({ results: itemAnswers(priced), summary: summaryAnswer(stored.cart.currency, priced) });
  });

  router.post('/cart/embed/items', cartCreation, ...bodyParsers, async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    // A token that names no cart is refused, never replaced by a new cart the browser did not ask for.
    if (headers.cartToken && !await carts.find(headers.cartToken)) return fail(res, 404, [UNKNOWN_CART_TEXT]);
    const input = parseAddItem(req);
    if (!input.ok) return fail(res, 400, input.details);
    const product = await content.getById('products', input.value.productId, { preview: false });
    if (!product) return fail(res, 400, [`productId ${input.value.productId} is not a product of this store`]);
    const choices = checkChoices(product.items, input.value.items);
    if (!choices.ok) return fail(res, 400, choices.problems);
    // The price must exist in the currency of the cart this add lands in (an existing one, or a new one).
    const currency = (headers.cartToken && (await carts.find(headers.cartToken))?.cart.currency) || newCart(headers).currency;
    if (!unitPrice(product.prices, currency)) return fail(res, 409, [`${product.title} is not sold in ${currency}`]);

    const target = { productId: product.id, choices: choices.choices, key: choices.key };
    const outcome = await carts.addLine(headers.cartToken, newCart(headers), target, (state) => decideAdd(input.value.quantity, state, quantityLimits(product)));
    await answerChange(req, res, outcome, product, outcome.kind === 'applied' ? outcome.line.id : 0);
  });

  router.put('/cart/embed/items/:id', ...bodyParsers, async (req, res) => {
    const input = parseUpdateItem(req);
    const found = await lineFor(req, res);
    if (!found) return;
    if (!input.ok) return fail(res, 400, input.details);
    const { token, id, product } = found;
    const outcome = await carts.setQuantity(token, id, (state) => decideSet(input.value.quantity, state, quantityLimits(product)));
    await answerChange(req, res, outcome, product, id);
  });

  router.delete('/cart/embed/items/:id', async (req, res) => {
    const found = await lineFor(req, res);
    if (!found) return;
    await answerChange(req, res, await carts.removeLine(found.token, found.id), found.product, found.id);
  });

  router.get('/cart/embed/products/:id/availability', async (req, res) => {
    const headers = headersOf(req, res);
    if (!headers) return;
    const id = String(req.params.id);
    const product = isProductId(id) ? await content.getById('products', id, { preview: false }) : null;
    if (!product) return fail(res, 404, [`Product ${id.slice(0, 64)} was not found`]);
    // The visitor's country: sent, or the cart's, or the one its currency names; unknown → the checkout decides.
    const cartCountry = headers.cartToken ? (await carts.find(headers.cartToken))?.cart.shippingTo : null;
    const country = headers.country ?? cartCountry ?? (headers.currency ? CURRENCY_COUNTRY[headers.currency] : undefined) ?? null;
    res.json({
      id: product.id,
      inStock: product.stock === null || product.stock > 0,
      inTerritory: product.territories.length === 0 || country === null || product.territories.includes(country),
    });
  });

  router.get('/cart/checkout/:token', async (req, res) => {
    res.set({ 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    const token = String(req.params.token).toLowerCase();
    let stored = isCartToken(token) ? await carts.find(token) : null;
    if (!stored) {
      res.status(404).type('html').send(checkoutNotFoundHtml(stylesheets));
      return;
    }
    const priced = await priceLines(content, stored.cart, stored.lines);
    // Only a basket with something to buy goes into checkout.
    if (priced.length > 0) stored = (await carts.markInCheckout(token)) ?? stored;
    const settings = await content.getSiteSettings({ preview: false });
    const html = checkoutPageHtml({
      stylesheets,
      siteName: settings.siteName,
      cart: stored.cart,
      lines: priced,
      emptyLink: { url: settings.emptyCartLinkUrl || RELEASES_PATH, text: settings.emptyCartLinkText || DEFAULT_EMPTY_BASKET_LINK_TEXT },
    });
    res.type('html').send(html);
  });

  const methods: [string, string][] = [
    ['/cart/embed', 'GET'],
    ['/cart/embed/items', 'GET, POST'],
    ['/cart/embed/items/:id', 'PUT, DELETE'],
    ['/cart/embed/products/:id/availability', 'GET'],
    ['/cart/checkout/:token', 'GET'],
  ];
  for (const [path, allow] of methods) {
    router.all(path, (_req, res) => {
      res.set('Allow', allow);
      fail(res, 405, [`Use ${allow.replace(', ', ' or ')}`]);
    });
  }
  router.use('/cart', (_req, res) => fail(res, 404, ['Not found']));
  router.use(bodyErrors);
  router.use(cartsUnavailable);
  return router;
}
