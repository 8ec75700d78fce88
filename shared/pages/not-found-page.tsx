import { RouterLink } from '../components/router-link';
import { useResponseStatus } from '../app/response-status';
import { useSiteLocale } from '../app/locale';
import { PageMeta } from '../components/page-meta';
import type { SearchFormProps } from '../components/search/search-form';
import { contentPart } from '../app/content-part';
import { PartBoundary, pureContentPart } from '../app/part-boundary';
import { LoadingBlock } from '../components/loading-block';
import type { LatestReleasesProps } from '../components/storefront/latest-releases';

/** Ours: what the 404 offers beyond its message. */
export const NOT_FOUND_SEARCH_TEXT = 'Looking for a record, an artist or a night out? Search for it:';

/** The latest releases load as a part: the 404 is in every first load, the collection views are not (docs/decisions/0106). */
/** Its search form too: a plain GET that works as the server sent it until a visitor reaches into it (0107). */
const SearchFormPart = pureContentPart<SearchFormProps>('search-form', () =>
  import('../components/search/search-form').then(({ SearchForm }) => SearchForm),
);

const latestReleases = contentPart<LatestReleasesProps>('latest-releases', () => import('../components/storefront/latest-releases'));

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
        <SearchFormPart className="mt-4 text-left" />
        <RouterLink to="/" className="mt-6 inline-block underline underline-offset-4 hover:text-accent">
          Go to the home page
        </RouterLink>
      </section>
      <div data-latest-releases="" className="mt-16">
        <PartBoundary part={latestReleases} props={{ now, currency }} fallback={<LoadingBlock className="h-48" />} />
      </div>
    </div>
  );
}
