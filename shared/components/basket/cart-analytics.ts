import { ADD_TO_CART_EVENT_NAME, type AddToCartEvent } from '../../lib/cart';
import { ANALYTICS_PARAM } from '../../lib/consent/consent';
import { readStoredConsent } from '../consent/consent-storage';

type Gtag = (...args: unknown[]) => void;

/**
 * Pushes the add-to-cart event onto the tag manager's data layer, only with analytics consent
 * (the cookie banner's stored `a`). The queue exists only when a tag manager is configured and the
 * consent was applied (shared/components/consent/tag-manager.ts); without it nothing happens.
 */
export function trackAddToCart(event: AddToCartEvent): void {
  if (readStoredConsent()?.[ANALYTICS_PARAM] !== true) return;
  const gtag = (window as Window & { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('event', ADD_TO_CART_EVENT_NAME, event);
}
