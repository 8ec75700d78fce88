import pino from 'pino';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache, type RenderedPage } from '../../server/cache/page-cache';
import { createLocalTagInvalidations } from '../../server/cache/tag-invalidations';
import type { ReadScope } from '../../server/sources/content/shared-reads';

const log = pino({ level: 'silent' });

/** A cache whose renders record the read scope they were given. */
function setup() {
  const scopes: (string | undefined)[] = [];
  const clocks: (number | undefined)[] = [];
  const render = async (url: string, _nonce: string, _log: unknown, readScope?: ReadScope): Promise<RenderedPage> => {
    scopes.push(readScope?.key);
    clocks.push(readScope?.now());
    return { status: 200, html: `<p>${url}</p>`, complete: true, tags: ['i:posts:1'] };
  };
  const invalidations = createLocalTagInvalidations();
  const cache = new PageCache({
    store: createMemoryPageStore(1_000_000),
    render,
    ttlMs: 60_000,
    staleMs: 60_000,
    invalidations,
    now: () => 42_000,
  });
  return { cache, scopes, clocks, invalidations };
}

describe('the read scope a cache gives its renders', () => {
  it('is the same for renders that began with no edit between them, and another after an edit', async () => {
    const { cache, scopes, clocks, invalidations } = setup();
    await Promise.all(['/a', '/b'].map((url) => cache.get(pageCacheKey(url)!, log)));
    await invalidations.invalidate(['i:posts:1']);
    await cache.get(pageCacheKey('/c')!, log);

    expect(scopes).toHaveLength(3);
    expect(scopes[0]).toEqual(expect.any(String));
    expect(scopes[1]).toBe(scopes[0]);
    expect(scopes[2]).not.toBe(scopes[0]);
    // Kept reads are timed by the cache's own clock (a test's fake one here).
    expect(clocks).toEqual([42_000, 42_000, 42_000]);
  });

  it("is never another cache's (two replicas in one process do not share reads)", async () => {
    const [first, second] = [setup(), setup()];
    await first.cache.get(pageCacheKey('/a')!, log);
    await second.cache.get(pageCacheKey('/a')!, log);
    expect(first.scopes[0]).not.toBe(second.scopes[0]);
  });
});
