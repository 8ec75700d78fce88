import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execute, getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import { createCache } from '../../shared/graphql/cache';
import * as collections from '../../shared/graphql/collections';
import { siteOperations } from '../../shared/graphql/operations';
import { PAGES_PROFILE } from '../../shared/graphql/pages-profile';
import * as profiles from '../../shared/graphql/profiles';
import * as services from '../../shared/graphql/services';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import type { Sources } from '../../server/graphql/context';
import { createSchema } from '../../server/graphql/schema';
import { createLogger } from '../../server/logger';
import type { CollectionKey, CollectionQuery } from '../../server/sources/content/content-source';
import type { ContentFiles } from '../../server/sources/content/model';
import { createSources } from '../../server/start';
import { repoRoot, testConfig } from '../support/test-site';
import { contractDirectus, directusEnv } from './contract-directus';
import { firstDifference } from './first-difference';

/**
 * The contract between the two content sources (issue 7): every GraphQL operation of the site, with
 * the variables the site sends, answers the same through the site's schema whether content comes
 * from the embedded files or from a real Directus 11 holding the same demo label — publicly and in
 * preview. The only differences normalised away are listed in `normalise`.
 */

jest.setTimeout(60_000);

const schema = createSchema();
const cache = createCache();
const log = createLogger('silent');
let embedded: Sources;
let directus: Sources;

beforeAll(async () => {
  embedded = await createSources(testConfig());
  directus = await createSources(testConfig(directusEnv(contractDirectus())));
});

function contentFile<K extends keyof ContentFiles>(name: K): ContentFiles[K] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'content', `${name}.json`), 'utf8'));
}

const artists = contentFile('artists');
const groups = contentFile('product_groups');
const posts = contentFile('posts');
const events = contentFile('events');
const tracks = contentFile('tracks');
const labels = contentFile('labels');
const mainLabel = labels.find((label) => label.kind === 'main')!;
const sisterLabel = labels.find((label) => label.kind === 'sister')!;
const releases = groups.filter((group) => group.reference_type === 'release');
const publicRelease = releases.find(
  (group) => group.status === 'active' && group.label === mainLabel.id && (group.featured_artists?.length ?? 0) > 0,
)!;
const inactiveRelease = groups.find((group) => group.status !== 'active')!;
const merch = groups.find((group) => group.reference_type === 'other' && group.status === 'active')!;
const draftArtist = artists.find((artist) => artist.status !== 'published')!;
const galleryArtist = artists.find((artist) => artist.status === 'published' && (artist.images?.length ?? 0) > 0)!;
const feature = posts.find((post) => post.type === 'feature' && post.status === 'published')!;
const news = posts.find((post) => post.type === 'news' && post.status === 'published')!;
const draftPost = posts.find((post) => post.status !== 'published')!;
const draftEvent = events.find((event) => event.status !== 'published')!;
const appearsOn = publicRelease.featured_artists![0]!;
const trackWithPreview =
  tracks.find((track) => track.preview && track.product_group === publicRelease.id) ?? tracks.find((track) => track.preview)!;
const releaseYear = Number(publicRelease.release_date!.slice(0, 4));
const postYear = Number(news.date_published.slice(0, 4));

type Variables = Record<string, unknown>;
interface Case {
  name: string;
  document: DocumentNode;
  variables?: Variables;
}

const cases: Case[] = [
  { name: 'site settings', document: SITE_SETTINGS },
  { name: 'cookie configuration', document: services.COOKIE_CONFIGURATION },
  { name: 'promoted products', document: services.PROMOTED_PRODUCTS },
  ...[
    '/',
    '/about',
    '/releases',
    '/news',
    '/events',
    '/artists',
    '/merch',
    '/radio',
    '/playlists',
    '/contact',
    '/careers',
    '/tour',
    '/no-such-page',
  ].map((pagePath): Case => ({ name: `page ${pagePath}`, document: PAGES_PROFILE, variables: { path: pagePath } })),
  ...[
    publicRelease.title,
    artists[0]!.name,
    feature.title.split(' ').slice(0, 2).join(' '),
    events[0]!.title,
    'tide',
    'deep',
    'ab',
    merch.title,
  ].map((text): Case => ({ name: `search "${text}"`, document: services.SEARCH, variables: { text } })),
  // Artists: the featured grid, name sorts, a page further on, filters through releases.
  {
    name: 'artists featured',
    document: collections.ARTISTS_COLLECTION,
    variables: { filter: { sort: { _nnull: true } }, sort: ['sort', 'name'], limit: 12 },
  },
  { name: 'artists by name', document: collections.ARTISTS_COLLECTION, variables: { sort: ['name'], limit: 12, offset: 12 } },
  { name: 'artists by name, descending', document: collections.ARTISTS_COLLECTION, variables: { sort: ['-name'], limit: 100 } },
  { name: 'artists searched', document: collections.ARTISTS_COLLECTION, variables: { search: 'an', sort: ['name'], limit: 50 } },
  {
    name: 'artists with releases on a label',
    document: collections.ARTISTS_COLLECTION,
    variables: { filter: { product_groups: { _some: { label: { slug: { _eq: sisterLabel.slug } } } } }, sort: ['name'], limit: 100 },
  },
  {
    name: 'artists without releases',
    document: collections.ARTISTS_COLLECTION,
    variables: { filter: { product_groups: { _none: { reference_type: { _eq: 'release' } } } }, limit: 100 },
  },
  { name: 'artist profile', document: profiles.ARTISTS_PROFILE, variables: { slug: artists[0]!.slug } },
  { name: 'artist profile with a gallery', document: profiles.ARTISTS_PROFILE, variables: { slug: galleryArtist.slug } },
  { name: 'artist profile of a draft', document: profiles.ARTISTS_PROFILE, variables: { slug: draftArtist.slug } },
  ...[artists[0]!.id, publicRelease.artist!, appearsOn, draftArtist.id, '9999'].map((artistId): Case => ({
    name: `artist summary ${artistId}`,
    document: profiles.ARTISTS_PRODUCTS_SUMMARY,
    variables: { artistId },
  })),
  // Events: upcoming and past (as the events page asks), by year, by artist, paged.
  {
    name: 'events upcoming',
    document: collections.EVENTS_COLLECTION,
    variables: { filter: { date: { _gte: '$NOW' } }, sort: ['date'], limit: 8 },
  },
  {
    name: 'events past',
    document: collections.EVENTS_COLLECTION,
    variables: { filter: { date: { _lt: '$NOW' } }, sort: ['-date'], limit: 8 },
  },
  {
    name: 'events a year on',
    document: collections.EVENTS_COLLECTION,
    variables: { filter: { date: { _lte: '$NOW(+1 year)' } }, sort: ['-date'], limit: 8, offset: 2 },
  },
  {
    name: 'events of a year',
    document: collections.EVENTS_COLLECTION,
    variables: { filter: { 'year(date)': { _eq: Number(events[0]!.date.slice(0, 4)) } }, sort: ['date'], limit: 20 },
  },
  {
    name: 'events of an artist',
    document: collections.EVENTS_COLLECTION,
    variables: { filter: { artists: { _some: { id: { _eq: events[0]!.artists![0] } } } }, sort: ['date'] },
  },
  { name: 'event profile', document: profiles.EVENTS_PROFILE, variables: { slug: events[0]!.slug } },
  { name: 'event profile of a draft', document: profiles.EVENTS_PROFILE, variables: { slug: draftEvent.slug } },
  // Playlists and radio shows.
  { name: 'playlists newest', document: collections.PLAYLISTS_COLLECTION, variables: { sort: ['-date_published'], limit: 3 } },
  { name: 'playlists page 2', document: collections.PLAYLISTS_COLLECTION, variables: { sort: ['-date_published'], limit: 8, offset: 8 } },
  { name: 'radio shows by episode', document: collections.RADIO_SHOWS_COLLECTION, variables: { sort: ['-episode'], limit: 8 } },
  {
    name: 'radio shows by date, page 2',
    document: collections.RADIO_SHOWS_COLLECTION,
    variables: { sort: ['-date'], limit: 12, offset: 12 },
  },
  // Posts: the news page's filters (tag, year), both sorts, features, a search.
  { name: 'posts newest', document: collections.POSTS_COLLECTION, variables: { sort: ['-date_published'], limit: 12 } },
  { name: 'posts oldest, page 2', document: collections.POSTS_COLLECTION, variables: { sort: ['date_published'], limit: 12, offset: 12 } },
  {
    name: 'posts of a year',
    document: collections.POSTS_COLLECTION,
    variables: { filter: { 'year(date_published)': { _eq: postYear } }, sort: ['-date_published'], limit: 100 },
  },
  {
    name: 'posts with a tag',
    document: collections.POSTS_COLLECTION,
    variables: { filter: { tags: { _some: { name: { _eq: 'Interviews' } } } }, sort: ['-date_published'], limit: 12 },
  },
  {
    name: 'posts features',
    document: collections.POSTS_COLLECTION,
    variables: { filter: { type: { _eq: 'feature' } }, sort: ['-date_published'], limit: 12 },
  },
  { name: 'posts searched', document: collections.POSTS_COLLECTION, variables: { search: 'mix', sort: ['-date_published'], limit: 12 } },
  { name: 'post profile (news)', document: profiles.POSTS_PROFILE, variables: { slug: news.slug } },
  { name: 'post profile (feature)', document: profiles.POSTS_PROFILE, variables: { slug: feature.slug } },
  { name: 'post profile of a draft', document: profiles.POSTS_PROFILE, variables: { slug: draftPost.slug } },
  // Product groups: the releases and merch pages' filters and sorts.
  ...releasesCases(),
  { name: 'release profile', document: profiles.PRODUCT_GROUPS_PROFILE, variables: { id: publicRelease.id } },
  { name: 'merch profile', document: profiles.PRODUCT_GROUPS_PROFILE, variables: { id: merch.id } },
  { name: 'inactive release profile', document: profiles.PRODUCT_GROUPS_PROFILE, variables: { id: inactiveRelease.id } },
  { name: 'profile of a missing id', document: profiles.PRODUCT_GROUPS_PROFILE, variables: { id: 'not-an-id' } },
  // As the product page sends it (shared/pages/product-group-data.ts): the id is null unless the address has one.
  { name: 'release by slug', document: profiles.PRODUCT_GROUPS_BY_SLUG, variables: { slug: publicRelease.slug, id: null } },
  { name: 'release by id and slug', document: profiles.PRODUCT_GROUPS_BY_SLUG, variables: { slug: 'unknown-slug', id: publicRelease.id } },
  {
    name: 'products physical',
    document: collections.PRODUCTS_COLLECTION,
    variables: { filter: { distribution: { _eq: 'physical' } }, limit: 4 },
  },
  { name: 'products vinyl', document: collections.PRODUCTS_COLLECTION, variables: { filter: { format: { _eq: 'Vinyl' } }, limit: 8 } },
  {
    name: 'products of merch',
    document: collections.PRODUCTS_COLLECTION,
    variables: { filter: { group: { reference_type: { _eq: 'other' } } }, sort: ['title'], limit: 20 },
  },
  { name: 'tag filter options', document: collections.TAG_FILTER_OPTIONS },
  { name: 'label filter options', document: collections.LABEL_FILTER_OPTIONS },
  { name: 'artist filter options (main label)', document: collections.ARTIST_FILTER_OPTIONS, variables: { labelId: mainLabel.id } },
  { name: 'artist filter options (sister label)', document: collections.ARTIST_FILTER_OPTIONS, variables: { labelId: sisterLabel.id } },
  {
    name: 'media items of a release',
    document: services.MEDIA_ITEMS,
    variables: { reference_type: 'release', reference_id: publicRelease.id },
  },
  {
    name: 'media items of a track',
    document: services.MEDIA_ITEMS,
    variables: { reference_type: 'track', reference_id: trackWithPreview.id },
  },
  {
    name: 'playlist items',
    document: services.PLAYLIST_ITEMS,
    variables: { playlistId: 'PLlumentideSessions0000000000000001', maxResults: 23 },
  },
  { name: 'concert events', document: services.CONCERT_EVENTS, variables: { artistName: contentFile('concert_events')[0]!.artistName } },
  { name: 'jobs', document: services.JOBS, variables: { accountName: 'lumentide' } },
];

function releasesCases(): Case[] {
  const view = { reference_type: { _eq: 'release' }, visibility: { _eq: 'public' } };
  const releasesWith = (name: string, filter: unknown, extra: Variables = {}): Case => ({
    name: `releases ${name}`,
    document: collections.PRODUCT_GROUPS_COLLECTION,
    variables: { filter: { _and: [view, filter] }, sort: ['-release_date'], limit: 12, ...extra },
  });
  return [
    {
      name: 'releases newest',
      document: collections.PRODUCT_GROUPS_COLLECTION,
      variables: { filter: view, sort: ['-release_date'], limit: 12 },
    },
    {
      name: 'releases oldest, page 3',
      document: collections.PRODUCT_GROUPS_COLLECTION,
      variables: { filter: view, sort: ['release_date'], limit: 12, offset: 24 },
    },
    releasesWith('EPs', { type: { _eq: 'ep' } }),
    releasesWith('physical', { products: { _some: { distribution: { _eq: 'physical' } } } }),
    releasesWith('of a label', { label: { slug: { _eq: sisterLabel.slug } } }),
    releasesWith('of an artist', { artist: { slug: { _eq: artists[0]!.slug } } }),
    releasesWith('of a year', { 'year(release_date)': { _eq: releaseYear } }),
    releasesWith('with appearances', { featured_artists: { _some: { id: { _eq: appearsOn } } } }),
    releasesWith('without a label', { label: { _null: true } }),
    releasesWith('searched', {}, { search: 'the' }),
    releasesWith('coming', { release_date: { _gt: '$NOW' } }),
    {
      name: 'merch by title',
      document: collections.PRODUCT_GROUPS_COLLECTION,
      variables: {
        filter: { reference_type: { _eq: 'other' }, visibility: { _eq: 'public' }, universe: { _in: ['merch', 'clothing'] } },
        sort: ['title'],
        limit: 12,
      },
    },
    {
      name: 'product groups by catalogue number',
      document: collections.PRODUCT_GROUPS_COLLECTION,
      variables: { filter: { catalogue_number: { _starts_with: 'LT0' } }, sort: ['catalogue_number'], limit: 30 },
    },
  ];
}

async function run(sources: Sources, document: DocumentNode, variables: Variables, preview: boolean): Promise<ExecutionResult> {
  return execute({
    schema,
    document: cache.transformDocument(document),
    variableValues: variables,
    contextValue: { sources, preview, log },
  });
}

/**
 * What legitimately differs between the two sources:
 * - `sendFrontMessage.messageId`: each message sent gets its own id.
 * Nothing else: ids are the same (the importer keeps them), file ids are the same (uploaded under
 * their own ids) and asset URLs are the site's own `/assets/{id}` either way (decision 0020).
 */
/** A file's own address with its version, which only Directus's files have (decision 0097). */
const VERSIONED_ADDRESS = /^\/assets\/([0-9a-f-]{36})\?v=[0-9a-z]+$/;
/** A file's own address without one, as the embedded source writes `image_url`. */
const PLAIN_ADDRESS = /^\/assets\/([0-9a-f-]{36})$/;

/**
 * What differs between the sources by design, made the same: a Front message id (made anew per
 * message); a picture field's versioned address and the embedded file's id or plain address (one
 * file, named by its id); an image block's file as a versioned address (`url`) and as an id.
 */
function normalise(result: ExecutionResult): unknown {
  return JSON.parse(JSON.stringify(result), (key, value: unknown) => {
    if (key === 'messageId' && typeof value === 'string') return '(message id)';
    if (typeof value === 'string') return (VERSIONED_ADDRESS.exec(value) ?? PLAIN_ADDRESS.exec(value))?.[1] ?? value;
    const file = value as { __typename?: string; id?: string | null; url?: string | null } | null;
    if (file?.__typename === 'ImageBlockFile' && file.id === null && typeof file.url === 'string')
      return { ...file, id: file.url, url: null };
    return value;
  });
}

describe('the site on Directus answers every operation as on the embedded content', () => {
  it('covers every operation of the site', () => {
    const covered = new Set(
      [...cases.map((c) => c.document), services.SEND_FRONT_MESSAGE].map((document) => getOperationAST(document)?.name?.value),
    );
    expect([...covered].sort()).toEqual(siteOperations.map((document) => getOperationAST(document)?.name?.value).sort());
  });

  describe.each([
    ['publicly', false],
    ['in preview', true],
  ])('%s', (_mode, preview) => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { document, variables = {} }) => {
      const [expected, actual] = await Promise.all([
        run(embedded, document, variables, preview),
        run(directus, document, variables, preview),
      ]);
      expect(expected.errors).toBeUndefined();
      expect(firstDifference(normalise(actual), normalise(expected))).toBeNull();
    });
  });

  it('SendFrontMessage', async () => {
    const department = contentFile('contact_forms')[0]!.departments[0]!;
    const variables = {
      channelId: department.channel_id,
      messageData: { name: 'Contract Visitor', email: 'visitor@mail.example', message: 'Hello there, a question.', department },
    };
    const [expected, actual] = await Promise.all([
      run(embedded, services.SEND_FRONT_MESSAGE, variables, false),
      run(directus, services.SEND_FRONT_MESSAGE, variables, false),
    ]);
    expect(expected.errors).toBeUndefined();
    expect(firstDifference(normalise(actual), normalise(expected))).toBeNull();
  });

  it('the demo answers are not empty (the comparison compares something)', async () => {
    const { data } = await run(directus, collections.PRODUCT_GROUPS_COLLECTION, { limit: 500 }, false);
    expect((data as { product_groups: unknown[] }).product_groups.length).toBe(groups.filter((group) => group.status === 'active').length);
  });
});

describe('the source interface on Directus reads as the embedded one', () => {
  const listed: CollectionKey[] = [
    'labels',
    'artists',
    'tags',
    'tracks',
    'products',
    'product_groups',
    'posts',
    'events',
    'playlists',
    'radioShows',
    'pages',
    'banners',
    'accordions',
    'contact_forms',
    'email_forms',
    'item_collections',
    'custom_items',
    'jobs_accounts',
  ];

  it.each(
    listed.flatMap(
      (collection) =>
        [
          [collection, false],
          [collection, true],
        ] as const,
    ),
  )('list %s (preview %s)', async (collection, preview) => {
    // Every item, in id order (pages come in file-name order from the embedded source).
    const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => Number(a.id) - Number(b.id));
    const [expected, actual] = await Promise.all([
      embedded.content.list(collection, { limit: -1 }, { preview }).then(byId),
      directus.content.list(collection, { limit: -1 }, { preview }).then(byId),
    ]);
    expect(expected.length).toBeGreaterThan(0);
    expect(firstDifference(sourceShape(actual), sourceShape(expected))).toBeNull();
  });

  it('reads a listing too long for an address (sent as SEARCH) as the embedded source does, and counts it', async () => {
    // 1,500 ids, the catalogue's among them: an address of some 12,000 characters.
    const ids = Array.from({ length: 1_500 }, (_, index) => String(index + 1));
    const query: CollectionQuery = { filter: { id: { _in: ids } }, sort: ['-release_date'], limit: 30 };
    const [expected, actual] = await Promise.all([
      embedded.content.list('product_groups', query, { preview: false }),
      directus.content.list('product_groups', query, { preview: false }),
    ]);
    expect(expected.length).toBeGreaterThan(0);
    expect(firstDifference(sourceShape(actual), sourceShape(expected))).toBeNull();
    expect(await directus.content.count('product_groups', query, { preview: false })).toBe(
      await embedded.content.count('product_groups', query, { preview: false }),
    );
  });

  it.each([false, true])('counts as the embedded source does: plain, through relations and by search (preview %s)', async (preview) => {
    const queries: [CollectionKey, CollectionQuery][] = [
      ['product_groups', { filter: { reference_type: { _eq: 'release' } } }],
      ['product_groups', { filter: { featured_artists: { _some: { status: { _eq: 'published' } } } } }],
      ['products', { filter: { group: { reference_type: { _eq: 'release' } } } }],
      ['events', { filter: { artists: { _some: { status: { _eq: 'published' } } } } }],
      ['posts', { search: 'tide' }],
    ];
    const counts = await Promise.all(
      queries.map(async ([collection, query]) => [
        await embedded.content.count(collection, query, { preview }),
        await directus.content.count(collection, query, { preview }),
      ]),
    );
    expect(counts.every(([expected]) => expected! > 0)).toBe(true);
    expect(counts.map(([, actual]) => actual)).toEqual(counts.map(([expected]) => expected));
  });

  it.each([
    ['pages', ['draft']],
    ['pages', ['archived', 'published']],
    ['artists', ['draft']],
    ['product_groups', ['inactive']],
  ] as const)('preview with the status list: %s %p', async (collection, status) => {
    const query = { limit: -1, status: [...status] };
    const [expected, actual] = await Promise.all([
      embedded.content.list(collection, query, { preview: true }),
      directus.content.list(collection, query, { preview: true }),
    ]);
    expect(actual.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
  });

  it.each([false, true])('site settings and cookie configuration (preview %s)', async (preview) => {
    const [expected, actual] = await Promise.all([
      embedded.content.getSiteSettings({ preview }),
      directus.content.getSiteSettings({ preview }),
    ]);
    expect(firstDifference(sourceShape(actual), sourceShape(expected))).toBeNull();
    expect(firstDifference(await directus.content.getCookieConfiguration(), await embedded.content.getCookieConfiguration())).toBeNull();
  });

  it('every file', async () => {
    const ids = contentFile('files').map((file) => file.id);
    // A few at a time, as pages ask: 1 251 requests at once would only measure Directus's queue.
    const actual = [];
    for (let start = 0; start < ids.length; start += 25) {
      actual.push(...(await Promise.all(ids.slice(start, start + 25).map((id) => directus.content.getFile(id)))));
    }
    const expected = await Promise.all(ids.map((id) => embedded.content.getFile(id)));
    expect(firstDifference(actual, expected)).toBeNull();
  });
});

/**
 * Items as plain data. A relation that leads back to an item already on the path (a product's
 * group lists the product) is cut there: the embedded source shares one object, Directus answers a
 * copy. The reverse lists the Directus source leaves empty — an artist's product groups and a tag's
 * posts, which exist for filters and which no resolver reads — are left out.
 */
function sourceShape(value: unknown, path: Record<string, unknown>[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => sourceShape(entry, path));
  const item = value as Record<string, unknown>;
  const signature = (candidate: Record<string, unknown>) => `${String(candidate.id)}|${Object.keys(candidate).sort().join(',')}`;
  if ('id' in item && path.some((ancestor) => signature(ancestor) === signature(item))) return `(back to ${String(item.id)})`;
  const entries = Object.entries(item).filter(([key, entry]) => !(Array.isArray(entry) && (key === 'product_groups' || key === 'posts')));
  return Object.fromEntries(entries.map(([key, entry]) => [key, sourceShape(entry, [...path, item])]));
}
