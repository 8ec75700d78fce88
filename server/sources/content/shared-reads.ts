import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';

/**
 * Renders for the cache that began with no edit reported between them (the same invalidation mark,
 * tag-invalidations.ts) share their content reads for a moment: an identical read asked within
 * SHARED_READ_MS of the first answers from it, in flight or done. An edit's wave re-renders several
 * pages at once, and each asked the CMS for the same site settings and lists; now the CMS answers
 * once. A render that began after an edit has another scope, so it never takes a read from before
 * the edit. Outside a running render's scope (preview, the inbox, the catch-up, and background
 * work a render started, whose timers carry its context) every read is its own.
 */
export interface ReadScope {
  /** What the renders that may share reads have in common. */
  key: string;
  /** The clock of the cache the renders are for (epoch ms), which times how long a read is kept. */
  now: () => number;
}

/** Long enough for a wave's renders to meet, short enough that an unreported edit shows as before. */
export const SHARED_READ_MS = 2_000;
/** Reads kept at most: the distinct reads of a couple of seconds of renders. */
const SHARED_READS = 200;

interface KeptRead {
  askedAt: number;
  answer: Promise<unknown>;
}

/** A scope while its render runs: work the render started that outlives it (a timer) reads alone. */
interface LiveScope extends ReadScope {
  rendering: boolean;
}

const scopes = new AsyncLocalStorage<LiveScope>();
const reads = new LRUCache<string, KeptRead>({ max: SHARED_READS });

/** Runs `render` in `scope`; its reads are shared until it ends. */
export async function readsSharedWithin<T>(scope: ReadScope, render: () => Promise<T>): Promise<T> {
  const live: LiveScope = { ...scope, rendering: true };
  try {
    return await scopes.run(live, render);
  } finally {
    live.rendering = false;
  }
}

/** `read()`, or the identical read (`what`) this scope asked within SHARED_READ_MS. A failure is not kept. */
export function sharedRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope?.rendering) return read();
  const key = `${scope.key}\n${what}`;
  const now = scope.now();
  const kept = reads.get(key);
  if (kept && now >= kept.askedAt && now - kept.askedAt < SHARED_READ_MS) return kept.answer as Promise<T>;
  const entry: KeptRead = { askedAt: now, answer: read() };
  reads.set(key, entry);
  entry.answer.catch(() => {
    if (reads.get(key) === entry) reads.delete(key);
  });
  return entry.answer as Promise<T>;
}
