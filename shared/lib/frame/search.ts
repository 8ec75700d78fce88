/**
 * Search (spec 001 §2 "Search overlay", §4, §5, §8, §9): its constants, texts and rules, shared by
 * the overlay, the /search page and the GraphQL resolver. Texts the spec gives are exact.
 */
import { SEARCH_PATH } from './search-link';

export { SEARCH_BUTTON_TEXT, SEARCH_PATH } from './search-link';

/** The typed text waits this long before it is searched. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Fewer characters (after trimming) never query. */
export const SEARCH_MIN_CHARS = 3;
/** The most rows each group shows. */
export const SEARCH_RESULTS_PER_TYPE = 10;
/** The longest text the API accepts (ours); the inputs stop there. */
export const SEARCH_MAX_CHARS = 200;

export const SEARCH_PLACEHOLDER_TEXT = 'Search...';
export const NOTHING_FOUND_TEXT = 'Nothing found.';
/** Between a row's title and its artist: `{title} - {artist}`. */
export const SEARCH_ARTIST_SEPARATOR = ' - ';

// Ours: the spec has no search page, so it gives none of these.
export const SEARCH_TITLE_TEXT = 'Search';
export const SEARCH_DESCRIPTION_TEXT = 'Search releases, artists, news and events.';
export const SEARCH_HINT_TEXT = `Type at least ${SEARCH_MIN_CHARS} characters to search.`;
export const SEARCH_QUERY_PARAM = 'q';

/** The groups of a search answer, in the order they are shown (spec 001 §3 "Search results"). */
export const SEARCH_GROUPS = ['product_groups', 'artists', 'posts', 'events'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Ours: the heading over each group's rows (the spec names the groups, not their headings). */
export const SEARCH_GROUP_HEADINGS: Readonly<Record<SearchGroup, string>> = {
  product_groups: 'Releases & merch',
  artists: 'Artists',
  posts: 'News & features',
  events: 'Events',
};

/** Ours: after 'Nothing found.', what was searched and what to try instead. */
export const noResultsText = (text: string) => `No results for “${searchText(text)}”.`;
export const NO_RESULTS_HINT_TEXT = 'Check the spelling, or try an artist’s name or a release title.';
/** Ours: where to go when there is nothing (yet) to show: before typing, and after no result. */
export const BROWSE_TEXT = 'Or browse';
export const BROWSE_LINKS: readonly { text: string; href: string }[] = [
  { text: 'Releases', href: '/releases' },
  { text: 'Artists', href: '/artists' },
  { text: 'News', href: '/news' },
  { text: 'Events', href: '/events' },
  { text: 'Merch', href: '/merch' },
];

/** One row: what the SEARCH document selects of a hit. */
export interface SearchResultRow {
  collection: string;
  typeLabel: string;
  title: string;
  artist?: string | null;
  href: string;
  /** An event's date or a post's publication. */
  date?: string | null;
  /** The row's picture: a release's cover, an artist's portrait, a post's or event's image. */
  image?: string | null;
}

export type SearchResultsData = Record<SearchGroup, SearchResultRow[]>;

/** The text a query sends: surrounding spaces never count (the server trims them too). */
export function searchText(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** Whether a text is long enough to search: at least 3 characters, not counting surrounding spaces. */
export function isSearchableText(text: string | null | undefined): boolean {
  return [...searchText(text)].length >= SEARCH_MIN_CHARS;
}

/** The overlay's query runs only while it is open and the (debounced) text is searchable. */
export function shouldRunSearch(text: string, open: boolean): boolean {
  return open && isSearchableText(text);
}

/** `' - {artist}'` where an artist applies, else nothing. */
export function searchArtistSuffix(artist: string | null | undefined): string {
  const name = artist?.trim();
  return name ? `${SEARCH_ARTIST_SEPARATOR}${name}` : '';
}

/** The /search page for a text (the overlay's Enter, and the no-JavaScript link). */
export function searchPageHref(text: string): string {
  const query = searchText(text);
  return query ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}` : SEARCH_PATH;
}

/** Every row, group by group in the spec's order; each group keeps the server's ranking. */
export function searchRows(results: SearchResultsData | null | undefined): SearchResultRow[] {
  if (!results) return [];
  return SEARCH_GROUPS.flatMap((group) => results[group] ?? []);
}

/** The groups that have rows, in the spec's order, each with its heading. */
export function searchGroups(
  results: SearchResultsData | null | undefined,
): { group: SearchGroup; heading: string; rows: SearchResultRow[] }[] {
  if (!results) return [];
  return SEARCH_GROUPS.map((group) => ({ group, heading: SEARCH_GROUP_HEADINGS[group], rows: results[group] ?? [] })).filter(
    ({ rows }) => rows.length > 0,
  );
}

export function hasSearchResults(results: SearchResultsData | null | undefined): boolean {
  return searchRows(results).length > 0;
}
