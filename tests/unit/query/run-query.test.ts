import { DIRECTUS_DEFAULT_LIMIT, runQuery } from '../../../server/sources/content/query/run-query';
import { validateQuery } from '../../../server/sources/content/query/validate-query';

interface Post {
  id: number;
  title: string;
  status: 'published' | 'draft';
  date_published: string | null;
  author: { name: string } | null;
}

const posts: Post[] = [
  { id: 1, title: 'Studio diary: Tidal Glass', status: 'published', date_published: '2024-05-02', author: { name: 'Nova Reef' } },
  { id: 2, title: 'Tour announcement', status: 'draft', date_published: null, author: null },
  { id: 3, title: 'Night Harbour out now', status: 'published', date_published: '2024-06-10', author: { name: 'Echo Vale' } },
  { id: 4, title: 'Studio diary: Night Harbour', status: 'published', date_published: '2023-11-20', author: { name: 'Echo Vale' } },
  { id: 5, title: 'Label turns five', status: 'published', date_published: '2025-02-01', author: null },
];

const options = { now: new Date('2024-06-15T12:00:00Z'), searchFields: ['title'] };

function ids(items: readonly Post[]): number[] {
  return items.map((post) => post.id);
}

function manyPosts(count: number): Post[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Post ${index + 1}`,
    status: 'published' as const,
    date_published: null,
    author: null,
  }));
}

describe('runQuery', () => {
  it('filters, searches, sorts, then pages', () => {
    const query = {
      filter: { status: { _eq: 'published' }, date_published: { _lte: '$NOW' } },
      search: 'harbour',
      sort: ['-date_published'],
      limit: 1,
      offset: 1,
    };
    // Published by now: 1, 3, 4; mentioning "harbour": 3, 4; newest first: 3, 4; skip one, take one.
    expect(ids(runQuery(posts, query, options))).toEqual([4]);
    expect(ids(runQuery(posts, { ...query, offset: 0, limit: 2 }, options))).toEqual([3, 4]);
  });

  it('applies offset and limit after sorting', () => {
    expect(ids(runQuery(posts, { sort: ['id'], offset: 3 }, options))).toEqual([4, 5]);
    expect(ids(runQuery(posts, { sort: ['-id'], offset: 1, limit: 2 }, options))).toEqual([4, 3]);
  });

  it('keeps the collection order when no sort is given', () => {
    expect(ids(runQuery(posts, {}, options))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts through relations with nulls first', () => {
    expect(ids(runQuery(posts, { sort: ['author.name', 'id'] }, options))).toEqual([2, 5, 3, 4, 1]);
  });

  it('resolves $NOW against options.now', () => {
    const query = { filter: { date_published: { _gt: '$NOW' } } };
    expect(ids(runQuery(posts, query, options))).toEqual([5]);
    expect(ids(runQuery(posts, query, { ...options, now: new Date('2023-01-01T00:00:00Z') }))).toEqual([1, 3, 4, 5]);
  });

  it('searches only the given fields', () => {
    expect(ids(runQuery(posts, { search: 'echo' }, options))).toEqual([]);
    expect(ids(runQuery(posts, { search: 'DIARY' }, options))).toEqual([1, 4]);
    expect(ids(runQuery(posts, { search: '' }, options))).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns 100 items by default, as Directus does, or the given default', () => {
    const many = manyPosts(150);
    expect(DIRECTUS_DEFAULT_LIMIT).toBe(100);
    expect(runQuery(many, {}, options)).toHaveLength(100);
    expect(runQuery(many, { limit: null }, options)).toHaveLength(100);
    expect(runQuery(many, {}, { ...options, defaultLimit: 25 })).toHaveLength(25);
  });

  it('returns every item for limit -1 and none for limit 0', () => {
    const many = manyPosts(150);
    expect(runQuery(many, { limit: -1 }, options)).toHaveLength(150);
    expect(ids(runQuery(many, { limit: -1, offset: 148 }, options))).toEqual([149, 150]);
    expect(runQuery(many, { limit: 0 }, options)).toEqual([]);
  });

  it('returns nothing for an offset past the end', () => {
    expect(runQuery(posts, { offset: 5 }, options)).toEqual([]);
  });

  it('returns a new array and never changes the input', () => {
    const frozen = Object.freeze(posts.map((post) => Object.freeze({ ...post })));
    const snapshot = JSON.stringify(frozen);
    const result = runQuery(frozen, { sort: ['-id'] }, options);
    expect(ids(result)).toEqual([5, 4, 3, 2, 1]);
    expect(JSON.stringify(frozen)).toBe(snapshot);
    const unchanged = runQuery(frozen, {}, options);
    expect(unchanged).not.toBe(frozen);
    expect(unchanged[0]).toBe(frozen[0]);
  });

  it('rejects a limit or offset it cannot honour', () => {
    expect(() => runQuery(posts, { limit: -2 }, options)).toThrow('limit must be -1 or a non-negative integer, got -2');
    expect(() => runQuery(posts, { limit: 2.5 }, options)).toThrow(RangeError);
    expect(() => runQuery(posts, { offset: -1 }, options)).toThrow('offset must be a non-negative integer, got -1');
  });

  it('runs a query that validateQuery checked', () => {
    const collections = {
      posts: {
        fields: ['id', 'title', 'status', 'date_published'],
        relations: { author: { collection: 'artists', kind: 'one' as const } },
      },
      artists: { fields: ['name'] },
    };
    const untrusted: unknown = { filter: { author: { name: { _eq: 'Echo Vale' } } }, sort: ['-date_published'] };
    const query = validateQuery(untrusted, { collection: 'posts', collections });
    expect(ids(runQuery(posts, query, options))).toEqual([3, 4]);
  });
});
