import { useSiteQuery } from '../app/site-query';
import { useId, type FormEvent } from 'react';
import { useHref, useSearchParams } from 'react-router-dom';
import { useSiteNavigation } from '../app/site-navigation';
import { FOCUS_RING } from '../components/focus-ring';
import { PageMeta } from '../components/page-meta';
import { SearchField } from '../components/search/search-field';
import { SearchResults } from '../components/search/search-results';
import { SEARCH } from '../graphql/services';
import {
  isSearchableText,
  SEARCH_BUTTON_TEXT,
  SEARCH_DESCRIPTION_TEXT,
  SEARCH_HINT_TEXT,
  SEARCH_MAX_CHARS,
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
  SEARCH_TITLE_TEXT,
  searchPageHref,
  searchText,
} from '../lib/frame/search';
import { LOADING_TEXT } from '../lib/catalog/storefront-texts';

/**
 * /search?q=: the search overlay's results as a page (ours; the spec has only the overlay). A plain
 * GET form, answered on the server, so search works without JavaScript; with it, submitting
 * navigates in place. Search pages are not for search engines: noindex.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const text = searchText(params.get(SEARCH_QUERY_PARAM)).slice(0, SEARCH_MAX_CHARS);
  const searchable = isSearchableText(text);
  const { data, loading } = useSiteQuery(SEARCH, { variables: { text }, skip: !searchable });
  const action = useHref(SEARCH_PATH);
  const { navigate } = useSiteNavigation();
  const inputId = useId();
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM);
    void navigate(searchPageHref(typeof value === 'string' ? value : ''));
  };

  return (
    <section className="mx-auto max-w-3xl" aria-labelledby={headingId}>
      <PageMeta
        title={text ? `${SEARCH_TITLE_TEXT}: ${text}` : SEARCH_TITLE_TEXT}
        description={SEARCH_DESCRIPTION_TEXT}
        path={searchPageHref(text)}
      />
      <meta name="robots" content="noindex, follow" />
      <h1 id={headingId} className="font-display text-4xl font-semibold tracking-tight">
        {SEARCH_TITLE_TEXT}
      </h1>
      <form role="search" method="get" action={action} onSubmit={submit} className="mt-6 flex gap-3">
        {/* Remounted per address, so the field shows the text of the results below it. */}
        <SearchField key={text} id={inputId} defaultValue={text} className="min-w-0 flex-1" />
        <button type="submit" className={`shrink-0 rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:opacity-90 ${FOCUS_RING}`}>
          {SEARCH_BUTTON_TEXT}
        </button>
      </form>
      <div className="mt-8" aria-busy={loading}>
        {!searchable ? (
          <p className="text-paper/70">{SEARCH_HINT_TEXT}</p>
        ) : data ? (
          <SearchResults results={data.search} />
        ) : loading ? (
          <p role="status" className="text-paper/70">
            {LOADING_TEXT}
          </p>
        ) : null}
      </div>
    </section>
  );
}
