/**
 * Evaluates a collection query (`filter, search, sort, limit, offset`, Directus meanings) over an
 * in-memory collection. Trusted input: untrusted variables go through validateQuery first.
 */
import { compileFilter, type Filter } from './filter';
import { matchesSearch } from './search';
import { sortItems } from './sort';

export interface ContentQuery {
  filter?: Filter | null;
  search?: string | null;
  sort?: readonly string[] | null;
  /** -1 means every item; absent means the default limit. */
  limit?: number | null;
  offset?: number | null;
}

export interface RunQueryOptions {
  /** What `$NOW` means in the filter. */
  now: Date;
  /** The fields `search` looks in. */
  searchFields: readonly string[];
  /** Used when the query gives no limit; Directus's default is 100. */
  defaultLimit?: number;
}

export const DIRECTUS_DEFAULT_LIMIT = 100;

function checkLimit(limit: number): number {
  if (limit !== -1 && !(Number.isInteger(limit) && limit >= 0)) {
    throw new RangeError(`limit must be -1 or a non-negative integer, got ${limit}`);
  }
  return limit;
}

function checkOffset(offset: number): number {
  if (!(Number.isInteger(offset) && offset >= 0)) {
    throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  }
  return offset;
}

/**
 * The matching items in order, as a new array (the input is never changed): filter, then search,
 * then sort (no sort keeps the collection's order), then offset, then limit. `limit: 0` gives none.
 */
export function runQuery<T extends object>(items: readonly T[], query: ContentQuery, options: RunQueryOptions): T[] {
  const limit = checkLimit(query.limit ?? options.defaultLimit ?? DIRECTUS_DEFAULT_LIMIT);
  const offset = checkOffset(query.offset ?? 0);
  const matchesFilter = compileFilter(query.filter, { now: options.now });
  const search = query.search ?? '';

  const matching = items.filter((item) => matchesFilter(item) && matchesSearch(item, search, options.searchFields));
  const sorted = sortItems(matching, query.sort);
  return sorted.slice(offset, limit === -1 ? undefined : offset + limit);
}
