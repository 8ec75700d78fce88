import pino from 'pino';
import { createLayeredPageStore, type PageChange } from '../../server/cache/layered-page-store';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import type { PageStore, StoredPage } from '../../server/cache/page-store';

const logger = pino({ level: 'silent' });

function page(version: number): StoredPage {
  const identity = Buffer.from(`<p>v${version}</p>`);
  return {
    bodies: { br: identity, gzip: identity, identity },
    etag: `W/"v${version}"`,
    headers: {},
    routePath: '/about',
    renderUrl: '/about',
    storedAt: version,
    freshUntil: version + 1_000,
    staleUntil: version + 2_000,
    tags: [],
  };
}

function setup(shared: PageStore = createMemoryPageStore(1_000_000)) {
  const announced: PageChange[][] = [];
  const memory = createMemoryPageStore(1_000_000);
  const store = createLayeredPageStore({ memory, shared, announce: (keys) => announced.push(keys), logger });
  return { store, memory, shared, announced };
}

const down: PageStore = {
  get: () => Promise.reject(new Error('redis down')),
  set: () => Promise.reject(new Error('redis down')),
  delete: () => Promise.reject(new Error('redis down')),
  keys: () => Promise.reject(new Error('redis down')),
  keysTagged: () => Promise.reject(new Error('redis down')),
};

describe("a replica's memory in front of the shared page store", () => {
  it('writes both layers and tells the other replicas which key changed, and to what', async () => {
    const { store, memory, shared, announced } = setup();
    await store.set('-:/about', page(1));
    expect((await memory.get('-:/about'))?.etag).toBe('W/"v1"');
    expect((await shared.get('-:/about'))?.etag).toBe('W/"v1"');
    await store.delete('-:/about');
    expect(await shared.get('-:/about')).toBeUndefined();
    expect(announced).toEqual([[{ key: '-:/about', etag: 'W/"v1"' }], [{ key: '-:/about', etag: null }]]);
  });

  it('answers from memory, and keeps what it read from the shared store', async () => {
    const { store, memory, shared } = setup();
    await shared.set('-:/about', page(1));
    expect((await store.get('-:/about'))?.etag).toBe('W/"v1"');
    expect((await memory.get('-:/about'))?.etag).toBe('W/"v1"');
    await shared.set('-:/about', page(2)); // written by another replica: memory still has v1 until told
    expect((await store.get('-:/about'))?.etag).toBe('W/"v1"');
    expect((await store.getShared!('-:/about'))?.etag).toBe('W/"v2"');
  });

  it('forgets a changed key when told, so the next read is the shared copy', async () => {
    const { store, shared } = setup();
    await store.set('-:/about', page(1));
    await shared.set('-:/about', page(2));
    await store.forget([{ key: '-:/about', etag: 'W/"v2"' }]);
    expect((await store.get('-:/about'))?.etag).toBe('W/"v2"');
    await shared.set('-:/about', page(3));
    await store.forget(null); // messages missed: everything
    expect((await store.get('-:/about'))?.etag).toBe('W/"v3"');
  });

  it('keeps its copy when told the key now holds that same document (re-stored smaller, or rendered unchanged)', async () => {
    const { store, memory, shared } = setup();
    await shared.set('-:/about', page(1));
    await store.get('-:/about');
    const smaller = { ...page(1), bodies: { ...page(1).bodies, br: Buffer.from('b') } };
    await shared.set('-:/about', smaller); // another replica's write of the same document
    await store.forget([{ key: '-:/about', etag: 'W/"v1"' }]);
    expect(memory.getInMemory!('-:/about')?.etag).toBe('W/"v1"');
    // Still read from memory while the shared store is unreachable.
    const { store: cut, memory: cutMemory } = setup(down);
    await cutMemory.set('-:/about', page(1));
    await cut.forget([{ key: '-:/about', etag: 'W/"v1"' }]);
    expect((await cut.get('-:/about'))?.etag).toBe('W/"v1"');
    // Another document, or a removal, outdates it.
    await cut.forget([{ key: '-:/about', etag: 'W/"v2"' }]);
    expect(await cut.get('-:/about')).toBeUndefined();
    await cutMemory.set('-:/about', page(1));
    await cut.forget([{ key: '-:/about', etag: null }]);
    expect(await cut.get('-:/about')).toBeUndefined();
  });

  /** A shared read of v1 under way when `changes` are told: does memory keep what it read? */
  async function keptAfterChangeDuringRead(changes: PageChange[] | null): Promise<boolean> {
    let finishRead!: (value: StoredPage) => void;
    let readStarted!: () => void;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    const slow: PageStore = {
      ...createMemoryPageStore(1_000_000),
      get: () => {
        readStarted();
        return new Promise((resolve) => (finishRead = resolve));
      },
    };
    const { store, memory } = setup(slow);
    const reading = store.get('-:/about');
    await started;
    await store.forget(changes);
    finishRead(page(1));
    expect((await reading)?.etag).toBe('W/"v1"');
    return (await memory.get('-:/about')) !== undefined;
  }

  it('does not keep a shared copy read before a change it was told of', async () => {
    expect(await keptAfterChangeDuringRead([{ key: '-:/about', etag: 'W/"v2"' }])).toBe(false);
    expect(await keptAfterChangeDuringRead([{ key: '-:/about', etag: null }])).toBe(false);
    expect(await keptAfterChangeDuringRead(null)).toBe(false);
  });

  it('keeps a shared copy read during a change to that same document, or of another page', async () => {
    expect(await keptAfterChangeDuringRead([{ key: '-:/about', etag: 'W/"v1"' }])).toBe(true);
    expect(await keptAfterChangeDuringRead([{ key: '-:/news', etag: 'W/"n2"' }])).toBe(true);
  });

  it('works from memory alone while the shared store is down, announcing nothing', async () => {
    const { store, announced } = setup(down);
    await expect(store.set('-:/about', page(1))).resolves.toBeUndefined();
    expect((await store.get('-:/about'))?.etag).toBe('W/"v1"');
    expect(await store.get('-:/news')).toBeUndefined();
    expect(await store.keys('/about')).toEqual(['-:/about']);
    await expect(store.delete('-:/about')).resolves.toBeUndefined();
    expect(await store.get('-:/about')).toBeUndefined();
    expect(announced).toEqual([]);
  });

  it('reads its memory layer synchronously, never the shared store', async () => {
    const { store, shared } = setup();
    await shared.set('-:/about', page(1));
    expect(store.getInMemory!('-:/about')).toBeUndefined();
    await store.get('-:/about');
    expect(store.getInMemory!('-:/about')?.etag).toBe('W/"v1"');
    await store.forget([{ key: '-:/about', etag: null }]);
    expect(store.getInMemory!('-:/about')).toBeUndefined();
  });
});
