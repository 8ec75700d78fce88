/**
 * Collection view arithmetic (spec 000 §2 "Grid", "Collection view"; §9):
 *
 *   "Collection default limit 8. With pagination the page size is the limit and one less is
 *    requested; with a More link the last slot is dropped."
 *   "Playlist default maxResults 24, with one fewer requested at first."
 *
 * Read together: a grid's slots come in rows of `limit`, and the load-more button (pagination) or
 * the More link takes the last slot. So with pagination the FIRST request asks for `limit − 1`
 * items (the button fills the last slot) and every later page asks for `limit` (the page size),
 * starting where the items already shown end; after n pages the grid holds n × limit − 1 items plus
 * the button, whole rows. With a More link the grid shows `limit − 1` items and the link. A limit of
 * 1 still asks for 1 item (never 0). The playlist grid follows the same rule with 24.
 */
import { LOAD_MORE_TEXT, LOADING_TEXT } from './storefront-texts';

export const DEFAULT_COLLECTION_LIMIT = 8;

/** Columns of a grid: 4 by default (2 on small screens, 3 on medium), or 6 when configured. */
export const GRID_COLUMNS = { small: 2, medium: 3, default: 4, wide: 6 } as const;
export type GridColumns = typeof GRID_COLUMNS.default | typeof GRID_COLUMNS.wide;

/** Columns at each breakpoint for a grid configured with `columns` (4 unless 6). */
export function gridColumns(columns?: number | null): { small: number; medium: number; large: GridColumns } {
  return {
    small: GRID_COLUMNS.small,
    medium: GRID_COLUMNS.medium,
    large: columns === GRID_COLUMNS.wide ? GRID_COLUMNS.wide : GRID_COLUMNS.default,
  };
}

/** Pulsing placeholder tiles while a grid loads with no items. */
export const LOADING_PLACEHOLDER_COUNT = 4;
/** After loading more, the page scrolls so the button sits this far below the top. */
export const LOAD_MORE_SCROLL_OFFSET_PX = 128;

export { LOAD_MORE_TEXT, LOADING_TEXT };
export { CLEAR_FILTERS_TEXT, COLLECTION_ERROR_TEXT, MORE_TEXT, NO_ITEMS_TEXT } from './storefront-texts';

/** The load-more button's text: "Loading..." (and disabled) while loading. */
export function loadMoreText(loading: boolean): string {
  return loading ? LOADING_TEXT : LOAD_MORE_TEXT;
}

/** A configured limit, or the default when it is missing or not a positive integer. */
export function collectionLimit(limit?: number | null): number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_COLLECTION_LIMIT;
}

/** One less than the limit (the last slot is the button or the More link), never below 1. */
const firstRequest = (limit: number) => Math.max(1, limit - 1);

export interface PageVariables {
  limit: number;
  offset: number;
}

/**
 * The `limit` and `offset` of page `page` (0 = the first) of a paginated collection: the first
 * page asks for limit − 1 items, each later page for `limit`, from where the previous ones end.
 */
export function pageVariables(page: number, limit?: number | null): PageVariables {
  const size = collectionLimit(limit);
  const first = firstRequest(size);
  const index = Number.isInteger(page) && page > 0 ? page : 0;
  if (index === 0) return { limit: first, offset: 0 };
  return { limit: size, offset: first + (index - 1) * size };
}

/** The variables of the next page when `loaded` items are shown already (load more). */
export function nextPageVariables(loaded: number, limit?: number | null): PageVariables {
  const size = collectionLimit(limit);
  if (loaded <= 0) return pageVariables(0, size);
  return { limit: size, offset: loaded };
}

/**
 * Whether a load-more button is worth showing after a page: a full page may have more behind it;
 * a short page was the last.
 */
export function hasMoreItems(received: number, requested: number): boolean {
  return requested > 0 && received >= requested;
}

/** How many items a collection with a More link shows: the limit without its last slot. */
export function itemsShownWithMoreLink(limit?: number | null): number {
  return firstRequest(collectionLimit(limit));
}

/** The variables of a collection with a More link (no pagination). */
export function moreLinkVariables(limit?: number | null): PageVariables {
  return { limit: itemsShownWithMoreLink(limit), offset: 0 };
}

/** A collection's variables: paginated, with a More link (last slot dropped), or plain `limit`. */
export function collectionVariables(view: { limit?: number | null; pagination?: boolean | null; moreLink?: unknown }): PageVariables {
  if (view.pagination) return pageVariables(0, view.limit);
  if (view.moreLink) return moreLinkVariables(view.limit);
  return { limit: collectionLimit(view.limit), offset: 0 };
}

/** Items already fetched (an item collection's entries) cut to what a grid with a More link shows. */
export function withoutLastSlot<T>(items: readonly T[], limit?: number | null): T[] {
  return items.slice(0, itemsShownWithMoreLink(limit));
}

// Playlists (YouTube pages, by token).

export const DEFAULT_PLAYLIST_MAX_RESULTS = 24;

/** `maxResults` of a playlist request: one fewer on the first page, the full count after. */
export function playlistMaxResults(isFirstPage: boolean, maxResults?: number | null): number {
  const size = typeof maxResults === 'number' && Number.isInteger(maxResults) && maxResults > 0 ? maxResults : DEFAULT_PLAYLIST_MAX_RESULTS;
  return isFirstPage ? firstRequest(size) : size;
}

// Page-level limits.

/** Sections of an artist page and how many items each shows. */
export const ARTIST_PAGE_LIMITS = {
  releases: 8,
  appearsOn: 8,
  bundles: 4,
  merch: 4,
  clothing: 4,
  events: 16,
} as const;

/** A post page's "more news": 8 posts, newest first. */
export const POST_PAGE_MORE_NEWS = { limit: 8, sort: ['-date_published'] } as const;
