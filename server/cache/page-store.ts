import type { ReadyPage } from './ready-page';

/**
 * Where cached pages live: the seam between the page cache's rules (page-cache.ts) and its storage.
 * In memory (memory-page-store.ts) for one replica; a shared store such as Redis implements the same
 * interface when several replicas share one cache (DESIGN.md §4). Every method is async so a
 * networked store fits without changing the callers.
 *
 * A stored page: ready to send (bodies per encoding, ETag, header block; ready-page.ts) and what the
 * cache's rules need. Buffers, strings and numbers only, so a networked store keeps it as it is.
 */
export interface StoredPage extends ReadyPage {
  /** The route path without the locale prefix, for purging a path in every locale. */
  routePath: string;
  /** The address it was rendered from (cache-key.ts), to render it again. */
  renderUrl: string;
  /** Epoch milliseconds: when it was rendered, until when it is fresh, until when it may be served stale. */
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** What the page showed (content-tags.ts): an edit of any of it re-renders the page. */
  tags: readonly string[];
}

export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage): Promise<void>;
  delete(key: string): Promise<void>;
  /** Keys of the stored pages of one route path (every locale and query), or of all pages. */
  keys(routePath?: string): Promise<string[]>;
  /**
   * Keys of the stored pages carrying any of these tags, found through an index kept per tag: the
   * cost grows with the pages found, never with the pages stored. May name a key since re-stored
   * without the tag (one needless re-render) or since removed (the caller finds nothing there).
   */
  keysTagged(tags: readonly string[]): Promise<string[]>;
  /**
   * A store with a replica's own layer in front of a shared one: the shared copy, which another
   * replica may have just written (read after waiting for its render; render-lock.ts).
   */
  getShared?(key: string): Promise<StoredPage | undefined>;
  /**
   * The copy this process holds in memory, read without waiting, or undefined when it holds none
   * (a networked store may still have it). Lets a hit be answered in the turn its request arrived.
   */
  getInMemory?(key: string): StoredPage | undefined;
}
