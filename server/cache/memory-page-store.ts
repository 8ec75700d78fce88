import { LRUCache } from 'lru-cache';
import type { PageStore, StoredPage } from './page-store';
import { readyPageBytes } from './ready-page';

/**
 * The in-memory page store: least recently used pages go first once `maxBytes` is reached. Sizes
 * are the bytes of a page's bodies (identity, brotli and gzip) and headers.
 * Expiry is the page cache's business, not the store's: an expired page is kept until it is
 * evicted or replaced, so a failing re-render can fall back on it.
 */
export function createMemoryPageStore(maxBytes: number): PageStore {
  // Per tag, the keys of the pages carrying it: kept in step with the pages, whatever removes one.
  const tagged = new Map<string, Set<string>>();
  const index = (key: string, tags: readonly string[], add: boolean) => {
    for (const tag of tags) {
      const keys = tagged.get(tag) ?? new Set<string>();
      if (add) tagged.set(tag, keys.add(key));
      else if (keys.delete(key) && keys.size === 0) tagged.delete(tag);
    }
  };
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => readyPageBytes(page) + key.length + 100,
    // Evicted, deleted or replaced: the old copy's tags no longer lead to the key.
    dispose: (page, key) => index(key, page.tags, false),
  });
  return {
    async get(key) {
      return pages.get(key);
    },
    getInMemory(key) {
      return pages.get(key);
    },
    async set(key, page) {
      // A page larger than the whole store is refused by lru-cache (set is a no-op): not cached.
      pages.set(key, page);
      if (pages.peek(key) === page) index(key, page.tags, true);
    },
    async delete(key) {
      pages.delete(key);
    },
    async keys(routePath) {
      const keys: string[] = [];
      // entries() neither refreshes recency nor purges: listing is not using.
      for (const [key, page] of pages.entries()) if (routePath === undefined || page.routePath === routePath) keys.push(key);
      return keys;
    },
    async keysTagged(tags) {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of tagged.get(tag) ?? []) keys.add(key);
      return [...keys];
    },
  };
}
