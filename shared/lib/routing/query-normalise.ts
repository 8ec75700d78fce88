/**
 * The canonical form of a query string, shared by the page cache (its key and the address a cached
 * page is rendered from) and the links pages build from the current query: both sides of hydration
 * then see the same query, whatever a campaign link added or in which order.
 *
 * - tracking parameters are dropped (`utm_*`, click ids such as `fbclid` and `gclid`, mailing-list
 *   ids): they never change a page;
 * - the rest are sorted by name, stably, so a repeated parameter keeps the order of its values;
 * - an empty query (or one left empty) is no query.
 */
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'mc_cid', 'mc_eid', 'igshid', '_ga', '_gl']);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

/** The parameters without tracking ones, sorted by name. */
export function normaliseParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value);
  kept.sort();
  return kept;
}

/** The normalised query of a search string (with or without `?`): `?a=1&b=2`, or '' when none. */
export function normaliseQuery(search: string): string {
  const text = normaliseParams(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)).toString();
  return text ? `?${text}` : '';
}
