import { publishedState } from './directus-relations';

/**
 * What the public may see, in Directus filter form and as a test of a fetched item — the rule of
 * the embedded source (docs/decisions/0008): published editorial items, active store items, and
 * nothing that hangs off a hidden item (a product of an inactive group, a track of one).
 * The service account can read drafts (preview needs them), so the connector applies this rule to
 * every public read, relations included.
 */

type DirectusFilter = Record<string, unknown>;

/** The filter an item of `collection` must match to be public; null when every item is. */
export function publicFilter(collection: string): DirectusFilter | null {
  const own = ownStatus(collection);
  if (collection === 'products') return { _and: [own!, { group: ownStatus('product_groups') }] };
  if (collection === 'tracks') return { product_group: ownStatus('product_groups') };
  return own;
}

/** Whether a fetched item (relations expanded as far as they were fetched) is public. */
export function isPublic(collection: string, item: Record<string, unknown>): boolean {
  const state = publishedState(collection);
  if (state && item.status !== state) return false;
  if (collection === 'products') return isPublicParent('product_groups', item.group);
  if (collection === 'tracks') return isPublicParent('product_groups', item.product_group);
  return true;
}

function ownStatus(collection: string): DirectusFilter | null {
  const state = publishedState(collection);
  return state ? { status: { _eq: state } } : null;
}

/** An unexpanded parent (an id) was checked by the query that fetched it. */
function isPublicParent(collection: string, parent: unknown): boolean {
  if (parent === null || parent === undefined) return false;
  return typeof parent !== 'object' || isPublic(collection, parent as Record<string, unknown>);
}
