import { createDirectusClient } from '../../server/sources/content/directus/directus-client';
import { createDirectusAssetSource } from '../../server/sources/content/directus/directus-asset-source';
import { createDirectusContentSource } from '../../server/sources/content/directus/directus-content-source';
import type { ContentSource } from '../../server/sources/content/content-source';
import { createContentLoader } from '../../server/sources/content/content-loader';
import { startFakeDirectus, type FakeDirectus } from '../support/fake-directus';

/**
 * The Directus content source against a local server speaking Directus's dialect: what it asks
 * for, and how Directus's answers become the site's item shapes (the embedded source's).
 */

jest.setTimeout(15_000);

const credentials = { email: 'site@label.test', password: 'site-password' };
let fake: FakeDirectus;
let content: ContentSource;

beforeEach(async () => {
  fake = await startFakeDirectus();
  content = createDirectusContentSource({ url: fake.url, credentials, timeoutMs: 2_000 });
});

afterEach(() => fake.close());

const artist = (id: number, status = 'published') => ({
  id,
  status,
  name: `Artist ${id}`,
  slug: `artist-${id}`,
  sort: null,
  image: null,
  images: [],
  links: [],
  bio: [],
  bandsintown_name: null,
  product_groups: [1, 2],
});

describe('reading items', () => {
  it("reshapes Directus items into the site's: string ids, flattened junctions, hidden relations gone", async () => {
    fake.items.product_groups = [
      {
        id: 5,
        status: 'active',
        title: 'Night Drive',
        slug: 'night-drive',
        reference_type: 'release',
        type: 'ep',
        universe: null,
        release_date: '2024-03-01',
        visibility: null,
        cover_image: '9f31cf88-dc33-470c-9577-8489d14ec968',
        images: [{ directus_files_id: '46b569c4-9838-43d3-ac1c-6818e145c012' }],
        artist: artist(3, 'draft'),
        label: { id: 1, name: 'Lumen Tide', slug: 'lumen-tide', isFeatured: true, kind: 'main', website: null, logo: null },
        featured_artists: [{ artists_id: artist(7) }, { artists_id: artist(8, 'draft') }],
        products: [
          { id: 11, status: 'active', group: 5, title: 'MP3', stock: null, variant: null },
          { id: 12, status: 'inactive', group: 5, title: 'Vinyl', stock: 4, variant: null },
        ],
        tracks: [{ id: 21, product_group: 5, position: 1, title: 'One', artist: artist(7), preview: null }],
      },
    ];
    const [group] = await content.list('product_groups', {}, { preview: false });
    expect(group).toMatchObject({
      id: '5',
      title: 'Night Drive',
      release_date: '2024-03-01',
      visibility: null,
      cover_image: '9f31cf88-dc33-470c-9577-8489d14ec968',
    });
    expect(group!.images).toEqual(['46b569c4-9838-43d3-ac1c-6818e145c012']);
    // Unset optional fields are absent, as in the content files; the model's nullable ones stay null.
    expect('universe' in group!).toBe(false);
    // A draft artist reads as no artist; a draft appears-on artist is left out.
    expect(group!.artist).toBeNull();
    expect(group!.featured_artists.map((a) => a.id)).toEqual(['7']);
    expect(group!.label).toMatchObject({ id: '1', isFeatured: true });
    // Products and tracks point back at their group; an inactive product is left out.
    expect(group!.products.map((p) => [p.id, p.stock])).toEqual([['11', null]]);
    expect(group!.products[0]!.group).toBe(group);
    expect(group!.tracks[0]!.product_group).toBe(group);
    expect(group!.tracks[0]!.artist).toMatchObject({ id: '7', name: 'Artist 7' });
    expect(group!.artist === null && group!.featured_artists[0]!.product_groups).toEqual([]);
  });

  it("gives each track its group's artist or appears-on artist, and reads the others in one read by id", async () => {
    // As Directus answers the group's fields: a track's artist is its id.
    const track = (id: number, artistId: number) => ({
      id,
      product_group: 5,
      position: id,
      title: `T${id}`,
      artist: artistId,
      preview: null,
    });
    fake.items.product_groups = [
      {
        id: 5,
        status: 'active',
        title: 'Night Drive',
        slug: 'night-drive',
        artist: artist(3),
        featured_artists: [{ artists_id: artist(7) }],
        products: [],
        tracks: [track(21, 3), track(22, 7), track(23, 9), track(24, 10)],
      },
    ];
    fake.items.artists = [artist(9)];
    const before = fake.reads().length;
    const [group] = await content.list('product_groups', {}, { preview: false });
    expect(
      fake
        .reads()
        .at(before)!
        .query.get('fields')!
        .split(',')
        .filter((field) => field.startsWith('tracks.')),
    ).toEqual(['tracks.*']);
    expect(group!.tracks.map((t) => t.artist?.name ?? null)).toEqual(['Artist 3', 'Artist 7', 'Artist 9', null]);
    expect(group!.tracks[0]!.artist).toBe(group!.artist);
    // One read for the two artists the group did not hold, with the public rules; 10 is hidden.
    expect(fake.reads()).toHaveLength(before + 2);
    expect(JSON.parse(fake.reads().at(-1)!.query.get('filter')!)).toEqual({
      _and: [{ status: { _eq: 'published' } }, { id: { _in: ['9', '10'] } }],
    });
    // A track read on its own: its group's tracks get their artists too.
    fake.items.tracks = [{ ...track(22, 7), product_group: (fake.items.product_groups as object[])[0] }];
    const [single] = await content.list('tracks', {}, { preview: false });
    expect(single!.product_group!.tracks.map((t) => t.artist?.name ?? null)).toEqual(['Artist 3', 'Artist 7', 'Artist 9', null]);
    // A group whose tracks are all by its own artists needs no second read.
    fake.items.product_groups = [{ ...(fake.items.product_groups as object[])[0], tracks: [track(21, 3), track(22, 7)] }];
    await content.list('product_groups', {}, { preview: false });
    expect(fake.reads()).toHaveLength(before + 5);
  });

  it('keeps drafts in relations in preview', async () => {
    fake.items.posts = [
      {
        id: 2,
        status: 'draft',
        title: 'Soon',
        date_published: '2026-01-02T10:00:00Z',
        tags: [{ tags_id: { id: 4, name: 'Tour', slug: 'tour' } }],
        artists: [{ artists_id: artist(3, 'draft') }],
      },
    ];
    const [post] = await content.list('posts', {}, { preview: true });
    expect(post).toMatchObject({
      id: '2',
      date_published: '2026-01-02T10:00:00.000Z',
      tags: [{ id: '4', name: 'Tour', posts: [] }],
      artists: [{ id: '3', status: 'draft' }],
    });
  });

  it("counts with one aggregate under the listing's rules, and refuses an answer without a count", async () => {
    fake.enqueue({ status: 200, json: { data: [{ countDistinct: { id: 3 } }] } });
    const query = { filter: { artist: { id: { _eq: '23' } } }, limit: 5, offset: 5, sort: ['-release_date'] };
    expect(await content.count('product_groups', query, { preview: false })).toBe(3);
    const read = fake.reads().at(-1)!;
    expect(read.path).toBe('/items/product_groups');
    // Distinct ids: a filter through a to-many relation would count an item once per match.
    expect(read.query.get('aggregate[countDistinct]')).toBe('id');
    // The same filter a listing sends; no limit, offset, sort or fields.
    await content.list('product_groups', query, { preview: false }).catch(() => undefined);
    expect(read.query.get('filter')).toBe(fake.reads().at(-1)!.query.get('filter'));
    expect(['limit', 'offset', 'sort', 'fields'].map((name) => read.query.get(name))).toEqual([null, null, null, null]);
    fake.enqueue({ status: 200, json: { data: [{ count: 3 }] } });
    await expect(content.count('product_groups', {}, { preview: false })).rejects.toThrow('Directus answered no count for product_groups');
  });

  it('reads a to-many condition as the ids of the items that have a match, in pages, then lists those items', async () => {
    // The junction answers a full page of 1,000 rows (three groups), then a short one.
    const fullPage = Array.from({ length: 1_000 }, (_, index) => ({ product_groups_id: [11, 12, 13][index % 3] }));
    fake.enqueue(
      { status: 200, json: { data: fullPage } },
      { status: 200, json: { data: [{ product_groups_id: 14 }, { product_groups_id: null }] } },
    );
    fake.items.product_groups = [];
    const before = fake.reads().length;
    await content.list('product_groups', { filter: { featured_artists: { _some: { id: { _eq: '7' } } } }, limit: 8 }, { preview: false });
    const [first, second, listing] = fake.reads().slice(before);
    expect([first!.path, second!.path, listing!.path]).toEqual([
      '/items/product_groups_featured_artists',
      '/items/product_groups_featured_artists',
      '/items/product_groups',
    ]);
    expect(JSON.parse(first!.query.get('filter')!)).toEqual({
      _and: [{ artists_id: { status: { _eq: 'published' } } }, { artists_id: { id: { _eq: '7' } } }],
    });
    expect([first!.query.get('fields'), first!.query.get('sort'), first!.query.get('limit'), first!.query.get('offset')]).toEqual([
      'product_groups_id',
      'id',
      '1000',
      null,
    ]);
    expect(second!.query.get('offset')).toBe('1000');
    expect(JSON.parse(listing!.query.get('filter')!)).toEqual({ _and: [{ status: { _eq: 'active' } }, { id: { _in: [11, 12, 13, 14] } }] });
  });

  it('refuses a to-many condition reading more than 20,000 rows, with a clear error', async () => {
    const page = { status: 200, json: { data: Array.from({ length: 1_000 }, (_, index) => ({ artist: index + 1 })) } };
    fake.enqueue(...Array.from({ length: 20 }, () => page));
    const before = fake.reads().length;
    await expect(
      content.list('artists', { filter: { product_groups: { _some: { type: { _eq: 'album' } } } } }, { preview: false }),
    ).rejects.toThrow('a relation filter through product_groups.artist matches more than 20000 rows');
    expect(fake.reads().length - before).toBe(20);
  });

  it('sends a read too long for an address as SEARCH with the same query in its body', async () => {
    fake.items.artists = [];
    const ids = Array.from({ length: 1_500 }, (_, index) => String(index + 1));
    const before = fake.reads().length;
    await content.list('artists', { filter: { id: { _in: ids } }, sort: ['name'], limit: 20 }, { preview: false });
    const read = fake.reads().at(-1)!;
    expect(fake.reads()).toHaveLength(before + 1);
    expect([read.method, read.path, read.query.toString()]).toEqual(['SEARCH', '/items/artists', '']);
    const query = (read.body as { query: Record<string, string> }).query;
    expect(JSON.parse(query.filter!)).toEqual({ _and: [{ status: { _eq: 'published' } }, { id: { _in: ids } }] });
    expect([query.sort, query.limit]).toEqual(['name,id', '20']);
    expect(query.fields!.split(',')).toContain('*');
    // A count keeps its aggregate.
    fake.enqueue({ status: 200, json: { data: [{ countDistinct: { id: 0 } }] } });
    await content.count('artists', { filter: { id: { _in: ids } } }, { preview: false });
    expect((fake.reads().at(-1)!.body as { query: Record<string, unknown> }).query.aggregate).toEqual({ countDistinct: 'id' });
    // A refusal names the read as sent.
    fake.enqueue({ status: 400, json: { errors: [{ message: 'Invalid query', extensions: { code: 'INVALID_QUERY' } }] } });
    await expect(content.list('artists', { filter: { id: { _in: ids } } }, { preview: false })).rejects.toThrow(
      'Directus: SEARCH /items/artists failed (status 400, INVALID_QUERY)',
    );
  });

  it('finds an item by id with the public rules, and never asks for an id Directus cannot have', async () => {
    fake.items.artists = [artist(3)];
    expect(await content.getById('artists', '3', { preview: false })).toMatchObject({ id: '3' });
    const read = fake.reads().at(-1)!;
    expect(JSON.parse(read.query.get('filter')!)).toEqual({ _and: [{ status: { _eq: 'published' } }, { id: { _eq: '3' } }] });
    expect(read.query.get('limit')).toBe('1');
    fake.items.artists = [];
    expect(await content.getById('artists', '4', { preview: false })).toBeNull();
    const reads = fake.reads().length;
    expect(await content.getById('artists', 'not-a-number', { preview: true })).toBeNull();
    expect(fake.reads()).toHaveLength(reads);
  });

  it('reads several items of a collection in one `_in` listing with the public rules, skipping ids Directus cannot have', async () => {
    fake.items.artists = [artist(3), artist(5)];
    const before = fake.reads().length;
    const found = await content.getByIds('artists', ['3', 'not-a-number', '5', '3', '9'], { preview: false });
    expect([...found.keys()].sort()).toEqual(['3', '5']);
    expect(fake.reads()).toHaveLength(before + 1);
    const read = fake.reads().at(-1)!;
    expect(JSON.parse(read.query.get('filter')!)).toEqual({ _and: [{ status: { _eq: 'published' } }, { id: { _in: ['3', '5', '9'] } }] });
    expect(read.query.get('limit')).toBe('3');
    // Nothing to ask for: no read at all.
    expect((await content.getByIds('artists', ['x'], { preview: true })).size).toBe(0);
    expect(fake.reads()).toHaveLength(before + 1);
  });

  it("turns a render's one-by-one reads into one Directus request per collection through the request loader", async () => {
    fake.items.artists = [artist(3), artist(5), artist(7)];
    const loader = createContentLoader(content);
    const before = fake.reads().length;
    const items = await Promise.all(['3', '5', '7', '8'].map((id) => loader.getById('artists', id, { preview: false })));
    expect(items.map((item) => item?.id ?? null)).toEqual(['3', '5', '7', null]);
    expect(fake.reads()).toHaveLength(before + 1);
    expect(JSON.parse(fake.reads().at(-1)!.query.get('filter')!)._and[1]).toEqual({ id: { _in: ['3', '5', '7', '8'] } });
  });

  it("reads the settings with the promoted products as their ids alone, in the editor's order", async () => {
    // Directus answers what the read's fields name: the junction rows with the product's id.
    fake.items.site_settings = {
      id: 1,
      siteName: 'Lumen Tide',
      headerMenu: [{ url: '/releases', text: 'Releases' }],
      promotedProducts: [{ product: 3 }, { product: 1 }, { product: null }],
    };
    const settings = await content.getSiteSettings({ preview: false });
    expect(settings.promotedProducts).toEqual([{ product: '3' }, { product: '1' }]);
    expect(settings.headerMenu).toEqual([{ url: '/releases', text: 'Releases' }]);
    // The products (groups, artists, tracks) are not read with the settings that every page reads.
    const fields = fake.reads().at(-1)!.query.get('fields')!.split(',');
    expect(fields.filter((field) => field.startsWith('promotedProducts'))).toEqual(['promotedProducts.product']);
  });

  it('reads promoted products by id with the public rules: a hidden product or one of a hidden group is none', async () => {
    fake.items.products = [];
    await content.getByIds('products', ['3', '1'], { preview: false });
    const filter = JSON.parse(fake.reads().at(-1)!.query.get('filter')!);
    expect(filter).toEqual({
      _and: [{ _and: [{ status: { _eq: 'active' } }, { group: { status: { _eq: 'active' } } }] }, { id: { _in: ['3', '1'] } }],
    });
  });

  it('reads the cookie configuration', async () => {
    fake.items.cookie_configuration = {
      id: 1,
      message: '<p>Cookies</p>',
      preferences: { message: '<p>Choose</p>', items: [] },
      snippets: { a: '<script></script>' },
    };
    expect(await content.getCookieConfiguration()).toEqual({
      message: '<p>Cookies</p>',
      preferences: { message: '<p>Choose</p>', items: [] },
      snippets: { a: '<script></script>' },
    });
  });

  it('tells about a file from directus_files, remembering it for a while', async () => {
    const id = '198d95bf-217f-4481-8623-80e632745a72';
    fake.enqueue({ status: 200, json: { data: [{ id, type: 'image/png', title: 'Logo', width: 600, height: 200 }] } });
    expect(await content.getFile(id)).toEqual({ id, kind: 'image', title: 'Logo', width: 600, height: 200 });
    expect(await content.getFile(id)).toEqual({ id, kind: 'image', title: 'Logo', width: 600, height: 200 });
    expect(fake.reads()).toHaveLength(1);
    expect(fake.reads()[0]!.path).toBe('/files');
    fake.enqueue({ status: 200, json: { data: [] } });
    expect(await content.getFile('46b569c4-9838-43d3-ac1c-6818e145c012')).toBeNull();
    expect(await content.getFile('not-a-file')).toBeNull();
  });

  it('sends a read once more when the connection drops, and only once', async () => {
    fake.items.posts = [];
    fake.enqueue({ cut: true });
    await expect(content.list('posts', {}, { preview: false })).resolves.toEqual([]);
    expect(fake.reads()).toHaveLength(2);
    fake.enqueue({ cut: true }, { cut: true });
    await expect(content.list('posts', {}, { preview: false })).rejects.toMatchObject({ name: 'DirectusRequestError', failure: 'network' });
    expect(fake.reads()).toHaveLength(4);
  });

  it('fails with a clear error when Directus does not answer in time', async () => {
    const slow = createDirectusContentSource({ url: fake.url, credentials, timeoutMs: 300 });
    fake.enqueue({ hang: true });
    const started = Date.now();
    await expect(slow.list('posts', {}, { preview: false })).rejects.toMatchObject({
      name: 'DirectusRequestError',
      failure: 'timeout',
      path: 'GET /items/posts',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('files', () => {
  it('fetches an original from Directus /assets/{id} once, with the service account', async () => {
    const id = '9f31cf88-dc33-470c-9577-8489d14ec968';
    const client = createDirectusClient({ endpoint: { baseUrl: fake.url, timeoutMs: 2_000 }, credentials });
    const assets = createDirectusAssetSource({ client, cacheBytes: 1024 * 1024 });
    fake.enqueue({
      status: 200,
      bytes: Buffer.from('PNG bytes'),
      headers: {
        'content-type': 'image/png',
        'content-disposition': 'inline; filename="cover.png"',
        'last-modified': 'Tue, 01 Oct 2024 10:00:00 GMT',
      },
    });
    const [first, second] = await Promise.all([assets.getAsset(id), assets.getAsset(id)]);
    expect(first).toEqual({
      id,
      type: 'image/png',
      filename: 'cover.png',
      bytes: Buffer.from('PNG bytes'),
      modified: new Date('2024-10-01T10:00:00Z'),
    });
    expect(second).toEqual(first);
    expect(await assets.getAsset(id)).toEqual(first);
    expect(fake.reads().map((read) => [read.path, read.token])).toEqual([[`/assets/${id}`, 'access-1']]);
  });

  it('answers null for a file Directus does not give (403) and for ids that are not file ids', async () => {
    const client = createDirectusClient({ endpoint: { baseUrl: fake.url, timeoutMs: 2_000 }, credentials });
    const assets = createDirectusAssetSource({ client, cacheBytes: 1024 * 1024 });
    expect(await assets.getAsset('46b569c4-9838-43d3-ac1c-6818e145c012')).toBeNull();
    expect(await assets.getAsset('entry-ABC.js')).toBeNull();
    expect(fake.reads()).toHaveLength(1);
  });
});
