import { nullableFields, relationOf, relationsFor, timestampFields, type Relation } from './directus-relations';
import { isJoinedWhenNested, isReferencedOnly } from './directus-fields';
import { isPublic } from './directus-visibility';

/**
 * Directus items → the site's item types, in one place (the embedded source's shapes, see
 * content-index.ts): ids as strings, junction rows flattened to the related items, file lists to
 * file ids, a group's products and tracks pointing back at the group, timestamps in ISO 8601, and
 * an unset optional field absent rather than null. On public reads a related item the public may
 * not see is dropped from lists and reads as null, as the embedded source removes it.
 */

type Raw = Record<string, unknown>;

export interface ReshapeContext {
  publicOnly: boolean;
}

interface Parent {
  field: string;
  item: Raw;
}

export function reshapeItem(collection: string, raw: Raw, context: ReshapeContext, parent?: Parent): Raw {
  const timestamps = timestampFields(collection);
  const nullable = nullableFields(collection);
  const item: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    const relation = relationOf(collection, key);
    if (key === 'id') item.id = String(value);
    else if (parent && key === parent.field) item[key] = parent.item;
    else if (relation?.kind === 'many-through' && isReferencedOnly(collection, key)) item[key] = references(relation, value);
    // Joined by the connector afterwards (directus-track-artists.ts): its id for now.
    else if (relation?.kind === 'one' && parent && isJoinedWhenNested(collection, key)) item[key] = idOf(value);
    else if (relation) {
      const shaped = reshapeRelation(relation, value, context, item);
      if (shaped !== undefined) item[key] = shaped;
    } else if (value === null) {
      if (nullable.has(key)) item[key] = null;
    } else if (timestamps.has(key) && typeof value === 'string') {
      item[key] = isoTimestamp(value);
    } else {
      item[key] = value;
    }
  }
  // Reverse lists the plan did not expand (an artist's groups, a tag's posts) read as empty.
  for (const relation of relationsFor(collection)) {
    const isReverse = relation.kind === 'many-back' || (relation.kind === 'many-through' && relation.reverse);
    if (isReverse && !(relation.field in item)) item[relation.field] = [];
  }
  return item;
}

function reshapeRelation(relation: Relation, value: unknown, context: ReshapeContext, owner: Raw): unknown {
  switch (relation.kind) {
    case 'file':
      return typeof value === 'string' ? value : isObject(value) ? String(value.id) : undefined;
    case 'files': {
      const ids = rows(value)
        .map((row) => row[relation.via])
        .map((file) => (isObject(file) ? file.id : file))
        .filter((id): id is string => typeof id === 'string');
      // A gallery is optional in the model: none is no field, as in the content files.
      return ids.length > 0 ? ids : undefined;
    }
    case 'one':
      return isObject(value) ? related(relation.related, value, context) : null;
    case 'many-through': {
      const items = rows(value).map((row) => (isObject(row[relation.via]) ? related(relation.related, row[relation.via] as Raw, context) : null));
      if (relation.keepRows) return items.map((entry) => ({ [relation.via]: entry }));
      return items.filter((entry) => entry !== null);
    }
    case 'many-back':
      return rows(value)
        .filter((row) => !context.publicOnly || isPublic(relation.related, row))
        .map((row) => reshapeItem(relation.related, row, context, { field: relation.back, item: owner }));
  }
}

/**
 * A relation read as ids only (directus-fields.ts): the rows or the ids, as the content files
 * hold them. Whether the public may see each item is for the read by id that follows.
 */
function references(relation: Extract<Relation, { kind: 'many-through' }>, value: unknown): unknown[] {
  const ids = rows(value)
    .map((row) => row[relation.via])
    .map((entry) => (isObject(entry) ? entry.id : entry))
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map(String);
  return relation.keepRows ? ids.map((id) => ({ [relation.via]: id })) : ids;
}

/** A related item, or null when the public may not see it. */
function related(collection: string, raw: Raw, context: ReshapeContext): Raw | null {
  if (context.publicOnly && !isPublic(collection, raw)) return null;
  return reshapeItem(collection, raw, context);
}

function idOf(value: unknown): string | null {
  const id = isObject(value) ? value.id : value;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function rows(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function isObject(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Directus answers timestamps in ISO 8601; the content files write them with milliseconds and Z. */
function isoTimestamp(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
