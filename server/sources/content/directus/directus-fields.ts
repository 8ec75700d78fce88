import { relationsFor, type Relation } from './directus-relations';

/**
 * What to fetch with each item: its own fields plus its relations, expanded as deep as the site's
 * item types are (server/sources/content/content-source.ts): a product group with its artist,
 * label, appears-on artists, products and tracks (each track with its artist); a product with its
 * group (so with all of that); a post with its tags and artists. Reverse lists are expanded only
 * where the item types hold them (a group's products and tracks); the others (an artist's groups,
 * a tag's posts) exist for filters and come back empty.
 */

/** Reverse (one-to-many) lists the item types hold, by collection. */
const EXPANDED_REVERSES: Readonly<Record<string, readonly string[]>> = {
  product_groups: ['products', 'tracks'],
};

/**
 * Relations read as the related items' ids only, by collection: the site settings' promoted
 * products are shown in the basket alone, and each page reads the settings; the products, with
 * their groups, artists and tracks, were nine tenths of that read. The GraphQL layer reads them by
 * id when a query asks for them (resolvers/index.ts).
 */
export const REFERENCED_ONLY: Readonly<Record<string, readonly string[]>> = {
  site_settings: ['promotedProducts'],
};

/**
 * Relations of items read nested in another that the connector joins itself (their id is among
 * `*`): a track's artist is nearly always its group's artist or one of the group's appears-on
 * artists, read with the group already; expanding it whole for every track was two thirds of a
 * release list's answer. `directus-track-artists.ts` puts the artists in place. Tracks read on
 * their own expand it as before.
 */
const JOINED_WHEN_NESTED: Readonly<Record<string, readonly string[]>> = {
  tracks: ['artist'],
};

/** Whether `field` of `collection`, read nested in another item, is joined by the connector. */
export const isJoinedWhenNested = (collection: string, field: string) => JOINED_WHEN_NESTED[collection]?.includes(field) ?? false;

/** Whether `field` of `collection` is read as ids only (REFERENCED_ONLY). */
export const isReferencedOnly = (collection: string, field: string) => REFERENCED_ONLY[collection]?.includes(field) ?? false;

export interface FetchPlan {
  /** Directus `fields`: `*`, `artist.*`, `featured_artists.artists_id.*`, … */
  fields: string[];
  /**
   * Directus `deep`: every to-many list unlimited (Directus would cut nested lists at its default
   * limit) and in the model's order.
   */
  deep: Record<string, unknown>;
}

/** The relations of `collection` that are expanded, leaving out `back` (the parent we came from). */
function expandedRelations(collection: string, back?: string): Relation[] {
  return relationsFor(collection).filter((relation) => {
    if (relation.field === back) return false;
    if (back !== undefined && isJoinedWhenNested(collection, relation.field)) return false;
    if (relation.kind === 'many-back' || (relation.kind === 'many-through' && relation.reverse)) {
      return EXPANDED_REVERSES[collection]?.includes(relation.field) ?? false;
    }
    return relation.kind !== 'file';
  });
}

const plans = new Map<string, FetchPlan>();

/** The plan of a collection, reached from `back` (the parent's field) when nested; made once. */
export function fetchPlan(collection: string, back?: string): FetchPlan {
  const key = `${collection}|${back ?? ''}`;
  let plan = plans.get(key);
  if (!plan) plans.set(key, (plan = makePlan(collection, back)));
  return plan;
}

function makePlan(collection: string, back?: string): FetchPlan {
  const fields = ['*'];
  const deep: Record<string, unknown> = {};
  for (const relation of expandedRelations(collection, back)) {
    if (relation.kind === 'many-through' && isReferencedOnly(collection, relation.field)) {
      fields.push(`${relation.field}.${relation.via}`);
      deep[relation.field] = { _limit: -1, _sort: relation.sort };
      continue;
    }
    switch (relation.kind) {
      case 'files':
        fields.push(`${relation.field}.${relation.via}`);
        deep[relation.field] = { _limit: -1, _sort: relation.sort };
        break;
      case 'one': {
        const inner = fetchPlan(relation.related);
        fields.push(...inner.fields.map((path) => `${relation.field}.${path}`));
        if (Object.keys(inner.deep).length > 0) deep[relation.field] = inner.deep;
        break;
      }
      case 'many-through': {
        const inner = fetchPlan(relation.related);
        fields.push(...inner.fields.map((path) => `${relation.field}.${relation.via}.${path}`));
        deep[relation.field] = { _limit: -1, _sort: relation.sort, ...(Object.keys(inner.deep).length > 0 ? { [relation.via]: inner.deep } : {}) };
        break;
      }
      case 'many-back': {
        const inner = fetchPlan(relation.related, relation.back);
        fields.push(...inner.fields.map((path) => `${relation.field}.${path}`));
        deep[relation.field] = { _limit: -1, _sort: relation.sort, ...inner.deep };
        break;
      }
      case 'file':
        // Not expanded (expandedRelations leaves it out): its id is among '*'.
        break;
    }
  }
  return { fields, deep };
}
