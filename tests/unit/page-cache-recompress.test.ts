import pino from 'pino';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache, type RenderedPage } from '../../server/cache/page-cache';
import type { ReadyPage } from '../../server/cache/ready-page';
import { createLocalTagInvalidations } from '../../server/cache/tag-invalidations';

const log = pino({ level: 'silent' });
const about = pageCacheKey('/about')!;

/** A page made at once with a marker for its brotli body: `fast:` first, `best:` once recompressed. */
const prepare = async (html: string): Promise<ReadyPage> => ({
  bodies: { br: Buffer.from(`fast:${html}`), gzip: Buffer.from(`gz:${html}`), identity: Buffer.from(html) },
  etag: `W/"${html}"`,
  headers: {},
});

function setup() {
  const memory = createMemoryPageStore(1_000_000);
  // Every brotli body written, in order: what visitors could have been sent at some moment.
  const written: string[] = [];
  const store: typeof memory = {
    ...memory,
    set: (key, page) => {
      written.push(page.bodies.br.toString());
      return memory.set(key, page);
    },
  };
  let version = 0;
  const render = async (): Promise<RenderedPage> => ({ status: 200, html: `<p>v${++version}</p>`, complete: true, tags: ['i:posts:1'] });
  // Each recompression waits until the test lets it finish.
  const pending: { page: ReadyPage; finish: () => void }[] = [];
  const recompress = (page: ReadyPage) =>
    new Promise<ReadyPage['bodies']>((resolve) =>
      pending.push({ page, finish: () => resolve({ ...page.bodies, br: Buffer.from(`best:${page.bodies.identity.toString()}`) }) }),
    );
  const invalidations = createLocalTagInvalidations();
  const cache = new PageCache({ store, render, ttlMs: 60_000, staleMs: 60_000, prepare, recompress, invalidations });
  const storedBr = async () => (await store.get(about.key))?.bodies.br.toString();
  return { cache, store, pending, storedBr, invalidations, written };
}

describe('a stored page recompressed in the background', () => {
  it('is answered and stored at once with the fast body, which its best-compressed body then replaces', async () => {
    const { cache, pending, storedBr, store } = setup();
    const answer = await cache.get(about, log);
    expect(answer.page?.bodies.br.toString()).toBe('fast:<p>v1</p>');
    expect(await storedBr()).toBe('fast:<p>v1</p>');
    const before = await store.get(about.key);

    pending[0]!.finish();
    await cache.idle();
    const after = await store.get(about.key);
    expect(after?.bodies.br.toString()).toBe('best:<p>v1</p>');
    // Only the body changes: the same document, validator, headers and times.
    expect({ ...after, bodies: undefined }).toEqual({ ...before, bodies: undefined });
    expect(after?.bodies.identity.toString()).toBe('<p>v1</p>');
  });

  it('does not replace another document stored under the key meanwhile', async () => {
    const { cache, pending, storedBr, written } = setup();
    await cache.get(about, log);
    await cache.revalidatePath('/about', log);
    expect(await storedBr()).toBe('fast:<p>v2</p>');

    // The first document's recompression ends after the second was stored: it is dropped.
    pending[0]!.finish();
    pending[1]!.finish();
    await cache.idle();
    expect(await storedBr()).toBe('best:<p>v2</p>');
    expect(written.filter((body) => body.includes('v1'))).toEqual(['fast:<p>v1</p>', 'fast:<p>v1</p>']);
  });

  it('is not written once content the page showed was edited after its render began', async () => {
    const { cache, pending, storedBr, invalidations } = setup();
    await cache.get(about, log);
    // The edit is known before the recompression ends (its wave has not stored the new page yet).
    await invalidations.invalidate(['i:posts:1']);
    pending[0]!.finish();
    await cache.idle();
    expect(await storedBr()).toBe('fast:<p>v1</p>');
  });

  it('waits for the recompressions in idle(), so a test or a shutdown sees the final body', async () => {
    const { cache, pending, storedBr } = setup();
    await cache.get(about, log);
    let idle = false;
    const waiting = cache.idle().then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    pending[0]!.finish();
    await waiting;
    expect(await storedBr()).toBe('best:<p>v1</p>');
  });
});
