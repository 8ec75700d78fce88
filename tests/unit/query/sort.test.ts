import { compareCodePoints, compareValues, parseIsoDate, sortItems } from '../../../server/sources/content/query/sort';

interface Row {
  id: string;
  value?: unknown;
  group?: number | null;
  artist?: { name: string | null } | null;
}

function idsSortedBy(rows: readonly Row[], sort: readonly string[]): string[] {
  return sortItems(rows, sort).map((row) => row.id);
}

/** Rows given as id → value, in the order written. */
function valued(values: Record<string, unknown>): Row[] {
  return Object.entries(values).map(([id, value]) => ({ id, value }));
}

describe('sortItems', () => {
  // Each case: the rows, then every sort asked of them with the ids it gives.
  it.each<{ title: string; rows: readonly Row[]; sorts: [sort: string[], ids: string[]][] }>([
    {
      title: 'sorts ascending by default and descending with a leading -',
      rows: valued({ b: 'Beacon', c: 'Cinder', a: 'Aurora' }),
      sorts: [
        [['value'], ['a', 'b', 'c']],
        [['-value'], ['c', 'b', 'a']],
      ],
    },
    {
      title: 'compares text by code point like SQLite BINARY: capitals first, accents after z',
      rows: valued({ apple: 'apple', eclair: 'éclair', Zebra: 'Zebra', banana: 'banana' }),
      sorts: [[['value'], ['Zebra', 'apple', 'banana', 'eclair']]],
    },
    {
      title: 'sorts numbers numerically, not as text',
      rows: valued({ ten: 10, nine: 9, hundred: 100 }),
      sorts: [[['value'], ['nine', 'ten', 'hundred']]],
    },
    {
      title: 'sorts ISO datetimes chronologically, honouring zones',
      rows: valued({ 'nine-utc': '2024-01-01T09:00:00Z', 'eight-utc': '2024-01-01T10:00:00+02:00', 'previous-day': '2023-12-31' }),
      sorts: [
        [['value'], ['previous-day', 'eight-utc', 'nine-utc']],
        [['-value'], ['nine-utc', 'eight-utc', 'previous-day']],
      ],
    },
    {
      title: 'puts null and missing values first ascending and last descending',
      rows: [{ id: 'two', value: 2 }, { id: 'null', value: null }, { id: 'one', value: 1 }, { id: 'missing' }],
      sorts: [
        [['value'], ['null', 'missing', 'one', 'two']],
        [['-value'], ['two', 'one', 'null', 'missing']],
      ],
    },
    {
      title: 'follows dot paths through many-to-one relations; a null relation sorts as null',
      rows: [
        { id: 'by-nova', artist: { name: 'Nova Reef' } },
        { id: 'no-artist', artist: null },
        { id: 'by-echo', artist: { name: 'Echo Vale' } },
      ],
      sorts: [
        [['artist.name'], ['no-artist', 'by-echo', 'by-nova']],
        [['-artist.name'], ['by-nova', 'by-echo', 'no-artist']],
      ],
    },
    {
      title: 'uses later fields to break ties of earlier ones',
      rows: [
        { id: 'x', group: 1, value: 'b' },
        { id: 'y', group: 2, value: 'a' },
        { id: 'z', group: 1, value: 'a' },
      ],
      sorts: [
        [
          ['-group', 'value'],
          ['y', 'z', 'x'],
        ],
        [
          ['group', '-value'],
          ['x', 'z', 'y'],
        ],
      ],
    },
    {
      title: 'is stable in both directions: ties keep their input order',
      rows: [
        { id: 'first', group: 1 },
        { id: 'second', group: 2 },
        { id: 'third', group: 1 },
        { id: 'fourth', group: 2 },
      ],
      sorts: [
        [['group'], ['first', 'third', 'second', 'fourth']],
        [['-group'], ['second', 'fourth', 'first', 'third']],
      ],
    },
  ])('$title', ({ rows, sorts }) => {
    for (const [sort, ids] of sorts) expect(idsSortedBy(rows, sort)).toEqual(ids);
  });

  it('sorts booleans as 0 and 1, and numbers before text', () => {
    const rows = [
      { id: 'yes', value: true },
      { id: 'no', value: false },
    ];
    expect(idsSortedBy(rows, ['value'])).toEqual(['no', 'yes']);
    expect(
      idsSortedBy(
        [
          { id: 'text', value: 'abc' },
          { id: 'number', value: 5 },
        ],
        ['value'],
      ),
    ).toEqual(['number', 'text']);
  });

  it('returns a copy in input order without sort, and never changes the input', () => {
    const rows = Object.freeze([
      { id: 'b', value: 2 },
      { id: 'a', value: 1 },
    ]);
    const unsorted = sortItems(rows, undefined);
    expect(unsorted).toEqual(rows);
    expect(unsorted).not.toBe(rows);
    expect(sortItems(rows, []).map((row) => row.id)).toEqual(['b', 'a']);
    expect(sortItems(rows, ['value']).map((row) => row.id)).toEqual(['a', 'b']);
    expect(rows.map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('rejects an empty field name', () => {
    expect(() => sortItems([{ id: 'a' }], [''])).toThrow('Invalid sort field ""');
    expect(() => sortItems([{ id: 'a' }], ['-'])).toThrow('Invalid sort field "-"');
    expect(() => sortItems([{ id: 'a' }], ['artist.'])).toThrow('Invalid sort field "artist."');
  });
});

describe('compareCodePoints', () => {
  it('orders characters beyond U+FFFF after U+E000–U+FFFF, as UTF-8 bytes do', () => {
    const fullwidthExclamation = '\uFF01';
    const musicalNote = '\u{1F3B5}';
    expect(musicalNote < fullwidthExclamation).toBe(true); // JavaScript's UTF-16 order
    expect(compareCodePoints(musicalNote, fullwidthExclamation)).toBeGreaterThan(0);
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });
});

describe('compareValues', () => {
  it('casts numeric text against numbers, and true/false text against booleans', () => {
    expect(compareValues(9, '10')).toBe(-1);
    expect(compareValues('10', 9)).toBe(1);
    expect(compareValues(true, 'true')).toBe(0);
    expect(compareValues(true, 'false')).toBe(1);
  });

  it('compares a moment with a date-only text by UTC calendar day', () => {
    const afternoon = new Date('2024-06-15T15:00:00Z');
    expect(compareValues(afternoon, '2024-06-15')).toBe(0);
    expect(compareValues('2024-06-14', afternoon)).toBe(-1);
    expect(compareValues(afternoon, '2024-06-15T16:00:00Z')).toBe(-1);
  });

  it('returns undefined for values of different kinds', () => {
    expect(compareValues('abc', 5)).toBeUndefined();
    expect(compareValues({}, {})).toBeUndefined();
    expect(compareValues(new Date(0), 'not a date')).toBeUndefined();
  });
});

describe('parseIsoDate', () => {
  it('reads dates, datetimes without zone as UTC, fractions and offsets', () => {
    expect(parseIsoDate('2024-06-15')).toBe(Date.UTC(2024, 5, 15));
    expect(parseIsoDate('2024-06-15 10:30')).toBe(Date.UTC(2024, 5, 15, 10, 30));
    expect(parseIsoDate('2024-06-15T10:30:05.25Z')).toBe(Date.UTC(2024, 5, 15, 10, 30, 5, 250));
    expect(parseIsoDate('2024-06-15T10:30:00-0130')).toBe(Date.UTC(2024, 5, 15, 12, 0));
  });

  it('rejects impossible dates and other text', () => {
    expect(parseIsoDate('2024-02-30')).toBeUndefined();
    expect(parseIsoDate('2024-06-15T24:00:00Z')).toBeUndefined();
    expect(parseIsoDate('June 15')).toBeUndefined();
  });

  it('gives the same answer when asked again (the answer is remembered)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(parseIsoDate('not a date')).toBeUndefined();
      expect(parseIsoDate('2024-06-15')).toBe(Date.UTC(2024, 5, 15));
    }
  });
});
