import type { Redis } from 'ioredis';
import type { PageStore, StoredPage } from './page-store';
import { decodeStoredPage, encodeStoredPage } from './stored-page-codec';

/**
 * Stored pages in Redis, shared by the replicas (decision 0037): one binary value per page
 * (stored-page-codec.ts), and per route path and per tag a set of its keys, for revalidation. Every value carries
 * an expiry (the page's stale window plus a day to fall back on when a re-render fails), so with
 * `maxmemory-policy volatile-lru` Redis evicts pages, least recently used first, and never keys
 * without an expiry (a queue's jobs). Errors reach the caller (layered-page-store.ts copes).
 */
export const PAGE_KEY_PREFIX = 'label-site:page:';
const ROUTE_INDEX_PREFIX = 'label-site:page-route:';
const TAG_INDEX_PREFIX = 'label-site:page-tag:';
/** How long a page outlives its stale window, as the last good copy for a failed re-render. */
export const KEEP_AFTER_STALE_MS = 24 * 60 * 60 * 1000;

export function createRedisPageStore(redis: Redis, now: () => number = Date.now): PageStore {
  const pageKey = (key: string) => PAGE_KEY_PREFIX + key;
  const routeIndex = (routePath: string) => ROUTE_INDEX_PREFIX + routePath;
  const tagIndex = (tag: string) => TAG_INDEX_PREFIX + tag;
  /** The keys that still name a stored page, in the order given. */
  const present = async (listed: string[]) => {
    if (listed.length === 0) return { present: [], gone: [] };
    const pipeline = redis.pipeline();
    for (const key of listed) pipeline.exists(pageKey(key));
    const results = await pipeline.exec();
    const failed = results === null ? new Error('page keys not listed') : results.find(([error]) => error)?.[0];
    if (failed) throw failed;
    const there = results!.map(([, count]) => count === 1);
    return { present: listed.filter((_, index) => there[index]), gone: listed.filter((_, index) => !there[index]) };
  };
  return {
    async get(key) {
      const value = await redis.getBuffer(pageKey(key));
      if (!value) return undefined;
      try {
        return decodeStoredPage(value);
      } catch {
        // Another version's format, or damaged: as if absent; the next render replaces it.
        return undefined;
      }
    },
    async set(key, page: StoredPage) {
      const expiresInMs = Math.max(page.staleUntil - now(), 0) + KEEP_AFTER_STALE_MS;
      const transaction = redis
        .multi()
        .set(pageKey(key), encodeStoredPage(page), 'PX', expiresInMs)
        .sadd(routeIndex(page.routePath), key)
        .pexpire(routeIndex(page.routePath), expiresInMs);
      // Every page stored lives as long as this one at most, so each index outlives its pages.
      for (const tag of page.tags) transaction.sadd(tagIndex(tag), key).pexpire(tagIndex(tag), expiresInMs);
      const results = await transaction.exec();
      // exec reports a connection that is down in its results (or as null), not by rejecting.
      const failed = results === null ? new Error('page not stored: transaction aborted') : results.find(([error]) => error)?.[0];
      if (failed) throw failed;
    },
    async delete(key) {
      // The indexes keep the key until it is next listed (keys() drops what is gone) or they expire.
      await redis.del(pageKey(key));
    },
    async keys(routePath) {
      if (routePath === undefined) {
        const keys: string[] = [];
        for (let cursor = '0'; ;) {
          const [next, batch] = await redis.scan(cursor, 'MATCH', `${PAGE_KEY_PREFIX}*`, 'COUNT', 500);
          keys.push(...batch.map((name) => name.slice(PAGE_KEY_PREFIX.length)));
          cursor = next;
          if (cursor === '0') return [...new Set(keys)];
        }
      }
      const found = await present(await redis.smembers(routeIndex(routePath)));
      if (found.gone.length > 0) await redis.srem(routeIndex(routePath), ...found.gone);
      return found.present;
    },
    async keysTagged(tags) {
      if (tags.length === 0) return [];
      // The index of a tag may still name pages since re-stored without it: the caller's re-render finds so.
      return (await present(await redis.sunion(...tags.map(tagIndex)))).present;
    },
  };
}
