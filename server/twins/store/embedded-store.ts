import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import { EMBEDDED_STORE_URL } from '../../../shared/app/public-env';
import type { CurrencyCode } from '../../../shared/lib/catalog/prices';
import { clientRateLimit } from '../../http/client-rate-limit';
import type { ContentSource } from '../../sources/content/content-source';
import type { CartStore } from '../../sources/store/cart-store';
import { addCartChangeRoutes } from './cart-change-routes';
import { addCartReadRoutes } from './cart-read-routes';
import { addCheckoutRoute } from './checkout-route';
import { cartsUnavailable, fail } from './store-failures';
import { storeBodyErrors } from './store-request-body';

/** Where the site mounts the embedded store when STORE_URL is not set; the browser's storeUrl. */
export const EMBEDDED_STORE_PATH = EMBEDDED_STORE_URL;

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
  const context = { content, carts, defaultCurrency };
  const router = Router();

  // Only an add without a token makes a cart; each client gets a budget of them. Failed adds
  // (a bad product, a full basket) give their count back.
  const cartCreation = clientRateLimit({
    ...options.cartCreationLimit,
    store: options.cartCreationStore,
    refundFailures: true,
    skip: (req) => req.get('X-Cart-Token') !== undefined,
    onLimited: (req, res) => {
      req.log.warn('cart creation rate limited');
      fail(res, 429, ['Too many new baskets from this address: please try again later']);
    },
  });

  router.use('/cart', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  addCartReadRoutes(router, context);
  addCartChangeRoutes(router, context, cartCreation);
  addCheckoutRoute(router, context, stylesheets);

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
  router.use(storeBodyErrors);
  router.use(cartsUnavailable);
  return router;
}
