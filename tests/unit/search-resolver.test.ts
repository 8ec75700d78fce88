import type { ContentSource } from '../../server/sources/content/content-source';
import { runQuery } from '../../server/sources/content/query';
import { search } from '../../server/graphql/resolvers/search';

/**
 * A content source over hand-made items with the real query engine, and no status filtering of its
 * own (as a preview read, or the CMS): what the resolver asks for is what it gets.
 */
function fakeContent(collections: Record<string, object[]>): ContentSource & { queries: { collection: string; query: unknown }[] } {
  const queries: { collection: string; query: unknown }[] = [];
  const list = async (collection: string, query: Parameters<ContentSource['list']>[1]) => {
    queries.push({ collection, query });
    const searchFields = collection === 'artists' ? ['name'] : ['title'];
    return runQuery(collections[collection] ?? [], query, { now: new Date('2025-06-01T00:00:00Z'), searchFields });
  };
  return { list, queries } as unknown as ContentSource & { queries: typeof queries };
}

const mainLabel = { id: '1', isFeatured: true };
const sisterLabel = { id: '2', isFeatured: false };
const artist = { id: 'a1', name: 'Fen & Fathom', slug: 'fen-fathom' };

const group = (id: string, title: string, overrides: object = {}) => ({
  id,
  title,
  slug: `slug-${id}`,
  status: 'active',
  reference_type: 'release',
  type: 'album',
  label: mainLabel,
  visibility: 'public',
  artist,
  ...overrides,
});

const options = { preview: false };

describe('search resolver (spec 001 §7, §9)', () => {
  it('ranks by title: equal (3) before starts with (2) before contains (1); ties keep their order', async () => {
    const content = fakeContent({
      product_groups: [
        group('1', 'Deep Nova Drift'),
        group('2', 'Nova Reef'),
        group('3', 'Nova'),
        group('4', 'Supernova'),
        group('5', 'Harbour'),
      ],
    });
    const { product_groups } = await search('nova', content, options);
    expect(product_groups.map((row) => [row.title, row.score])).toEqual([
      ['Nova', 3],
      ['Nova Reef', 2],
      ['Deep Nova Drift', 1],
      ['Supernova', 1],
    ]);
  });

  it('gives each row its type label, title or name, artist, address, picture and (events, posts) date', async () => {
    const content = fakeContent({
      product_groups: [group('1', 'Tidal Glass', { type: 'ep', cover_image: 'cover-1' })],
      artists: [{ id: '1', name: 'Tidal Choir', slug: 'tidal-choir', image: 'portrait-1' }],
      posts: [{ id: '1', title: 'Tidal notes', slug: 'tidal-notes', date_published: '2026-03-12T09:00:00Z', cover_image: 'post-1' }],
      events: [{ id: '1', title: 'Tidal Night', slug: 'tidal-night', date: '2026-07-04T19:00:00' }],
    });
    const results = await search('tidal', content, options);
    expect(results.product_groups).toEqual([
      {
        id: '1',
        collection: 'product_groups',
        typeLabel: 'E.P.',
        title: 'Tidal Glass',
        artist: 'Fen & Fathom',
        href: '/products/slug-1',
        date: null,
        image: 'cover-1',
        score: 2,
      },
    ]);
    expect(results.artists).toEqual([
      {
        id: '1',
        collection: 'artists',
        typeLabel: 'Artist',
        title: 'Tidal Choir',
        artist: null,
        href: '/artists/tidal-choir',
        date: null,
        image: 'portrait-1',
        score: 2,
      },
    ]);
    expect(results.posts[0]).toMatchObject({
      typeLabel: 'Features',
      title: 'Tidal notes',
      artist: null,
      href: '/features/tidal-notes',
      date: '2026-03-12T09:00:00Z',
      image: 'post-1',
    });
    expect(results.events[0]).toMatchObject({
      typeLabel: 'Event',
      title: 'Tidal Night',
      artist: null,
      href: '/events/tidal-night',
      date: '2026-07-04T19:00:00',
      // No picture: the row draws its initial tile.
      image: null,
    });
  });

  it('returns up to 10 results per type', async () => {
    const many = (make: (n: number) => object) => Array.from({ length: 14 }, (_, n) => make(n));
    const content = fakeContent({
      product_groups: many((n) => group(`g${n}`, `Echo ${n}`)),
      artists: many((n) => ({ id: `a${n}`, name: `Echo ${n}`, slug: `echo-${n}` })),
      posts: many((n) => ({ id: `p${n}`, title: `Echo ${n}`, slug: `echo-${n}` })),
      events: many((n) => ({ id: `e${n}`, title: `Echo ${n}`, slug: `echo-${n}` })),
    });
    const results = await search('echo', content, options);
    expect(Object.values(results).map((rows) => rows.length)).toEqual([10, 10, 10, 10]);
  });

  it('finds only product groups that are active, not tracks, the main label’s, and listed (visibility not unlisted or null)', async () => {
    const content = fakeContent({
      product_groups: [
        group('ok', 'Lantern'),
        group('inactive', 'Lantern inactive', { status: 'inactive' }),
        group('archived', 'Lantern archived', { status: 'archived' }),
        group('track', 'Lantern track', { reference_type: 'track' }),
        group('sister', 'Lantern sister', { label: sisterLabel }),
        group('no-label', 'Lantern no label', { label: null }),
        group('unlisted', 'Lantern unlisted', { visibility: 'unlisted' }),
        group('hidden', 'Lantern hidden', { visibility: null }),
        group('merch', 'Lantern tee', { reference_type: 'other', type: undefined, universe: 'clothing' }),
      ],
    });
    for (const preview of [false, true]) {
      const { product_groups } = await search('lantern', content, { preview });
      expect(product_groups.map((row) => row.id)).toEqual(['ok', 'merch']);
    }
  });

  it('finds nothing, and asks nothing, under 3 characters (spaces do not count)', async () => {
    const content = fakeContent({ artists: [{ id: '1', name: 'Ab', slug: 'ab' }] });
    for (const text of ['', 'ab', '  ab  ', '   ']) {
      expect(await search(text, content, options)).toEqual({ product_groups: [], artists: [], posts: [], events: [] });
    }
    expect(content.queries).toEqual([]);
  });

  it('searches the trimmed text', async () => {
    const content = fakeContent({ artists: [{ id: '1', name: 'Lumen', slug: 'lumen' }] });
    const { artists } = await search('  lumen ', content, options);
    expect(artists).toMatchObject([{ title: 'Lumen', score: 3 }]);
    expect(content.queries.every(({ query }) => (query as { search: string }).search === 'lumen')).toBe(true);
  });
});
