import { useSiteQuery } from '../../app/site-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSiteNavigation } from '../../app/site-navigation-context';
import { routerHref } from '../../lib/routing/site-links';
import { SEARCH } from '../../graphql/services';
import {
  isSearchableText,
  SEARCH_BUTTON_TEXT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HINT_TEXT,
  SEARCH_PATH,
  searchPageHref,
  searchText,
  shouldRunSearch,
} from '../../lib/frame/search';
import { CLOSE_TEXT, LOADING_TEXT } from '../../lib/catalog/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { ModalDialog } from '../modal/modal-dialog';
import { useCloseOnNavigation } from '../modal/use-close-on-navigation';
import { BrowseLinks } from './browse-links';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchOverlayProps {
  /** The dialog's id, for the opening button's aria-controls. */
  id: string;
  /** Whether the overlay is open: the query never runs while it is not. */
  open: boolean;
  onClose: () => void;
}

/**
 * The full-screen search panel (spec 001 §2, §4). The typed text is searched 500 ms after the last
 * keystroke, once it has 3 characters. It closes on a click outside the panel, its close button,
 * Escape, choosing a result, or any other navigation; Enter opens the /search page for the text.
 * Rendered into <body>: the sticky header's backdrop filter would otherwise clip a fixed element.
 */
export function SearchOverlay({ id, open, onClose }: SearchOverlayProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useSiteQuery(SEARCH, {
    variables: { text: searchText(debounced) },
    skip: !shouldRunSearch(debounced, open),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { navigate, basename, location } = useSiteNavigation();
  // The search page's address, as a router link writes it (its locale prefix): no router in an island.
  const action = routerHref(SEARCH_PATH, basename, location);
  // Any navigation while open (the back button, a result) closes the panel.
  useCloseOnNavigation(onClose);

  const openSearchPage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchableText(text)) return;
    onClose();
    void navigate(searchPageHref(text));
  };

  // Results of the text being typed: the previous answer stays up until the next one arrives.
  const results = isSearchableText(text) ? (data ?? previousData)?.search : undefined;

  return createPortal(
    <ModalDialog
      id={id}
      aria-label={SEARCH_BUTTON_TEXT}
      onClose={onClose}
      initialFocus={inputRef}
      closeOnOutsidePress
      className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-ink/95 px-4 pb-16 pt-4 text-paper backdrop-blur-sm sm:pt-10"
    >
      <div className="mx-auto w-full max-w-3xl">
        <div className="flex items-center gap-3">
          {/* No search landmark: the dialog already names it, and a page may hold its own search form. */}
          <form method="get" action={action} onSubmit={openSearchPage} className="min-w-0 flex-1">
            <SearchField
              ref={inputRef}
              id={inputId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              className="w-full"
            />
          </form>
          <button
            type="button"
            onClick={onClose}
            className={`shrink-0 rounded-full border border-white/30 px-4 py-3 text-sm font-semibold hover:border-accent hover:text-accent ${FOCUS_RING}`}
          >
            {CLOSE_TEXT}
          </button>
        </div>
        <div className="mt-6" aria-busy={loading}>
          {results ? (
            <SearchResults results={results} text={debounced} onChoose={onClose} />
          ) : !isSearchableText(text) ? (
            // Before typing, or too short: what to do, and places to go meanwhile.
            <div className="py-6">
              <p className="text-paper/70">{SEARCH_HINT_TEXT}</p>
              <BrowseLinks onChoose={onClose} className="mt-6" />
            </div>
          ) : loading ? (
            <p role="status" className="py-6 text-paper/70">
              {LOADING_TEXT}
            </p>
          ) : null}
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
