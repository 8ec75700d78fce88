import type { RequestListener } from 'node:http';
import request from 'supertest';
import { createSharedPageCache, type SharedPageCache } from '../../server/cache/shared-page-cache';
import { createLogger } from '../../server/logger';
import type { ContentSource } from '../../server/sources/content/content-source';
import { readDemoContent } from '../support/demo-content';
import { TestRedisServer } from '../support/redis-server';
import { createTestSite, LogCapture } from '../support/test-site';
import { within } from '../support/within';

const REVALIDATE_SECRET = 'revalidate-webhook-secret-for-tests';

jest.setTimeout(60_000);

/** Content the test can edit, counting every read: a render is what reads content. */
function countedContent(real: ContentSource) {
  const state = { reads: 0, edited: false };
  const content = new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        state.reads++;
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (!state.edited || property !== 'list' || args[0] !== 'pages') return result;
        return (result as { title: string }[]).map((page) => ({ ...page, title: `${page.title} (edited)` }));
      };
    },
  });
  return { state, content };
}

describe('replicas sharing the page cache through Redis', () => {
  let redis: TestRedisServer;
  let counted: ReturnType<typeof countedContent>;
  let shared: SharedPageCache[] = [];
  let apps: RequestListener[] = [];
  const redisLogs = new LogCapture();
  /** Content reads of one render of a page, measured on a replica alone. */
  const oneRender: Record<string, number> = {};

  beforeAll(async () => {
    redis = await TestRedisServer.start();
    const base = await createTestSite();
    counted = countedContent(base.sources.content);
    const alone = await createTestSite({ sources: { content: counted.content } });
    for (const path of ['/about', '/releases', '/news']) {
      const before = counted.state.reads;
      await request(alone.app).get(path).expect(200);
      oneRender[path] = counted.state.reads - before;
      expect(oneRender[path]).toBeGreaterThan(0);
    }
  });

  beforeEach(async () => {
    await redis.start(); // back after a test that killed it
    counted.state.edited = false;
    const logger = createLogger('info', redisLogs);
    shared = [0, 1, 2].map(() =>
      createSharedPageCache({ redisUrl: redis.url, memoryBytes: 8 * 1024 * 1024, renderTimeoutMs: 10_000, logger }),
    );
    apps = [];
    for (const replica of shared) {
      const site = await createTestSite({
        env: { REVALIDATE_SECRET, REDIS_URL: redis.url },
        sources: { content: counted.content },
        deps: { pageStore: replica.store, pageLock: replica.lock, tagInvalidations: replica.invalidations },
      });
      apps.push(site.app);
    }
    // Every replica connected (subscribed too) before the test speaks to it: a replica whose Redis
    // is not connected yet fails fast and renders by itself (its commands are not queued).
    await within(
      10_000,
      () => shared.every((replica) => Object.values(replica.connections).every((connection) => connection.status === 'ready')),
      'replicas connected to Redis',
    );
  });

  afterEach(async () => {
    await Promise.all(shared.map((replica) => replica.close()));
    await redis.kill();
  });

  afterAll(async () => {
    await redis.stop();
  });

  it('renders a page once for the whole fleet, however many replicas miss it at once', async () => {
    const before = counted.state.reads;
    const answers = await Promise.all(apps.flatMap((app) => [request(app).get('/releases'), request(app).get('/releases')]));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(counted.state.reads - before).toBe(oneRender['/releases']);
    // Later visits: hits on every replica, nothing rendered.
    for (const app of apps) expect((await request(app).get('/releases').expect(200)).headers['x-page-cache']).toBe('HIT');
    expect(counted.state.reads - before).toBe(oneRender['/releases']);
  });

  /** Every replica answers the edited /about within 1 s; then the fleet's one re-render has read its content. */
  async function everyReplicaServesTheEditedAboutPageWithinASecond(readsBefore: number) {
    const tookMs = await within(
      1_000,
      async () =>
        (await Promise.all(apps.map((app) => request(app).get('/about')))).every(
          (page) => page.status === 200 && page.text.includes('(edited)'),
        ),
      'the new page on every replica',
      10,
    );
    expect(tookMs).toBeLessThan(1_000);
    await within(2_000, async () => counted.state.reads - readsBefore >= oneRender['/about']!, 'the re-render');
  }

  it('a revalidation sent to one replica: every replica serves the new page within 1 s, rendered once', async () => {
    for (const app of apps) await request(app).get('/about').expect(200);
    for (const app of apps) expect((await request(app).get('/about')).headers['x-page-cache']).toBe('HIT');
    counted.state.edited = true;
    const before = counted.state.reads;
    await request(apps[0]!)
      .post('/api/revalidate')
      .set('Authorization', `Bearer ${REVALIDATE_SECRET}`)
      .send({ paths: ['/about'] })
      .expect(202);
    await everyReplicaServesTheEditedAboutPageWithinASecond(before);
    expect(counted.state.reads - before).toBe(oneRender['/about']);
  });

  it('a content change reported to one replica: every replica serves the new page within 1 s, rendered once, others left alone', async () => {
    const aboutId = readDemoContent<{ id: string }>('pages/about.json').id;
    for (const app of apps) for (const path of ['/about', '/news']) await request(app).get(path).expect(200);
    const before = counted.state.reads;
    counted.state.edited = true;
    // What the Flow on the pages collection sends when an editor saves the about page.
    await request(apps[1]!)
      .post('/api/revalidate')
      .set('Authorization', `Bearer ${REVALIDATE_SECRET}`)
      .send({ event: 'pages.items.update', collection: 'pages', keys: [aboutId], payload: { title: 'About the label (edited)' } })
      .expect(202);
    await everyReplicaServesTheEditedAboutPageWithinASecond(before);
    // One render of /about for the fleet, and none of /news, which does not show the page.
    expect(counted.state.reads - before).toBe(oneRender['/about']);
    for (const app of apps) expect((await request(app).get('/news')).headers['x-page-cache']).toBe('HIT');
  });

  it('Redis killed during load: pages still served (memory or rendered), no 5xx; Redis back: shared again', async () => {
    for (const app of apps) await request(app).get('/about').expect(200);
    // Load: every replica asked for cached and new pages in turn, four at a time, until told to stop.
    const statuses: number[] = [];
    let stop = false;
    const paths = ['/about', '/news', '/releases?page=2', '/about?page=3'];
    const load = Promise.all(
      [0, 1, 2, 3].map(async (worker) => {
        for (let turn = worker; !stop; turn += 4) {
          const app = apps[turn % apps.length]!;
          statuses.push((await request(app).get(paths[turn % paths.length]!)).status);
        }
      }),
    );
    await within(10_000, async () => statuses.length >= 12, 'load under way');
    await redis.kill();
    const killedAt = statuses.length;
    await within(20_000, async () => statuses.length >= killedAt + 24, 'load while Redis is down');
    stop = true;
    await load;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(redisLogs.text).toMatch(/redis unavailable/);

    await redis.start();
    // Reconnected: a page one replica renders is the others' without a render of their own.
    await within(
      10_000,
      async () => {
        const path = `/news?probe=${Date.now()}`;
        await request(apps[0]!).get(path).expect(200);
        const before = counted.state.reads;
        const others = await Promise.all([request(apps[1]!).get(path), request(apps[2]!).get(path)]);
        return others.every((page) => page.status === 200) && counted.state.reads === before;
      },
      'sharing again after Redis returned',
    );
  });

  it('Redis hanging: pages still served (memory, or rendered once its commands time out), no 5xx', async () => {
    for (const app of apps) await request(app).get('/about').expect(200);
    redis.pause();
    try {
      const answers = await Promise.all(apps.flatMap((app) => [request(app).get('/about'), request(app).get('/news?page=4')]));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((_, index) => index % 2 === 0).map((answer) => answer.headers['x-page-cache'])).toEqual(['HIT', 'HIT', 'HIT']);
    } finally {
      redis.resume();
    }
  });
});
