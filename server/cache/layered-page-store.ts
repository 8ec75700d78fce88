import type { Logger } from 'pino';
import type { PageStore, StoredPage } from './page-store';

/** A stored page changed: its key, and the ETag of what it now holds (null: removed). */
export interface PageChange {
  key: string;
  etag: string | null;
}

/**
 * A replica's own memory cache in front of the store the fleet shares (decision 0037).
 * - Reads: memory first, then the shared store (its copy is kept in memory).
 * - Writes and deletes: both, and the other replicas are told which keys changed and to which
 *   document (`announce`), so they drop their memory copies and read the new page from the shared store.
 * - `forget` is what a replica does when told: drop those keys (or everything) from memory, but keep
 *   a copy of the very document announced (same ETag): a page re-stored with smaller bodies, or
 *   rendered again unchanged, costs the others no read of the shared store.
 * - The shared store failing (Redis down) is not an error: memory alone serves, and a failure is
 *   logged once per outage.
 */
export interface LayeredPageStore extends PageStore {
  /** Drops memory copies these changes outdate, or of every page (null: messages may have been missed). */
  forget(changes: PageChange[] | null): Promise<void>;
}

export interface LayeredPageStoreOptions {
  memory: PageStore;
  shared: PageStore;
  /** Tells the other replicas these pages changed (redis-page-broadcast.ts). */
  announce: (changes: PageChange[]) => void;
  logger: Logger;
}

export function createLayeredPageStore({ memory, shared, announce, logger }: LayeredPageStoreOptions): LayeredPageStore {
  // Shared reads under way, each with what a change announced meanwhile made current (null: nothing
  // known, keep no copy): a read that began before a change must not put an older copy in memory.
  const reading = new Set<{ key: string; current?: string | null }>();
  let sharedDown = false;
  const sharedFailed = (error: unknown) => {
    if (!sharedDown) logger.warn({ err: error }, 'shared page store unavailable: serving from memory and rendering');
    sharedDown = true;
  };
  const sharedWorked = () => {
    if (sharedDown) logger.info('shared page store back');
    sharedDown = false;
  };
  const readShared = async (key: string): Promise<StoredPage | undefined> => {
    const read: { key: string; current?: string | null } = { key };
    reading.add(read);
    let page: StoredPage | undefined;
    try {
      page = await shared.get(key);
      sharedWorked();
    } catch (error) {
      sharedFailed(error);
      return undefined;
    } finally {
      reading.delete(read);
    }
    if (page && (read.current === undefined || read.current === page.etag)) await memory.set(key, page);
    return page;
  };
  // A write or delete: memory, then the shared store; the others are told only once it holds the change.
  const changeEverywhere = async (key: string, etag: string | null, change: (store: PageStore) => Promise<void>) => {
    await change(memory);
    try {
      await change(shared);
      sharedWorked();
    } catch (error) {
      sharedFailed(error);
      return;
    }
    announce([{ key, etag }]);
  };
  // What memory holds and what the shared store holds; memory alone while the shared store is down.
  const listEverywhere = async (list: (store: PageStore) => Promise<string[]>) => {
    const local = await list(memory);
    try {
      const everywhere = await list(shared);
      sharedWorked();
      return [...new Set([...everywhere, ...local])];
    } catch (error) {
      sharedFailed(error);
      return local;
    }
  };
  return {
    async get(key) {
      return (await memory.get(key)) ?? readShared(key);
    },
    getShared: readShared,
    getInMemory: (key) => memory.getInMemory?.(key),
    set: (key, page) => changeEverywhere(key, page.etag, (store) => store.set(key, page)),
    delete: (key) => changeEverywhere(key, null, (store) => store.delete(key)),
    keys: (routePath) => listEverywhere((store) => store.keys(routePath)),
    keysTagged: (tags) => listEverywhere((store) => store.keysTagged(tags)),
    async forget(changes) {
      if (!changes) {
        for (const read of reading) read.current = null;
        for (const key of await memory.keys()) await memory.delete(key);
        return;
      }
      for (const { key, etag } of changes) {
        for (const read of reading) if (read.key === key) read.current = etag;
        if (etag === null || (await memory.get(key))?.etag !== etag) await memory.delete(key);
      }
    },
  };
}
