import { collectionFields } from '../sources/content/model';

/**
 * What a stored page showed, as tags (decision 0093): a page is re-rendered when, and only when,
 * content behind one of its tags changes. The names use letters, digits and `:._-` only, so the
 * same tag works in Redis, in Fastly's `Surrogate-Key` and in Cloudflare's `Cache-Tag`.
 *
 * - `i:{collection}:{id}` — an item the page showed (also one it asked for and did not find: a
 *   draft published later must reach the page);
 * - `c:{collection}` — which items a list of that collection holds (an item created, deleted,
 *   published or unpublished changes it);
 * - `c:{collection}:{field}` — lists filtered or sorted by that field (an edit of that field may
 *   move an item into, out of or within them);
 * - `c:{collection}:search` — searches of that collection (any edit may change what matches);
 * - `f:{file id}` — a file the page used; `settings` — the site's settings.
 */
export const SETTINGS_TAG = 'settings';
export const itemTag = (collection: string, id: string) => `i:${collection}:${id}`;
export const listTag = (collection: string) => `c:${collection}`;
export const listFieldTag = (collection: string, field: string) => `c:${collection}:${field}`;
export const searchTag = (collection: string) => `c:${collection}:search`;
export const fileTag = (id: string) => `f:${id}`;

/** A tag's text as every consumer accepts it: anything else in an id becomes `_`. */
export const tagText = (tag: string) => tag.replace(/[^A-Za-z0-9:._-]/g, '_').slice(0, 200);

type Fields = Record<string, { kind: { kind: string; related?: string }; flags?: { unique: boolean; optional: boolean } }>;
const fieldsOf = (collection: string): Fields | undefined => (collectionFields as Record<string, Fields>)[collection];

/**
 * Whether a field named after a collection lists items that belong to this one: each of them must
 * point at it (a release's tracks and formats). Items that merely may point at it (an artist's
 * releases, a label's) are not part of it, and pages list them with queries of their own.
 */
const ownsItemsOf = (collection: string, name: string) =>
  Object.values(fieldsOf(name) ?? {}).some((field) => field.kind.related === collection && field.flags?.optional === false);

/**
 * The tags of an item read from the content source: its own and its files; the items it points at
 * and those that belong to it (a release's artist and label; its tracks and formats) with their
 * files; and what those point at in turn (a track's artist), by id only. Not further: the sources
 * resolve relations into a linked graph (a release's artist holds all its releases, each with its
 * tracks…), while a page shows an item and its neighbours, and lists other items by queries of
 * their own. Relations come from the content model.
 */
export function tagsOfItem(collection: string, item: unknown, add: (tag: string) => void, held = false): void {
  if (!item || typeof item !== 'object') return;
  const record = item as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') add(itemTag(collection, String(record.id)));
  const fields = fieldsOf(collection) ?? {};
  for (const [name, value] of Object.entries(record)) {
    if (value === null || value === undefined) continue;
    const kind = fields[name]?.kind;
    if (kind?.kind === 'file' || kind?.kind === 'files') {
      for (const id of [value].flat()) if (typeof id === 'string') add(fileTag(id));
      continue;
    }
    // A field of the model points at other items; a field named after a collection lists those belonging to it.
    const related = kind?.related ?? (!held && ownsItemsOf(collection, name) ? name : undefined);
    if (!related) continue;
    for (const entry of [value].flat()) {
      // A many-to-many row (`{ product: {...} }`) holds the item under its row key.
      const rowKey = (kind as { rowKey?: string } | undefined)?.rowKey;
      const nested = rowKey && entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[rowKey] : entry;
      if (typeof nested === 'string' || typeof nested === 'number') add(itemTag(related, String(nested)));
      else if (!held) tagsOfItem(related, nested, add, true);
      else if (nested && typeof nested === 'object' && 'id' in nested) add(itemTag(related, String(nested.id)));
    }
  }
}

/**
 * The fields of the collection a Directus filter or sort names: `{ date: { _gte } }`,
 * `{ artist: { slug: { _eq } } }`, `year(date_published)`, `-date` → date, artist, date_published.
 */
export function fieldsOfQuery(filter: unknown, sort: readonly string[] = []): string[] {
  const fields = new Set<string>();
  const add = (name: string) => fields.add(/^\w+\((\w+)\)$/.exec(name)?.[1] ?? name);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_and' || key === '_or') visit(value);
      else if (!key.startsWith('_')) add(key);
    }
  };
  visit(filter);
  for (const field of sort) add(field.replace(/^-/, '').split('.')[0]!);
  return [...fields];
}

/**
 * Whether a filter only looks items up by a unique field (`{ slug: { _eq } }`, or several such
 * under `_or`): what it finds is then tied to the page by the items' own tags, and which items it
 * finds can change only if one of those items changes (or, when it found nothing, if one is added).
 */
export function isLookup(collection: string, filter: unknown): boolean {
  const fields = fieldsOf(collection) ?? {};
  const unique = (name: string) => name === 'id' || fields[name]?.flags?.unique === true;
  const isCondition = (node: unknown): boolean => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
    const entries = Object.entries(node);
    if (entries.length !== 1) return false;
    const [name, test] = entries[0]!;
    if (name === '_or') return Array.isArray(test) && test.length > 0 && test.every(isCondition);
    return unique(name) && !!test && typeof test === 'object' && Object.keys(test).join() === '_eq';
  };
  return isCondition(filter);
}
