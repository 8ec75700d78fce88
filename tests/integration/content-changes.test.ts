/**
 * The CMS tells the site what changed (a Directus Flow's request), and exactly the pages that
 * showed it are re-rendered, found by the tags their renders recorded (decision 0093).
 */
import request, { type Response } from 'supertest';
import pino from 'pino';
import type { AppDeps } from '../../server/app';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createChangeCatchUp } from '../../server/cache/change-catch-up';
import { createMemoryChangeLedger } from '../../server/cache/change-ledger';
import type { ActivityEntry } from '../../server/sources/content/directus/directus-activity';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import type { ContentSource } from '../../server/sources/content/content-source';
import { readDemoContent } from '../support/demo-content';
import { editableContent } from '../support/editable-content';
import { createTestSite } from '../support/test-site';
import { within } from '../support/within';

jest.setTimeout(30_000);

const REVALIDATE_SECRET = 'revalidate-webhook-secret-for-tests';
const cacheState = (res: Response) => res.headers['x-page-cache'];

interface Release {
  id: string;
  slug: string;
  title: string;
  artist: string | null;
  status: string;
}

async function site(deps: Partial<AppDeps> = {}) {
  const base = await createTestSite();
  const editor = editableContent(base.sources.content);
  const store = createMemoryPageStore(200_000_000);
  // A read can be held once it has read (what it returns is from before any edit made meanwhile).
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  const content: ContentSource = {
    ...editor.content,
    async list(collection, query, options) {
      const items = await editor.content.list(collection, query, options);
      if (hold && collection === 'product_groups') {
        const { reached, release } = hold;
        hold = null;
        reached();
        await release;
      }
      return items;
    },
  };
  /** The next read of releases stops once it has read, until `release` is called. */
  const holdNextReleaseRead = () => {
    let release!: () => void;
    let reached!: () => void;
    const readIt = new Promise<void>((resolve) => (reached = resolve));
    hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    return { readIt, release: () => release() };
  };
  const { app, logs } = await createTestSite({ env: { REVALIDATE_SECRET }, sources: { content }, deps: { pageStore: store, ...deps } });
  /** When the stored page of an address was rendered. */
  const renderedAt = async (path: string) => (await store.get(pageCacheKey(path)!.key))?.storedAt;
  /** What a Directus Flow sends for a change ($trigger), with the webhook's secret. */
  const report = (body: object) => request(app).post('/api/revalidate').set('Authorization', `Bearer ${REVALIDATE_SECRET}`).send(body);
  let waves = 0;
  /** Resolves once the site logged one more wave of re-renders than before; returns its figures. */
  const nextWave = async () => {
    const seen = waves++;
    const done = () => logs.lines.filter((line) => line.msg === 'pages of changed content re-rendered');
    await within(20_000, () => done().length > seen, 'the wave of re-renders');
    return done()[seen] as { pages: number; failed: number; tags: number };
  };
  return { app, logs, editor, report, nextWave, renderedAt, holdNextReleaseRead };
}

/**
 * A release shown on the home page and on the first page of /releases, with its artist's page;
 * linked by no banner (a banner's link is an address an editor typed, not the release), and not
 * among the products the site settings promote on every page.
 */
async function releaseOnTheLists(app: Parameters<typeof request>[0]) {
  const bannerLinks = readDemoContent<{ link_url: string | null }[]>('banners.json').map((banner) => banner.link_url);
  const products = new Map(readDemoContent<{ id: string; group: string }[]>('products.json').map((product) => [product.id, product.group]));
  const promoted = readDemoContent<{ promotedProducts: { product: string }[] }>('settings.json').promotedProducts.map((row) =>
    products.get(row.product),
  );
  const home = (await request(app).get('/').expect(200)).text;
  const releases = (await request(app).get('/releases').expect(200)).text;
  const artists = new Map(readDemoContent<{ id: string; slug: string; status: string }[]>('artists.json').map((a) => [a.id, a]));
  const release = readDemoContent<Release[]>('product_groups.json').find(
    (group) =>
      group.status === 'active' &&
      group.artist &&
      !bannerLinks.includes(`/products/${group.slug}`) &&
      !promoted.includes(group.id) &&
      artists.get(group.artist)?.status === 'published' &&
      home.includes(`href="/products/${group.slug}"`) &&
      releases.includes(`href="/products/${group.slug}"`),
  )!;
  expect(release).toBeDefined();
  return { release, artistPage: `/artists/${artists.get(release.artist!)!.slug}` };
}

describe('a change reported by the CMS', () => {
  it('re-renders its page, the lists, the home page and the artist’s page, and nothing else', async () => {
    const { app, editor, report, nextWave, renderedAt } = await site();
    const { release, artistPage } = await releaseOnTheLists(app);
    const showing = [`/products/${release.slug}`, '/releases', '/', artistPage];
    const others = ['/about', '/news', '/events', '/careers'];
    for (const path of [...showing, ...others]) expect(cacheState(await request(app).get(path).expect(200))).toMatch(/MISS|HIT/);
    const before = new Map<string, number | undefined>();
    for (const path of [...showing, ...others]) before.set(path, await renderedAt(path));

    editor.edit('product_groups', release.id, { title: 'Retitled in the CMS' });
    const answer = await report({
      event: 'product_groups.items.update',
      collection: 'product_groups',
      keys: [release.id],
      payload: { title: 'Retitled in the CMS' },
    }).expect(202);
    expect(answer.body.tags).toEqual(expect.arrayContaining([`i:product_groups:${release.id}`, 'c:product_groups:title']));
    expect(await nextWave()).toMatchObject({ failed: 0 });

    for (const path of showing) {
      const page = await request(app).get(path).expect(200);
      expect({ path, state: cacheState(page) }).toEqual({ path, state: 'HIT' });
      expect({ path, edited: page.text.includes('Retitled in the CMS') }).toEqual({ path, edited: true });
    }
    // Rendered again: the pages that showed it; left alone: the others.
    for (const path of showing) expect({ path, again: (await renderedAt(path))! > before.get(path)! }).toEqual({ path, again: true });
    for (const path of others) expect({ path, renderedAt: await renderedAt(path) }).toEqual({ path, renderedAt: before.get(path) });
  });

  it('never stores a render that read the release before an edit reported while it ran', async () => {
    const { app, editor, report, nextWave, holdNextReleaseRead } = await site();
    const { release } = await releaseOnTheLists(app);
    const path = `/products/${release.slug}`;
    const held = holdNextReleaseRead();
    const visitor = request(app).get(path);
    const answered = visitor.then((res) => res);
    await held.readIt;
    editor.edit('product_groups', release.id, { title: 'Saved while rendering' });
    await report({
      event: 'items.update',
      collection: 'product_groups',
      keys: [release.id],
      payload: { title: 'Saved while rendering' },
    }).expect(202);
    await nextWave();
    held.release();
    // That visitor gets what was read when they asked; it is not kept.
    expect((await answered).text).not.toContain('Saved while rendering');
    const next = await request(app).get(path).expect(200);
    expect(next.headers['x-page-cache']).toBe('MISS');
    expect(next.text).toContain('Saved while rendering');
  });

  it('takes an unpublished release off the lists, and its page answers 404', async () => {
    const { app, editor, report, nextWave } = await site();
    const { release } = await releaseOnTheLists(app);
    await request(app).get(`/products/${release.slug}`).expect(200);
    editor.remove('product_groups', release.id);
    await report({ event: 'items.update', collection: 'product_groups', keys: [release.id], payload: { status: 'archived' } }).expect(202);
    await nextWave();
    await request(app).get(`/products/${release.slug}`).expect(404);
    expect((await request(app).get('/releases').expect(200)).text).not.toContain(`href="/products/${release.slug}"`);
    expect((await request(app).get('/').expect(200)).text).not.toContain(`href="/products/${release.slug}"`);
  });

  it('serves a new slug at once, and the old address no longer', async () => {
    const { app, editor, report, nextWave } = await site();
    const { release } = await releaseOnTheLists(app);
    await request(app).get(`/products/${release.slug}`).expect(200);
    editor.edit('product_groups', release.id, { slug: `${release.slug}-remastered` });
    await report({
      event: 'items.update',
      collection: 'product_groups',
      keys: [release.id],
      payload: { slug: `${release.slug}-remastered` },
    }).expect(202);
    await nextWave();
    expect((await request(app).get('/releases').expect(200)).text).toContain(`href="/products/${release.slug}-remastered"`);
  });

  it('makes one wave of a bulk edit of 100 items', async () => {
    const { app, report, nextWave, logs } = await site();
    await request(app).get('/news').expect(200);
    // Directus reports a bulk edit as one update naming every key (reports arriving apart are
    // gathered too: unit test revalidation-waves).
    const posts = readDemoContent<{ id: string }[]>('posts.json').slice(0, 100);
    await report({ event: 'posts.items.update', collection: 'posts', keys: posts.map((post) => post.id), payload: { title: 'x' } }).expect(
      202,
    );
    // Each post's own tag, and the two list tags every one of them shares.
    expect((await nextWave()).tags).toBe(posts.length + 2);
    await request(app).get('/news').expect(200);
    expect(logs.lines.filter((line) => line.msg === 'pages of changed content re-rendered')).toHaveLength(1);
  });

  it.each<[object, string[]]>([
    [{ event: 'items.update', collection: 'product_groups' }, ['key', 'keys']],
    [{ event: 'items.update', collection: 'directus_users', keys: ['1'] }, ['collection']],
    [{ event: 'items.explode', collection: 'posts', keys: ['1'] }, ['event']],
    [{ event: 'items.update', collection: 'posts', keys: [] }, ['keys']],
    [{ event: 'items.update', collection: 'posts', keys: ['../x'] }, ['keys.0']],
    [{ event: 'items.update', collection: 'posts', key: '1', payload: 'title' }, ['payload']],
    [{ tags: ['i:posts:1', 'no spaces allowed'] }, ['tags.1']],
  ])('answers a bad report %j with 400 naming the fields, and changes nothing', async (body, fields) => {
    const { report, logs } = await site();
    expect((await report(body).expect(400)).body).toEqual({ error: 'Invalid body', fields });
    expect(logs.lines.some((line) => line.msg === 'content change reported')).toBe(false);
  });

  it('catches up from the activity log on a change whose Flow request was lost, and only on that one', async () => {
    // Directus's activity log, as the test writes it beside each edit.
    const entries: ActivityEntry[] = [{ id: 1, action: 'update', collection: 'posts', key: 'older' }];
    const log = {
      latestId: async () => entries.at(-1)!.id,
      after: async (id: number, limit: number) => entries.filter((entry) => entry.id > id).slice(0, limit),
    };
    const changeCatchUp = createChangeCatchUp({
      log,
      ledger: createMemoryChangeLedger(),
      intervalMs: 60_000,
      logger: pino({ level: 'silent' }),
      // The grace a turn gives new entries' reports is the unit test's (change-catch-up.test.ts).
      sleep: () => Promise.resolve(),
    });
    const { app, editor, report, nextWave, logs } = await site({ changeCatchUp });
    try {
      const { release } = await releaseOnTheLists(app);
      await request(app).get(`/products/${release.slug}`).expect(200);
      const edit = (title: string) => {
        editor.edit('product_groups', release.id, { title });
        entries.push({ id: entries.at(-1)!.id + 1, action: 'update', collection: 'product_groups', key: release.id });
      };
      const waves = () => logs.lines.filter((line) => line.msg === 'pages of changed content re-rendered').length;

      // Reported by the Flow: one wave; reading the log adds none.
      edit('Reported by the Flow');
      await report({ event: 'items.update', collection: 'product_groups', keys: [release.id], payload: { title: 'x' } }).expect(202);
      await nextWave();
      await expect(changeCatchUp.pollOnce()).resolves.toMatchObject({ read: 1, missed: 0 });
      expect(waves()).toBe(1);

      // The Flow's request lost: the log's entry re-renders its pages.
      edit('Caught up from the log');
      await expect(changeCatchUp.pollOnce()).resolves.toMatchObject({ read: 1, missed: 1 });
      await nextWave();
      for (const path of [`/products/${release.slug}`, '/releases']) {
        const page = await request(app).get(path).expect(200);
        expect({ path, state: cacheState(page), caught: page.text.includes('Caught up from the log') }).toEqual({
          path,
          state: 'HIT',
          caught: true,
        });
      }
    } finally {
      changeCatchUp.stop();
    }
  });

  it('needs the webhook secret', async () => {
    const { app } = await site();
    await request(app)
      .post('/api/revalidate')
      .send({ event: 'items.update', collection: 'posts', keys: ['1'] })
      .expect(401);
  });
});
