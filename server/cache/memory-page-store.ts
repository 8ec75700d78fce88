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
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => readyPageBytes(page) + key.length + 100,
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
  };
}
