import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * When content behind a tag last changed, so that no render older than an edit is ever stored
 * (the publish/render race; decision 0093). Not a clock: a counter that every invalidation moves
 * on. A render takes a mark before it reads anything; before and after storing, the cache asks
 * whether any of the page's tags changed since that mark. Checking after the write closes the gap
 * between the check and the write: an edit that came in between is seen and the page removed,
 * and one that came later finds the page in its tag index and re-renders it.
 */
export interface TagInvalidations {
  mark(): Promise<InvalidationMark>;
  /** Records that the content behind these tags changed now. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Whether any of these tags was invalidated after the mark was taken. */
  changedSince(tags: readonly string[], mark: InvalidationMark): Promise<boolean>;
}

/** This replica's count, and the fleet's in Redis (null without Redis, or while it is down). */
export interface InvalidationMark {
  local: number;
  shared: number | null;
}

/** Tags remembered per replica; one forgotten counts as changed for every render older than it. */
const REMEMBERED_TAGS = 100_000;

/** How long Redis remembers a tag's last change: far longer than any render may take. */
export const SHARED_TAG_MEMORY_MS = 60 * 60 * 1000;
const CLOCK_KEY = 'label-site:tag-clock';
const CHANGED_PREFIX = 'label-site:tag-changed:';

/** One replica's record, in memory. */
export function createLocalTagInvalidations(): TagInvalidations {
  let count = 0;
  // Below this count nothing is known any more: renders marked earlier count as outdated.
  let forgottenUpTo = 0;
  const changedAt = new LRUCache<string, number>({
    max: REMEMBERED_TAGS,
    dispose: (at, _tag, reason) => {
      if (reason === 'evict') forgottenUpTo = Math.max(forgottenUpTo, at);
    },
  });
  return {
    async mark() {
      return { local: count, shared: null };
    },
    async invalidate(tags) {
      count++;
      for (const tag of tags) changedAt.set(tag, count);
    },
    async changedSince(tags, mark) {
      return forgottenUpTo > mark.local || tags.some((tag) => (changedAt.peek(tag) ?? 0) > mark.local);
    },
  };
}

/**
 * The fleet's record in Redis, beside this replica's own: an edit reported to any replica holds
 * back every replica's older renders. While Redis cannot answer, the replica's own record decides.
 */
export function createSharedTagInvalidations(redis: Redis, local = createLocalTagInvalidations()): TagInvalidations {
  const changedKey = (tag: string) => CHANGED_PREFIX + tag;
  return {
    async mark() {
      const { local: own } = await local.mark();
      try {
        return { local: own, shared: Number((await redis.get(CLOCK_KEY)) ?? 0) };
      } catch {
        return { local: own, shared: null };
      }
    },
    async invalidate(tags) {
      await local.invalidate(tags);
      const count = await redis.incr(CLOCK_KEY);
      const pipeline = redis.pipeline();
      for (const tag of tags) pipeline.set(changedKey(tag), count, 'PX', SHARED_TAG_MEMORY_MS);
      const results = await pipeline.exec();
      const failed = results === null ? new Error('tag invalidation not recorded') : results.find(([error]) => error)?.[0];
      if (failed) throw failed;
    },
    async changedSince(tags, mark) {
      if (await local.changedSince(tags, mark)) return true;
      if (mark.shared === null || tags.length === 0) return false;
      try {
        const counts = await redis.mget(tags.map(changedKey));
        return counts.some((count) => count !== null && Number(count) > mark.shared!);
      } catch {
        return false;
      }
    },
  };
}
