import { compileFilter, FilterError, matchesFilter, resolveDynamicValue, type Filter } from '../../../server/sources/content/query/filter';
import { expectNamedError } from '../../support/named-error';

// Fictional demo data: releases with a many-to-one artist (and its label) and to-many products.
const tideLabel = { id: 'l1', name: 'Lumen Tide' };
const quietLabel = { id: 'l2', name: 'Quiet Forms' };
const novaReef = { id: 'a1', name: 'Nova Reef', country: 'NL', label: tideLabel };
const echelle = { id: 'a2', name: 'Échelle', country: null, label: quietLabel };

const releases = [
  {
    id: 'r1',
    title: 'Tidal Glass',
    subtitle: 'Remastered',
    catalog_number: 'LT-001',
    status: 'published',
    date_published: '2024-06-15',
    released_at: '2024-06-15T09:00:00Z',
    track_count: 8,
    featured: true,
    genres: ['ambient', 'techno'],
    artist: novaReef,
    products: [
      { id: 'p1', format: 'Vinyl', price: 24 },
      { id: 'p2', format: 'Digital', price: 9 },
    ],
  },
  {
    id: 'r2',
    title: 'Night Harbour',
    subtitle: '',
    catalog_number: 'LT-002',
    status: 'draft',
    date_published: '2023-12-31',
    released_at: '2023-12-31T23:30:00+01:00',
    track_count: 12,
    featured: false,
    genres: ['techno'],
    artist: echelle,
    products: [{ id: 'p3', format: 'Digital', price: 10 }],
  },
  {
    id: 'r3',
    title: 'harbour lights',
    catalog_number: 'LT-003',
    status: 'published',
    date_published: null,
    released_at: null,
    track_count: null,
    featured: null,
    genres: [],
    artist: null,
    products: [],
  },
  {
    id: 'r4',
    title: 'Ünder 100%',
    catalog_number: 'LT-004',
    status: 'archived',
    date_published: '2025-01-10',
    released_at: '2025-01-10T00:00:00Z',
    track_count: 4,
    featured: true,
    genres: ['ambient'],
    artist: novaReef,
    products: [{ id: 'p4', format: 'Cassette', price: 12 }],
  },
];

const now = new Date('2024-06-15T12:00:00Z');

function matching(filter: Filter | null | undefined): string[] {
  return releases.filter((release) => matchesFilter(release, filter, { now })).map((release) => release.id);
}

describe('comparison operators', () => {
  it('_eq matches equal strings case-sensitively, numbers, numeric text and booleans', () => {
    expect(matching({ status: { _eq: 'published' } })).toEqual(['r1', 'r3']);
    expect(matching({ status: { _eq: 'Published' } })).toEqual([]);
    expect(matching({ track_count: { _eq: 8 } })).toEqual(['r1']);
    expect(matching({ track_count: { _eq: '12' } })).toEqual(['r2']);
    expect(matching({ featured: { _eq: true } })).toEqual(['r1', 'r4']);
    expect(matching({ featured: { _eq: 'false' } })).toEqual(['r2']);
  });

  it('_eq null matches null and missing values', () => {
    expect(matching({ date_published: { _eq: null } })).toEqual(['r3']);
    expect(matching({ subtitle: { _eq: null } })).toEqual(['r3', 'r4']);
  });

  it('_neq excludes the value and, like SQL, null fields', () => {
    expect(matching({ status: { _neq: 'published' } })).toEqual(['r2', 'r4']);
    expect(matching({ track_count: { _neq: 8 } })).toEqual(['r2', 'r4']);
    expect(matching({ date_published: { _neq: null } })).toEqual(['r1', 'r2', 'r4']);
  });

  it('_gt, _gte, _lt and _lte compare numbers numerically and skip nulls', () => {
    expect(matching({ track_count: { _gt: 8 } })).toEqual(['r2']);
    expect(matching({ track_count: { _gte: 8 } })).toEqual(['r1', 'r2']);
    expect(matching({ track_count: { _lt: 8 } })).toEqual(['r4']);
    expect(matching({ track_count: { _lte: 8 } })).toEqual(['r1', 'r4']);
    expect(matching({ track_count: { _gt: '10' } })).toEqual(['r2']);
    expect(matching({ track_count: { _lt: null } })).toEqual([]);
  });

  it('compares plain strings by code point (SQLite BINARY): capitals before lower case, Ü after z', () => {
    expect(matching({ title: { _lt: 'a' } })).toEqual(['r1', 'r2']);
    expect(matching({ title: { _gt: 'z' } })).toEqual(['r4']);
  });

  it('compares ISO datetimes chronologically, honouring their zone', () => {
    // 23:30+01:00 is 22:30Z: before 23:00Z, although its text sorts after it.
    expect(matching({ released_at: { _lt: '2023-12-31T23:00:00Z' } })).toEqual(['r2']);
    expect(matching({ released_at: { _gt: '2024-01-01T00:00:00Z' } })).toEqual(['r1', 'r4']);
    expect(matching({ released_at: { _eq: '2024-06-15T09:00:00.000Z' } })).toEqual(['r1']);
    expect(matching({ date_published: { _gte: '2024-01-01' } })).toEqual(['r1', 'r4']);
  });
});

describe('list, range and null operators', () => {
  it('_in matches any listed value; an empty list or a null entry matches nothing more', () => {
    expect(matching({ status: { _in: ['draft', 'archived'] } })).toEqual(['r2', 'r4']);
    expect(matching({ track_count: { _in: [4, 12] } })).toEqual(['r2', 'r4']);
    expect(matching({ status: { _in: [] } })).toEqual([]);
    expect(matching({ track_count: { _in: [null] } })).toEqual([]);
  });

  it('_nin excludes listed values and null fields', () => {
    expect(matching({ status: { _nin: ['published'] } })).toEqual(['r2', 'r4']);
    expect(matching({ track_count: { _nin: [8] } })).toEqual(['r2', 'r4']);
    expect(matching({ track_count: { _nin: [] } })).toEqual(['r1', 'r2', 'r4']);
  });

  it('_between is inclusive at both ends and works on dates', () => {
    expect(matching({ track_count: { _between: [8, 12] } })).toEqual(['r1', 'r2']);
    expect(matching({ track_count: { _between: [9, 11] } })).toEqual([]);
    expect(matching({ released_at: { _between: ['2024-06-01', '$NOW'] } })).toEqual(['r1']);
  });

  it('_nbetween matches outside the range, never null', () => {
    expect(matching({ track_count: { _nbetween: [5, 20] } })).toEqual(['r4']);
  });

  it('_null and _nnull test for null or missing, and read false as the opposite', () => {
    expect(matching({ date_published: { _null: true } })).toEqual(['r3']);
    expect(matching({ date_published: { _null: false } })).toEqual(['r1', 'r2', 'r4']);
    expect(matching({ subtitle: { _null: true } })).toEqual(['r3', 'r4']);
    expect(matching({ date_published: { _nnull: true } })).toEqual(['r1', 'r2', 'r4']);
    expect(matching({ date_published: { _nnull: false } })).toEqual(['r3']);
  });

  it('_empty and _nempty treat null, missing, empty text and empty lists as empty', () => {
    expect(matching({ subtitle: { _empty: true } })).toEqual(['r2', 'r3', 'r4']);
    expect(matching({ subtitle: { _nempty: true } })).toEqual(['r1']);
    expect(matching({ genres: { _empty: true } })).toEqual(['r3']);
    expect(matching({ genres: { _empty: false } })).toEqual(['r1', 'r2', 'r4']);
  });
});

describe('text operators (SQL LIKE)', () => {
  it('_contains ignores case for ASCII letters only, as SQLite LIKE does', () => {
    expect(matching({ title: { _contains: 'harbour' } })).toEqual(['r2', 'r3']);
    expect(matching({ title: { _contains: 'Ünder' } })).toEqual(['r4']);
    expect(matching({ title: { _contains: 'ünder' } })).toEqual([]);
    expect(matching({ title: { _contains: 'vinyl' } })).toEqual([]);
  });

  it('_contains treats % and _ as wildcards, as Directus passes them to LIKE unescaped', () => {
    expect(matching({ title: { _contains: 'T_dal' } })).toEqual(['r1']);
    expect(matching({ title: { _contains: 'Night%Harbour' } })).toEqual(['r2']);
    expect(matching({ catalog_number: { _contains: 'LT-0_4' } })).toEqual(['r4']);
  });

  it('_contains reads numbers as text', () => {
    expect(matching({ track_count: { _contains: 2 } })).toEqual(['r2']);
  });

  it('_ncontains excludes matches and null or missing fields', () => {
    expect(matching({ title: { _ncontains: 'harbour' } })).toEqual(['r1', 'r4']);
    expect(matching({ subtitle: { _ncontains: 'master' } })).toEqual(['r2']);
  });

  it('_icontains and _nicontains fold case fully, beyond ASCII', () => {
    expect(matching({ title: { _icontains: 'ünder' } })).toEqual(['r4']);
    expect(matching({ title: { _icontains: 'HARBOUR' } })).toEqual(['r2', 'r3']);
    expect(matching({ title: { _nicontains: 'HARBOUR' } })).toEqual(['r1', 'r4']);
  });

  it('_starts_with and _nstarts_with anchor at the start', () => {
    expect(matching({ title: { _starts_with: 'night' } })).toEqual(['r2']);
    expect(matching({ title: { _starts_with: 'Glass' } })).toEqual([]);
    expect(matching({ title: { _nstarts_with: 'harbour' } })).toEqual(['r1', 'r2', 'r4']);
  });

  it('_istarts_with and _nistarts_with fold case fully', () => {
    expect(matching({ title: { _istarts_with: 'ünder' } })).toEqual(['r4']);
    expect(matching({ title: { _nistarts_with: 'ÜNDER' } })).toEqual(['r1', 'r2', 'r3']);
  });

  it('_ends_with, _nends_with, _iends_with and _niends_with anchor at the end', () => {
    expect(matching({ title: { _ends_with: 'lights' } })).toEqual(['r3']);
    expect(matching({ title: { _ends_with: 'Tidal' } })).toEqual([]);
    expect(matching({ title: { _nends_with: 'LIGHTS' } })).toEqual(['r1', 'r2', 'r4']);
    expect(matching({ title: { _iends_with: 'GLASS' } })).toEqual(['r1']);
    expect(matching({ title: { _niends_with: 'GLASS' } })).toEqual(['r2', 'r3', 'r4']);
  });
});

describe('lists of scalars', () => {
  it('match when any element matches, and negated operators when none does', () => {
    expect(matching({ genres: { _eq: 'techno' } })).toEqual(['r1', 'r2']);
    expect(matching({ genres: { _in: ['ambient'] } })).toEqual(['r1', 'r4']);
    expect(matching({ genres: { _contains: 'amb' } })).toEqual(['r1', 'r4']);
    expect(matching({ genres: { _ncontains: 'techno' } })).toEqual(['r3', 'r4']);
  });
});

describe('dynamic values', () => {
  it('compares $NOW with date-only fields by calendar day, as Directus formats it for date fields', () => {
    expect(matching({ date_published: { _lte: '$NOW' } })).toEqual(['r1', 'r2']);
    expect(matching({ date_published: { _eq: '$NOW' } })).toEqual(['r1']);
    expect(matching({ date_published: { _gt: '$NOW' } })).toEqual(['r4']);
  });

  it('applies $NOW offsets to datetimes', () => {
    expect(matching({ released_at: { _gte: '$NOW(-1 day)' } })).toEqual(['r1', 'r4']);
    expect(matching({ released_at: { _gte: '$NOW(-1 year)', _lte: '$NOW' } })).toEqual(['r1', 'r2']);
    expect(matching({ released_at: { _gte: '$NOW(-5 months)', _lte: '$NOW' } })).toEqual(['r1']);
    expect(matching({ released_at: { _gt: '$NOW(+2 weeks)' } })).toEqual(['r4']);
  });

  it.each([
    ['$NOW', '2024-06-15T12:00:00.000Z'],
    ['$NOW(-30 seconds)', '2024-06-15T11:59:30.000Z'],
    ['$NOW(+1 second)', '2024-06-15T12:00:01.000Z'],
    ['$NOW(-15 minutes)', '2024-06-15T11:45:00.000Z'],
    ['$NOW(+2 hours)', '2024-06-15T14:00:00.000Z'],
    ['$NOW(-3 days)', '2024-06-12T12:00:00.000Z'],
    ['$NOW(1 day)', '2024-06-16T12:00:00.000Z'],
    ['$NOW(+2 weeks)', '2024-06-29T12:00:00.000Z'],
    ['$NOW(-1 week)', '2024-06-08T12:00:00.000Z'],
    ['$NOW(+1 month)', '2024-07-15T12:00:00.000Z'],
    ['$NOW(-7 months)', '2023-11-15T12:00:00.000Z'],
    ['$NOW(-1 year)', '2023-06-15T12:00:00.000Z'],
    ['$NOW(+2 years)', '2026-06-15T12:00:00.000Z'],
  ])('resolves %s', (dynamic, expected) => {
    const resolved = resolveDynamicValue(dynamic, now);
    expect(resolved).toBeInstanceOf(Date);
    expect((resolved as Date).toISOString()).toBe(expected);
  });

  it('clamps month and year steps to the end of a shorter month', () => {
    const endOfJanuary = new Date('2024-01-31T08:00:00Z');
    expect((resolveDynamicValue('$NOW(+1 month)', endOfJanuary) as Date).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    const leapDay = new Date('2024-02-29T08:00:00Z');
    expect((resolveDynamicValue('$NOW(+1 year)', leapDay) as Date).toISOString()).toBe('2025-02-28T08:00:00.000Z');
  });

  it('leaves other values alone and rejects malformed $NOW', () => {
    expect(resolveDynamicValue('NOW', now)).toBe('NOW');
    expect(resolveDynamicValue(5, now)).toBe(5);
    for (const malformed of ['$NOW(-1 fortnight)', '$NOW()', '$NOW(soon)', '$NOWISH']) {
      expect(() => resolveDynamicValue(malformed, now)).toThrow(`Invalid dynamic value "${malformed}"`);
    }
  });
});

describe('many-to-one relations', () => {
  it('filters on fields of the related object, through several levels', () => {
    expect(matching({ artist: { name: { _eq: 'Nova Reef' } } })).toEqual(['r1', 'r4']);
    expect(matching({ artist: { label: { name: { _eq: 'Quiet Forms' } } } })).toEqual(['r2']);
  });

  it('never matches a nested condition through a null relation', () => {
    expect(matching({ artist: { country: { _null: true } } })).toEqual(['r2']);
  });

  it('ANDs several nested fields and supports _or inside the relation', () => {
    expect(matching({ artist: { name: { _starts_with: 'Nova' }, country: { _eq: 'BE' } } })).toEqual([]);
    expect(matching({ artist: { name: { _starts_with: 'Nova' }, country: { _eq: 'NL' } } })).toEqual(['r1', 'r4']);
    expect(matching({ artist: { _or: [{ country: { _eq: 'NL' } }, { name: { _eq: 'Échelle' } }] } })).toEqual(['r1', 'r2', 'r4']);
  });

  it('compares the relation itself by its id, and tests it for null', () => {
    expect(matching({ artist: { _eq: 'a2' } })).toEqual(['r2']);
    expect(matching({ artist: { _in: ['a1'] } })).toEqual(['r1', 'r4']);
    expect(matching({ artist: { _null: true } })).toEqual(['r3']);
  });
});

describe('to-many relations', () => {
  it('_some matches when at least one related item matches', () => {
    expect(matching({ products: { _some: { format: { _eq: 'Vinyl' } } } })).toEqual(['r1']);
    expect(matching({ products: { _some: { price: { _lt: 5 } } } })).toEqual([]);
  });

  it('_none matches when no related item matches, including items with none', () => {
    expect(matching({ products: { _none: { format: { _eq: 'Digital' } } } })).toEqual(['r3', 'r4']);
    expect(matching({ products: { _none: {} } })).toEqual(['r3']);
  });

  it('treats a nested filter without _some/_none as _some', () => {
    expect(matching({ products: { format: { _eq: 'Digital' } } })).toEqual(['r1', 'r2']);
  });

  it('applies all nested conditions to the same related item', () => {
    const oneCheapVinyl = { products: { format: { _eq: 'Vinyl' }, price: { _lt: 10 } } };
    expect(matching(oneCheapVinyl)).toEqual([]);
    const vinylAndSomethingCheap = {
      _and: [{ products: { format: { _eq: 'Vinyl' } } }, { products: { price: { _lt: 10 } } }],
    };
    expect(matching(vinylAndSomethingCheap)).toEqual(['r1']);
  });

  it('rejects _some on a many-to-one relation', () => {
    expect(() => matching({ artist: { _some: { name: { _eq: 'Nova Reef' } } } })).toThrow(FilterError);
  });
});

describe('logical operators', () => {
  it('ANDs sibling fields', () => {
    expect(matching({ status: { _eq: 'published' }, featured: { _eq: true } })).toEqual(['r1']);
  });

  it('nests _and inside _or', () => {
    const filter = {
      _or: [{ status: { _eq: 'draft' } }, { _and: [{ status: { _eq: 'published' } }, { track_count: { _gte: 8 } }] }],
    };
    expect(matching(filter)).toEqual(['r1', 'r2']);
  });

  it('nests _or inside _and', () => {
    const filter = {
      _and: [{ _or: [{ status: { _eq: 'archived' } }, { featured: { _eq: false } }] }, { track_count: { _lt: 10 } }],
    };
    expect(matching(filter)).toEqual(['r4']);
  });

  it('treats empty groups and empty filters as no condition', () => {
    const everything = ['r1', 'r2', 'r3', 'r4'];
    expect(matching({ _and: [] })).toEqual(everything);
    expect(matching({ _or: [] })).toEqual(everything);
    expect(matching({ _or: [{}, { status: { _eq: 'draft' } }] })).toEqual(everything);
    expect(matching({})).toEqual(everything);
    expect(matching(null)).toEqual(everything);
    expect(matching(undefined)).toEqual(everything);
  });
});

describe('shorthands and unset values', () => {
  it('reads { field: value } as _eq', () => {
    expect(matching({ status: 'draft' })).toEqual(['r2']);
    expect(matching({ date_published: null })).toEqual(['r3']);
  });

  it('ignores an operator whose value is undefined, as Directus does for unset GraphQL variables', () => {
    expect(matching({ status: { _eq: undefined } })).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(matching({ status: { _in: [undefined, 'draft'] } })).toEqual(['r2']);
  });
});

describe('malformed filters', () => {
  it.each<[unknown, string]>([
    [{ title: { _regex: '^T' } }, 'Unknown filter operator "_regex"'],
    [{ _regex: 'x' }, 'Unknown filter operator "_regex"'],
    [{ _eq: 1 }, 'Operator "_eq" must follow a field name'],
    [{ status: { _in: 'draft' } }, '_in expects a list'],
    [{ track_count: { _between: [1] } }, '_between expects a list of two values'],
    [{ track_count: { _between: [1, null] } }, '_between expects a list of two values'],
    [{ date_published: { _null: 'yes' } }, '_null expects true or false'],
    [{ title: { _contains: { a: 1 } } }, '_contains expects text'],
    [{ status: { _eq: { a: 1 } } }, '_eq expects a single value'],
    [{ status: { _in: [['draft']] } }, '_in expects a single value'],
    [{ _and: { status: { _eq: 'draft' } } }, '_and expects a list of filters'],
    [{ _or: ['draft'] }, 'Each filter in _or must be an object'],
    [{ status: ['draft'] }, 'Filter on "status" must be an object of operators, not a list'],
    ['status', 'filter must be an object'],
    [{ released_at: { _gt: '$NOW(+1 fortnight)' } }, 'Invalid dynamic value "$NOW(+1 fortnight)"'],
  ])('rejects %j', (filter, message) => {
    // Thrown when compiling, so a malformed filter fails even over an empty collection.
    expect(() => compileFilter(filter, { now })).toThrow(new FilterError(message));
  });

  it('throws FilterError, an Error with its own name', () => {
    expectNamedError(() => compileFilter({ title: { _regex: 'x' } }, { now }), FilterError, 'FilterError');
  });
});

describe('function fields', () => {
  const { matchesFilter: matches } = jest.requireActual('../../../server/sources/content/query/filter');
  const now = new Date('2026-11-21T12:00:00Z');
  it('filters on the year, month and day of a date field', () => {
    const post = { date_published: '2024-03-09T23:30:00Z' };
    expect(matches(post, { 'year(date_published)': { _eq: 2024 } }, { now })).toBe(true);
    expect(matches(post, { 'year(date_published)': { _eq: 2023 } }, { now })).toBe(false);
    expect(matches(post, { 'month(date_published)': { _eq: 3 } }, { now })).toBe(true);
    expect(matches(post, { 'day(date_published)': { _gte: 10 } }, { now })).toBe(false);
    expect(matches({ date_published: null }, { 'year(date_published)': { _eq: 2024 } }, { now })).toBe(false);
    expect(matches({ release_date: '2001-01-01' }, { 'year(release_date)': { _between: [2000, 2001] } }, { now })).toBe(true);
  });
});
