import type { CollectionKey } from './content-source';

/**
 * How both content sources (embedded and Directus) read a collection when the query does not say:
 * one list each, so the two cannot drift apart.
 */

/** Preview shows drafts too (an editor opens a draft's preview link); archived only when asked (decision 0008). */
export const PREVIEW_DEFAULT_STATUSES: readonly string[] = ['published', 'draft', 'active', 'inactive'];

/**
 * The fields each collection's `search` looks in. Directus's own `search` would also look in every
 * other text field (a status of "published" matches "pub"), so the Directus connector sends a
 * search as a filter on these fields, and the embedded source searches the same ones.
 */
export const SEARCH_FIELDS: Readonly<Record<CollectionKey, readonly string[]>> = {
  labels: ['name', 'slug'],
  artists: ['name', 'slug', 'bandsintown_name'],
  tags: ['name', 'slug'],
  tracks: ['title'],
  products: ['title', 'slug', 'format', 'variant', 'short_description'],
  product_groups: ['title', 'slug', 'catalogue_number', 'short_description', 'type', 'universe', 'reference_type'],
  posts: ['title', 'slug', 'summary'],
  events: ['title', 'slug', 'description'],
  playlists: ['title', 'slug', 'description'],
  radioShows: ['title', 'slug', 'strap', 'description'],
  pages: ['title', 'path', 'description'],
  banners: ['title'],
  accordions: ['title'],
  contact_forms: ['title'],
  email_forms: ['title'],
  item_collections: ['title'],
  custom_items: ['title', 'type_label', 'description'],
  jobs_accounts: ['title', 'accountName'],
};

/** A collection's search fields by name; none for a name that is not a collection (a singleton). */
export function searchFieldsOf(collection: string): readonly string[] {
  return Object.hasOwn(SEARCH_FIELDS, collection) ? SEARCH_FIELDS[collection as CollectionKey] : [];
}
