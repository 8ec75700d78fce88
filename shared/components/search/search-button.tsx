import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_BUTTON_TEXT, SEARCH_PATH } from '../../lib/search';
import { FOCUS_RING } from '../focus-ring';
import { useHydrated } from '../storefront/use-hydrated';
import { onDemand } from '../../app/on-demand';

/** The overlay's code arrives when the visitor reaches for the button, not with the page. */
const SearchOverlay = onDemand(() => import('./search-overlay').then((module) => ({ default: module.SearchOverlay })));

const BUTTON_CLASS = `inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm hover:bg-white/10 hover:text-accent ${FOCUS_RING}`;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l4.5 4.5" />
    </svg>
  );
}

/** The icon, with the word visible on wider screens; the accessible name is 'Search' everywhere. */
function ButtonFace() {
  return (
    <>
      <SearchIcon />
      <span className="sr-only sm:not-sr-only">{SEARCH_BUTTON_TEXT}</span>
    </>
  );
}

/**
 * The header's 'Search' button (spec 001 §2). Until the page has hydrated it is a link to the
 * /search page, which works without JavaScript; after, it opens the search overlay. Focus comes
 * back to it when the overlay closes.
 */
export function SearchButton() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (!hydrated) {
    return (
      <Link to={SEARCH_PATH} className={BUTTON_CLASS}>
        <ButtonFace />
      </Link>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void SearchOverlay.preload()}
        onFocus={() => void SearchOverlay.preload()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        className={BUTTON_CLASS}
      >
        <ButtonFace />
      </button>
      {open ? <SearchOverlay id={dialogId} open={open} onClose={close} /> : null}
    </>
  );
}
