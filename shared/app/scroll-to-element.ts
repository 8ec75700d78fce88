import { hashScrollTop } from '../lib/frame/frame';

/** How long after a hash scroll begins its end may still be corrected. */
const HASH_SCROLL_SETTLE_MS = 3_000;

/**
 * Scrolls smoothly (at once with reduced motion) to an element, clear of the sticky header and any
 * sticky section menu (the page's scroll padding): a hash's target on a route change (spec 001 §2).
 */
export function scrollToElement(target: HTMLElement): void {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = () => hashScrollTop(target.getBoundingClientRect().top, window.scrollY, padding);
  const moves = Math.abs(top() - window.scrollY) > 2;
  if (moves) {
    // Content above may still settle while the smooth scroll runs (a part hydrating, a picture
    // arriving): once it ends, land on the element where it is now, if it moved. Only for this
    // scroll's end: a visitor's own scroll later is theirs.
    const startedAt = performance.now();
    window.addEventListener(
      'scrollend',
      () => {
        if (performance.now() - startedAt < HASH_SCROLL_SETTLE_MS && Math.abs(top() - window.scrollY) > 2) {
          window.scrollTo({ top: top(), behavior: 'auto' });
        }
      },
      { once: true },
    );
  }
  window.scrollTo({ top: top(), behavior: reduced ? 'auto' : 'smooth' });
}
