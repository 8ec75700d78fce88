import type { Logger } from 'pino';
import type { PageCacheKey } from './cache-key';
import { NONCE_PLACEHOLDER, withoutNonce } from './nonce-placeholder';
import type { PageStore, StoredPage } from './page-store';
import { prepareReadyPage, type ReadyPage } from './ready-page';
import type { RenderLock } from './render-lock';
import type { ReadScope } from '../sources/content/shared-reads';
import { createLocalTagInvalidations, type InvalidationMark, type TagInvalidations } from './tag-invalidations';

/** A document rendered in memory for the cache (server/render/render-page.tsx createPageRenderer). */
export interface RenderedPage {
  status: number;
  html: string;
  /** Rendered to the end with all its data: no render error, no data error, no timeout. */
  complete: boolean;
  /** A 503 because the content source failed: when to ask again (Retry-After). */
  retryAfterSeconds?: number;
  /** What the page showed (content-tags.ts), recorded while it rendered. */
  tags?: readonly string[];
}

/**
 * Renders an address with the given nonce; never throws (a failure is a 500 page). Renders given
 * the same `readScope` key began with no edit reported between them and may share content reads
 * for a moment, timed by the scope's clock (server/sources/content/shared-reads.ts).
 */
export type PageRenderer = (url: string, nonce: string, log: Logger, readScope?: ReadScope) => Promise<RenderedPage>;

/** How an answer was found: fresh from the cache, stale (being re-rendered), or rendered for it. */
export type CacheState = 'hit' | 'stale' | 'miss';

export interface CachedAnswer {
  status: number;
  /**
   * The document. A stored page's carries no nonce (sent as it is); a render that was not stored
   * has the nonce placeholder, and the caller puts the response's nonce in.
   */
  html: string;
  /** Only for stored pages: an answer that was not stored has no validator. */
  etag: string | null;
  state: CacheState;
  /** The stored page, ready to send; null for a render that was not stored. */
  page: StoredPage | null;
  /** Passed on from a 503 render (its content source failed) when no good copy is kept. */
  retryAfterSeconds?: number;
}

/** A stored page that may be served now, without a render. */
export interface KeptAnswer {
  page: StoredPage;
  state: 'hit' | 'stale';
}

export interface PageCacheOptions {
  store: PageStore;
  render: PageRenderer;
  ttlMs: number;
  staleMs: number;
  /** Epoch milliseconds; tests pass a fake clock. */
  now?: () => number;
  /** Makes a stored page's bodies and headers (ready-page.ts) from its document and tags; by default brotli 11, no extra headers. */
  prepare?: (html: string, tags: readonly string[], routePath: string) => Promise<ReadyPage>;
  /**
   * Smaller bodies for a page `prepare` made quickly: run after the page is stored and answered,
   * and written over it if the same document is still there (decision 0108). None: `prepare`'s are final.
   */
  recompress?: (page: ReadyPage) => Promise<ReadyPage['bodies']>;
  /**
   * What in a document the fixed CSP would block without a nonce (csp-hashes.ts codeNeedingNonce);
   * a document with any is sent with a nonce and never stored.
   */
  codeNeedingNonce?: (html: string) => string[];
  /** Replicas sharing the store render a page once for the fleet (render-lock.ts); none for one replica. */
  lock?: RenderLock;
  /** Told of each render for the cache and of each fleet-wide render (metrics; decision 0046). */
  observe?: PageCacheObserver;
  /** When tags last changed (tag-invalidations.ts); this process's own record unless given. */
  invalidations?: TagInvalidations;
}

export interface PageCacheObserver {
  /** A render for the cache took this long (real time, whatever the cache's clock). */
  rendered(seconds: number): void;
  /** Under the fleet's lock: this replica rendered, or it took what another stored. */
  fleetRender(outcome: 'rendered' | 'shared'): void;
}

/** Outcome of one render for a key: the stored page when it was good enough to keep. */
interface Fill {
  rendered: RenderedPage;
  stored: StoredPage | null;
}

let caches = 0;

/** Re-renders of one revalidated path run this many at a time (a path may have many queries). */
const REVALIDATE_CONCURRENCY = 4;

/**
 * The page cache's rules, over any PageStore:
 * - fresh (younger than the TTL): served as stored;
 * - stale (within the stale window after it): served as stored, and re-rendered once in the background;
 * - otherwise a miss: rendered (waiting for everything), and every concurrent request for the key
 *   shares that one render;
 * - only complete 200 renders are stored; a complete 404 (the page is gone) removes the stored copy;
 *   a failed or incomplete render never replaces a good page, and a visitor who would get it is
 *   given the last good page instead, if one is kept.
 */
export class PageCache {
  private readonly store: PageStore;
  private readonly render: PageRenderer;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly prepare: (html: string, tags: readonly string[], routePath: string) => Promise<ReadyPage>;
  private readonly codeNeedingNonce: (html: string) => string[];
  private readonly lock: RenderLock | undefined;
  private readonly observe: PageCacheObserver | undefined;
  private readonly invalidations: TagInvalidations;
  private readonly inflight = new Map<string, Promise<Fill>>();
  private readonly recompress: PageCacheOptions['recompress'];
  private readonly recompressing = new Set<Promise<void>>();
  /** Tells this cache's renders apart from another's in the same process (tests, in-process replicas). */
  private readonly id = ++caches;
  /** Route paths being revalidated here (how many revalidations of each are running). */
  private readonly revalidating = new Map<string, number>();

  constructor(options: PageCacheOptions) {
    this.store = options.store;
    this.render = options.render;
    this.ttlMs = options.ttlMs;
    this.staleMs = options.staleMs;
    this.now = options.now ?? Date.now;
    this.prepare = options.prepare ?? ((html) => prepareReadyPage(html, { headers: {}, brotliQuality: 11 }));
    this.codeNeedingNonce = options.codeNeedingNonce ?? (() => []);
    this.recompress = options.recompress;
    this.lock = options.lock;
    this.observe = options.observe;
    this.invalidations = options.invalidations ?? createLocalTagInvalidations();
  }

  /**
   * The stored page if it may be served without a render: fresh, or stale (then re-rendered once in
   * the background). Null when a request must wait for a render. Never renders (HEAD, the fast path).
   */
  async kept(page: PageCacheKey, log: Logger): Promise<KeptAnswer | null> {
    return this.servable(page, await this.read(page.key, log), log);
  }

  /**
   * kept() for a copy this process holds in memory, answered in the same turn (the fast path: a
   * hit costs no promise). Null when memory has none; the store may still have one (kept()).
   */
  keptInMemory(page: PageCacheKey, log: Logger): KeptAnswer | null {
    return this.servable(page, this.store.getInMemory?.(page.key), log);
  }

  private servable(page: PageCacheKey, kept: StoredPage | undefined, log: Logger): KeptAnswer | null {
    if (!kept) return null;
    const now = this.now();
    if (now < kept.freshUntil) return { page: kept, state: 'hit' };
    if (now < kept.staleUntil) {
      this.refreshInBackground(page, log);
      return { page: kept, state: 'stale' };
    }
    return null;
  }

  async get(page: PageCacheKey, log: Logger): Promise<CachedAnswer> {
    const servable = await this.kept(page, log);
    if (servable) return answer(servable.page, servable.state);
    // Past its stale window: rendered again, but still the fallback if that render fails.
    const kept = await this.read(page.key, log);
    const fill = await this.fill(page, log);
    if (fill.stored) return answer(fill.stored, 'miss');
    // However old the kept copy (expired past its stale window too): better than an error page.
    if (isFailure(fill.rendered) && kept) {
      log.warn({ page: page.key, status: fill.rendered.status }, 'render failed: serving the last good page');
      return answer(kept, 'stale');
    }
    return {
      status: fill.rendered.status,
      html: fill.rendered.html,
      etag: null,
      state: 'miss',
      page: null,
      retryAfterSeconds: fill.rendered.retryAfterSeconds,
    };
  }

  /**
   * After an edit: every stored page of the path (each locale and query) turns stale at once and is
   * re-rendered now; resolves when those renders are done. Visitors meanwhile get the stale page,
   * and keep getting it if its re-render fails. Returns how many pages were re-rendered, and how
   * many of those failed.
   */
  async revalidatePath(routePath: string, log: Logger): Promise<{ pages: number; failed: number }> {
    // Its pages turn stale below; their visitors must not start renders of their own meanwhile.
    this.revalidating.set(routePath, (this.revalidating.get(routePath) ?? 0) + 1);
    try {
      return await this.expireAndRender(routePath, log);
    } finally {
      const left = this.revalidating.get(routePath)! - 1;
      if (left > 0) this.revalidating.set(routePath, left);
      else this.revalidating.delete(routePath);
    }
  }

  /**
   * After an edit of the content behind these tags (content-tags.ts): renders in flight that read it
   * before are not stored, and every stored page carrying one of them is re-rendered now (served as
   * it is meanwhile); resolves when those renders are done. Only the pages of these tags are touched, found
   * through the store's tag index. Returns how many pages were re-rendered, and how many failed.
   */
  async revalidateTags(tags: readonly string[], log: Logger): Promise<{ pages: number; failed: number }> {
    try {
      await this.invalidations.invalidate(tags);
    } catch (error) {
      log.warn({ err: error }, 'tag invalidation not shared: only this replica holds back older renders');
    }
    const keys = await this.list(() => this.store.keysTagged(tags), log);
    // The pages rendered at once stay as they are until their render is done: stale, they would
    // have another replica's visitor start a render of its own, which this wave's would then wait
    // for (decision 0113). The others turn stale now, so that each is re-rendered on its next
    // request should this replica stop before their turn; a page whose render fails turns stale too.
    await this.expireKeys(keys.slice(REVALIDATE_CONCURRENCY), log);
    return this.renderAgain(keys, log);
  }

  private async expireAndRender(routePath: string, log: Logger): Promise<{ pages: number; failed: number }> {
    return this.renderAgain(await this.expire(routePath, log), log);
  }

  private async renderAgain(keys: string[], log: Logger): Promise<{ pages: number; failed: number }> {
    let failed = 0;
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        const kept = await this.read(key, log);
        if (!kept) continue;
        const fill = await this.fill({ key, routePath: kept.routePath, renderUrl: kept.renderUrl }, log, { after: true });
        if (!fill.stored && isFailure(fill.rendered)) failed++;
        // Not stored (failed, or an edit came in while it rendered): the next request renders it.
        if (!fill.stored) await this.expireKeys([key], log);
      }
    };
    await Promise.all(Array.from({ length: Math.min(REVALIDATE_CONCURRENCY, keys.length) }, worker));
    return { pages: keys.length, failed };
  }

  /** Every stored page turns stale: each is re-rendered on its next request. Returns how many. */
  async revalidateAll(log: Logger): Promise<number> {
    return (await this.expire(undefined, log)).length;
  }

  /** Resolves once no render and no recompression is running (tests). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0 || this.recompressing.size > 0) {
      await Promise.allSettled([...this.inflight.values(), ...this.recompressing]);
    }
  }

  private async expire(routePath: string | undefined, log: Logger): Promise<string[]> {
    return this.expireKeys(await this.list(() => this.store.keys(routePath), log), log);
  }

  /** Keys from the store; none when it cannot list them (a networked store that is down). */
  private async list(keys: () => Promise<string[]>, log: Logger): Promise<string[]> {
    try {
      return await keys();
    } catch (error) {
      log.warn({ err: error }, 'page store listing failed');
      return [];
    }
  }

  /** These pages turn stale now (served while re-rendered); returns the keys given. */
  private async expireKeys(keys: string[], log: Logger): Promise<string[]> {
    const now = this.now();
    for (const key of keys) {
      const kept = await this.read(key, log);
      if (!kept) continue;
      await this.write(
        key,
        { ...kept, freshUntil: Math.min(kept.freshUntil, now), staleUntil: Math.max(kept.staleUntil, now + this.staleMs) },
        log,
      );
    }
    return keys;
  }

  private refreshInBackground(page: PageCacheKey, log: Logger) {
    if (this.inflight.has(page.key) || this.revalidating.has(page.routePath)) return;
    this.fill(page, log).then(
      (fill) => {
        if (!fill.stored && isFailure(fill.rendered)) log.warn({ page: page.key }, 'background re-render failed: the last good page stays');
      },
      (error) => log.error({ err: error, page: page.key }, 'background re-render failed'),
    );
  }

  /**
   * One render per key at a time. `after` (revalidation): a render already running may have read
   * the content before the edit, so wait for it and render again.
   */
  private async fill(page: PageCacheKey, log: Logger, { after = false } = {}): Promise<Fill> {
    const running = this.inflight.get(page.key);
    if (running && !after) return running;
    if (running) await running.catch(() => undefined);
    // Another render that started after the one waited for has read the edited content too.
    const again = this.inflight.get(page.key);
    if (again) return again;
    const fill = (this.lock ? this.renderForFleet(page, log, this.lock, after) : this.renderAndStore(page, log)).finally(() =>
      this.inflight.delete(page.key),
    );
    this.inflight.set(page.key, fill);
    return fill;
  }

  /**
   * The fleet's version of the one-render rule: the lock's holder renders; a replica that waited for
   * another's render takes what it stored. After an edit (`after`), what it stored counts only if
   * its render began after the revalidation did; otherwise the lock is taken again, and a render
   * that began after that second wait has read the edit. A lock that cannot be had (the shared
   * store is down) means rendering here.
   */
  private async renderForFleet(page: PageCacheKey, log: Logger, lock: RenderLock, after: boolean): Promise<Fill> {
    // After an edit, only a render that began once the revalidation had begun has read the edit.
    const editedBy = after ? this.now() : -Infinity;
    for (let waits = after ? 2 : 1; ;) {
      let held;
      try {
        held = await lock.acquire(page.key);
      } catch (error) {
        // The connection logs the outage once; per request this is detail.
        log.debug({ err: error, page: page.key }, 'render lock unavailable: rendering here');
        return this.renderAndStore(page, log);
      }
      if (held) {
        try {
          this.observe?.fleetRender('rendered');
          return await this.renderAndStore(page, log);
        } finally {
          await held.release().catch((error: unknown) => log.warn({ err: error, page: page.key }, 'render lock release failed'));
        }
      }
      const shared = await this.readShared(page.key, log);
      const usable = shared && this.now() < shared.freshUntil && shared.storedAt >= editedBy;
      if (!usable && --waits > 0) continue;
      if (shared && usable) {
        this.observe?.fleetRender('shared');
        return { rendered: { status: 200, html: shared.bodies.identity.toString('utf8'), complete: true }, stored: shared };
      }
      // The holder stored nothing (its render failed or it gave up): render here.
      return this.renderAndStore(page, log);
    }
  }

  private async renderAndStore(page: PageCacheKey, log: Logger): Promise<Fill> {
    // A page is as old as the content it read: storedAt is when its render began (also for `Age`).
    const startedAt = this.now();
    const mark = await this.invalidations.mark();
    const began = process.hrtime.bigint();
    const rendered = await this.render(page.renderUrl, NONCE_PLACEHOLDER, log, this.readScope(mark));
    this.observe?.rendered(Number(process.hrtime.bigint() - began) / 1e9);
    const now = this.now();
    if (rendered.status === 200 && rendered.complete) {
      const html = withoutNonce(rendered.html);
      const blocked = this.codeNeedingNonce(html);
      if (blocked.length > 0) {
        // Sent with a nonce, as rendered; storing it would need a nonce per response (decision 0029).
        log.warn({ page: page.key, blocked }, 'page has code the fixed CSP does not name: not cached');
        return { rendered, stored: null };
      }
      const tags = rendered.tags ?? [];
      // An edit of what the page showed came in while it rendered: the revalidation renders it again.
      if (await this.invalidations.changedSince(tags, mark)) {
        log.debug({ page: page.key }, 'render read content edited meanwhile: not stored');
        return { rendered, stored: null };
      }
      const stored: StoredPage = {
        ...(await this.prepare(html, tags, page.routePath)),
        routePath: page.routePath,
        renderUrl: page.renderUrl,
        storedAt: startedAt,
        freshUntil: now + this.ttlMs,
        staleUntil: now + this.ttlMs + this.staleMs,
        tags,
      };
      await this.write(page.key, stored, log);
      if (await this.invalidations.changedSince(tags, mark)) {
        // The edit came between the check and the write: the next request renders it anew.
        await this.remove(page.key, log);
        return { rendered, stored: null };
      }
      this.storeSmallerLater(page.key, stored, mark, log);
      return { rendered, stored };
    }
    if (!isFailure(rendered)) {
      // A complete answer other than 200 (the page is gone): a kept copy must not outlive it.
      await this.remove(page.key, log);
    } else {
      log.debug({ page: page.key, status: rendered.status, complete: rendered.complete }, 'render not cached');
    }
    return { rendered, stored: null };
  }

  /** What renders of this cache that began under the same mark have in common (another cache's never match), on its clock. */
  private readScope(mark: InvalidationMark): ReadScope {
    return { key: `${this.id}:${mark.local}:${mark.shared ?? 'none'}`, now: this.now };
  }

  /**
   * The page is stored and answered with bodies made quickly; the smaller ones replace them when
   * ready, only over the same document (another render may have stored since) and only if nothing
   * it showed was edited since its render began. An edit that lands between the read and the write
   * is seen after it, and the page turns stale again, as the edit's revalidation had made it.
   */
  private storeSmallerLater(key: string, stored: StoredPage, mark: InvalidationMark, log: Logger): void {
    if (!this.recompress) return;
    const recompress = this.recompress;
    const work = (async () => {
      const bodies = await recompress(stored);
      if (await this.invalidations.changedSince(stored.tags, mark)) return;
      const current = await this.read(key, log);
      if (!current || current.etag !== stored.etag) return;
      await this.write(key, { ...current, bodies }, log);
      if (await this.invalidations.changedSince(stored.tags, mark)) await this.expireKeys([key], log);
    })()
      .catch((error: unknown) => log.warn({ err: error, page: key }, 'recompressing a stored page failed: it keeps its first bodies'))
      .finally(() => this.recompressing.delete(work));
    this.recompressing.add(work);
  }

  // A store that fails (a networked one) degrades to rendering every request, never to an error.
  private async read(key: string, log: Logger): Promise<StoredPage | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      log.warn({ err: error }, 'page store read failed');
      return undefined;
    }
  }

  /** The copy every replica shares, past a replica's own layer in front of it (layered-page-store.ts). */
  private async readShared(key: string, log: Logger): Promise<StoredPage | undefined> {
    try {
      return await (this.store.getShared ? this.store.getShared(key) : this.store.get(key));
    } catch (error) {
      log.warn({ err: error }, 'page store read failed');
      return undefined;
    }
  }

  private async write(key: string, page: StoredPage, log: Logger): Promise<void> {
    try {
      await this.store.set(key, page);
    } catch (error) {
      log.warn({ err: error }, 'page store write failed');
    }
  }

  private async remove(key: string, log: Logger): Promise<void> {
    try {
      await this.store.delete(key);
    } catch (error) {
      log.warn({ err: error }, 'page store delete failed');
    }
  }
}

/** A render that must not replace a good page: the server failed, or a part of the page did. */
function isFailure(rendered: RenderedPage): boolean {
  return rendered.status >= 500 || !rendered.complete;
}

function answer(page: StoredPage, state: CacheState): CachedAnswer {
  return {
    status: 200,
    // Decoded only when read: hits are sent from the bodies.
    get html() {
      return page.bodies.identity.toString('utf8');
    },
    etag: page.etag,
    state,
    page,
  };
}
