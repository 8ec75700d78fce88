import { splitLocalePath } from '../../shared/lib/routing/locale-path';
import { normaliseQuery } from '../../shared/lib/routing/query-normalise';

export { isTrackingParam, normaliseQuery } from '../../shared/lib/routing/query-normalise';

/**
 * The page cache's key for an address (DESIGN.md §3): locale + path + normalised query, nothing
 * else. Headers (Host, X-Forwarded-Host, Accept-Language, Cookie, User-Agent) never take part, so
 * they can never change what a cached page says — the page is also rendered from `renderUrl`, not
 * from the request, so its content is a function of its key alone.
 *
 * The query is normalised (shared/lib/routing/query-normalise.ts): tracking parameters dropped, the rest
 * sorted by name, so a campaign link does not miss the cache.
 */
export interface PageCacheKey {
  /** `{locale}:{path}{?query}`, with `-` for addresses without a locale prefix. */
  key: string;
  /** The path the routes see, without the locale prefix: what revalidation purges by. */
  routePath: string;
  /** The address the cached page is rendered from: prefixed path and normalised query. */
  renderUrl: string;
}

/** Longer addresses are rendered but never cached: nothing on the site links to one. */
export const MAX_CACHEABLE_URL_LENGTH = 2048;

/**
 * The key of a request address (`req.originalUrl`: path and query), or null when it must not be
 * cached (too long, or not a path).
 */
export function pageCacheKey(originalUrl: string): PageCacheKey | null {
  if (originalUrl.length > MAX_CACHEABLE_URL_LENGTH || !originalUrl.startsWith('/')) return null;
  const queryStart = originalUrl.indexOf('?');
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  // Most addresses have no query: no parsing for them (a hit's key is computed on every request).
  const query = queryStart === -1 ? '' : normaliseQuery(originalUrl.slice(queryStart));
  const { locale, path } = splitLocalePath(pathname);
  return { key: `${locale ?? '-'}:${path}${query}`, routePath: path, renderUrl: `${pathname}${query}` };
}
