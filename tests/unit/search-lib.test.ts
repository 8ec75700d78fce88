import * as search from '../../shared/lib/frame/search';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_PER_TYPE,
  hasSearchResults,
  noResultsText,
  searchGroups,
  isSearchableText,
  searchArtistSuffix,
  searchPageHref,
  searchRows,
  searchText,
  shouldRunSearch,
  type SearchResultsData,
} from '../../shared/lib/frame/search';
import { itKeepsExactly } from '../support/exact-constants';

describe('search constants (spec 001 §9, exact)', () => {
  it('debounces 500 ms, needs 3 characters, finds up to 10 per type', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_RESULTS_PER_TYPE).toBe(10);
  });

  itKeepsExactly(
    search,
    [
      ['SEARCH_BUTTON_TEXT', 'Search'],
      ['SEARCH_PLACEHOLDER_TEXT', 'Search...'],
      ['NOTHING_FOUND_TEXT', 'Nothing found.'],
      ['SEARCH_ARTIST_SEPARATOR', ' - '],
    ],
    '%s is %j (spec 001 §2, §8)',
  );

  it('has its own texts for what the spec does not give', () => {
    expect(search.SEARCH_HINT_TEXT).toBe('Type at least 3 characters to search.');
    expect(search.SEARCH_TITLE_TEXT).toBe('Search');
    expect(search.SEARCH_PATH).toBe('/search');
    expect(search.SEARCH_QUERY_PARAM).toBe('q');
    expect(search.SEARCH_MAX_CHARS).toBe(200);
  });

  it('orders the groups product groups, artists, posts, events (spec 001 §3)', () => {
    expect(search.SEARCH_GROUPS).toEqual(['product_groups', 'artists', 'posts', 'events']);
  });
});

describe('shouldRunSearch (spec 001 §4, §5)', () => {
  it.each([
    ['', false],
    ['a', false],
    ['ab', false],
    ['abc', true],
    ['lumen tide', true],
    // Spaces around the text do not count: the server trims them too.
    ['  ab  ', false],
    ['   ', false],
    [' abc ', true],
  ])('%j → %s while open', (text, runs) => {
    expect(shouldRunSearch(text, true)).toBe(runs);
    expect(isSearchableText(text)).toBe(runs);
  });

  it('never runs while the overlay is closed', () => {
    expect(shouldRunSearch('lumen', false)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shouldRunSearch('🎧🎧', true)).toBe(false);
    expect(shouldRunSearch('éèê', true)).toBe(true);
    expect(isSearchableText(null)).toBe(false);
  });
});

describe('searchText', () => {
  it('is the text the query sends: trimmed', () => {
    expect(searchText('  Lumen  ')).toBe('Lumen');
    expect(searchText(null)).toBe('');
    expect(searchText(undefined)).toBe('');
  });
});

describe('searchArtistSuffix', () => {
  it("is ' - {artist}' where an artist applies, else nothing", () => {
    expect(searchArtistSuffix('Fen & Fathom')).toBe(' - Fen & Fathom');
    expect(searchArtistSuffix(null)).toBe('');
    expect(searchArtistSuffix(undefined)).toBe('');
    expect(searchArtistSuffix('  ')).toBe('');
  });
});

describe('searchPageHref', () => {
  it('links the /search page with the text as q', () => {
    expect(searchPageHref('')).toBe('/search');
    expect(searchPageHref('   ')).toBe('/search');
    expect(searchPageHref('lumen tide')).toBe('/search?q=lumen+tide');
    expect(searchPageHref(' a&b=c ')).toBe('/search?q=a%26b%3Dc');
  });
});

describe('searchRows and hasSearchResults', () => {
  const row = (collection: string, title: string) => ({ collection, typeLabel: 'X', title, artist: null, href: `/${collection}/${title}` });
  const results: SearchResultsData = {
    events: [row('events', 'e1')],
    posts: [row('posts', 'p1'), row('posts', 'p2')],
    artists: [],
    product_groups: [row('product_groups', 'g1')],
  };

  it('lists the rows group by group in the spec order, each group in its ranked order', () => {
    expect(searchRows(results).map((r) => r.title)).toEqual(['g1', 'p1', 'p2', 'e1']);
  });

  it('groups the rows under their headings, in the spec order, without empty groups', () => {
    expect(searchGroups(results).map(({ group, heading, rows }) => [group, heading, rows.map((r) => r.title)])).toEqual([
      ['product_groups', 'Releases & merch', ['g1']],
      ['posts', 'News & features', ['p1', 'p2']],
      ['events', 'Events', ['e1']],
    ]);
    expect(searchGroups(undefined)).toEqual([]);
  });

  it('says what was searched when nothing was found', () => {
    expect(noResultsText('  zqx ')).toBe('No results for “zqx”.');
  });

  it('tolerates missing groups and no results', () => {
    expect(searchRows(undefined)).toEqual([]);
    expect(searchRows({ artists: [row('artists', 'a1')] } as Partial<SearchResultsData> as SearchResultsData).map((r) => r.title)).toEqual([
      'a1',
    ]);
    expect(hasSearchResults(results)).toBe(true);
    expect(hasSearchResults({ product_groups: [], artists: [], posts: [], events: [] })).toBe(false);
    expect(hasSearchResults(undefined)).toBe(false);
  });
});
