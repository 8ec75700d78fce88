import { useSiteQuery } from '../app/site-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../components/page-meta';
import { BrowseLinks } from '../components/search/browse-links';
import { SearchForm } from '../components/search/search-form';
import { SearchResults } from '../components/search/search-results';
import { SEARCH } from '../graphql/services';
import {
  isSearchableText,
  SEARCH_DESCRIPTION_TEXT,
  SEARCH_HINT_TEXT,
  SEARCH_MAX_CHARS,
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
  const headingId = useId();

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
      <SearchForm defaultValue={text} className="mt-6" />
      <div className="mt-8" aria-busy={loading}>
        {!searchable ? (
          <>
            <p className="text-paper/70">{SEARCH_HINT_TEXT}</p>
            <BrowseLinks className="mt-6" />
          </>
        ) : data ? (
          <SearchResults results={data.search} text={text} />
        ) : loading ? (
          <p role="status" className="text-paper/70">
            {LOADING_TEXT}
          </p>
        ) : null}
      </div>
    </section>
  );
}
