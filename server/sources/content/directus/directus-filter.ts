import { isLogicalOperator, isPlainObject, isRelationOperator, isValueOperator } from '../query/filter';
import { relationOf, type Relation } from './directus-relations';
import { publicFilter } from './directus-visibility';

/**
 * The site's filter variable (the embedded source's meaning: server/sources/content/query/filter.ts)
 * as a Directus filter:
 * - to-many relations read through their junction: `featured_artists: { _some: { id: … } }`
 *   becomes `featured_artists: { _some: { artists_id: { id: … } } }`; a nested condition without
 *   `_some` is an implicit `_some`, as in Directus;
 * - on public reads a related item counts only when the public may see it (a draft artist is no
 *   artist), as the embedded source drops hidden items from relations;
 * - an operator given `undefined` (an unset GraphQL variable) is no condition at all, so a group
 *   left empty matches everything — also inside `_or`, where Directus would drop the branch.
 * Variables were validated before (validate-query.ts): only known fields and operators arrive.
 */

export type DirectusFilter = Record<string, unknown>;

/** Marks "no condition": matches every item. */
const ANY = null;
type Translated = DirectusFilter | typeof ANY;

export interface FilterContext {
  /** Public reads see only public related items. */
  publicOnly: boolean;
}

export function translateFilter(filter: unknown, collection: string, context: FilterContext): Translated {
  if (filter === null || filter === undefined) return ANY;
  return translateGroup(filter, collection, context);
}

/** Conditions joined with `_and`, dropping those that match everything. */
export function allOf(...conditions: Translated[]): Translated {
  const present = conditions.filter((condition): condition is DirectusFilter => condition !== ANY);
  if (present.length === 0) return ANY;
  return present.length === 1 ? present[0]! : { _and: present };
}

function translateGroup(group: unknown, collection: string, context: FilterContext): Translated {
  if (!isPlainObject(group)) throw new Error('A filter group must be an object');
  const parts: Translated[] = [];
  for (const [key, condition] of Object.entries(group)) {
    if (key === '_and') {
      parts.push(allOf(...(condition as unknown[]).map((entry) => translateGroup(entry, collection, context))));
    } else if (key === '_or') {
      const branches = (condition as unknown[]).map((entry) => translateGroup(entry, collection, context));
      // One branch matching everything makes the whole `_or` match everything.
      parts.push(branches.length === 0 || branches.includes(ANY) ? ANY : { _or: branches });
    } else {
      parts.push(translateField(key, condition, collection, context));
    }
  }
  return allOf(...parts);
}

function translateField(field: string, condition: unknown, collection: string, context: FilterContext): Translated {
  // Shorthand `{ status: 'published' }` is `_eq`.
  const operators = isPlainObject(condition) ? condition : { _eq: condition };
  const relation = relationOf(collection, field);
  const parts: Translated[] = [];
  const nested: Record<string, unknown> = {};
  for (const [key, operand] of Object.entries(operators)) {
    if (isRelationOperator(key)) parts.push(quantified(relation!, key, operand, context));
    else if (isLogicalOperator(key) || !key.startsWith('_')) nested[key] = operand;
    else if (isValueOperator(key)) parts.push(compared(field, relation, key, operand, context));
    else throw new Error(`Unknown filter operator "${key}"`);
  }
  if (Object.keys(nested).length > 0) {
    if (relation?.kind === 'one') parts.push(related(relation, nested, context));
    else if (relation?.kind === 'many-through' || relation?.kind === 'many-back') parts.push(quantified(relation, '_some', nested, context));
    else throw new Error(`"${field}" is not a relation`);
  }
  return allOf(...parts);
}

/** A value operator on a scalar field, or on a many-to-one relation (which compares its id). */
function compared(field: string, relation: Relation | undefined, operator: string, operand: unknown, context: FilterContext): Translated {
  if (operand === undefined) return ANY;
  // An unset variable inside a list arrives as undefined: Directus drops those.
  const value = Array.isArray(operand) ? operand.filter((element) => element !== undefined) : operand;
  if (relation?.kind !== 'one') return { [field]: { [operator]: value } };
  const visible = context.publicOnly ? publicFilter(relation.related) : null;
  if (!visible) return { [field]: { [operator]: value } };
  // The embedded source sees a hidden related item as null: compare ids of visible ones only.
  const isNull = { _or: [{ [field]: { _null: true } }, { [field]: not(visible) }] };
  const isVisible = { [field]: visible };
  switch (operator) {
    case '_null':
      return value ? isNull : isVisible;
    case '_nnull':
      return value ? isVisible : isNull;
    case '_eq':
      return value === null ? isNull : { [field]: { _and: [visible, { id: { _eq: value } }] } };
    case '_neq':
      return value === null ? isVisible : { [field]: { _and: [visible, { id: { _neq: value } }] } };
    default:
      return { [field]: { _and: [visible, { id: { [operator]: value } }] } };
  }
}

/** A nested condition on a many-to-one relation: the related item exists, is visible and matches. */
function related(relation: Extract<Relation, { kind: 'one' }>, nested: Record<string, unknown>, context: FilterContext): DirectusFilter {
  const inner = translateGroup(nested, relation.related, context);
  return { [relation.field]: requireItem(relation.related, inner, context) };
}

/** `_some` / `_none` over a to-many relation, read through its junction when it has one. */
function quantified(relation: Relation, quantifier: string, operand: unknown, context: FilterContext): DirectusFilter {
  if (relation.kind !== 'many-through' && relation.kind !== 'many-back') throw new Error(`${quantifier} needs a to-many relation`);
  const inner = requireItem(relation.related, translateGroup(operand, relation.related, context), context);
  const condition = relation.kind === 'many-through' ? { [relation.via]: inner } : inner;
  return { [relation.field]: { [quantifier]: condition } };
}

/** The related item must exist (and, publicly, be visible), then match `inner`. */
function requireItem(collection: string, inner: Translated, context: FilterContext): DirectusFilter {
  const visible = context.publicOnly ? publicFilter(collection) : null;
  return allOf(visible, inner) ?? { id: { _nnull: true } };
}

/** The negation of a visibility filter (`status _eq` becomes `status _neq`). */
function not(filter: DirectusFilter): DirectusFilter {
  const entries = Object.entries(filter);
  if (entries.length === 1 && entries[0]![0] === '_and') return { _or: (entries[0]![1] as DirectusFilter[]).map(not) };
  if (entries.length === 1 && entries[0]![0] === '_or') return { _and: (entries[0]![1] as DirectusFilter[]).map(not) };
  const [field, condition] = entries[0]!;
  const operators = condition as Record<string, unknown>;
  if ('_eq' in operators) return { [field]: { _neq: operators._eq } };
  return { [field]: not(operators) };
}
