import { useId, type FormEvent } from 'react';
import { useSiteNavigation } from '../../app/site-navigation-context';
import { routerHref } from '../../lib/routing/site-links';
import { SEARCH_BUTTON_TEXT, SEARCH_PATH, SEARCH_QUERY_PARAM, searchPageHref } from '../../lib/frame/search';
import { FOCUS_RING } from '../focus-ring';
import { SearchField } from './search-field';

/**
 * A search form for a page (the /search page, the 404): a plain GET to /search, so it works without
 * JavaScript; with it, submitting navigates in place.
 */
export interface SearchFormProps {
  defaultValue?: string;
  className?: string;
}

export function SearchForm({ defaultValue = '', className = '' }: SearchFormProps) {
  const { navigate, basename, location } = useSiteNavigation();
  // The search page's address, as a router link writes it (its locale prefix): no router in an island.
  const action = routerHref(SEARCH_PATH, basename, location);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM);
    void navigate(searchPageHref(typeof value === 'string' ? value : ''));
  };

  return (
    <form role="search" method="get" action={action} onSubmit={submit} className={`flex gap-3 ${className}`.trim()}>
      {/* Remounted per text, so the field shows the text of the results below it. */}
      <SearchField key={defaultValue} id={inputId} defaultValue={defaultValue} className="min-w-0 flex-1" />
      <button type="submit" className={`shrink-0 rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:opacity-90 ${FOCUS_RING}`}>
        {SEARCH_BUTTON_TEXT}
      </button>
    </form>
  );
}
