import type { CollectionKey, ContentSource } from '../../server/sources/content/content-source';

/**
 * A content source an editor changes mid-test, as in the CMS: fields of an item overwritten, or
 * the item gone (deleted or unpublished). Applied to the items a read returns (a page's lists and
 * lookups), not to copies nested inside other items.
 */
export function editableContent(real: ContentSource) {
  const edits = new Map<string, Record<string, unknown> | 'gone'>();
  const id = (collection: string, key: string) => `${collection}:${key}`;
  const edited = <T>(collection: CollectionKey, item: T): T | null => {
    const edit = edits.get(id(collection, String((item as { id: unknown }).id)));
    if (edit === 'gone') return null;
    return edit ? { ...item, ...edit } : item;
  };
  const content: ContentSource = {
    ...real,
    async list(collection, query, options) {
      const items = await real.list(collection, query, { ...options });
      return items.map((item) => edited(collection, item)).filter((item) => item !== null);
    },
    async getById(collection, key, options) {
      const item = await real.getById(collection, key, options);
      return item && edited(collection, item);
    },
    async getByIds(collection, keys, options) {
      const found = await real.getByIds(collection, keys, options);
      const result = new Map<string, typeof found extends Map<string, infer V> ? V : never>();
      for (const [key, item] of found) {
        const after = edited(collection, item);
        if (after) result.set(key, after);
      }
      return result;
    },
  };
  return {
    content,
    edit: (collection: CollectionKey, key: string, fields: Record<string, unknown>) =>
      edits.set(id(collection, key), { ...((edits.get(id(collection, key)) as Record<string, unknown> | undefined) ?? {}), ...fields }),
    remove: (collection: CollectionKey, key: string) => edits.set(id(collection, key), 'gone'),
  };
}
