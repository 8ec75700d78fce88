import {
  artistMenuLabelId,
  FILTER_MENUS,
  FILTER_PARAMS,
  FIRST_FILTER_YEAR,
  clearFiltersHref,
  combineFilters,
  filterFromQuery,
  filterYears,
  menuOptions,
  optionHref,
  parseFilterYear,
  readParam,
  selectedOption,
  activeFilterCount,
  withParam,
  type Dropdown,
} from '../../../shared/lib/catalog/filter-menus';

const now = new Date('2024-07-01T12:00:00Z');
const labels = [
  { name: 'Lumen Tide', slug: 'lumen-tide' },
  { name: 'Lumen Deep', slug: 'lumen-deep' },
];
const artists = [{ name: 'Sera Lumin', slug: 'sera-lumin' }];
const tags = [{ name: 'Interviews' }, { name: 'Label news' }];

const labelsOf = (dropdown: Dropdown | undefined) => dropdown?.options.map((o) => o.label);
const find = (dropdowns: Dropdown[], param: string) => dropdowns.find((d) => d.param === param);
/** A drop-down's options written as [label, value] pairs. */
const options = (...pairs: [label: string, value: string | null][]) => pairs.map(([label, value]) => ({ label, value }));

describe('parameters', () => {
  it('names one query-string parameter per drop-down', () => {
    expect(FILTER_PARAMS).toEqual({
      tag: 'tag',
      year: 'year',
      sort: 'sort',
      format: 'format',
      label: 'label',
      artist: 'artist',
      type: 'type',
    });
    expect(FILTER_MENUS).toEqual(['posts', 'releases', 'merch', 'artists']);
  });
});

describe('years', () => {
  it('run from the current year down to 2001', () => {
    expect(FIRST_FILTER_YEAR).toBe(2001);
    const years = filterYears(now);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(2001);
    expect(years).toHaveLength(24);
  });

  it('turn over at midnight UTC on new year', () => {
    expect(filterYears(new Date('2024-12-31T23:59:59.999Z'))[0]).toBe(2024);
    expect(filterYears(new Date('2025-01-01T00:00:00Z'))[0]).toBe(2025);
  });

  it('is just 2001 in 2001, and nothing before', () => {
    expect(filterYears(new Date('2001-06-01T00:00:00Z'))).toEqual([2001]);
    expect(filterYears(new Date('2000-06-01T00:00:00Z'))).toEqual([]);
  });

  it('parse as an integer within range, else not at all', () => {
    expect(parseFilterYear('2024', now)).toBe(2024);
    expect(parseFilterYear('2001', now)).toBe(2001);
    for (const bad of ['2000', '2025', '24', '2024.0', '2e3', '+2024', '２０２４', 'abcd', '', null]) {
      expect({ bad, year: parseFilterYear(bad, now) }).toEqual({ bad, year: null });
    }
    expect(parseFilterYear('2025', new Date('2025-01-01T00:00:00Z'))).toBe(2025);
  });
});

describe('menuOptions', () => {
  it('posts: tags (given), year, sort Date Desc / Date Asc', () => {
    const menu = menuOptions('posts', { now, tags });
    expect(menu.map((d) => [d.param, d.title])).toEqual([
      ['tag', 'Tag'],
      ['year', 'Year'],
      ['sort', 'Sort'],
    ]);
    expect(find(menu, 'tag')!.options).toEqual(options(['All', null], ['Interviews', 'Interviews'], ['Label news', 'Label news']));
    expect(find(menu, 'year')!.options.slice(0, 3)).toEqual(options(['All', null], ['2024', '2024'], ['2023', '2023']));
    expect(find(menu, 'year')!.options.at(-1)).toEqual({ label: '2001', value: '2001' });
    expect(find(menu, 'sort')!.options).toEqual(options(['Date Desc', null], ['Date Asc', 'date_published']));
  });

  it('posts without tags has no tag drop-down', () => {
    expect(menuOptions('posts', { now }).map((d) => d.param)).toEqual(['year', 'sort']);
    expect(menuOptions('posts', { now, tags: [] }).map((d) => d.param)).toEqual(['year', 'sort']);
  });

  it('releases: formats, label, artist, year, sort', () => {
    const menu = menuOptions('releases', { now, labels, artists });
    expect(menu.map((d) => d.param)).toEqual(['format', 'label', 'artist', 'year', 'sort']);
    expect(find(menu, 'format')!.options).toEqual(
      options(['All', null], ['Album', 'album'], ['E.P.', 'ep'], ['Single', 'single'], ['Physical Product', 'physical']),
    );
    expect(find(menu, 'label')!.options).toEqual(options(['All', null], ['Lumen Tide', 'lumen-tide'], ['Lumen Deep', 'lumen-deep']));
    expect(labelsOf(find(menu, 'artist'))).toEqual(['All', 'Sera Lumin']);
    expect(labelsOf(find(menu, 'sort'))).toEqual(['Release Date Desc', 'Release Date Asc']);
    expect(find(menu, 'sort')!.options[1]!.value).toBe('release_date');
  });

  it('merch: Bundles, Merch, Clothing', () => {
    expect(menuOptions('merch', { now })).toEqual([
      {
        param: 'type',
        title: 'Type',
        options: options(['All', null], ['Bundles', 'bundle'], ['Merch', 'merch'], ['Clothing', 'clothing']),
      },
    ]);
  });

  it('artists: Featured, Name Asc, Name Desc', () => {
    expect(menuOptions('artists', { now })).toEqual([
      { param: 'sort', title: 'Sort', options: options(['Featured', null], ['Name Asc', 'name'], ['Name Desc', '-name']) },
    ]);
  });
});

describe('withParam', () => {
  it('sets one parameter and keeps the others, in canonical order (sorted by name)', () => {
    expect(withParam('?tag=News&sort=date_published', 'year', '2024')).toBe('?sort=date_published&tag=News&year=2024');
    expect(withParam('year=2023&tag=News', 'year', '2024')).toBe('?tag=News&year=2024');
    expect(withParam('', 'format', 'ep')).toBe('?format=ep');
  });

  it('drops tracking parameters, so links match the page rendered from its cached address', () => {
    expect(withParam('?utm_source=mail&tag=News&fbclid=x', 'year', '2024')).toBe('?tag=News&year=2024');
    expect(withParam('?utm_source=mail&tag=News', 'year', '2024')).toBe(withParam('?tag=News', 'year', '2024'));
    expect(clearFiltersHref('/news', '?utm_source=mail&gclid=1')).toBeNull();
    expect(clearFiltersHref('/news', '?utm_source=mail&tag=News')).toBe('/news');
  });

  it('removes the parameter for "All" (null or empty)', () => {
    expect(withParam('?format=ep&year=2024', 'format', null)).toBe('?year=2024');
    expect(withParam('?format=ep', 'format', null)).toBe('');
    expect(withParam('?format=ep', 'format', '')).toBe('');
    expect(withParam('', 'format', null)).toBe('');
  });

  it('replaces a repeated parameter with the one value', () => {
    expect(withParam('?year=2001&year=2002', 'year', '2003')).toBe('?year=2003');
  });

  it('encodes values', () => {
    expect(withParam('', 'tag', 'Label news & more')).toBe('?tag=Label+news+%26+more');
    expect(readParam(withParam('', 'tag', 'Label news & more'), 'tag')).toBe('Label news & more');
  });

  it('accepts URLSearchParams and parsed queries without changing them', () => {
    const params = new URLSearchParams('a=1');
    expect(withParam(params, 'b', '2')).toBe('?a=1&b=2');
    expect(params.toString()).toBe('a=1');
    expect(withParam({ a: '1', b: ['x', 'y'], c: 3 }, 'd', '4')).toBe('?a=1&b=x&d=4');
  });

  it('builds option addresses on the current path', () => {
    expect(optionHref('/releases', '?year=2024', 'format', 'album')).toBe('/releases?format=album&year=2024');
    expect(optionHref('/releases', '?format=album', 'format', null)).toBe('/releases');
  });
});

describe('clear filters', () => {
  it('links to the same path without the query, only when there is one', () => {
    expect(clearFiltersHref('/releases', '?year=2024')).toBe('/releases');
    expect(clearFiltersHref('/releases', '')).toBeNull();
    expect(clearFiltersHref('/releases', '?')).toBeNull();
  });
});

describe('selectedOption', () => {
  const menu = menuOptions('releases', { now, labels });

  it('is the option the query names', () => {
    expect(selectedOption(find(menu, 'format')!, '?format=ep')).toEqual({ label: 'E.P.', value: 'ep' });
    expect(selectedOption(find(menu, 'year')!, '?year=2010')).toEqual({ label: '2010', value: '2010' });
    expect(selectedOption(find(menu, 'sort')!, '?sort=release_date')).toEqual({ label: 'Release Date Asc', value: 'release_date' });
  });

  it('is the first option when absent or invalid', () => {
    expect(selectedOption(find(menu, 'format')!, '')).toEqual({ label: 'All', value: null });
    expect(selectedOption(find(menu, 'format')!, '?format=cassette')).toEqual({ label: 'All', value: null });
    expect(selectedOption(find(menu, 'sort')!, '?sort=-release_date')).toEqual({ label: 'Release Date Desc', value: null });
    expect(selectedOption(find(menu, 'sort')!, '?sort=title')).toEqual({ label: 'Release Date Desc', value: null });
  });
});

describe('activeFilterCount', () => {
  const menu = menuOptions('releases', { now, labels, artists });

  it('counts the drop-downs that choose something other than "All"', () => {
    expect(activeFilterCount(menu, '')).toBe(0);
    expect(activeFilterCount(menu, '?format=album')).toBe(1);
    expect(activeFilterCount(menu, '?artist=sera-lumin&format=ep&label=lumen-deep&year=2010')).toBe(4);
  });

  it('leaves out the sort order, which filters nothing, and values no option has', () => {
    expect(activeFilterCount(menu, '?sort=release_date')).toBe(0);
    expect(activeFilterCount(menu, '?format=cassette&year=1999&sort=release_date&year=2010')).toBe(0);
    expect(activeFilterCount(menu, '?format=single&utm_source=newsletter')).toBe(1);
  });
});

describe('filterFromQuery: posts', () => {
  it('sorts newest first by default', () => {
    expect(filterFromQuery('posts', '', now)).toEqual({ sort: ['-date_published'] });
  });

  it('accepts only date_published or -date_published', () => {
    expect(filterFromQuery('posts', '?sort=date_published', now).sort).toEqual(['date_published']);
    expect(filterFromQuery('posts', '?sort=-date_published', now).sort).toEqual(['-date_published']);
    for (const bad of ['title', '-title', 'date_published,title', 'DATE_PUBLISHED', '', 'release_date']) {
      expect(filterFromQuery('posts', { sort: bad }, now).sort).toEqual(['-date_published']);
    }
  });

  it('filters by tag and by year (an integer)', () => {
    expect(filterFromQuery('posts', '?tag=Interviews', now)).toEqual({
      filter: { tags: { _some: { name: { _eq: 'Interviews' } } } },
      sort: ['-date_published'],
    });
    expect(filterFromQuery('posts', '?year=2023', now).filter).toEqual({ 'year(date_published)': { _eq: 2023 } });
    expect(filterFromQuery('posts', '?tag=Interviews&year=2023&sort=date_published', now)).toEqual({
      filter: { _and: [{ tags: { _some: { name: { _eq: 'Interviews' } } } }, { 'year(date_published)': { _eq: 2023 } }] },
      sort: ['date_published'],
    });
  });

  it('ignores invalid values', () => {
    expect(filterFromQuery('posts', '?year=2025&tag=ev%0Ail', now)).toEqual({ sort: ['-date_published'] });
    expect(filterFromQuery('posts', `?tag=${'x'.repeat(101)}`, now).filter).toBeUndefined();
    expect(filterFromQuery('posts', '?tag=%20%20', now).filter).toBeUndefined();
  });
});

describe('filterFromQuery: releases', () => {
  it('sorts by release date, newest first by default', () => {
    expect(filterFromQuery('releases', '', now)).toEqual({ sort: ['-release_date'] });
    expect(filterFromQuery('releases', '?sort=release_date', now).sort).toEqual(['release_date']);
    expect(filterFromQuery('releases', '?sort=-release_date', now).sort).toEqual(['-release_date']);
    expect(filterFromQuery('releases', '?sort=-name', now).sort).toEqual(['-release_date']);
  });

  it('filters by format', () => {
    expect(filterFromQuery('releases', '?format=album', now).filter).toEqual({ type: { _eq: 'album' } });
    expect(filterFromQuery('releases', '?format=ep', now).filter).toEqual({ type: { _eq: 'ep' } });
    expect(filterFromQuery('releases', '?format=single', now).filter).toEqual({ type: { _eq: 'single' } });
    expect(filterFromQuery('releases', '?format=physical', now).filter).toEqual({
      products: { _some: { distribution: { _eq: 'physical' } } },
    });
  });

  it('filters by label, artist and year (an integer)', () => {
    expect(filterFromQuery('releases', '?label=lumen-tide', now).filter).toEqual({ label: { slug: { _eq: 'lumen-tide' } } });
    expect(filterFromQuery('releases', '?artist=sera-lumin', now).filter).toEqual({ artist: { slug: { _eq: 'sera-lumin' } } });
    const year = filterFromQuery('releases', '?year=2024', now).filter;
    expect(year).toEqual({ 'year(release_date)': { _eq: 2024 } });
    expect(typeof (year!['year(release_date)'] as { _eq: unknown })._eq).toBe('number');
  });

  it('joins several with _and, in menu order', () => {
    expect(filterFromQuery('releases', '?year=2001&label=lumen-deep&format=ep&artist=a', now).filter).toEqual({
      _and: [
        { type: { _eq: 'ep' } },
        { label: { slug: { _eq: 'lumen-deep' } } },
        { artist: { slug: { _eq: 'a' } } },
        { 'year(release_date)': { _eq: 2001 } },
      ],
    });
  });

  it('ignores invalid values, never throwing', () => {
    const bad = '?format=Album&label=%7B%22_ne%22%3A1%7D&artist=a%20b&year=1999&sort=%00';
    expect(filterFromQuery('releases', bad, now)).toEqual({ sort: ['-release_date'] });
    expect(filterFromQuery('releases', '?format=toString&format=constructor', now).filter).toBeUndefined();
    expect(filterFromQuery('releases', '?year=2000', now).filter).toBeUndefined();
    expect(filterFromQuery('releases', '?year=2024', new Date('2023-12-31T23:59:59Z')).filter).toBeUndefined();
    expect(() => filterFromQuery('releases', '?%E0%A4%A=1&year=%', now)).not.toThrow();
    expect(filterFromQuery('releases', null, now)).toEqual({ sort: ['-release_date'] });
  });

  it('returns fresh objects each time', () => {
    const first = filterFromQuery('releases', '?format=physical', now);
    (first.filter as Record<string, unknown>).products = 'changed';
    first.sort!.push('x');
    expect(filterFromQuery('releases', '?format=physical', now)).toEqual({
      filter: { products: { _some: { distribution: { _eq: 'physical' } } } },
      sort: ['-release_date'],
    });
  });

  it('reads Express-style parsed queries (first of repeated values)', () => {
    expect(filterFromQuery('releases', { year: ['2020', '2021'], label: { x: 1 } }, now).filter).toEqual({
      'year(release_date)': { _eq: 2020 },
    });
  });
});

describe('filterFromQuery: merch', () => {
  it('filters by universe and leaves the sort to the view', () => {
    expect(filterFromQuery('merch', '?type=bundle', now)).toEqual({ filter: { universe: { _eq: 'bundle' } } });
    expect(filterFromQuery('merch', '?type=merch', now)).toEqual({ filter: { universe: { _eq: 'merch' } } });
    expect(filterFromQuery('merch', '?type=clothing', now)).toEqual({ filter: { universe: { _eq: 'clothing' } } });
    expect(filterFromQuery('merch', '?type=Clothing&sort=name', now)).toEqual({});
    expect(filterFromQuery('merch', '', now)).toEqual({});
  });
});

describe('filterFromQuery: artists', () => {
  it('Featured (the default): sort then name, only artists with a sort', () => {
    const featured = { filter: { sort: { _nnull: true } }, sort: ['sort', 'name'] };
    expect(filterFromQuery('artists', '', now)).toEqual(featured);
    expect(filterFromQuery('artists', '?sort=featured', now)).toEqual(featured);
    expect(filterFromQuery('artists', '?sort=bogus', now)).toEqual(featured);
  });

  it('Name Asc and Name Desc: every artist by name', () => {
    expect(filterFromQuery('artists', '?sort=name', now)).toEqual({ sort: ['name'] });
    expect(filterFromQuery('artists', '?sort=-name', now)).toEqual({ sort: ['-name'] });
  });

  it('ignores filters of other menus', () => {
    expect(filterFromQuery('artists', '?sort=name&year=2024&format=ep', now)).toEqual({ sort: ['name'] });
  });
});

describe('combineFilters', () => {
  it('is undefined, the one filter, or _and', () => {
    expect(combineFilters()).toBeUndefined();
    expect(combineFilters(undefined, null, {})).toBeUndefined();
    expect(combineFilters({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(combineFilters({ a: 1 }, { b: 2 })).toEqual({ _and: [{ a: 1 }, { b: 2 }] });
  });
});

describe('artistMenuLabelId (whose artists the release artist drop-down lists)', () => {
  const labels = [
    { id: '5', name: 'Copperfern Recordings', slug: 'copperfern-recordings', isFeatured: false, kind: 'external' },
    { id: '1', name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main' },
    { id: '2', name: 'Lumen Deep', slug: 'lumen-deep', isFeatured: false, kind: 'sister' },
  ];

  it("is the main label's while no label is chosen, or an unknown one is", () => {
    expect(artistMenuLabelId(labels, null)).toBe('1');
    expect(artistMenuLabelId(labels, 'no-such-label')).toBe('1');
  });

  it("is the chosen label's", () => {
    expect(artistMenuLabelId(labels, 'lumen-deep')).toBe('2');
  });

  it('is null until labels have loaded, or when none is featured and none chosen', () => {
    expect(artistMenuLabelId(undefined, null)).toBeNull();
    expect(artistMenuLabelId([], 'lumen-deep')).toBeNull();
    expect(artistMenuLabelId(labels.slice(0, 1), null)).toBeNull();
  });
});
