import { lazyPage } from './lazy-page';

/**
 * The 404 page, in its own chunk: every page module renders it for an address with nothing at it,
 * and few visits see one, so it stays out of the first load. The server loads it with the page's
 * code (routes.ts); a browser hydrating a 404 page waits for it.
 */
export const NotFound = lazyPage(() => import('../pages/not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })));
