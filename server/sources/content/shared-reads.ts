import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';

/**
 * Renders for the cache that began with no edit reported between them (the same invalidation mark,
 * tag-invalidations.ts) share their content reads for a moment: an identical read asked within
 * SHARED_READ_MS of the first answers from it, in flight or done. An edit's wave re-renders several
 * pages at once, and each asked the CMS for the same site settings and lists; now the CMS answers
 * once. A render that began after an edit has another scope, so it never takes a read from before
 * the edit. Outside a scope (preview, the inbox, catch-up) every read is its own.
 */
const scopes = new AsyncLocalStorage<string>();

/** Long enough for a wave's renders to meet, short enough that an unreported edit shows as before. */
export const SHARED_READ_MS = 2_000;
/** Reads kept at most: the distinct reads of a couple of seconds of renders. */
const SHARED_READS = 200;
// Timed by Date, read on every look-up, so tests can move the clock.
const reads = new LRUCache<string, Promise<unknown>>({ max: SHARED_READS, ttl: SHARED_READ_MS, ttlResolution: 0, perf: { now: () => Date.now() } });

/** Runs `render` in `scope`: what the renders that may share reads have in common. */
export function readsSharedWithin<T>(scope: string, render: () => Promise<T>): Promise<T> {
  return scopes.run(scope, render);
}

/** `read()`, or the identical read (`what`) this scope asked within SHARED_READ_MS. A failure is not kept. */
export function sharedRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (scope === undefined) return read();
  const key = `${scope}\n${what}`;
  const kept = reads.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const started = read();
  reads.set(key, started);
  started.catch(() => {
    if (reads.get(key) === started) reads.delete(key);
  });
  return started;
}
