import type { CollectionQuery, ContentSource } from '../sources/content/content-source';
import { fieldsOfQuery, fileTag, isLookup, itemTag, listFieldTag, listTag, searchTag, SETTINGS_TAG, tagsOfItem } from './content-tags';

/**
 * The content source as a render for the cache sees it: every read also notes the tags of what it
 * asked for and what came back (content-tags.ts), so the stored page knows what it showed without
 * anyone listing it by hand. A tag is noted before the read, so a read that fails or finds nothing
 * still ties the page to what it looked for.
 */
export function recordingContentTags(source: ContentSource, record: (tag: string) => void): ContentSource {
  /** A listing's or a count's tags: any item added, removed or changed in what the query names. */
  const recordListing = (collection: string, query: CollectionQuery) => {
    record(listTag(collection));
    for (const field of fieldsOfQuery(query.filter, query.sort)) record(listFieldTag(collection, field));
    if (query.search) record(searchTag(collection));
  };
  return {
    ...source,
    count(collection, query, options) {
      recordListing(collection, query);
      return source.count(collection, query, options);
    },
    async list(collection, query, options) {
      const lookup = !query.search && isLookup(collection, query.filter);
      if (!lookup) recordListing(collection, query);
      const items = await source.list(collection, query, options);
      // A lookup that found nothing (a page showing "not found" is not stored, but a block may be):
      // any item added to the collection may be the one it looked for.
      if (lookup && items.length === 0) record(listTag(collection));
      for (const item of items) tagsOfItem(collection, item, record);
      return items;
    },
    async getById(collection, id, options) {
      record(itemTag(collection, id));
      const item = await source.getById(collection, id, options);
      tagsOfItem(collection, item, record);
      return item;
    },
    async getByIds(collection, ids, options) {
      for (const id of ids) record(itemTag(collection, id));
      const found = await source.getByIds(collection, ids, options);
      for (const item of found.values()) tagsOfItem(collection, item, record);
      return found;
    },
    async getSiteSettings(options) {
      record(SETTINGS_TAG);
      const settings = await source.getSiteSettings(options);
      tagsOfItem('site_settings', settings, record);
      return settings;
    },
    getFile(id) {
      record(fileTag(id));
      return source.getFile(id);
    },
  };
}
