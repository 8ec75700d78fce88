import { isLogicalOperator, isPlainObject, isRelationOperator, isValueOperator } from '../query/filter';
import { relationOf, type Relation } from './directus-relations';
import { publicFilter } from './directus-visibility';

/**
 * The site's filter variable (the embedded source's meaning: server/sources/content/query/filter.ts)
 * as a Directus filter:
 * - a condition on a to-many relation (`featured_artists: { _some: { id: … } }`; a nested
 *   condition without `_some` is an implicit `_some`, as in Directus) becomes a condition on the
 *   item's own id, `id: { _in: [...] }` (`_nin` for `_none`), once `resolveRelationConditions` has
 *   read which items have such a related item (their junction rows, or the related items' field
 *   pointing back). Directus 11.7.2 and later skip a `_some` or `_none` of more than one condition
 *   and match every item (directus#26094; decision 0117), and a public read always has two: the
 *   related item's visibility and what was asked of it;
 * - on public reads a related item counts only when the public may see it (a draft artist is no
 *   artist), as the embedded source drops hidden items from relations;
 * - an operator given `undefined` (an unset GraphQL variable) is no condition at all, so a group
 *   left empty matches everything — also inside `_or`, where Directus would drop the branch;
 * - a group on a many-to-one item is spread over the field (`artist: { _and: [a, b] }` becomes
 *   `_and: [{ artist: a }, { artist: b }]`, the same item either way; see `overOne`).
 * Variables were validated before (validate-query.ts): only known fields and operators arrive.
 */

export type DirectusFilter = Record<string, unknown>;

type ToMany = Extract<Relation, { kind: 'many-through' | 'many-back' }>;

/**
 * A `_some` or `_none` on a to-many relation, in a translated filter until
 * `resolveRelationConditions` replaces it with a condition on the item's id.
 */
export class RelationCondition {
  constructor(
    readonly relation: ToMany,
    readonly quantifier: '_some' | '_none',
    /** What a related item must match (Directus form; may hold relation conditions of its own). */
    readonly condition: DirectusFilter,
  ) {}
}

/**
 * Reads one field of every item of `collection` matching `filter` (a junction's field pointing to
 * the item a list belongs to, or a related item's field pointing back): the ids of the items that
 * have a matching related item.
 */
export type ReadColumn = (collection: string, filter: DirectusFilter, field: string) => Promise<unknown[]>;

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
  const isNull = { _or: [{ [field]: { _null: true } }, overOne(field, not(visible))] };
  const isVisible = overOne(field, visible);
  switch (operator) {
    case '_null':
      return value ? isNull : isVisible;
    case '_nnull':
      return value ? isVisible : isNull;
    case '_eq':
      return value === null ? isNull : overOne(field, { _and: [visible, { id: { _eq: value } }] });
    case '_neq':
      return value === null ? isVisible : overOne(field, { _and: [visible, { id: { _neq: value } }] });
    default:
      return overOne(field, { _and: [visible, { id: { [operator]: value } }] });
  }
}

/** A nested condition on a many-to-one relation: the related item exists, is visible and matches. */
function related(relation: Extract<Relation, { kind: 'one' }>, nested: Record<string, unknown>, context: FilterContext): DirectusFilter {
  const inner = translateGroup(nested, relation.related, context);
  return overOne(relation.field, requireItem(relation.related, inner, context));
}

/** `_some` / `_none` over a to-many relation: resolved later (`resolveRelationConditions`). */
function quantified(relation: Relation, quantifier: '_some' | '_none', operand: unknown, context: FilterContext): DirectusFilter {
  if (relation.kind !== 'many-through' && relation.kind !== 'many-back') throw new Error(`${quantifier} needs a to-many relation`);
  const inner = requireItem(relation.related, translateGroup(operand, relation.related, context), context);
  return new RelationCondition(relation, quantifier, inner) as unknown as DirectusFilter;
}

/**
 * The filter with each relation condition replaced by a condition on the item's id: the ids of the
 * items that have a matching related item, read with `readColumn` (conditions nested in one first;
 * side by side, at once). `_some` keeps those items, `_none` the others.
 */
export async function resolveRelationConditions(filter: Translated, readColumn: ReadColumn): Promise<Translated> {
  if (filter === ANY) return ANY;
  return (await resolveNode(filter, readColumn)) as DirectusFilter;
}

async function resolveNode(node: unknown, readColumn: ReadColumn): Promise<unknown> {
  if (node instanceof RelationCondition) {
    const condition = (await resolveNode(node.condition, readColumn)) as DirectusFilter;
    const { relation } = node;
    const ids =
      relation.kind === 'many-through'
        ? // A junction row's `via` field is a many-to-one: its one related item.
          await readColumn(relation.junction, overOne(relation.via, condition), relation.self)
        : await readColumn(relation.related, condition, relation.back);
    return idCondition(node.quantifier, ids);
  }
  if (Array.isArray(node)) return Promise.all(node.map((entry) => resolveNode(entry, readColumn)));
  if (!isPlainObject(node)) return node;
  const entries = await Promise.all(Object.entries(node).map(async ([key, value]) => [key, await resolveNode(value, readColumn)] as const));
  return Object.fromEntries(entries);
}

/** Items among `ids` (`_some`) or not among them (`_none`); an empty list is no item, or every item. */
function idCondition(quantifier: '_some' | '_none', values: unknown[]): DirectusFilter {
  const ids = [...new Set(values.filter((value) => value !== null && value !== undefined))];
  if (quantifier === '_some') return ids.length > 0 ? { id: { _in: ids } } : { id: { _null: true } };
  return ids.length > 0 ? { id: { _nin: ids } } : { id: { _nnull: true } };
}

/**
 * `{ [field]: condition }` on a many-to-one field, an `_and` or `_or` of conditions on the related
 * item spread over the field: `_and: [{ field: a }, { field: b }]` rather than
 * `field: { _and: [a, b] }`. Both ask the same of the one related item, and Directus turns the
 * second into the first before it reads a filter (@directus/utils `parseFilter`), except inside
 * `_some` and `_none`, where 11.6 took the group for a value and matched nothing. The connector
 * sends no `_some` or `_none` any more (relation conditions are read as ids), but keeps the one
 * form every version reads the same.
 */
function overOne(field: string, condition: DirectusFilter): DirectusFilter {
  const entries = Object.entries(condition);
  if (entries.length === 1) {
    const [key, operand] = entries[0]!;
    if (key === '_and' || key === '_or') return { [key]: (operand as DirectusFilter[]).map((entry) => overOne(field, entry)) };
  }
  return { [field]: condition };
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
