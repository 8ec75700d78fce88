import { useContext, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../router-link';
import { gridColumns, LOADING_PLACEHOLDER_COUNT } from '../../lib/catalog/collection-paging';
import { collectionTypeLabels } from '../../lib/catalog/type-labels';
import { clearFiltersHref } from '../../lib/catalog/filter-menus';
import { CLEAR_FILTERS_TEXT, LOADING_TEXT, NO_ITEMS_TEXT } from '../../lib/catalog/storefront-texts';
import { FIRST_VIEW_TILES, FirstViewContext } from './first-view';
import { ItemTile } from './item-tile';
import { GridEndTile } from './grid-end-tile';
import type { TileItem } from './storefront-types';
import { FOCUS_RING } from '../focus-ring';

// Literal class names (Tailwind compiles what it finds): 2 columns small, 3 medium, 4 or 6 large.
const LARGE_COLUMNS = { 4: 'lg:grid-cols-4', 6: 'lg:grid-cols-6' } as const;

export interface GridProps {
  items: readonly TileItem[];
  now: Date;
  currency: string;
  /** The collection the items come from (their type label). */
  collection?: string | null;
  /** 6 for a wide grid; 4 otherwise. */
  columns?: number | null;
  /** The first page is loading. */
  loading?: boolean;
  /** A further page is loading. */
  loadingMore?: boolean;
  /** Show the load-more control. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<unknown> | void;
  /** The next page's address, for visitors without JavaScript. */
  nextPageHref?: string | null;
  /** A More link replaces the load-more control. */
  moreLink?: { url: string; text?: string | null } | null;
  /** Names the list (the collection's heading id). */
  labelledBy?: string;
}

/** Stable, unique keys even when a page repeats an item of the previous one. */
function keyed(items: readonly TileItem[]): { key: string; item: TileItem }[] {
  const seen = new Set<string>();
  const out: { key: string; item: TileItem }[] = [];
  items.forEach((item, index) => {
    const key = item.id ? `${item.__typename ?? ''}:${item.id}` : `index:${index}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ key, item });
  });
  return out;
}

/** Items in columns, with empty, loading, load-more and More states (spec 000 §2 "Grid"). */
export function Grid({
  items,
  now,
  currency,
  collection,
  columns,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  nextPageHref,
  moreLink,
  labelledBy,
}: GridProps) {
  const { pathname, search } = useLocation();
  const statusId = useId();
  const firstView = useContext(FirstViewContext);
  const listClasses = `grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 ${LARGE_COLUMNS[gridColumns(columns).large]}`;

  if (items.length === 0 && loading) {
    return (
      <div>
        <p id={statusId} role="status" className="sr-only">
          {LOADING_TEXT}
        </p>
        <ul role="list" aria-busy="true" aria-describedby={statusId} className={listClasses}>
          {Array.from({ length: LOADING_PLACEHOLDER_COUNT }, (_, index) => (
            <li key={index} data-placeholder="" aria-hidden="true" className="animate-pulse">
              <div className="aspect-square rounded-lg bg-white/10" />
              <div className="mt-3 h-3 w-1/3 rounded bg-white/10" />
              <div className="mt-2 h-4 w-3/4 rounded bg-white/10" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (items.length === 0) {
    const clear = clearFiltersHref(pathname, search);
    return (
      <div className="rounded-lg border border-white/10 px-6 py-12 text-center">
        <p className="text-paper/80">{NO_ITEMS_TEXT}</p>
        {clear !== null ? (
          <RouterLink
            to={clear}
            preventScrollReset
            className={`mt-4 inline-block text-sm font-semibold text-accent underline underline-offset-4 ${FOCUS_RING}`}
          >
            {CLEAR_FILTERS_TEXT}
          </RouterLink>
        ) : null}
      </div>
    );
  }

  const showLoadMore = !moreLink && hasMore && (!!onLoadMore || !!nextPageHref);
  // A list of one collection (events, radio, artists, news, playlists) does not say on every tile
  // what they all are; releases keep their kind (album, E.P., single), which differs from tile to tile.
  const oneCollection = !!collection && Object.hasOwn(collectionTypeLabels, collection);
  const tiles = keyed(items);
  return (
    <ul role="list" data-collection-grid="" aria-labelledby={labelledBy} aria-busy={loadingMore || undefined} className={listClasses}>
      {tiles.map(({ key, item }, index) => (
        // The key lets a next page fetched as HTML add only the tiles the grid lacks (client/islands/grid-paging.ts).
        <li key={key} data-key={key}>
          <ItemTile
            item={item}
            now={now}
            currency={currency}
            collection={collection}
            priority={firstView && index < FIRST_VIEW_TILES}
            showTypeLabel={!oneCollection}
          />
        </li>
      ))}
      {moreLink ? <GridEndTile itemCount={tiles.length} columns={columns} moreLink={moreLink} /> : null}
      {showLoadMore ? (
        <GridEndTile itemCount={tiles.length} columns={columns} loading={loadingMore} onLoadMore={onLoadMore} nextPageHref={nextPageHref} />
      ) : null}
    </ul>
  );
}
