import pino from 'pino';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache, type RenderedPage } from '../../server/cache/page-cache';

const log = pino({ level: 'silent' });
const key = (url: string) => pageCacheKey(url)!;

/** A renderer the test steers: what the next render returns, and how many ran. */
function fakeRenderer() {
  const state = {
    renders: [] as string[],
    next: (url: string, version: number): RenderedPage => ({ status: 200, html: `<p>${url} v${version}</p>`, complete: true }),
    gate: null as Promise<void> | null,
  };
  const render = async (url: string) => {
    state.renders.push(url);
    if (state.gate) await state.gate;
    return state.next(url, state.renders.length);
  };
  return { state, render };
}

function setup({ ttlMs = 1_000, staleMs = 5_000, maxBytes = 1_000_000 } = {}) {
  let now = 1_000_000;
  const renderer = fakeRenderer();
  const cache = new PageCache({ store: createMemoryPageStore(maxBytes), render: renderer.render, ttlMs, staleMs, now: () => now });
  return { cache, renderer, advance: (ms: number) => (now += ms) };
}

describe('the page cache', () => {
  it('renders on a miss, then answers from the store until the TTL', async () => {
    const { cache, renderer, advance } = setup();
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'miss', status: 200, html: '<p>/about v1</p>' });
    advance(999);
    const hit = await cache.get(key('/about'), log);
    expect(hit).toMatchObject({ state: 'hit', html: '<p>/about v1</p>' });
    expect(hit.etag).toMatch(/^W\//);
    expect(renderer.state.renders).toEqual(['/about']);
  });

  it('serves a stale page once and re-renders it in the background', async () => {
    const { cache, renderer, advance } = setup();
    await cache.get(key('/about'), log);
    advance(1_000);
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'stale', html: '<p>/about v1</p>' });
    await cache.idle();
    expect(renderer.state.renders).toHaveLength(2);
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v2</p>' });
  });

  it('renders again after the stale window, waiting for it', async () => {
    const { cache, renderer, advance } = setup();
    await cache.get(key('/about'), log);
    advance(6_000);
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'miss', html: '<p>/about v2</p>' });
    expect(renderer.state.renders).toHaveLength(2);
  });

  it('shares one render among concurrent misses of a key', async () => {
    const { cache, renderer } = setup();
    let open!: () => void;
    renderer.state.gate = new Promise((resolve) => (open = resolve));
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => cache.get(key('/about?utm_source=x'), log)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    open();
    const pages = await answers;
    expect(renderer.state.renders).toEqual(['/about']);
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
  });

  it('stores only complete 200 pages', async () => {
    const { cache, renderer } = setup();
    renderer.state.next = () => ({ status: 404, html: 'gone', complete: true });
    expect(await cache.get(key('/nope'), log)).toMatchObject({ status: 404, html: 'gone', etag: null, state: 'miss' });
    renderer.state.next = () => ({ status: 200, html: 'partial', complete: false });
    expect(await cache.get(key('/partial'), log)).toMatchObject({ status: 200, etag: null });
    renderer.state.next = () => ({ status: 500, html: 'error', complete: false });
    expect(await cache.get(key('/broken'), log)).toMatchObject({ status: 500, etag: null });
    await cache.get(key('/nope'), log);
    await cache.get(key('/partial'), log);
    expect(renderer.state.renders).toEqual(['/nope', '/partial', '/broken', '/nope', '/partial']);
  });

  it('keeps the last good page when a re-render fails, for the cache and for the visitor', async () => {
    const { cache, renderer, advance } = setup();
    await cache.get(key('/about'), log);
    renderer.state.next = () => ({ status: 500, html: 'error', complete: false });
    advance(1_500);
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'stale', html: '<p>/about v1</p>' });
    await cache.idle();
    advance(10_000); // past the stale window: a miss, whose failed render falls back on the kept page
    expect(await cache.get(key('/about'), log)).toMatchObject({ status: 200, html: '<p>/about v1</p>' });
    renderer.state.next = () => ({ status: 200, html: 'partial', complete: false });
    expect(await cache.get(key('/about'), log)).toMatchObject({ status: 200, html: '<p>/about v1</p>' });
  });

  it('drops a kept page whose address now renders a clean 404 (unpublished)', async () => {
    const { cache, renderer } = setup();
    await cache.get(key('/about'), log);
    renderer.state.next = () => ({ status: 404, html: 'not found', complete: true });
    expect(await cache.revalidatePath('/about', log)).toEqual({ pages: 1, failed: 0 });
    expect(await cache.get(key('/about'), log)).toMatchObject({ status: 404, state: 'miss' });
  });

  it('revalidates a path in every locale and query, and nothing else', async () => {
    const { cache, renderer } = setup();
    for (const url of ['/about', '/gb/about', '/us/about?x=1', '/releases']) await cache.get(key(url), log);
    renderer.state.renders = [];
    expect(await cache.revalidatePath('/about', log)).toEqual({ pages: 3, failed: 0 });
    expect(renderer.state.renders.sort()).toEqual(['/about', '/gb/about', '/us/about?x=1']);
    expect((await cache.get(key('/gb/about'), log)).state).toBe('hit');
    expect((await cache.get(key('/releases'), log)).state).toBe('hit');
  });

  it('reports failed revalidations and keeps serving the page (stale)', async () => {
    const { cache, renderer } = setup();
    await cache.get(key('/about'), log);
    renderer.state.next = () => ({ status: 200, html: 'partial', complete: false });
    expect(await cache.revalidatePath('/about', log)).toEqual({ pages: 1, failed: 1 });
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'stale', html: '<p>/about v1</p>' });
  });

  it('renders again after a revalidation even when a render was already running', async () => {
    const { cache, renderer, advance } = setup();
    await cache.get(key('/about'), log);
    advance(1_500);
    let open!: () => void;
    renderer.state.gate = new Promise((resolve) => (open = resolve));
    await cache.get(key('/about'), log); // stale: a background render starts, reading the old content
    const revalidation = cache.revalidatePath('/about', log);
    await new Promise((resolve) => setTimeout(resolve, 5));
    renderer.state.gate = null;
    open();
    expect(await revalidation).toEqual({ pages: 1, failed: 0 });
    expect(renderer.state.renders).toHaveLength(3); // the running one, then one after the edit
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v3</p>' });
  });

  it('turns every page stale on revalidateAll', async () => {
    const { cache } = setup();
    await cache.get(key('/about'), log);
    await cache.get(key('/releases'), log);
    expect(await cache.revalidateAll(log)).toBe(2);
    expect((await cache.get(key('/about'), log)).state).toBe('stale');
    await cache.idle();
  });

  it('is bounded in bytes: the least recently used page goes first', async () => {
    const { cache, renderer } = setup({ maxBytes: 1_200 });
    renderer.state.next = (url) => ({ status: 200, html: `${url}${'x'.repeat(300)}`, complete: true });
    await cache.get(key('/a'), log);
    await cache.get(key('/b'), log);
    await cache.get(key('/a'), log); // /a used last
    await cache.get(key('/c'), log); // evicts /b
    renderer.state.renders = [];
    expect((await cache.get(key('/a'), log)).state).toBe('hit');
    expect((await cache.get(key('/b'), log)).state).toBe('miss');
  });

  it('renders every time when the store fails, without failing the page', async () => {
    const renderer = fakeRenderer();
    const broken = {
      get: async () => Promise.reject(new Error('store down')),
      set: async () => Promise.reject(new Error('store down')),
      delete: async () => undefined,
      keys: async () => [],
      keysTagged: async () => [],
    };
    const cache = new PageCache({ store: broken, render: renderer.render, ttlMs: 1_000, staleMs: 0 });
    expect(await cache.get(key('/about'), log)).toMatchObject({ status: 200, state: 'miss' });
    expect(await cache.get(key('/about'), log)).toMatchObject({ status: 200, state: 'miss' });
    expect(renderer.state.renders).toHaveLength(2);
  });

  describe('keptInMemory: a hit without waiting (the fast path)', () => {
    it('answers a fresh page synchronously, and nothing for a page never stored', async () => {
      const { cache } = setup();
      expect(cache.keptInMemory(key('/about'), log)).toBeNull();
      await cache.get(key('/about'), log);
      const kept = cache.keptInMemory(key('/about'), log);
      expect(kept).toMatchObject({ state: 'hit' });
      expect(kept!.page.bodies.identity.toString()).toBe('<p>/about v1</p>');
    });

    it('serves a stale page and starts one background re-render, as kept() does', async () => {
      const { cache, renderer, advance } = setup();
      await cache.get(key('/about'), log);
      advance(1_000);
      expect(cache.keptInMemory(key('/about'), log)).toMatchObject({ state: 'stale' });
      expect(cache.keptInMemory(key('/about'), log)).toMatchObject({ state: 'stale' });
      await cache.idle();
      expect(renderer.state.renders).toHaveLength(2);
      expect(cache.keptInMemory(key('/about'), log)!.page.bodies.identity.toString()).toBe('<p>/about v2</p>');
    });

    it('answers nothing past the stale window: that request must wait for a render', async () => {
      const { cache, renderer, advance } = setup();
      await cache.get(key('/about'), log);
      advance(6_000);
      expect(cache.keptInMemory(key('/about'), log)).toBeNull();
      expect(renderer.state.renders).toHaveLength(1);
    });

    it('answers nothing from a store that keeps no copy in this process', async () => {
      const renderer = fakeRenderer();
      const memory = createMemoryPageStore(1_000_000);
      // A networked store: only the async methods.
      const remote = { get: memory.get, set: memory.set, delete: memory.delete, keys: memory.keys, keysTagged: memory.keysTagged };
      const cache = new PageCache({ store: remote, render: renderer.render, ttlMs: 1_000, staleMs: 0 });
      await cache.get(key('/about'), log);
      expect(cache.keptInMemory(key('/about'), log)).toBeNull();
      expect(await cache.kept(key('/about'), log)).toMatchObject({ state: 'hit' });
    });
  });
});
