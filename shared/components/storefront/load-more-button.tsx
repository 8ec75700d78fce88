import { useRef } from 'react';
import { LOAD_MORE_SCROLL_OFFSET_PX, loadMoreText } from '../../lib/catalog/collection-paging';
import { useHydrated } from './use-hydrated';
import { prefersReducedMotion } from './use-reduced-motion';
import { FOCUS_RING } from '../focus-ring';

export interface LoadMoreButtonProps {
  /** Loading: "Loading..." and disabled. */
  loading: boolean;
  /** Fetches the next page in place, given the button (where the grid is); resolves when it has arrived. */
  onLoadMore?: (button: HTMLButtonElement) => Promise<unknown> | void;
  /** The next page as an address (`?page=N+1`), for visitors without JavaScript. */
  href?: string | null;
  /** The control's look; a centred pill unless the grid draws it as its last cell. */
  className?: string;
}

const CLASSES = `inline-flex min-w-40 items-center justify-center rounded-full border border-paper/40 px-6 py-2.5 text-sm font-semibold hover:border-accent hover:text-accent ${FOCUS_RING} disabled:cursor-wait disabled:opacity-60`;

/**
 * The grid's load-more control. Server markup (and so a visitor without JavaScript) gets a real
 * link to the next page, which the server renders with one page more; once hydrated it becomes a
 * button that fetches in place. After loading, the page scrolls so the place where the button was
 * — where the new items begin — sits 128 px below the top (spec 000 §2 "Grid").
 */
/** Frames to wait for the new items to be drawn before scrolling as far as the page allows. */
const MAX_FRAMES_FOR_NEW_ITEMS = 30;

/**
 * Scrolls to `top` once the page is long enough to put it there: the fetch resolves before React
 * has drawn the new items, and scrolling earlier stops short at the old end of the page.
 */
function scrollOnceReachable(top: number, framesLeft = MAX_FRAMES_FOR_NEW_ITEMS): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
  if (!reachable && framesLeft > 0) {
    requestAnimationFrame(() => scrollOnceReachable(top, framesLeft - 1));
    return;
  }
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

export function LoadMoreButton({ loading, onLoadMore, href, className = CLASSES }: LoadMoreButtonProps) {
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (href && (!hydrated || !onLoadMore)) {
    return (
      <a href={href} className={className}>
        {loadMoreText(false)}
      </a>
    );
  }

  const handleClick = async () => {
    const button = buttonRef.current;
    if (!button || !onLoadMore) return;
    const top = button.getBoundingClientRect().top + window.scrollY;
    try {
      await onLoadMore(button);
    } catch {
      return; // The collection shows its error text; stay where the visitor is.
    }
    scrollOnceReachable(Math.max(0, top - LOAD_MORE_SCROLL_OFFSET_PX));
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={() => void handleClick()}
      className={className}
    >
      {loadMoreText(loading)}
    </button>
  );
}
