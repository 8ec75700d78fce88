import { matchesSearch, rankBySearchScore, scoreSearchTitle } from '../../../server/sources/content/query/search';

const release = {
  title: 'Tidal Glass',
  description: 'Slow ambient pieces recorded at the harbour.',
  catalog_number: 'LT-001',
  year: 2024,
  internal_note: 'secret word: marigold',
  subtitle: null,
};
const searchFields = ['title', 'description', 'catalog_number', 'year', 'subtitle'];

describe('matchesSearch', () => {
  it('finds text in any listed string field, ignoring case', () => {
    expect(matchesSearch(release, 'glass', searchFields)).toBe(true);
    expect(matchesSearch(release, 'HARBOUR', searchFields)).toBe(true);
    expect(matchesSearch(release, 'lt-00', searchFields)).toBe(true);
    expect(matchesSearch(release, 'vinyl', searchFields)).toBe(false);
  });

  it('looks only in the listed fields', () => {
    expect(matchesSearch(release, 'marigold', searchFields)).toBe(false);
    expect(matchesSearch(release, 'marigold', [...searchFields, 'internal_note'])).toBe(true);
  });

  it('matches number fields only on equality with numeric text', () => {
    expect(matchesSearch(release, '2024', searchFields)).toBe(true);
    expect(matchesSearch(release, ' 2024 ', searchFields)).toBe(true);
    expect(matchesSearch(release, '202', searchFields)).toBe(false);
    expect(matchesSearch({ year: 2024 }, 'twenty', ['year'])).toBe(false);
  });

  it('folds case beyond ASCII', () => {
    expect(matchesSearch({ name: 'Échelle' }, 'éCHELLE', ['name'])).toBe(true);
  });

  it('matches everything for empty text', () => {
    expect(matchesSearch(release, '', searchFields)).toBe(true);
    expect(matchesSearch({}, '', [])).toBe(true);
  });
});

describe('scoreSearchTitle', () => {
  it.each([
    ['tide', 'Lumen Tide', 1],
    ['lumen', 'Lumen Tide', 2],
    ['LUMEN TIDE', 'Lumen Tide', 3],
    ['  lumen ', 'Lumen Tide', 2],
    ['reef', 'Lumen Tide', 0],
    ['', 'Lumen Tide', 0],
    ['   ', 'Lumen Tide', 0],
  ])('scores %j in %j as %i', (text, title, score) => {
    expect(scoreSearchTitle(text, title)).toBe(score);
  });

  it('scores a missing title 0', () => {
    expect(scoreSearchTitle('tide', null)).toBe(0);
    expect(scoreSearchTitle('tide', undefined)).toBe(0);
  });
});

describe('rankBySearchScore', () => {
  const titleOf = (item: { title: string | null }) => item.title;

  it('keeps items scoring above 0, best first, ties in input order', () => {
    const items = [
      { id: 'contains-1', title: 'Deep Nova Drift' },
      { id: 'none', title: 'Harbour Lights' },
      { id: 'starts', title: 'Nova Reef Live' },
      { id: 'equal', title: 'nova' },
      { id: 'contains-2', title: 'Supernova' },
      { id: 'untitled', title: null },
    ];
    expect(rankBySearchScore(items, 'Nova', titleOf).map((item) => item.id)).toEqual(['equal', 'starts', 'contains-1', 'contains-2']);
  });

  it('returns at most 10 by default, or the given limit', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({ title: `Echo ${index}` }));
    const ranked = rankBySearchScore(items, 'echo', titleOf);
    expect(ranked).toHaveLength(10);
    expect(ranked[9]?.title).toBe('Echo 9');
    expect(rankBySearchScore(items, 'echo', titleOf, 3).map(titleOf)).toEqual(['Echo 0', 'Echo 1', 'Echo 2']);
    expect(rankBySearchScore(items, 'echo', titleOf, 0)).toEqual([]);
  });

  it('returns nothing for empty text and never changes the input', () => {
    const items = [{ title: 'b echo' }, { title: 'echo' }];
    expect(rankBySearchScore(items, '', titleOf)).toEqual([]);
    expect(rankBySearchScore(items, 'echo', titleOf).map(titleOf)).toEqual(['echo', 'b echo']);
    expect(items.map(titleOf)).toEqual(['b echo', 'echo']);
  });
});
