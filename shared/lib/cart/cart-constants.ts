/** The basket's constants (spec 000 §6, §7, §9). */
import { PROMOTED_CAROUSEL_AFTER_TOUCH_MS, PROMOTED_CAROUSEL_AUTOPLAY_MS } from '../catalog/carousel';

/** The header that carries the visitor's anonymous cart identity. */
export const CART_TOKEN_HEADER = 'X-Cart-Token';
/** The header that tells the store which currency the visitor's locale prices in (contract). */
export const CLIENT_CURRENCY_HEADER = 'X-Client-Currency';
/** The browser's local-storage key the cart token is kept under (spec 000 §6 "cart token key"). */
export const CART_TOKEN_STORAGE_KEY = 'cart-token';
/** Quantity changes wait this long after the last one before they are sent. */
export const QUANTITY_DEBOUNCE_MS = 1000;
/** The count badge pulses this long after a refetch. */
export const COUNT_PING_MS = 3000;
/** The stepper's minimum; there is no maximum by default (spec 000 §5). */
export const MIN_QUANTITY = 0;
/** The promoted carousel: every 4000 ms, 8000 ms after a touch ends (defined with the carousels). */
export { PROMOTED_CAROUSEL_AFTER_TOUCH_MS, PROMOTED_CAROUSEL_AUTOPLAY_MS };
/** Budget for each browser call to the store (ours): counted from when the browser queues it. */
export const CART_REQUEST_TIMEOUT_MS = 10_000;
/** The format that marks a bundle (spec 000 §3 "Product for basket"). */
export const BUNDLE_FORMAT = 'Bundle';
