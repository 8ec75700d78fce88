import pino from 'pino';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache, type RenderedPage } from '../../server/cache/page-cache';
import type { RenderLock } from '../../server/cache/render-lock';

const log = pino({ level: 'silent' });
const key = (url: string) => pageCacheKey(url)!;

/** The lock's contract in memory: one holder per key; the others wait for its release, then get null. */
function memoryLock(): RenderLock & { acquired: string[] } {
  const held = new Map<string, Promise<void>>();
  const acquired: string[] = [];
  return {
    acquired,
    async acquire(name) {
      const running = held.get(name);
      if (running) {
        await running;
        return null;
      }
      let release!: () => void;
      held.set(name, new Promise((resolve) => (release = resolve)));
      acquired.push(name);
      return {
        release: async () => {
          held.delete(name);
          release();
        },
      };
    },
  };
}

/** Replicas: each its own PageCache (own in-flight renders), all on one store and one lock. */
function fleet(replicas: number, lock: RenderLock = memoryLock()) {
  let now = 1_000_000;
  const store = createMemoryPageStore(1_000_000);
  const state = { renders: [] as string[], gate: null as Promise<void> | null, failing: false };
  const render = async (url: string): Promise<RenderedPage> => {
    state.renders.push(url);
    const version = state.renders.length;
    if (state.gate) await state.gate;
    if (state.failing) return { status: 503, html: '<p>try again</p>', complete: true };
    // Every page shows the pages collection (one edit's wave re-renders them all) and itself.
    return { status: 200, html: `<p>${url} v${version}</p>`, complete: true, tags: ['c:pages', `i:pages:${url}`] };
  };
  const caches = Array.from(
    { length: replicas },
    () => new PageCache({ store, render, ttlMs: 1_000, staleMs: 5_000, now: () => now, lock }),
  );
  /** Holds every render that starts from now on until the returned function lets them finish. */
  const holdRenders = () => {
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    return () => {
      state.gate = null;
      open();
    };
  };
  return { caches, state, advance: (ms: number) => (now += ms), holdRenders };
}

/** Lets the replicas' pending work run (renders begin, locks are asked for). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the page cache in a fleet (replicas sharing one store and a render lock)', () => {
  it('renders a missed page once for the whole fleet; the others take the stored copy', async () => {
    const { caches, state, holdRenders } = fleet(3);
    const finishRenders = holdRenders();
    const answers = Promise.all(caches.map((cache) => cache.get(key('/about'), log)));
    await settle();
    finishRenders();
    const pages = await answers;
    expect(state.renders).toEqual(['/about']);
    expect(pages.map((page) => page.html)).toEqual(['<p>/about v1</p>', '<p>/about v1</p>', '<p>/about v1</p>']);
    expect(pages.every((page) => page.etag === pages[0]!.etag && page.page !== null)).toBe(true);
  });

  it('re-renders a stale page once for the fleet, each replica serving the stale copy meanwhile', async () => {
    const { caches, state, advance } = fleet(3);
    await caches[0]!.get(key('/about'), log);
    advance(1_500);
    const answers = await Promise.all(caches.map((cache) => cache.get(key('/about'), log)));
    expect(answers.map((answer) => answer.state)).toEqual(['stale', 'stale', 'stale']);
    await Promise.all(caches.map((cache) => cache.idle()));
    expect(state.renders).toHaveLength(2);
    for (const cache of caches) expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v2</p>' });
  });

  it('a revalidation on one replica waits for a render another started before the edit, then renders again', async () => {
    const { caches, state, advance, holdRenders } = fleet(2);
    await caches[0]!.get(key('/about'), log);
    advance(1_500);
    const finishRenders = holdRenders();
    await caches[1]!.get(key('/about'), log); // stale: replica 1 re-renders from the content before the edit
    await settle();
    advance(1); // the edit and its revalidation come after that render began
    const revalidation = caches[0]!.revalidatePath('/about', log);
    await settle();
    finishRenders();
    expect(await revalidation).toEqual({ pages: 1, failed: 0 });
    expect(state.renders).toHaveLength(3);
    expect(await caches[1]!.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v3</p>' });
  });

  it('a revalidation takes the render another replica began after it, without rendering again', async () => {
    const { caches, state, advance, holdRenders } = fleet(2);
    await caches[0]!.get(key('/about'), log);
    advance(1_500);
    const finishRenders = holdRenders();
    // Replica 0 starts re-rendering after the edit; replica 1's revalidation (begun just before) waits for it.
    const revalidation = caches[1]!.revalidatePath('/about', log);
    await caches[0]!.get(key('/about'), log);
    await settle();
    finishRenders();
    expect(await revalidation).toEqual({ pages: 1, failed: 0 });
    await Promise.all(caches.map((cache) => cache.idle()));
    expect(state.renders).toHaveLength(2);
  });

  it("an edit's wave leaves the pages it renders at once as they are: another replica's visitors get them as hits and start no render", async () => {
    const { caches, state, holdRenders } = fleet(2);
    await caches[0]!.get(key('/about'), log);
    const finishRenders = holdRenders();
    const wave = caches[0]!.revalidateTags(['c:pages'], log);
    await settle();
    // Stale, the page would have replica 1 start a render of its own (decision 0113).
    expect(await caches[1]!.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v1</p>' });
    finishRenders();
    expect(await wave).toEqual({ pages: 1, failed: 0 });
    await Promise.all(caches.map((cache) => cache.idle()));
    expect(state.renders).toEqual(['/about', '/about']);
    expect(await caches[1]!.get(key('/about'), log)).toMatchObject({ state: 'hit', html: '<p>/about v2</p>' });
  });

  it('turns stale at once the pages of a wave that wait for a render slot, and any page the wave could not render', async () => {
    const { caches, state, holdRenders } = fleet(2);
    const pages = ['/a', '/b', '/c', '/d', '/e', '/f'];
    for (const page of pages) await caches[0]!.get(key(page), log);
    const finishRenders = holdRenders();
    state.failing = true;
    const wave = caches[0]!.revalidateTags(['c:pages'], log);
    await settle();
    // Four render at once; should this replica stop now, the two waiting are re-rendered on request.
    const states = await Promise.all(pages.map(async (page) => (await caches[1]!.get(key(page), log)).state));
    expect(states.filter((answer) => answer === 'stale')).toHaveLength(2);
    expect(states.filter((answer) => answer === 'hit')).toHaveLength(4);
    finishRenders();
    expect(await wave).toEqual({ pages: 6, failed: 6 });
    await Promise.all(caches.map((cache) => cache.idle()));
    state.failing = false;
    for (const page of pages) expect((await caches[1]!.get(key(page), log)).state).toBe('stale');
  });

  it('renders by itself when the lock cannot be had (the shared store is down)', async () => {
    const broken: RenderLock = { acquire: async () => Promise.reject(new Error('lock down')) };
    const { caches, state } = fleet(2, broken);
    expect(await caches[0]!.get(key('/about'), log)).toMatchObject({ status: 200, state: 'miss', html: '<p>/about v1</p>' });
    expect(state.renders).toEqual(['/about']);
  });

  it('renders by itself when the holder gave up without storing (its render failed)', async () => {
    const lock = memoryLock();
    const { caches, state } = fleet(2, lock);
    // Another replica holds the lock and releases it without storing anything.
    const other = await lock.acquire('-:/about');
    const answer = caches[0]!.get(key('/about'), log);
    await settle();
    expect(state.renders).toEqual([]);
    await other!.release();
    expect(await answer).toMatchObject({ status: 200, state: 'miss', html: '<p>/about v1</p>' });
    expect(state.renders).toEqual(['/about']);
  });
});
