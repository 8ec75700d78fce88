import { contentModel, siteCollections } from '../sources/content/directus/directus-schema-model';
import { fileTag, itemTag, listFieldTag, listTag, searchTag, SETTINGS_TAG } from './content-tags';

/**
 * A change the CMS reports (a Directus Flow on `items.create`, `items.update`, `items.delete`, or
 * the activity log read back), and the tags of the pages it may change (content-tags.ts).
 */
export interface ContentChange {
  action: 'create' | 'update' | 'delete';
  collection: string;
  keys: readonly string[];
  /** The fields an update wrote; null when not known (every list of the collection then counts). */
  fields: readonly string[] | null;
  /** What a create or update wrote, when known: a junction row names both items it links. */
  payload?: Readonly<Record<string, unknown>> | null;
}

/** Directus's collection of files. */
export const FILES_COLLECTION = 'directus_files';

/** A junction collection: the collection whose field it stores, and its rows' two key fields. */
interface Junction {
  collection: string;
  field: string;
  self: string;
  /** The linked collection and its key field; none for a list of files. */
  related: { collection: string; key: string } | null;
}

const junctions = new Map<string, Junction>(
  contentModel.flatMap((model) => [
    ...(model.manyToMany ?? []).map((relation): [string, Junction] => [
      relation.junction,
      {
        collection: model.collection,
        field: relation.field,
        self: relation.junctionFields.self,
        related: { collection: relation.related, key: relation.junctionFields.related },
      },
    ]),
    ...(model.fileLists ?? []).map((list): [string, Junction] => [
      list.junction,
      { collection: model.collection, field: list.field, self: `${model.collection}_id`, related: null },
    ]),
  ]),
);

/** The collections whose changes reach the site: the content, their junctions and the files. */
export const WATCHED_COLLECTIONS: readonly string[] = siteCollections();

export function tagsOfChange(change: ContentChange): string[] {
  const { action, collection, keys, fields } = change;
  if (collection === FILES_COLLECTION) return keys.map(fileTag);
  if (collection === 'site_settings') return [SETTINGS_TAG, ...keys.map((key) => itemTag(collection, key))];

  const junction = junctions.get(collection);
  if (junction) {
    // A link added or removed: the item holding the field changed, and lists filtered by it.
    const tags = [listFieldTag(junction.collection, junction.field)];
    const row = change.payload ?? {};
    const own = row[junction.self];
    if (typeof own === 'string' || typeof own === 'number') tags.push(itemTag(junction.collection, String(own)));
    const other = junction.related ? row[junction.related.key] : undefined;
    if (junction.related && (typeof other === 'string' || typeof other === 'number'))
      tags.push(itemTag(junction.related.collection, String(other)));
    return tags;
  }

  const tags = keys.map((key) => itemTag(collection, key));
  tags.push(searchTag(collection));
  // Created, deleted, published or unpublished: which items the lists hold.
  if (action !== 'update' || fields === null || fields.includes('status')) tags.push(listTag(collection));
  // Lists filtered or sorted by a field written may hold, drop or move the item.
  for (const field of fields ?? []) tags.push(listFieldTag(collection, field));
  return [...new Set(tags)];
}
