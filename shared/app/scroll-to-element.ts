import { hashScrollTop } from '../lib/frame/frame';

/** How long after a hash scroll begins its end may still be corrected. */
const HASH_SCROLL_SETTLE_MS = 3_000;

/** What a visitor does to scroll on their own: from then on the position is theirs. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls smoothly (at once with reduced motion) to an element, clear of the sticky header and any
 * sticky section menu (the page's scroll padding): a hash's target on a route change (spec 001 §2).
 */
export function scrollToElement(target: HTMLElement): void {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = () => hashScrollTop(target.getBoundingClientRect().top, window.scrollY, padding);
  const moves = Math.abs(top() - window.scrollY) > 2;
  if (moves) settleOn(top);
  window.scrollTo({ top: top(), behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * Content may still settle while the smooth scroll runs and after it (a part hydrating, a picture
 * arriving, a block below growing, so the page can scroll further): once the scroll has ended, and
 * whenever the page's size changes after that, land on the element where it is now. For a few
 * seconds only, and never after the visitor has scrolled on their own.
 */
function settleOn(top: () => number) {
  const startedAt = performance.now();
  let scrolling = true;
  const align = () => {
    if (scrolling || performance.now() - startedAt > HASH_SCROLL_SETTLE_MS) return;
    if (Math.abs(top() - window.scrollY) > 2) window.scrollTo({ top: top(), behavior: 'instant' });
  };
  const onScrollEnd = () => {
    scrolling = false;
    align();
  };
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(align);
  const stop = () => {
    window.removeEventListener('scrollend', onScrollEnd);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
    resized?.disconnect();
  };
  window.addEventListener('scrollend', onScrollEnd);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  resized?.observe(document.body);
  window.setTimeout(stop, HASH_SCROLL_SETTLE_MS);
}
