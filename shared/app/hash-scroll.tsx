import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS, HASH_TARGET_WAIT_MS } from '../lib/frame/frame';
import { scrollToElement } from './scroll-to-element';

/**
 * Scrolling on route changes. With a hash (spec 001 §2): smoothly to the element with that id,
 * clear of the sticky header and any sticky section menu (the page's scroll padding), after 1 ms — and, when the new page's
 * content is still loading, as soon as the element appears. To a new page without a hash: its top.
 * A change of the query string alone (a filter, a page of results) keeps the position, and so do
 * back and forward.
 */
export function HashScroll() {
  const location = useLocation();
  // Back and forward belong to the browser, which restores the position it left.
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (!location.hash) {
      if (pathChanged && navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'auto' });
      return undefined;
    }
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return undefined;
    }
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (target) return scrollToElement(target);
      observer = new MutationObserver(() => {
        const appeared = document.getElementById(id);
        if (!appeared) return;
        observer?.disconnect();
        scrollToElement(appeared);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), HASH_TARGET_WAIT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [location.key, location.hash, location.pathname, navigationType]);
  return null;
}
