import { SlotHeading } from '../../blocks/slot-heading';
import { useSiteQuery } from '../../app/site-query';
import { useContext, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CollectionView as CollectionViewConfig } from '../../lib/catalog/collection-view-config';
import { usePublicEnv } from '../../app/public-env';
import { NamedByHeaderContext } from '../../blocks/named-by-header';
import { ARTIST_FILTER_OPTIONS, LABEL_FILTER_OPTIONS, TAG_FILTER_OPTIONS } from '../../graphql/collections';
import { collectionVariables, pageVariables, type PageVariables } from '../../lib/catalog/collection-paging';
import { artistMenuLabelId, combineFilters, FILTER_PARAMS, filterFromQuery, readParam } from '../../lib/catalog/filter-menus';
import { currencyForLocale } from '../../lib/catalog/prices';
import type { CollectionVariables } from './collection-documents';
import { CollectionResults } from './collection-results';
import { FilterMenu } from './filter-menu';
import { pageCount } from './page-param';

export interface CollectionViewProps {
  view: CollectionViewConfig;
  /** Decided once per page render (badges, year filters), so server and browser agree. */
  now: Date;
  /** The visitor's currency; the default locale's when not given. */
  currency?: string;
}

/**
 * The first request's limit and offset: the view's own (collection-paging), or — with pagination
 * and `?page=N` — the first N pages in one request, so a visitor without JavaScript who followed
 * the load-more link sees them all.
 */
function firstRequest(view: CollectionViewConfig, pages: number): PageVariables {
  if (!view.pagination || view.moreLink || pages <= 1) return collectionVariables(view);
  const last = pageVariables(pages - 1, view.limit);
  return { limit: last.offset + last.limit, offset: 0 };
}

/**
 * The collection query's variables: the view's filter AND the filter menu's conditions from the
 * URL; the URL's sort when it names one, else the view's, else the menu's default.
 */
export function collectionQueryVariables(view: CollectionViewConfig, searchParams: URLSearchParams, now: Date): CollectionVariables {
  const fromUrl = view.filterMenu ? filterFromQuery(view.filterMenu, searchParams, now) : {};
  const urlNamesSort = !!view.filterMenu && readParam(searchParams, FILTER_PARAMS.sort) !== null;
  const filter = combineFilters(view.filter, fromUrl.filter);
  const sort = (urlNamesSort ? fromUrl.sort : undefined) ?? view.sort ?? fromUrl.sort;
  const pages = view.pagination ? pageCount(searchParams) : 1;
  return { ...(filter ? { filter } : {}), ...(sort ? { sort } : {}), ...firstRequest(view, pages) };
}

/**
 * A collection view block (spec 000 §2 "Collection view"): an optional title and filter menu, then
 * the items as a grid or a carousel. Concert events are rendered by their own list, not here.
 */
/** Headings for collections shown without a title (read by screen readers only). */
const COLLECTION_HEADINGS: Record<string, string> = {
  artists: 'Artists',
  events: 'Events',
  playlists: 'Playlists',
  posts: 'Posts',
  product_groups: 'Products',
  products: 'Products',
  radioShows: 'Radio shows',
};

export function CollectionView({ view, now, currency }: CollectionViewProps) {
  const [searchParams] = useSearchParams();
  const { defaultLocale } = usePublicEnv();
  // Not derived from the title: a header block on the same page may already use that anchor.
  const headingId = useId();
  const namedBy = useContext(NamedByHeaderContext);
  if (view.collection === 'bandsintownEvents') return null;

  const variables = collectionQueryVariables(view, searchParams, now);
  const pages = view.pagination ? pageCount(searchParams) : 1;
  const title = view.title?.trim();
  // Labelled by its own title, or by the header block that names it; else by nothing.
  const labelledBy = title ? headingId : (namedBy ?? undefined);

  return (
    // Only a named collection is a named region (a landmark); untitled ones would repeat names.
    <section aria-labelledby={labelledBy} className="my-12">
      {/* Every collection has a heading, so tile headings (h3) sit under one: its title, the header
          block that names it, or else a hidden one. */}
      {title ? (
        <SlotHeading id={headingId} className="mb-6 font-display text-2xl font-semibold tracking-tight md:text-3xl">
          {title}
        </SlotHeading>
      ) : namedBy !== undefined ? null : (
        <h2 className="sr-only">{COLLECTION_HEADINGS[view.collection]}</h2>
      )}
      {view.filterMenu ? <FilterMenuWithOptions menu={view.filterMenu} now={now} /> : null}
      <CollectionResults
        // New variables (a filter chosen) start afresh: no stale pages or load-more state.
        key={JSON.stringify(variables)}
        view={view}
        collection={view.collection}
        variables={variables}
        pages={pages}
        now={now}
        currency={currency ?? currencyForLocale(null, defaultLocale)}
        headingId={labelledBy}
      />
    </section>
  );
}

/**
 * The filter menu with the queries of its options. A component of its own, beside the results:
 * a server render waiting for the options (the labels, then the chosen label's artists) goes on
 * rendering the results, whose query then runs beside them instead of after both.
 */
function FilterMenuWithOptions({ menu, now }: { menu: NonNullable<CollectionViewConfig['filterMenu']>; now: Date }) {
  const [searchParams] = useSearchParams();
  const tags = useSiteQuery(TAG_FILTER_OPTIONS, { skip: menu !== 'posts' });
  const releaseMenu = menu === 'releases';
  const labels = useSiteQuery(LABEL_FILTER_OPTIONS, { skip: !releaseMenu });
  // Artists of the chosen label, or of the main label while none is chosen (spec 000 §7).
  const labelId = artistMenuLabelId(labels.data?.labels, searchParams.get(FILTER_PARAMS.label));
  const artists = useSiteQuery(ARTIST_FILTER_OPTIONS, {
    skip: !releaseMenu || !labelId,
    variables: { labelId: labelId ?? '' },
  });
  return (
    <FilterMenu
      menu={menu}
      now={now}
      tags={tags.data?.tags}
      labels={labels.data?.labels}
      artists={labelId ? artists.data?.artists : undefined}
    />
  );
}
