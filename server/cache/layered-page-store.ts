import type { Logger } from 'pino';
import type { PageStore, StoredPage } from './page-store';

/**
 * A replica's own memory cache in front of the store the fleet shares (decision 0037).
 * - Reads: memory first, then the shared store (its copy is kept in memory).
 * - Writes and deletes: both, and the other replicas are told which keys changed (`announce`), so
 *   they drop their memory copies and read the new page from the shared store.
 * - `forget` is what a replica does when told: drop those keys (or everything) from memory.
 * - The shared store failing (Redis down) is not an error: memory alone serves, and a failure is
 *   logged once per outage.
 */
export interface LayeredPageStore extends PageStore {
  /** Drops memory copies of these keys, or of every page (null: messages may have been missed). */
  forget(keys: string[] | null): Promise<void>;
}

export interface LayeredPageStoreOptions {
  memory: PageStore;
  shared: PageStore;
  /** Tells the other replicas these keys changed (redis-page-broadcast.ts). */
  announce: (keys: string[]) => void;
  logger: Logger;
}

export function createLayeredPageStore({ memory, shared, announce, logger }: LayeredPageStoreOptions): LayeredPageStore {
  // Bumped by every forget: a shared read that began before one must not put its older copy in memory.
  let generation = 0;
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
    const before = generation;
    let page: StoredPage | undefined;
    try {
      page = await shared.get(key);
      sharedWorked();
    } catch (error) {
      sharedFailed(error);
      return undefined;
    }
    if (page && before === generation) await memory.set(key, page);
    return page;
  };
  // A write or delete: memory, then the shared store; the others are told only once it holds the change.
  const changeEverywhere = async (key: string, change: (store: PageStore) => Promise<void>) => {
    await change(memory);
    try {
      await change(shared);
      sharedWorked();
    } catch (error) {
      sharedFailed(error);
      return;
    }
    announce([key]);
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
    set: (key, page) => changeEverywhere(key, (store) => store.set(key, page)),
    delete: (key) => changeEverywhere(key, (store) => store.delete(key)),
    keys: (routePath) => listEverywhere((store) => store.keys(routePath)),
    keysTagged: (tags) => listEverywhere((store) => store.keysTagged(tags)),
    async forget(keys) {
      generation++;
      for (const key of keys ?? (await memory.keys())) await memory.delete(key);
    },
  };
}
