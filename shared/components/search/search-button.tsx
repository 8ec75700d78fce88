import { RouterLink } from '../router-link';
import { SEARCH_BUTTON_TEXT, SEARCH_PATH } from '../../lib/frame/search-link';
import { HeaderButtonFace, HEADER_BUTTON_CLASS } from '../frame/header-button-face';
import { useDialogOpener } from '../modal/use-dialog-opener';
import { useHydrated } from '../storefront/use-hydrated';
import { onDemand } from '../../app/on-demand';

/** The overlay's code arrives when the visitor reaches for the button, not with the page. */
const SearchOverlay = onDemand(() => import('./search-overlay').then((module) => ({ default: module.SearchOverlay })));

const BUTTON_CLASS = HEADER_BUTTON_CLASS;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l4.5 4.5" />
    </svg>
  );
}

/** The icon, with the word visible on wider screens; the accessible name is 'Search' everywhere. */
const ButtonFace = () => <HeaderButtonFace icon={<SearchIcon />} text={SEARCH_BUTTON_TEXT} />;

/**
 * The header's 'Search' button (spec 001 §2). Until the page has hydrated it is a link to the
 * /search page, which works without JavaScript; after, it opens the search overlay. Focus comes
 * back to it when the overlay closes.
 */
export function SearchButton() {
  const hydrated = useHydrated();
  const { open, close, dialogId, buttonProps } = useDialogOpener(() => void SearchOverlay.preload());

  if (!hydrated) {
    return (
      <RouterLink to={SEARCH_PATH} className={BUTTON_CLASS}>
        <ButtonFace />
      </RouterLink>
    );
  }
  return (
    <>
      <button {...buttonProps} className={BUTTON_CLASS}>
        <ButtonFace />
      </button>
      {open ? <SearchOverlay id={dialogId} open={open} onClose={close} /> : null}
    </>
  );
}
