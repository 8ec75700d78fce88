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

describe('sortItems', () => {
  it('sorts ascending by default and descending with a leading -', () => {
    const rows = [
      { id: 'b', value: 'Beacon' },
      { id: 'c', value: 'Cinder' },
      { id: 'a', value: 'Aurora' },
    ];
    expect(idsSortedBy(rows, ['value'])).toEqual(['a', 'b', 'c']);
    expect(idsSortedBy(rows, ['-value'])).toEqual(['c', 'b', 'a']);
  });

  it('compares text by code point like SQLite BINARY: capitals first, accents after z', () => {
    const rows = [
      { id: 'apple', value: 'apple' },
      { id: 'eclair', value: 'éclair' },
      { id: 'Zebra', value: 'Zebra' },
      { id: 'banana', value: 'banana' },
    ];
    expect(idsSortedBy(rows, ['value'])).toEqual(['Zebra', 'apple', 'banana', 'eclair']);
  });

  it('sorts numbers numerically, not as text', () => {
    const rows = [
      { id: 'ten', value: 10 },
      { id: 'nine', value: 9 },
      { id: 'hundred', value: 100 },
    ];
    expect(idsSortedBy(rows, ['value'])).toEqual(['nine', 'ten', 'hundred']);
  });

  it('sorts ISO datetimes chronologically, honouring zones', () => {
    const rows = [
      { id: 'nine-utc', value: '2024-01-01T09:00:00Z' },
      { id: 'eight-utc', value: '2024-01-01T10:00:00+02:00' },
      { id: 'previous-day', value: '2023-12-31' },
    ];
    expect(idsSortedBy(rows, ['value'])).toEqual(['previous-day', 'eight-utc', 'nine-utc']);
    expect(idsSortedBy(rows, ['-value'])).toEqual(['nine-utc', 'eight-utc', 'previous-day']);
  });

  it('puts null and missing values first ascending and last descending', () => {
    const rows = [{ id: 'two', value: 2 }, { id: 'null', value: null }, { id: 'one', value: 1 }, { id: 'missing' }];
    expect(idsSortedBy(rows, ['value'])).toEqual(['null', 'missing', 'one', 'two']);
    expect(idsSortedBy(rows, ['-value'])).toEqual(['two', 'one', 'null', 'missing']);
  });

  it('follows dot paths through many-to-one relations; a null relation sorts as null', () => {
    const rows = [
      { id: 'by-nova', artist: { name: 'Nova Reef' } },
      { id: 'no-artist', artist: null },
      { id: 'by-echo', artist: { name: 'Echo Vale' } },
    ];
    expect(idsSortedBy(rows, ['artist.name'])).toEqual(['no-artist', 'by-echo', 'by-nova']);
    expect(idsSortedBy(rows, ['-artist.name'])).toEqual(['by-nova', 'by-echo', 'no-artist']);
  });

  it('uses later fields to break ties of earlier ones', () => {
    const rows = [
      { id: 'x', group: 1, value: 'b' },
      { id: 'y', group: 2, value: 'a' },
      { id: 'z', group: 1, value: 'a' },
    ];
    expect(idsSortedBy(rows, ['-group', 'value'])).toEqual(['y', 'z', 'x']);
    expect(idsSortedBy(rows, ['group', '-value'])).toEqual(['x', 'z', 'y']);
  });

  it('is stable in both directions: ties keep their input order', () => {
    const rows = [
      { id: 'first', group: 1 },
      { id: 'second', group: 2 },
      { id: 'third', group: 1 },
      { id: 'fourth', group: 2 },
    ];
    expect(idsSortedBy(rows, ['group'])).toEqual(['first', 'third', 'second', 'fourth']);
    expect(idsSortedBy(rows, ['-group'])).toEqual(['second', 'fourth', 'first', 'third']);
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
