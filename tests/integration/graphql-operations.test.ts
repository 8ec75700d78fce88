import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import request from 'supertest';
import { createCache } from '../../shared/graphql/cache';
import * as collections from '../../shared/graphql/collections';
import { siteOperations } from '../../shared/graphql/operations';
import { PAGES_PROFILE } from '../../shared/graphql/pages-profile';
import * as profiles from '../../shared/graphql/profiles';
import * as services from '../../shared/graphql/services';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import type { ContentFiles } from '../../server/sources/content/model';
import { demoHeaderMenuTexts } from '../support/demo-header-menu';
import { createTestSite, repoRoot, testConfig } from '../support/test-site';

/** The demo label as the files hold it, to check answers against real values. */
function contentFile<K extends keyof ContentFiles>(name: K): ContentFiles[K] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'content', `${name}.json`), 'utf8'));
}

/** The exact text the browser's Apollo client sends for a document. */
const cache = createCache();
const sent = (document: DocumentNode) => print(cache.transformDocument(document));

jest.setTimeout(20_000);

let app: RequestListener;
beforeAll(async () => {
  // Production mode: only the site's own operations are answered.
  app = (await createTestSite({ env: { NODE_ENV: 'production' } })).app;
});

async function run(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const res = await request(app)
    .post('/graphql')
    .send({ query: sent(document), variables });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

async function runExpectingError(document: DocumentNode, variables: Record<string, unknown>) {
  const res = await request(app)
    .post('/graphql')
    .send({ query: sent(document), variables });
  expect(res.body.errors).toHaveLength(1);
  return res.body.errors[0].message as string;
}

const now = Date.now();
const artists = contentFile('artists').filter((a) => a.status === 'published');
const groups = contentFile('product_groups');
const releases = groups.filter((g) => g.reference_type === 'release' && g.status === 'active');
const posts = contentFile('posts').filter((p) => p.status === 'published');
const mainLabel = contentFile('labels').find((l) => l.kind === 'main')!;

describe('the site operations against the embedded source', () => {
  it('SiteSettings', async () => {
    const data = await run(SITE_SETTINGS);
    expect(data.site_settings.siteName).toBe('Lumen Tide');
    expect(data.site_settings.headerMenu.map((item: { text: string }) => item.text)).toEqual(demoHeaderMenuTexts);
    expect(data.site_settings.emptyCartLinkUrl).toBe('/releases');
  });

  it('PagesProfile: the index page maps to / and its single-item slots arrive resolved', async () => {
    const { pages } = await run(PAGES_PROFILE, { path: '/' });
    expect(pages).toHaveLength(1);
    expect(pages[0].title).toBe('Lumen Tide');
    // The demo's banners are on /radio, its item collections on /about.
    const slotsOf = async (path: string) => {
      const {
        pages: [page],
      } = await run(PAGES_PROFILE, { path });
      return page.blocks.filter((b: { type: string }) => b.type === 'slot');
    };
    const slots = [...(await slotsOf('/radio')), ...(await slotsOf('/about'))];
    const banner = slots.find((b: { data: { kind: string } }) => b.data.kind === 'banners');
    expect(banner.data.item.title).toEqual(expect.any(String));
    const itemCollection = slots.find((b: { data: { kind: string } }) => b.data.kind === 'item_collections');
    expect(itemCollection.data.item.entries.length).toBeGreaterThan(0);
    for (const entry of itemCollection.data.item.entries) {
      expect(entry.href ?? entry.url).toMatch(/^(\/|https:\/\/)/);
      expect(entry.title ?? entry.name).toEqual(expect.any(String));
    }
  });

  it('Search ranks exact titles first and needs three characters', async () => {
    const target = releases.find((r) => r.label === mainLabel.id && r.visibility === 'public')!;
    const { search } = await run(services.SEARCH, { text: target.title });
    expect(search.product_groups[0].title).toBe(target.title);
    expect(search.product_groups.length).toBeLessThanOrEqual(10);
    const short = await run(services.SEARCH, { text: 'ab' });
    expect(short.search).toMatchObject({ product_groups: [], artists: [], posts: [], events: [] });
  });

  it('Search gives an event its date and a post its publication, so hits of the same name tell apart', async () => {
    const events = contentFile('events').filter((e) => e.status === 'published');
    const repeated = events.find((e) => events.filter((other) => other.title === e.title).length > 1)!;
    const { search } = await run(services.SEARCH, { text: repeated.title });
    const rows = search.events.filter((r: { title: string }) => r.title === repeated.title);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r: { date: string }) => r.date).sort()).toEqual(
      events
        .filter((e) => e.title === repeated.title)
        .map((e) => e.date)
        .sort(),
    );
    const post = posts[0]!;
    const found = await run(services.SEARCH, { text: post.title });
    expect(found.search.posts.find((r: { href: string }) => r.href === `/features/${post.slug}`).date).toBe(post.date_published);
    for (const row of [...found.search.product_groups, ...found.search.artists]) expect(row.date).toBeNull();
  });

  it('Search finds only the main label’s listed, active, non-track product groups', async () => {
    const excluded = groups.filter(
      (g) => g.reference_type === 'track' || g.visibility !== 'public' || g.label !== mainLabel.id || g.status !== 'active',
    );
    for (const group of excluded.slice(0, 5)) {
      const { search } = await run(services.SEARCH, { text: group.title });
      // Rows carry no id (ids repeat across collections): the address names the group.
      expect(search.product_groups.map((r: { href: string }) => r.href)).not.toContain(`/products/${group.slug}`);
    }
  });

  it('PromotedProducts', async () => {
    const { site_settings } = await run(services.PROMOTED_PRODUCTS);
    expect(site_settings.promotedProducts.length).toBeGreaterThan(3);
    for (const { product } of site_settings.promotedProducts) {
      expect(product.prices.map((p: { currency: { code: string } }) => p.currency.code).sort()).toEqual(['EUR', 'GBP', 'USD']);
    }
  });

  it('ArtistsCollection sorts featured artists by sort then name', async () => {
    const data = await run(collections.ARTISTS_COLLECTION, {
      filter: { sort: { _nnull: true } },
      sort: ['sort', 'name'],
      limit: 100,
    });
    const expected = artists
      .filter((a) => a.sort !== null)
      .sort((a, b) => a.sort! - b.sort! || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((a) => a.name);
    expect(data.artists.map((a: { name: string }) => a.name)).toEqual(expected);
  });

  it('ArtistsProfile and ArtistsProductsSummary', async () => {
    const artist = artists[0]!;
    const { artists: found } = await run(profiles.ARTISTS_PROFILE, { slug: artist.slug });
    expect(found[0]).toMatchObject({ name: artist.name, href: `/artists/${artist.slug}`, links: artist.links });
    expect(found[0].image_url).toBe(`/assets/${artist.image}`);
    const gallery = artists.find((a) => (a.images?.length ?? 0) > 0)!;
    const { artists: withGallery } = await run(profiles.ARTISTS_PROFILE, { slug: gallery.slug });
    expect(withGallery[0].images).toEqual(
      gallery.images!.map((id) => ({
        __typename: 'ImageRef',
        id,
        url: `/assets/${id}`,
        width: expect.any(Number),
        height: expect.any(Number),
      })),
    );
    const { artistsProductsSummary } = await run(profiles.ARTISTS_PRODUCTS_SUMMARY, { artistId: artist.id });
    const visibleArtistIds = new Set(artists.map((a) => a.id));
    expect(visibleArtistIds.has(artist.id)).toBe(true);
    expect(artistsProductsSummary.releases).toBe(releases.filter((r) => r.artist === artist.id).length);

    // Events counted apart, upcoming and past, as the artist page lists them.
    const events = contentFile('events').filter((e) => e.status === 'published');
    const eventsOf = (id: string) => events.filter((e) => e.artists?.includes(id));
    const both = artists.find(
      (a) => eventsOf(a.id).some((e) => Date.parse(e.date) >= now) && eventsOf(a.id).some((e) => Date.parse(e.date) < now),
    )!;
    const summary = (await run(profiles.ARTISTS_PRODUCTS_SUMMARY, { artistId: both.id })).artistsProductsSummary;
    expect(summary.upcomingEvents).toBe(eventsOf(both.id).filter((e) => Date.parse(e.date) >= now).length);
    expect(summary.pastEvents).toBe(eventsOf(both.id).filter((e) => Date.parse(e.date) < now).length);
    expect(summary.upcomingEvents).toBeGreaterThan(0);
    expect(summary.pastEvents).toBeGreaterThan(0);
  });

  it('EventsCollection and EventsProfile', async () => {
    const { events } = await run(collections.EVENTS_COLLECTION, { filter: { date: { _gte: '$NOW' } }, sort: ['date'], limit: 16 });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { date: string }) => Date.parse(e.date) >= now - 60_000)).toBe(true);
    const { events: one } = await run(profiles.EVENTS_PROFILE, { slug: events[0].slug });
    expect(one[0].title).toBe(events[0].title);
  });

  it('PlaylistsCollection and RadioShowsCollection', async () => {
    const { playlists } = await run(collections.PLAYLISTS_COLLECTION, { sort: ['-date_published'], limit: 3 });
    expect(playlists).toHaveLength(3);
    const { radioShows } = await run(collections.RADIO_SHOWS_COLLECTION, { sort: ['-episode'], limit: 8 });
    expect(radioShows).toHaveLength(8);
    expect(radioShows[0].episode).toBeGreaterThan(radioShows[7].episode);
  });

  it('PostsCollection filters by tag and integer year, sorted by date', async () => {
    const year = Number(posts[0]!.date_published.slice(0, 4));
    const { posts: found } = await run(collections.POSTS_COLLECTION, {
      filter: { 'year(date_published)': { _eq: year } },
      sort: ['-date_published'],
      limit: 100,
    });
    const expected = posts.filter((p) => p.date_published.startsWith(String(year)));
    expect(found).toHaveLength(expected.length);
    const dates = found.map((p: { date_published: string }) => p.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('PostsCollection rejects other sorts and a non-integer year with clear errors', async () => {
    expect(await runExpectingError(collections.POSTS_COLLECTION, { sort: ['title'] })).toMatch(
      /sort field "title" is not sortable on posts/,
    );
    expect(await runExpectingError(collections.POSTS_COLLECTION, { filter: { 'year(date_published)': { _eq: '2024' } } })).toBe(
      'year(date_published) must be compared with integers',
    );
    expect(await runExpectingError(collections.POSTS_COLLECTION, { filter: { secret: { _eq: 1 } } })).toMatch(
      /Unknown filter field "secret"/,
    );
    expect(await runExpectingError(collections.POSTS_COLLECTION, { limit: 5000 })).toMatch(/limit must be an integer between/);
  });

  it('PostsProfile brings eight more news items, newest first', async () => {
    const post = posts[0]!;
    const data = await run(profiles.POSTS_PROFILE, { slug: post.slug });
    expect(data.posts[0].title).toBe(post.title);
    expect(data.moreNews).toHaveLength(8);
    expect(data.moreNews.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    const dates = data.moreNews.map((p: { date_published: string }) => p.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ProductGroupsCollection and ProductGroupsProfile', async () => {
    const { product_groups } = await run(collections.PRODUCT_GROUPS_COLLECTION, {
      filter: { _and: [{ reference_type: { _eq: 'release' } }, { type: { _eq: 'ep' } }] },
      sort: ['-release_date'],
      limit: 8,
    });
    expect(product_groups).toHaveLength(8);
    expect(product_groups.every((g: { type: string }) => g.type === 'ep')).toBe(true);
    const { product_groups_by_id: group } = await run(profiles.PRODUCT_GROUPS_PROFILE, { id: product_groups[0].id });
    expect(group.title).toBe(product_groups[0].title);
    expect(group.tracks.map((t: { position: number }) => t.position)).toEqual(group.tracks.map((_: unknown, i: number) => i + 1));
    expect(group.products.length).toBeGreaterThan(0);
    expect(group.image_url).toBe(`/assets/${groups.find((g) => g.id === group.id)!.cover_image}`);
    for (const image of group.images) expect(image).toMatchObject({ url: `/assets/${image.id}`, width: expect.any(Number) });
  });

  it('ProductsCollection', async () => {
    const { products } = await run(collections.PRODUCTS_COLLECTION, { filter: { distribution: { _eq: 'physical' } }, limit: 4 });
    expect(products).toHaveLength(4);
    expect(products[0].href).toMatch(/^\/products\/[^/]+\/[^/]+$/);
  });

  it('filter options: tags with posts by name; artists of a label with a sort order', async () => {
    const { tags } = await run(collections.TAG_FILTER_OPTIONS);
    const names = tags.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort());
    const tagged = new Set(posts.flatMap((p) => p.tags));
    expect(tags.every((t: { id: string }) => tagged.has(t.id))).toBe(true);

    const { artists: options } = await run(collections.ARTIST_FILTER_OPTIONS, { labelId: mainLabel.id });
    const onLabel = new Set(releases.filter((r) => r.label === mainLabel.id).map((r) => r.artist));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const artist = artists.find((a) => a.id === option.id)!;
      expect(artist.sort).not.toBeNull();
      expect(onLabel.has(artist.id)).toBe(true);
    }
  });

  it('MediaItems fill the player queue with a release’s previews', async () => {
    const release = releases.find((r) => contentFile('tracks').some((t) => t.product_group === r.id && t.preview))!;
    const { mediaItems } = await run(services.MEDIA_ITEMS, { reference_type: 'release', reference_id: release.id });
    expect(mediaItems.results.length).toBeGreaterThan(0);
    expect(mediaItems.results[0].url).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
  });

  it('PlaylistItems page through a playlist', async () => {
    const playlistId = 'PLlumentideSessions0000000000000001';
    const first = await run(services.PLAYLIST_ITEMS, { playlistId, maxResults: 23 });
    expect(first.playlistItems.items).toHaveLength(23);
    expect(first.playlistItems.nextPageToken).toEqual(expect.any(String));
    const second = await run(services.PLAYLIST_ITEMS, { playlistId, maxResults: 24, pageToken: first.playlistItems.nextPageToken });
    expect(second.playlistItems.items).toHaveLength(36 - 23);
    expect(second.playlistItems.nextPageToken).toBeNull();
  });

  it('BandsintownEvents lists an artist’s upcoming concerts, soonest first', async () => {
    const concerts = contentFile('concert_events');
    const name = concerts[0]!.artistName;
    const { bandsintownEvents } = await run(services.CONCERT_EVENTS, { artistName: name });
    const expected = concerts.filter((c) => c.artistName === name && Date.parse(c.datetime) >= now);
    expect(bandsintownEvents).toHaveLength(expected.length);
    const times = bandsintownEvents.map((e: { datetime: string }) => Date.parse(e.datetime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('Jobs lists the account’s open positions', async () => {
    const { jobs } = await run(services.JOBS, { accountName: 'lumentide' });
    const open = contentFile('jobs').filter((j) => j.accountName === 'lumentide' && j.status === 'Open');
    expect(jobs.map((j: { id: string }) => j.id).sort()).toEqual(open.map((j) => j.id).sort());
    expect(jobs[0].title.label).toEqual(expect.any(String));
  });

  it('CookieConfiguration', async () => {
    const { cookie_configuration } = await run(services.COOKIE_CONFIGURATION);
    expect(cookie_configuration.preferences.items.map((i: { param: string }) => i.param)).toEqual(['a', 'ma']);
  });

  it('SendFrontMessage stores the message in the inbox before answering', async () => {
    const department = contentFile('contact_forms')[0]!.departments[0]!;
    // The contact form's fields: the server builds the support message (to the sender only).
    const messageData = {
      name: 'Ada Example',
      email: 'visitor@mail.example',
      message: 'Hello, I have a question about an order.',
      department,
    };
    const { sendFrontMessage } = await run(services.SEND_FRONT_MESSAGE, { channelId: department.channel_id, messageData });
    expect(sendFrontMessage).toMatchObject({ success: true, messageId: expect.any(String) });
    const { createEmbeddedInbox } = await import('../../server/sources/messages/embedded-inbox');
    const inbox = createEmbeddedInbox({ file: testConfig().inboxFile, channels: [department] });
    try {
      expect(inbox.getMessage(sendFrontMessage.messageId)).toMatchObject({
        subject: `${department.department_name} inquiry from Ada Example`,
        channelId: department.channel_id,
        to: ['visitor@mail.example'],
      });
    } finally {
      inbox.close();
    }
    const unknown = await runExpectingError(services.SEND_FRONT_MESSAGE, {
      channelId: 'cha_missing',
      messageData: { ...messageData, department: { channel_id: 'cha_missing', department_name: 'Missing' } },
    });
    expect(unknown).toContain('Unknown channel ID');
  });

  it('every site operation validates against the schema', async () => {
    const { validate, specifiedRules } = await import('graphql');
    const { createSchema } = await import('../../server/graphql/schema');
    const schema = createSchema();
    for (const document of siteOperations) expect(validate(schema, cache.transformDocument(document), specifiedRules)).toEqual([]);
  });
});

describe('public endpoint hardening in production', () => {
  it('refuses a document that is not one of the site’s own', async () => {
    const res = await request(app).post('/graphql').send({ query: '{ artists(limit: 500) { name } }' }).expect(400);
    expect(res.body.errors[0].message).toBe("Unknown operation: this endpoint answers only the site's own queries");
  });

  it('refuses introspection', async () => {
    const { parse, specifiedRules, validate } = await import('graphql');
    const { createSchema } = await import('../../server/graphql/schema');
    const { defaultQueryLimits, validationRules } = await import('../../server/graphql/validation-rules');
    const rules = [...specifiedRules, ...validationRules(defaultQueryLimits, true)];
    const errors = validate(createSchema(), parse('{ __schema { types { name } } }'), rules);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => /introspection has been disabled/.test(e.message))).toBe(true);
  });
});

describe('outside production', () => {
  it('answers ad-hoc documents but rejects status outside preview, deep nesting and too many aliases', async () => {
    const { app: devApp } = await createTestSite();
    const status = await request(devApp).post('/graphql').send({ query: '{ pages(status: ["draft"]) { title } }' });
    expect(status.body.errors[0].message).toBe('The status variable is only available in preview');
    const deep = await request(devApp)
      .post('/graphql')
      .send({
        query:
          '{ product_groups(limit: 1) { artist { product_groups { artist { product_groups { artist { product_groups { artist { product_groups { artist { name } } } } } } } } } } }',
      })
      .expect(400);
    expect(deep.body.errors[0].message).toMatch(/nested 11 levels deep; the limit is 10/);
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: site_settings { id }`).join(' ');
    const aliased = await request(devApp)
      .post('/graphql')
      .send({ query: `{ ${aliases} }` })
      .expect(400);
    expect(aliased.body.errors[0].message).toMatch(/uses 12 aliases; the limit is 10/);
  });
});
