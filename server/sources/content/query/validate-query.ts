/**
 * Checks untrusted query variables (`filter, search, sort, limit, offset`) against what each
 * collection allows, before anything is evaluated, and returns them typed. Bounds keep one request
 * cheap: page size, offset, filter depth and size, list and text lengths.
 */
import {
  FilterError,
  isLogicalOperator,
  isPlainObject,
  isRelationOperator,
  isValueOperator,
  resolveDynamicValue,
  VALUE_OPERATORS,
  type Filter,
  type ValueOperator,
} from './filter';
import type { ContentQuery } from './run-query';

export class QueryValidationError extends Error {
  override name = 'QueryValidationError';
}

export interface RelationRule {
  /** The related collection, whose own rules apply to nested filters and sort paths. */
  collection: string;
  /** `one`: many-to-one (an object or null); `many`: to-many (a list of objects). */
  kind: 'one' | 'many';
}

export interface CollectionQueryRules {
  /** Scalar fields that may be filtered (and sorted, unless `sortable` says otherwise). */
  fields: readonly string[];
  /** Fields that may be sorted; all `fields` when absent. */
  sortable?: readonly string[];
  relations?: Readonly<Record<string, RelationRule>>;
}

/** Every collection's rules by name, e.g. `{ posts: { fields: [...], relations: {...} }, ... }`. */
export type CollectionRulesMap = Readonly<Record<string, CollectionQueryRules>>;

export interface QueryLimits {
  maxLimit: number;
  maxOffset: number;
  /** Nesting of filter objects: each relation and each `_and`/`_or` entry is one level. */
  maxFilterDepth: number;
  /** Operator uses in the whole filter. */
  maxConditions: number;
  /** Values in one `_in`/`_nin` list. */
  maxListLength: number;
  /** Characters in `search` and in any text value of the filter. */
  maxTextLength: number;
  /** Whether `limit: -1` (every item) is accepted. */
  allowUnlimited: boolean;
}

export const DEFAULT_QUERY_LIMITS: Readonly<QueryLimits> = {
  maxLimit: 500,
  maxOffset: 10_000,
  maxFilterDepth: 6,
  maxConditions: 50,
  maxListLength: 100,
  maxTextLength: 200,
  allowUnlimited: false,
};

export interface QueryValidationRules extends Partial<QueryLimits> {
  /** The collection being queried. */
  collection: string;
  collections: CollectionRulesMap;
}

const QUERY_PARAMETERS = new Set(['filter', 'search', 'sort', 'limit', 'offset']);
/** What a many-to-one field can be compared with: its foreign key, or null. */
const MANY_TO_ONE_OPERATORS = new Set<ValueOperator>(['_eq', '_neq', '_in', '_nin', '_null', '_nnull']);

function fail(message: string): never {
  throw new QueryValidationError(message);
}

function rulesFor(collections: CollectionRulesMap, collection: string): CollectionQueryRules {
  // A missing entry is a mistake in the site's own rules, not in the request.
  if (!Object.hasOwn(collections, collection)) throw new Error(`No query rules for collection "${collection}"`);
  return collections[collection]!;
}

function relationOf(rules: CollectionQueryRules, field: string): RelationRule | undefined {
  return rules.relations && Object.hasOwn(rules.relations, field) ? rules.relations[field] : undefined;
}

class FilterChecker {
  private conditions = 0;

  constructor(
    private readonly collections: CollectionRulesMap,
    private readonly limits: QueryLimits,
  ) {}

  checkGroup(filter: unknown, collection: string, depth: number, description: string): void {
    const { maxFilterDepth } = this.limits;
    if (depth > maxFilterDepth) fail(`filter is nested more than ${maxFilterDepth} levels deep`);
    if (!isPlainObject(filter)) fail(`${description} must be an object`);
    for (const [key, condition] of Object.entries(filter)) {
      if (isLogicalOperator(key)) {
        if (!Array.isArray(condition) || condition.length === 0) fail(`${key} expects a non-empty list of filters`);
        for (const entry of condition) this.checkGroup(entry, collection, depth + 1, `Each filter in ${key}`);
      } else if (isValueOperator(key) || isRelationOperator(key)) {
        fail(`Operator "${key}" must follow a field name`);
      } else if (key.startsWith('_')) {
        fail(`Unknown filter operator "${key}"`);
      } else {
        this.checkField(key, condition, collection, depth);
      }
    }
  }

  private checkField(field: string, condition: unknown, collection: string, depth: number): void {
    const rules = rulesFor(this.collections, collection);
    const relation = relationOf(rules, field);
    if (!relation && !rules.fields.includes(field)) fail(`Unknown filter field "${field}" on ${collection}`);
    if (Array.isArray(condition)) fail(`Filter on "${field}" must be an object of operators, not a list`);
    if (!isPlainObject(condition)) {
      // Shorthand for `_eq`.
      this.checkOperatorUse('_eq', condition, field, collection, relation);
      return;
    }
    const nested: Record<string, unknown> = {};
    for (const [key, operand] of Object.entries(condition)) {
      if (isRelationOperator(key)) {
        if (relation?.kind !== 'many') {
          fail(`${key} can only be used on a to-many relation, not on "${field}" of ${collection}`);
        }
        this.checkGroup(operand, relation.collection, depth + 1, `${key} on "${field}"`);
      } else if (isLogicalOperator(key) || !key.startsWith('_')) {
        nested[key] = operand;
      } else if (isValueOperator(key)) {
        this.checkOperatorUse(key, operand, field, collection, relation);
      } else {
        fail(`Unknown filter operator "${key}"`);
      }
    }
    if (Object.keys(nested).length === 0) return;
    if (!relation) fail(`"${field}" on ${collection} is not a relation, so it has no fields to filter by`);
    this.checkGroup(nested, relation.collection, depth + 1, `Filter on "${field}"`);
  }

  private checkOperatorUse(
    operator: ValueOperator,
    operand: unknown,
    field: string,
    collection: string,
    relation: RelationRule | undefined,
  ): void {
    if (relation?.kind === 'many') {
      fail(
        `Operator "${operator}" cannot be used on to-many relation "${field}" of ${collection}: ` +
          'filter its fields or use _some / _none',
      );
    }
    if (relation?.kind === 'one' && !MANY_TO_ONE_OPERATORS.has(operator)) {
      fail(`Operator "${operator}" cannot be used on relation "${field}" of ${collection}: filter its fields instead`);
    }
    this.conditions += 1;
    const { maxConditions } = this.limits;
    if (this.conditions > maxConditions) fail(`filter has more than ${maxConditions} conditions`);
    this.checkOperand(operator, operand);
  }

  private checkOperand(operator: ValueOperator, operand: unknown): void {
    // An unset GraphQL variable: the condition is ignored, as Directus does.
    if (operand === undefined) return;
    switch (VALUE_OPERATORS[operator]) {
      case 'value':
        if (!this.isSingleValue(operator, operand)) fail(`${operator} expects a single value`);
        return;
      case 'list':
        if (!Array.isArray(operand)) fail(`${operator} expects a list`);
        if (operand.length > this.limits.maxListLength) {
          fail(`${operator} accepts at most ${this.limits.maxListLength} values`);
        }
        if (!operand.every((value) => this.isSingleValue(operator, value))) {
          fail(`${operator} expects a list of single values`);
        }
        return;
      case 'range':
        if (
          !Array.isArray(operand) ||
          operand.length !== 2 ||
          !operand.every((value) => value !== null && this.isSingleValue(operator, value))
        ) {
          fail(`${operator} expects a list of two values`);
        }
        return;
      case 'flag':
        if (typeof operand !== 'boolean') fail(`${operator} expects true or false`);
        return;
      case 'text':
        if (typeof operand === 'number' && Number.isFinite(operand)) return;
        if (typeof operand !== 'string') fail(`${operator} expects text`);
        this.checkTextLength(operator, operand);
        return;
    }
  }

  private isSingleValue(operator: ValueOperator, value: unknown): boolean {
    if (value === null || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (typeof value !== 'string') return false;
    this.checkTextLength(operator, value);
    try {
      resolveDynamicValue(value, new Date(0)); // only to reject a malformed `$NOW(...)`
    } catch (error) {
      if (error instanceof FilterError) fail(error.message);
      throw error;
    }
    return true;
  }

  private checkTextLength(operator: ValueOperator, text: string): void {
    const { maxTextLength } = this.limits;
    if (text.length > maxTextLength) fail(`${operator} value must be at most ${maxTextLength} characters`);
  }
}

function checkSort(sort: unknown, collections: CollectionRulesMap, collection: string): string[] {
  if (!Array.isArray(sort) || !sort.every((field): field is string => typeof field === 'string')) {
    fail('sort must be a list of field names');
  }
  for (const entry of sort) {
    const name = entry.startsWith('-') ? entry.slice(1) : entry;
    const path = name.split('.');
    let current = collection;
    // Every step but the last must be a many-to-one relation; the last a sortable field there.
    for (const [index, segment] of path.entries()) {
      const rules = rulesFor(collections, current);
      if (index === path.length - 1) {
        const sortable = rules.sortable ?? rules.fields;
        if (!sortable.includes(segment)) fail(`sort field "${name}" is not sortable on ${collection}`);
      } else {
        const relation = relationOf(rules, segment);
        if (relation?.kind !== 'one') fail(`sort field "${name}" is not sortable on ${collection}`);
        current = relation.collection;
      }
    }
  }
  return sort;
}

function checkInteger(name: string, value: unknown, min: number, max: number, allowMinusOne: boolean): number {
  const isInRange = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  if (isInRange || (allowMinusOne && value === -1)) return value;
  fail(`${name} must be ${allowMinusOne ? '-1 or ' : ''}an integer between ${min} and ${max}`);
}

/**
 * The query, checked and typed, or a QueryValidationError naming the first problem. Null and
 * absent variables are left out of the result.
 */
export function validateQuery(query: unknown, rules: QueryValidationRules): ContentQuery {
  const { collection, collections, ...limitOverrides } = rules;
  const limits: QueryLimits = { ...DEFAULT_QUERY_LIMITS, ...definedOnly(limitOverrides) };
  rulesFor(collections, collection);
  if (query === null || query === undefined) return {};
  if (!isPlainObject(query)) fail('query must be an object');
  for (const key of Object.keys(query)) {
    if (!QUERY_PARAMETERS.has(key)) fail(`Unknown query parameter "${key}"`);
  }

  const result: ContentQuery = {};
  const { filter, search, sort, limit, offset } = query;
  if (filter !== null && filter !== undefined) {
    new FilterChecker(collections, limits).checkGroup(filter, collection, 1, 'filter');
    result.filter = filter as Filter;
  }
  if (search !== null && search !== undefined) {
    if (typeof search !== 'string' || search.length > limits.maxTextLength) {
      fail(`search must be a string of at most ${limits.maxTextLength} characters`);
    }
    result.search = search;
  }
  if (sort !== null && sort !== undefined) result.sort = checkSort(sort, collections, collection);
  if (limit !== null && limit !== undefined) {
    result.limit = checkInteger('limit', limit, 1, limits.maxLimit, limits.allowUnlimited);
  }
  if (offset !== null && offset !== undefined) {
    result.offset = checkInteger('offset', offset, 0, limits.maxOffset, false);
  }
  return result;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
