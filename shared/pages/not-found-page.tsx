import { RouterLink } from '../components/router-link';
import { useResponseStatus } from '../app/response-status';
import { useSiteLocale } from '../app/locale';
import { PageMeta } from '../components/page-meta';
import { SearchForm } from '../components/search/search-form';
import { CollectionView } from '../components/storefront/collection-view';
import type { CollectionView as CollectionViewConfig } from '../lib/catalog/collection-view-config';

/** Ours: what the 404 offers beyond its message. */
export const NOT_FOUND_SEARCH_TEXT = 'Looking for a record, an artist or a night out? Search for it:';

/** The newest public releases that are out (a fan can buy and hear them now): six covers and a link to all. */
const LATEST_RELEASES: CollectionViewConfig = {
  collection: 'product_groups',
  title: 'Latest releases',
  display: 'grid',
  filter: { _and: [{ reference_type: { _eq: 'release' }, visibility: { _eq: 'public' } }, { release_date: { _lte: '$NOW' } }] },
  sort: ['-release_date'],
  // With a More link the last slot is dropped (spec 001 §9): six shown.
  limit: 7,
  columns: 6,
  moreLink: { url: '/releases', text: 'All releases' },
};

/**
 * An address with nothing at it: status 404, the message, a search form (a GET to /search, so it
 * works without JavaScript) and the latest releases, so a stale link still leads somewhere.
 */
export function NotFoundPage({ path }: { path: string }) {
  useResponseStatus(404);
  const { currency, now } = useSiteLocale();
  return (
    <div className="py-12 sm:py-16">
      <section className="mx-auto max-w-xl text-center">
        <PageMeta title="Page not found" description="The page you asked for does not exist." path={path} />
        <h1 className="font-display text-3xl font-semibold">Page not found</h1>
        <p className="mt-4 text-paper/70">There is nothing at this address.</p>
        <p className="mt-8 text-paper/80">{NOT_FOUND_SEARCH_TEXT}</p>
        <SearchForm className="mt-4 text-left" />
        <RouterLink to="/" className="mt-6 inline-block underline underline-offset-4 hover:text-accent">
          Go to the home page
        </RouterLink>
      </section>
      <div data-latest-releases="" className="mt-16">
        <CollectionView view={LATEST_RELEASES} now={now} currency={currency} />
      </div>
    </div>
  );
}
