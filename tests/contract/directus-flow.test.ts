/**
 * An editor's save in a real Directus reaches every replica by itself (decisions 0093–0095): the
 * Flow that `cms` setup creates posts the change to the site's webhook (through a proxy the test
 * can cut, as a load balancer having a bad moment would), the replica re-renders the pages that
 * showed it into the cache the fleet shares in Redis, and purges a CDN by their tags; a change
 * whose request was lost is caught up from Directus's activity log; a file replaced under its id
 * reaches pages at a new address (decision 0097). Two built replicas, their page cache shared,
 * reading a Directus of this file's own (a copy of the contract project's: it edits content).
 */
import sharp from 'sharp';
import { applyRevalidationFlow } from '../../cms/lib/apply-flow';
import { DirectusAdmin } from '../../cms/lib/directus-admin';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import { TestRedisServer } from '../support/redis-server';
import { startStubCdn } from '../support/stub-cdn';
import { startSwitchableProxy, type SwitchableProxy } from '../support/switchable-proxy';
import { lastReadWithin, within } from '../support/within';
import { directusEnv, startPrivateDirectus, type ContractDirectus } from './contract-directus';

jest.setTimeout(240_000);

/** How often the replicas read the activity log here: short, for the lost-request case. */
const CATCH_UP_SECONDS = 2;
/** What a test waits at most for a change to show: far beyond what it takes (printed). */
const DEADLINE_MS = 15_000;

interface Release {
  id: string;
  slug: string;
  title: string;
  artist: string;
}

describe('a save in Directus, with two replicas sharing Redis and a CDN in front', () => {
  let directus: ContractDirectus;
  let stopDirectus: () => Promise<void>;
  let admin: DirectusAdmin;
  let redis: TestRedisServer;
  let cdn: Awaited<ReturnType<typeof startStubCdn>>;
  let replicas: SiteProcess[];
  let flowProxy: SwitchableProxy;
  let release: Release;
  let artistPage: string;

  beforeAll(async () => {
    ({ directus, stop: stopDirectus } = await startPrivateDirectus());
    admin = await DirectusAdmin.login(directus.url, directus.admin);
    redis = await TestRedisServer.start();
    cdn = await startStubCdn();
    const env = {
      ...directusEnv(directus),
      REVALIDATE_SECRET: directus.revalidateSecret,
      REDIS_URL: redis.url,
      PAGE_CACHE_SHARED_MAX_AGE_SECONDS: '60',
      CDN_KIND: 'fastly',
      CDN_SERVICE: 'label-site',
      CDN_API_TOKEN: 'stub-cdn-token',
      CDN_API_URL: cdn.url,
      CMS_CATCH_UP_SECONDS: String(CATCH_UP_SECONDS),
    };
    replicas = await Promise.all([startSiteProcess({ env, timeoutMs: 60_000 }), startSiteProcess({ env, timeoutMs: 60_000 })]);
    // The Flow reaches the first replica, as it would reach the load balancer.
    flowProxy = await startSwitchableProxy(replicas[0]!.url);
    await applyRevalidationFlow(admin, { siteUrl: flowProxy.url });

    // A release on its own page, on /releases and on the home page, by an artist with a page.
    const home = (await read(replicas[0]!, '/')).html;
    const releases = (await read(replicas[0]!, '/releases')).html;
    const candidates = await admin.get<Release[]>('/items/product_groups', {
      filter: { status: { _eq: 'active' }, reference_type: { _eq: 'release' }, visibility: { _eq: 'public' }, artist: { _nnull: true } },
      sort: '-release_date',
      fields: 'id,slug,title,artist',
      limit: 40,
    });
    release = candidates.find((group) => [home, releases].every((html) => html.includes(`href="/products/${group.slug}"`)))!;
    expect(release).toBeDefined();
    const [artist] = await admin.get<{ slug: string }[]>('/items/artists', { filter: { id: { _eq: release.artist } }, fields: 'slug' });
    artistPage = `/artists/${artist!.slug}`;
  });

  afterAll(async () => {
    // Its edits go with its own Directus.
    const codes = await Promise.all(replicas.map((replica) => replica.stop()));
    await Promise.all([flowProxy.close(), cdn.close(), redis.stop(), stopDirectus()]);
    expect(codes).toEqual([0, 0]);
  });

  async function read(replica: SiteProcess, path: string) {
    const response = await fetch(replica.url + path);
    return { status: response.status, state: response.headers.get('x-page-cache'), html: await response.text() };
  }

  /** Waits until `path` satisfies `shows` on both replicas; the time from `since`, in ms. */
  async function shownEverywhere(path: string, shows: (page: { status: number; html: string }) => boolean, since: number) {
    for (const replica of replicas) {
      const page = await lastReadWithin(DEADLINE_MS, () => read(replica, path), shows);
      expect({ path, replica: replicas.indexOf(replica), shown: shows(page) }).toEqual({
        path,
        replica: replicas.indexOf(replica),
        shown: true,
      });
    }
    return Date.now() - since;
  }

  const waves = () =>
    replicas.flatMap((replica) => replica.logs).filter((line) => line.msg === 'pages of changed content re-rendered').length;
  /** Purges are sent once a wave's pages are stored: waits for a wave after the `since`th, and every wave's purge. */
  const purgesSettled = (since: number) =>
    within(DEADLINE_MS, () => waves() > since && cdn.purges.length === waves(), 'one CDN purge per wave');
  const purgedTags = () => cdn.purges.flatMap((purge) => (purge.body as { surrogate_keys: string[] }).surrogate_keys);

  it("shows a new title on the release's page, /releases, the home page and the artist's page, on both replicas", async () => {
    const pages = [`/products/${release.slug}`, '/releases', '/', artistPage];
    for (const path of pages) for (const replica of replicas) await read(replica, path);
    expect((await read(replicas[1]!, '/releases')).state).toBe('HIT');

    const before = waves();
    const saved = Date.now();
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title: 'Retitled in Directus' });
    const times: number[] = [];
    for (const path of pages) times.push(await shownEverywhere(path, (page) => page.html.includes('Retitled in Directus'), saved));

    for (const replica of replicas) expect((await read(replica, '/releases')).state).toBe('HIT');
    await purgesSettled(before);
    const wave = replicas.flatMap((replica) => replica.logs).find((line) => line.msg === 'pages of changed content re-rendered');
    process.stdout.write(`[contract] save to fresh on two replicas, 4 pages: ${Math.max(...times)} ms (wave: ${JSON.stringify(wave)})\n`);
    expect(cdn.purges.every((purge) => purge.path === '/service/label-site/purge')).toBe(true);
    expect(purgedTags()).toEqual(expect.arrayContaining([`i:product_groups:${release.id}`, 'c:product_groups:title']));
  });

  it('puts a post created and published on /news, and takes it off when unpublished or deleted', async () => {
    const slug = `a-new-post-${Date.now()}`;
    const post = await admin.request<{ id: string }>('POST', '/items/posts', {
      status: 'draft',
      type: 'news',
      title: 'Written in Directus today',
      slug,
      date_published: new Date().toISOString(),
      summary: 'A post the contract test writes.',
      blocks: [{ id: 'contract-1', type: 'paragraph', data: { text: 'A post the contract test writes.' } }],
    });
    await read(replicas[0]!, '/news');
    const before = waves();

    let saved = Date.now();
    await admin.request('PATCH', `/items/posts/${post.id}`, { status: 'published' });
    await shownEverywhere('/news', (page) => page.html.includes(`/features/${slug}`), saved);
    await shownEverywhere(`/features/${slug}`, (page) => page.status === 200, saved);

    saved = Date.now();
    await admin.request('PATCH', `/items/posts/${post.id}`, { status: 'draft' });
    await shownEverywhere('/news', (page) => !page.html.includes(`/features/${slug}`), saved);
    await shownEverywhere(`/features/${slug}`, (page) => page.status === 404, saved);

    await admin.request('PATCH', `/items/posts/${post.id}`, { status: 'published' });
    await shownEverywhere('/news', (page) => page.html.includes(`/features/${slug}`), Date.now());
    saved = Date.now();
    await admin.request('DELETE', `/items/posts/${post.id}`);
    await shownEverywhere('/news', (page) => !page.html.includes(`/features/${slug}`), saved);
    await shownEverywhere(`/features/${slug}`, (page) => page.status === 404, saved);

    await purgesSettled(before);
    expect(purgedTags()).toEqual(expect.arrayContaining([`i:posts:${post.id}`, 'c:posts']));
  });

  it('serves a new slug at once, and the old address answers 404', async () => {
    const saved = Date.now();
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { slug: `${release.slug}-remastered` });
    await shownEverywhere('/releases', (page) => page.html.includes(`/products/${release.slug}-remastered"`), saved);
    for (const replica of replicas) {
      expect((await read(replica, `/products/${release.slug}-remastered`)).status).toBe(200);
      expect((await read(replica, `/products/${release.slug}`)).status).toBe(404);
    }
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { slug: release.slug });
    await shownEverywhere('/releases', (page) => page.html.includes(`/products/${release.slug}"`), Date.now());
  });

  it("catches up from the activity log when the Flow's request is lost", async () => {
    await shownEverywhere(`/products/${release.slug}`, (page) => page.status === 200, Date.now());
    flowProxy.setMode('cut');
    const before = waves();
    const saved = Date.now();
    await admin.request('PATCH', `/items/product_groups/${release.id}`, { title: 'Saved while the site was unreachable' });
    const took = await shownEverywhere(
      `/products/${release.slug}`,
      (page) => page.html.includes('Saved while the site was unreachable'),
      saved,
    );
    await shownEverywhere('/releases', (page) => page.html.includes('Saved while the site was unreachable'), saved);
    process.stdout.write(`[contract] a lost Flow request caught up in ${took} ms (reads every ${CATCH_UP_SECONDS} s)\n`);
    expect(flowProxy.blocked).toBeGreaterThan(0);
    expect(replicas.flatMap((replica) => replica.logs).some((line) => line.msg === 'content changes caught up from the activity log')).toBe(
      true,
    );
    flowProxy.setMode('up');
    await purgesSettled(before);
  });

  it('shows a replaced cover at a new address on both replicas, which answers the new picture, and purges the CDN', async () => {
    const page = `/products/${release.slug}`;
    const [group] = await admin.get<{ cover_image: string | null }[]>('/items/product_groups', {
      filter: { id: { _eq: release.id } },
      fields: 'cover_image',
    });
    const cover = group!.cover_image!;
    expect(cover).toBeTruthy();
    /** The cover's version in the page: its share card's address ends with it. */
    const versionIn = (html: string) => new RegExp(`/assets/${cover}\\?fit=[^"]*?&amp;v=([0-9a-z]+)"`).exec(html)?.[1] ?? null;
    const before = versionIn((await read(replicas[0]!, page)).html);
    expect(before).not.toBeNull();
    const imported = await admin.fileBytes(cover);

    const green = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const wavesBefore = waves();
    const saved = Date.now();
    await admin.replaceFile(cover, { bytes: green, type: 'image/png', filename: imported.filename });
    const took = await shownEverywhere(page, (shown) => ![null, before].includes(versionIn(shown.html)), saved);
    process.stdout.write(`[contract] a replaced cover at its new address on two replicas: ${took} ms\n`);

    /** The green share of an image's top-left pixel, and its red share. */
    const colour = async (bytes: Buffer) => {
      const { data } = await sharp(bytes).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return { red: data[0]!, green: data[1]! };
    };
    const isGreen = ({ red, green: g }: { red: number; green: number }) => g > 200 && red < 60;
    for (const replica of replicas) {
      const { html } = await read(replica, page);
      const version = versionIn(html)!;
      const coverAddress = new RegExp(`/assets/${cover}\\?fit=[^"]*?&amp;v=${version}`).exec(html)![0].replaceAll('&amp;', '&');
      const optimised = `/_next/image?url=${encodeURIComponent(`/assets/${cover}?v=${version}`)}&w=640&q=75`;
      expect(html).toContain(optimised.replaceAll('&', '&amp;'));
      for (const address of [coverAddress, optimised]) {
        const answer = await fetch(replica.url + address, { headers: { accept: 'image/webp,image/*' } });
        expect({ address, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({
          address,
          status: 200,
          cacheControl: 'public, max-age=31536000, immutable',
        });
        expect({ address, green: isGreen(await colour(Buffer.from(await answer.arrayBuffer()))) }).toEqual({ address, green: true });
      }
      // The address pages had before still answers.
      expect((await fetch(`${replica.url}/_next/image?url=${encodeURIComponent(`/assets/${cover}?v=${before}`)}&w=640&q=75`)).status).toBe(
        200,
      );
    }
    await purgesSettled(wavesBefore);
    expect(purgedTags()).toEqual(expect.arrayContaining([`f:${cover}`]));
  });
});
