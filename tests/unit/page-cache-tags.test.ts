import pino from 'pino';
import { pageCacheKey } from '../../server/cache/cache-key';
import { createMemoryPageStore } from '../../server/cache/memory-page-store';
import { PageCache, type RenderedPage } from '../../server/cache/page-cache';
import type { PageStore } from '../../server/cache/page-store';
import { createLocalTagInvalidations } from '../../server/cache/tag-invalidations';

const log = pino({ level: 'silent' });
const key = (url: string) => pageCacheKey(url)!;

/**
 * Pages tagged by what they showed (decision 0093): each address shows the items the test says,
 * and a render can be held mid-way, after it read its content, to play the publish/render race.
 */
function setup(showing: Record<string, string[]>, store: PageStore = createMemoryPageStore(50_000_000)) {
  const renders: string[] = [];
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  const version = new Map<string, number>();
  const render = async (url: string): Promise<RenderedPage> => {
    renders.push(url);
    const tags = showing[url] ?? [`i:pages:${url}`];
    // What the content said when this render read it.
    const read = tags.map((tag) => `${tag}@${version.get(tag) ?? 0}`).join(' ');
    if (hold) {
      const { reached, release } = hold;
      hold = null;
      reached();
      await release;
    }
    return { status: 200, html: `<p>${read}</p>`, complete: true, tags };
  };
  const invalidations = createLocalTagInvalidations();
  const cache = new PageCache({ store, render, ttlMs: 60_000, staleMs: 60_000, invalidations });
  return {
    cache,
    renders,
    /** The CMS saved an edit of what these tags stand for. */
    edit: (...tags: string[]) => tags.forEach((tag) => version.set(tag, (version.get(tag) ?? 0) + 1)),
    /** The next render stops once it has read its content, until `release` is called. */
    holdNextRender() {
      let release!: () => void;
      let reached!: () => void;
      const readIt = new Promise<void>((resolve) => (reached = resolve));
      hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
      return { readIt, release: () => release() };
    },
  };
}

const html = async (cache: PageCache, url: string) => (await cache.get(key(url), log)).html;

describe('pages tagged by what they showed', () => {
  it('keeps the tags its render recorded with the stored page', async () => {
    const { cache } = setup({ '/releases/low-tide': ['i:product_groups:g1', 'i:artists:a1', 'f:cover-1'] });
    const answer = await cache.get(key('/releases/low-tide'), log);
    expect(answer.page!.tags).toEqual(['i:product_groups:g1', 'i:artists:a1', 'f:cover-1']);
  });

  it('re-renders exactly the pages carrying an edited tag, on every locale and query, and no other', async () => {
    const showing = {
      '/releases/low-tide': ['i:product_groups:g1', 'i:artists:a1'],
      '/releases': ['c:product_groups', 'i:product_groups:g1', 'i:product_groups:g2'],
      '/artists/nala': ['i:artists:a1', 'c:product_groups:artist'],
      '/about': ['i:pages:about'],
      '/releases/other': ['i:product_groups:g2'],
    };
    const { cache, renders, edit } = setup(showing);
    for (const url of Object.keys(showing)) await cache.get(key(url), log);
    renders.length = 0;

    edit('i:product_groups:g1');
    expect(await cache.revalidateTags(['i:product_groups:g1'], log)).toEqual({ pages: 2, failed: 0 });
    expect(renders.sort()).toEqual(['/releases', '/releases/low-tide']);
    expect(await html(cache, '/releases/low-tide')).toBe('<p>i:product_groups:g1@1 i:artists:a1@0</p>');
    expect(await html(cache, '/releases')).toContain('i:product_groups:g1@1');

    renders.length = 0;
    edit('i:artists:a1');
    expect(await cache.revalidateTags(['i:artists:a1', 'i:artists:a9'], log)).toEqual({ pages: 2, failed: 0 });
    expect(renders.sort()).toEqual(['/artists/nala', '/releases/low-tide']);
    expect(renders).not.toContain('/about');
  });

  it('finds a tag’s pages through its index: with 20,000 pages stored, an edit renders only its own', async () => {
    const store = createMemoryPageStore(500_000_000);
    const { cache, renders } = setup({ '/news/7': ['i:posts:7', 'i:artists:a1'] }, store);
    const stored = (await cache.get(key('/news/7'), log)).page!;
    for (let page = 0; page < 20_000; page++) {
      const { key: other, routePath, renderUrl } = key(`/news/${page}-other`);
      await store.set(other, { ...stored, routePath, renderUrl, tags: [`i:posts:${page}`, 'settings'] });
    }
    renders.length = 0;
    const listed = jest.spyOn(store, 'keys');
    expect(await cache.revalidateTags(['i:artists:a1'], log)).toEqual({ pages: 1, failed: 0 });
    expect(renders).toEqual(['/news/7']);
    // Never a listing of every page.
    expect(listed).not.toHaveBeenCalled();
  });

  it('does not store a render that read the content before an edit of what it showed (publish/render race)', async () => {
    const { cache, renders, edit, holdNextRender } = setup({ '/releases/low-tide': ['i:product_groups:g1'] });
    const held = holdNextRender();
    const visitor = cache.get(key('/releases/low-tide'), log);
    await held.readIt;
    // The editor saves while the render that read the old title is still running.
    edit('i:product_groups:g1');
    const revalidated = cache.revalidateTags(['i:product_groups:g1'], log);
    held.release();
    // That visitor may see what was read when they asked…
    expect((await visitor).html).toBe('<p>i:product_groups:g1@0</p>');
    await revalidated;
    // …but it was never stored: the next visitor gets the edit.
    expect(await html(cache, '/releases/low-tide')).toBe('<p>i:product_groups:g1@1</p>');
    expect(renders).toHaveLength(2);
  });

  it('stores a render in flight across an edit of something it did not show', async () => {
    const { cache, renders, holdNextRender } = setup({ '/about': ['i:pages:about'] });
    const held = holdNextRender();
    const visitor = cache.get(key('/about'), log);
    await held.readIt;
    await cache.revalidateTags(['i:posts:9'], log);
    held.release();
    await visitor;
    expect(await cache.get(key('/about'), log)).toMatchObject({ state: 'hit' });
    expect(renders).toHaveLength(1);
  });

  it('removes a page whose edit came between the check and the write, so the next visitor renders it anew', async () => {
    const store = createMemoryPageStore(50_000_000);
    const { cache, edit } = setup({ '/about': ['i:pages:about'] }, store);
    const write = store.set.bind(store);
    // The edit and its revalidation land after the render's check, before its write: the
    // revalidation finds no stored page to render again.
    jest.spyOn(store, 'set').mockImplementationOnce(async (k, page) => {
      edit('i:pages:about');
      expect(await cache.revalidateTags(['i:pages:about'], log)).toEqual({ pages: 0, failed: 0 });
      await write(k, page);
    });
    expect(await html(cache, '/about')).toBe('<p>i:pages:about@0</p>');
    expect(await html(cache, '/about')).toBe('<p>i:pages:about@1</p>');
  });
});

describe('the record of invalidated tags', () => {
  it('says a tag changed only for marks taken before its invalidation', async () => {
    const invalidations = createLocalTagInvalidations();
    const before = await invalidations.mark();
    await invalidations.invalidate(['i:posts:1']);
    const after = await invalidations.mark();
    expect(await invalidations.changedSince(['i:posts:1'], before)).toBe(true);
    expect(await invalidations.changedSince(['i:posts:2'], before)).toBe(false);
    expect(await invalidations.changedSince(['i:posts:1'], after)).toBe(false);
  });
});
