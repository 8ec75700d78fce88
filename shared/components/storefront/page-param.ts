import { readParam, type QueryInput } from '../../lib/catalog/filter-menus';

/** `?page=N`: how many pages of a paginated grid the server renders (the no-JavaScript load more). */
export const PAGE_PARAM = 'page';

/** Pages are capped so a hand-written `?page=100000` cannot ask for a huge list. */
export const MAX_PAGES = 20;

/** The number of pages to show: `?page=N` (1 … MAX_PAGES), 1 when absent or not a whole number. */
export function pageCount(query: QueryInput): number {
  const value = readParam(query, PAGE_PARAM);
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGES);
}
