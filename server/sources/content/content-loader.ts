import DataLoader from 'dataloader';
import type { CollectionKey, CollectionQuery, Collections, ContentSource, ReadOptions } from './content-source';

/** Ids gathered into one read at most (the Directus source splits larger reads itself). */
const MAX_BATCH = 100;

/**
 * The content source as one request sees it (an SSR render or one POST /graphql): reads of single
 * items made in the same tick — a page's slots, an item collection's entries — become one
 * `getByIds` per collection, and an item or a listing asked twice is read once. So a page costs a
 * handful of content calls whatever the number of its slots. Made per request and dropped with
 * it: nothing outlives the request, so preview stays fresh.
 */
export function createContentLoader(source: ContentSource): ContentSource {
  const itemLoaders = new Map<string, DataLoader<string, unknown>>();
  const listings = new Map<string, Promise<unknown[]>>();
  const counts = new Map<string, Promise<number>>();

  const itemLoader = (collection: CollectionKey, options: ReadOptions) => {
    const key = `${collection}:${options.preview}`;
    let loader = itemLoaders.get(key);
    if (!loader) {
      loader = new DataLoader<string, unknown>(
        async (ids) => {
          const found = await source.getByIds(collection, ids, options);
          return ids.map((id) => found.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      );
      itemLoaders.set(key, loader);
    }
    return loader;
  };

  return {
    ...source,
    getById<C extends CollectionKey>(collection: C, id: string, options: ReadOptions) {
      return itemLoader(collection, options).load(id) as Promise<Collections[C] | null>;
    },
    async getByIds<C extends CollectionKey>(collection: C, ids: readonly string[], options: ReadOptions) {
      const items = await itemLoader(collection, options).loadMany(ids);
      const found = new Map<string, Collections[C]>();
      items.forEach((item, index) => {
        if (item instanceof Error) throw item;
        if (item) found.set(ids[index]!, item as Collections[C]);
      });
      return found;
    },
    count(collection: CollectionKey, query: CollectionQuery, options: ReadOptions) {
      return once(counts, JSON.stringify([collection, query, options.preview]), () => source.count(collection, query, options));
    },
    list<C extends CollectionKey>(collection: C, query: CollectionQuery, options: ReadOptions) {
      const key = JSON.stringify([collection, query, options.preview]);
      return once(listings, key, () => source.list(collection, query, options)) as Promise<Collections[C][]>;
    },
  };
}

/** The read kept under `key` for this request, or a new one; a failed read is not remembered (a retry asks again). */
function once<T>(kept: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let reading = kept.get(key);
  if (!reading) {
    reading = read();
    reading.catch(() => kept.delete(key));
    kept.set(key, reading);
  }
  return reading;
}
