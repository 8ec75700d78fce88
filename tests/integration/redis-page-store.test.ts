import { Redis } from 'ioredis';
import { pageCacheKey } from '../../server/cache/cache-key';
import type { StoredPage } from '../../server/cache/page-store';
import { prepareReadyPage } from '../../server/cache/ready-page';
import { createRedisPageStore, KEEP_AFTER_STALE_MS, PAGE_KEY_PREFIX } from '../../server/cache/redis-page-store';
import { createRedisRenderLock } from '../../server/cache/redis-render-lock';
import { createSharedTagInvalidations, SHARED_TAG_MEMORY_MS } from '../../server/cache/tag-invalidations';
import { TestRedisServer } from '../support/redis-server';

jest.setTimeout(30_000);

async function page(url: string, html: string, now: number): Promise<StoredPage> {
  const key = pageCacheKey(url)!;
  return {
    ...(await prepareReadyPage(html, { headers: { 'Cache-Control': 'private, no-cache' }, brotliQuality: 5 })),
    routePath: key.routePath,
    renderUrl: key.renderUrl,
    storedAt: now,
    freshUntil: now + 60_000,
    staleUntil: now + 660_000,
    tags: [],
  };
}

describe('stored pages in Redis', () => {
  let server: TestRedisServer;
  let redis: Redis;

  beforeAll(async () => {
    server = await TestRedisServer.start();
    redis = new Redis(server.url, { lazyConnect: true });
    await redis.connect();
  });

  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  it('keeps a page as one value, byte for byte, expiring after its stale window plus a day', async () => {
    const now = Date.now();
    const store = createRedisPageStore(redis, () => now);
    const stored = await page('/about', `<html>${'<p>Lumen Tide</p>'.repeat(500)}</html>`, now);
    await store.set('-:/about', stored);
    const read = (await store.get('-:/about'))!;
    expect(read).toEqual(stored);
    expect(await redis.type(`${PAGE_KEY_PREFIX}-:/about`)).toBe('string');
    const ttl = await redis.pttl(`${PAGE_KEY_PREFIX}-:/about`);
    expect(ttl).toBeGreaterThan(660_000 + KEEP_AFTER_STALE_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(660_000 + KEEP_AFTER_STALE_MS);
    // Raw bodies, not base64: the value is the three bodies plus a small header block.
    const bodies = stored.bodies.identity.length + stored.bodies.br.length + stored.bodies.gzip.length;
    expect(await redis.strlen(`${PAGE_KEY_PREFIX}-:/about`)).toBeLessThan(bodies + 1_000);
  });

  it("lists a route path's keys in every locale and query, dropping those gone from Redis", async () => {
    const now = Date.now();
    const store = createRedisPageStore(redis, () => now);
    for (const url of ['/news', '/us/news', '/news?page=2', '/releases'])
      await store.set(pageCacheKey(url)!.key, await page(url, `<p>${url}</p>`, now));
    expect((await store.keys('/news')).sort()).toEqual(['-:/news', '-:/news?page=2', 'us:/news'].sort());
    await redis.del(`${PAGE_KEY_PREFIX}us:/news`); // evicted
    await store.delete('-:/news?page=2');
    expect(await store.keys('/news')).toEqual(['-:/news']);
    expect(await store.keys()).toEqual(expect.arrayContaining(['-:/news', '-:/releases', '-:/about']));
  });

  it('finds pages by tag through its index, without the pages gone, and never lists every page', async () => {
    const now = Date.now();
    const store = createRedisPageStore(redis, () => now);
    const tagged = async (url: string, tags: string[]) =>
      store.set(pageCacheKey(url)!.key, { ...(await page(url, `<p>${url}</p>`, now)), tags });
    await tagged('/products/low-tide', ['i:product_groups:7', 'i:artists:3']);
    await tagged('/artists/nala', ['i:artists:3', 'c:product_groups:artist']);
    await tagged('/about', ['i:pages:11']);
    const scans = jest.spyOn(redis, 'scan');
    expect((await store.keysTagged(['i:artists:3'])).sort()).toEqual(['-:/artists/nala', '-:/products/low-tide']);
    expect(await store.keysTagged(['i:product_groups:7', 'i:pages:99'])).toEqual(['-:/products/low-tide']);
    await store.delete('-:/artists/nala');
    expect(await store.keysTagged(['i:artists:3'])).toEqual(['-:/products/low-tide']);
    expect(await store.keysTagged([])).toEqual([]);
    expect(scans).not.toHaveBeenCalled();
    // Each tag's index expires with the pages it names.
    expect(await redis.pttl('label-site:page-tag:i:pages:11')).toBeGreaterThan(660_000);
  });

  it("shares when tags last changed between replicas: one replica's edit holds back the other's older render", async () => {
    const [first, second] = [createSharedTagInvalidations(redis), createSharedTagInvalidations(redis)];
    const before = await second.mark();
    await first.invalidate(['i:posts:5']);
    expect(await second.changedSince(['i:posts:5', 'i:posts:6'], before)).toBe(true);
    expect(await second.changedSince(['i:posts:6'], before)).toBe(false);
    expect(await second.changedSince(['i:posts:5'], await second.mark())).toBe(false);
    expect(await redis.pttl('label-site:tag-changed:i:posts:5')).toBeGreaterThan(SHARED_TAG_MEMORY_MS - 5_000);
  });

  it('reads a value that is not a page of this version as absent', async () => {
    const store = createRedisPageStore(redis);
    await redis.set(`${PAGE_KEY_PREFIX}-:/foreign`, 'not a page');
    expect(await store.get('-:/foreign')).toBeUndefined();
  });

  it("lets one replica hold a page's render lock; another waits for its release, then gets null", async () => {
    const lock = createRedisRenderLock(redis, { holdMs: 5_000 });
    const held = (await lock.acquire('-:/about'))!;
    expect(held).not.toBeNull();
    let waited: unknown = 'waiting';
    const waiting = lock.acquire('-:/about').then((result) => (waited = result));
    // Redis answers a connection's commands in order: once this is answered, the second acquire's
    // attempt has been answered too, and it is still waiting.
    await redis.ping();
    expect(waited).toBe('waiting');
    await held.release();
    await waiting;
    expect(waited).toBeNull();
    const again = await lock.acquire('-:/about');
    expect(again).not.toBeNull();
    await again!.release();
  });

  it('frees a page when its holder died: the lock expires after its hold', async () => {
    // Long enough that no pause of a loaded machine between the two calls outlasts it (Redis expires
    // the key in real time; at 200 ms a busy CI once saw it expire before the second call).
    const lock = createRedisRenderLock(redis, { holdMs: 1_000 });
    await lock.acquire('-:/gone'); // never released
    expect(await lock.acquire('-:/gone')).toBeNull(); // waited out the hold
    const next = await lock.acquire('-:/gone');
    expect(next).not.toBeNull();
    await next!.release();
  });
});
