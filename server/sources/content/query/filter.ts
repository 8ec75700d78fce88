/**
 * Directus 11 `filter` semantics over in-memory items whose relations are already resolved: a
 * many-to-one field holds the related object (or null), a to-many field an array of objects.
 *
 * Where SQL and JavaScript differ we follow Directus on SQLite, so the same variables give the
 * same items against a real Directus:
 * - Three-valued logic: a null field matches no comparison, and no negated one either
 *   (`_neq`, `_nin`, `_ncontains`, `_nbetween`...): SQL's `NULL <> 'x'` is not true.
 * - `_contains`, `_starts_with`, `_ends_with` are SQL LIKE: case-insensitive for ASCII letters
 *   only (SQLite's LIKE), and `%` / `_` in the value are wildcards (Directus does not escape them).
 * - `_icontains` and the other `_i…` operators fold case fully (Unicode), a deliberate superset of
 *   SQLite, whose LOWER() only folds ASCII.
 */
import { compareValues } from './sort';
import { isFunctionField, readFunctionField } from './field-functions';

/** A filter that cannot be evaluated: an unknown operator, a wrong operand, a misplaced key. */
export class FilterError extends Error {
  override name = 'FilterError';
}

/** The filter variable: `{ field: { _op: value } }`, `_and`/`_or` lists, nested relations. */
export type Filter = Readonly<Record<string, unknown>>;

export interface FilterContext {
  /** What `$NOW` means: passed in so evaluation is pure and testable. */
  readonly now: Date;
}

type OperandKind = 'value' | 'list' | 'range' | 'flag' | 'text';

/** Operators that test a field's value, with the operand each expects. */
export const VALUE_OPERATORS = {
  _eq: 'value',
  _neq: 'value',
  _lt: 'value',
  _lte: 'value',
  _gt: 'value',
  _gte: 'value',
  _in: 'list',
  _nin: 'list',
  _between: 'range',
  _nbetween: 'range',
  _null: 'flag',
  _nnull: 'flag',
  _empty: 'flag',
  _nempty: 'flag',
  _contains: 'text',
  _ncontains: 'text',
  _icontains: 'text',
  _nicontains: 'text',
  _starts_with: 'text',
  _nstarts_with: 'text',
  _istarts_with: 'text',
  _nistarts_with: 'text',
  _ends_with: 'text',
  _nends_with: 'text',
  _iends_with: 'text',
  _niends_with: 'text',
} as const satisfies Record<string, OperandKind>;

export type ValueOperator = keyof typeof VALUE_OPERATORS;

/** Quantifiers over a to-many relation. */
export const RELATION_OPERATORS = ['_some', '_none'] as const;
export const LOGICAL_OPERATORS = ['_and', '_or'] as const;

export function isValueOperator(key: string): key is ValueOperator {
  return Object.hasOwn(VALUE_OPERATORS, key);
}

export function isRelationOperator(key: string): key is (typeof RELATION_OPERATORS)[number] {
  return key === '_some' || key === '_none';
}

export function isLogicalOperator(key: string): key is (typeof LOGICAL_OPERATORS)[number] {
  return key === '_and' || key === '_or';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// ---------------------------------------------------------------------------------------------
// Dynamic values

const NOW_PATTERN = /^\$NOW(?:\((.*)\))?$/s;
const ADJUSTMENT_PATTERN = /^\s*([+-]?)\s*(\d+)\s*(second|minute|hour|day|week|month|year)s?\s*$/;
const MILLISECONDS_PER_UNIT: Readonly<Record<string, number>> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

/** Adds calendar months in UTC; a day missing from the target month clamps to its last day. */
function addUtcMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Resolves Directus's `$NOW` and `$NOW(<±n> <unit>)` (seconds … years, singular or plural) against
 * `now`; any other value is returned as is. Months and years are calendar steps in UTC, as
 * date-fns's addMonths/addYears (which Directus uses) clamp 31 January + 1 month to February's end.
 */
export function resolveDynamicValue(value: unknown, now: Date): unknown {
  if (typeof value !== 'string' || !value.startsWith('$NOW')) return value;
  const match = NOW_PATTERN.exec(value);
  if (!match) throw new FilterError(`Invalid dynamic value "${value}"`);
  if (match[1] === undefined) return new Date(now.getTime());
  const adjustment = ADJUSTMENT_PATTERN.exec(match[1]);
  if (!adjustment) throw new FilterError(`Invalid dynamic value "${value}"`);
  const [, direction, count, unit] = adjustment;
  const amount = (direction === '-' ? -1 : 1) * Number(count);
  if (unit === 'month') return addUtcMonths(now, amount);
  if (unit === 'year') return addUtcMonths(now, amount * 12);
  const perUnit = MILLISECONDS_PER_UNIT[unit ?? ''];
  if (perUnit === undefined) throw new FilterError(`Invalid dynamic value "${value}"`);
  return new Date(now.getTime() + amount * perUnit);
}

// ---------------------------------------------------------------------------------------------
// Value helpers

type ItemTest = (item: unknown) => boolean;
type ValueTest = (value: unknown) => boolean;

const matchAll: ValueTest = () => true;

function isNullish(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function isEmptyValue(value: unknown): boolean {
  return isNullish(value) || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A related object stands for its primary key when compared with a value (Directus compares the foreign key). */
function comparableOf(value: unknown): unknown {
  return isPlainObject(value) ? value.id : value;
}

/** Tests a field's value; a list field (scalars or related objects) matches when any element does. */
function anyElement(value: unknown, test: ValueTest): boolean {
  const elements = Array.isArray(value) ? value : [value];
  return elements.some((element) => {
    const comparable = comparableOf(element);
    return !isNullish(comparable) && test(comparable);
  });
}

function isEqual(left: unknown, right: unknown): boolean {
  return compareValues(left, right) === 0;
}

/** How SQLite turns a value into text for LIKE. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

type CaseFolding = 'ascii' | 'unicode';

function foldCase(text: string, folding: CaseFolding): string {
  return folding === 'unicode' ? text.toLowerCase() : text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * SQL LIKE over code points: `%` matches any run of characters, `_` exactly one. Greedy with one
 * backtrack point, so O(pattern × text) at worst: a regular expression built from an untrusted
 * pattern such as `%a%a%a%b` could backtrack exponentially.
 */
function likeMatches(pattern: readonly string[], text: readonly string[]): boolean {
  let patternIndex = 0;
  let textIndex = 0;
  let lastPercent = -1;
  let textAtLastPercent = 0;
  while (textIndex < text.length) {
    const token = pattern[patternIndex];
    if (patternIndex < pattern.length && token !== '%' && (token === '_' || token === text[textIndex])) {
      patternIndex += 1;
      textIndex += 1;
    } else if (token === '%') {
      lastPercent = patternIndex;
      textAtLastPercent = textIndex;
      patternIndex += 1;
    } else if (lastPercent !== -1) {
      // Let the last `%` swallow one more character and retry from there.
      patternIndex = lastPercent + 1;
      textAtLastPercent += 1;
      textIndex = textAtLastPercent;
    } else {
      return false;
    }
  }
  while (pattern[patternIndex] === '%') patternIndex += 1;
  return patternIndex === pattern.length;
}

// ---------------------------------------------------------------------------------------------
// Compilation

function resolveScalar(operator: string, operand: unknown, context: FilterContext): unknown {
  const resolved = resolveDynamicValue(operand, context.now);
  if (resolved !== null && typeof resolved === 'object' && !(resolved instanceof Date)) {
    throw new FilterError(`${operator} expects a single value`);
  }
  return resolved;
}

function resolveList(operator: string, operand: unknown, context: FilterContext): unknown[] {
  if (!Array.isArray(operand)) throw new FilterError(`${operator} expects a list`);
  // An unset GraphQL list variable arrives as [undefined]; Directus drops those.
  return operand.filter((element) => element !== undefined).map((element) => resolveScalar(operator, element, context));
}

function compileComparison(operator: ValueOperator, operand: unknown, context: FilterContext): ValueTest {
  const expected = resolveScalar(operator, operand, context);
  if (operator === '_eq') {
    if (expected === null) return isNullish;
    return (value) => anyElement(value, (element) => isEqual(element, expected));
  }
  if (operator === '_neq') {
    if (expected === null) return (value) => !isNullish(value);
    return (value) => !isNullish(value) && !anyElement(value, (element) => isEqual(element, expected));
  }
  // SQL: comparing with NULL is never true.
  if (expected === null) return () => false;
  const accepts: Readonly<Record<string, (order: number) => boolean>> = {
    _lt: (order) => order < 0,
    _lte: (order) => order <= 0,
    _gt: (order) => order > 0,
    _gte: (order) => order >= 0,
  };
  const accept = accepts[operator];
  // Only the comparison operators reach here (VALUE_OPERATORS kind 'value'); another is the site's own mistake.
  if (!accept) throw new Error(`Not a comparison operator: ${operator}`);
  return (value) =>
    anyElement(value, (element) => {
      const order = compareValues(element, expected);
      return order !== undefined && accept(order);
    });
}

function compileMembership(operator: '_in' | '_nin', operand: unknown, context: FilterContext): ValueTest {
  // SQL: `x IN (NULL, …)` never matches through the NULL.
  const candidates = resolveList(operator, operand, context).filter((candidate) => candidate !== null);
  const isMember: ValueTest = (value) =>
    anyElement(value, (element) => candidates.some((candidate) => isEqual(element, candidate)));
  return operator === '_in' ? isMember : (value) => !isNullish(value) && !isMember(value);
}

function compileRange(operator: '_between' | '_nbetween', operand: unknown, context: FilterContext): ValueTest {
  const bounds = resolveList(operator, operand, context);
  if (bounds.length !== 2 || bounds.some(isNullish)) throw new FilterError(`${operator} expects a list of two values`);
  const [low, high] = bounds;
  const isInside: ValueTest = (value) =>
    anyElement(value, (element) => {
      const fromLow = compareValues(element, low);
      const toHigh = compareValues(element, high);
      return fromLow !== undefined && toHigh !== undefined && fromLow >= 0 && toHigh <= 0;
    });
  return operator === '_between' ? isInside : (value) => !isNullish(value) && !isInside(value);
}

function compileFlag(operator: '_null' | '_nnull' | '_empty' | '_nempty', operand: unknown): ValueTest {
  if (typeof operand !== 'boolean') throw new FilterError(`${operator} expects true or false`);
  // Directus reads `_null: false` as "is not null", and so on.
  const wanted = operator === '_null' || operator === '_empty' ? operand : !operand;
  const test = operator === '_null' || operator === '_nnull' ? isNullish : isEmptyValue;
  return (value) => test(value) === wanted;
}

function compileText(operator: ValueOperator, operand: unknown): ValueTest {
  if (typeof operand !== 'string' && typeof operand !== 'number') throw new FilterError(`${operator} expects text`);
  const negated = operator.startsWith('_n');
  const name = operator.slice(negated ? 2 : 1);
  const insensitive = name.startsWith('i');
  const position = insensitive ? name.slice(1) : name;
  const folding: CaseFolding = insensitive ? 'unicode' : 'ascii';
  const text = String(operand);
  const pattern = position === 'contains' ? `%${text}%` : position === 'starts_with' ? `${text}%` : `%${text}`;
  const patternCharacters = Array.from(foldCase(pattern, folding));
  const matches: ValueTest = (value) =>
    anyElement(value, (element) => {
      const elementText = asText(element);
      return elementText !== undefined && likeMatches(patternCharacters, Array.from(foldCase(elementText, folding)));
    });
  return negated ? (value) => !isNullish(value) && !matches(value) : matches;
}

function compileValueOperator(operator: ValueOperator, operand: unknown, context: FilterContext): ValueTest {
  // Directus ignores an operator whose value is undefined (an unset GraphQL variable).
  if (operand === undefined) return matchAll;
  switch (VALUE_OPERATORS[operator]) {
    case 'value':
      return compileComparison(operator, operand, context);
    case 'list':
      return compileMembership(operator as '_in' | '_nin', operand, context);
    case 'range':
      return compileRange(operator as '_between' | '_nbetween', operand, context);
    case 'flag':
      return compileFlag(operator as '_null' | '_nnull' | '_empty' | '_nempty', operand);
    case 'text':
      return compileText(operator, operand);
  }
}

function readField(item: unknown, field: string): unknown {
  if (item === null || typeof item !== 'object') return undefined;
  if (isFunctionField(field)) return readFunctionField(item, field);
  if (!Object.hasOwn(item, field)) return undefined;
  return (item as Record<string, unknown>)[field];
}

function compileQuantifier(
  quantifier: '_some' | '_none',
  operand: unknown,
  field: string,
  context: FilterContext,
): ValueTest {
  const test = compileGroup(operand, `${quantifier} on "${field}"`, context);
  return (value) => {
    if (!isNullish(value) && !Array.isArray(value)) {
      throw new FilterError(`${quantifier} needs a to-many relation, but "${field}" holds a single item`);
    }
    const found = (value ?? []).some((related) => test(related));
    return quantifier === '_some' ? found : !found;
  };
}

/** A nested filter on a relation: the related object, or any of the related objects (implicit `_some`). */
function compileRelated(test: ItemTest): ValueTest {
  return (value) => {
    if (Array.isArray(value)) return value.some((related) => test(related));
    // A null relation (or a value with nothing inside) never matches a nested condition.
    return value !== null && typeof value === 'object' && test(value);
  };
}

function compileFieldCondition(field: string, condition: unknown, context: FilterContext): ValueTest {
  if (Array.isArray(condition)) {
    throw new FilterError(`Filter on "${field}" must be an object of operators, not a list`);
  }
  // Directus shorthand: `{ status: 'published' }` means `{ status: { _eq: 'published' } }`.
  if (!isPlainObject(condition)) return compileValueOperator('_eq', condition, context);

  const tests: ValueTest[] = [];
  const nested: Record<string, unknown> = {};
  for (const [key, operand] of Object.entries(condition)) {
    if (isRelationOperator(key)) tests.push(compileQuantifier(key, operand, field, context));
    else if (isLogicalOperator(key) || !key.startsWith('_')) nested[key] = operand;
    else if (isValueOperator(key)) tests.push(compileValueOperator(key, operand, context));
    else throw new FilterError(`Unknown filter operator "${key}"`);
  }
  // All nested keys together describe one related item (one `_some` subquery in Directus).
  if (Object.keys(nested).length > 0) tests.push(compileRelated(compileGroup(nested, `Filter on "${field}"`, context)));
  return (value) => tests.every((test) => test(value));
}

function compileLogical(operator: '_and' | '_or', operand: unknown, context: FilterContext): ItemTest {
  if (!Array.isArray(operand)) throw new FilterError(`${operator} expects a list of filters`);
  const tests = operand.map((filter) => compileGroup(filter, `Each filter in ${operator}`, context));
  if (operator === '_and') return (item) => tests.every((test) => test(item));
  // An empty `_or` adds no condition: knex drops the empty group, so Directus returns everything.
  return (item) => tests.length === 0 || tests.some((test) => test(item));
}

function compileEntry(key: string, condition: unknown, context: FilterContext): ItemTest {
  if (isLogicalOperator(key)) return compileLogical(key, condition, context);
  if (isValueOperator(key) || isRelationOperator(key)) {
    throw new FilterError(`Operator "${key}" must follow a field name`);
  }
  if (key.startsWith('_')) throw new FilterError(`Unknown filter operator "${key}"`);
  const test = compileFieldCondition(key, condition, context);
  return (item) => test(readField(item, key));
}

function compileGroup(filter: unknown, description: string, context: FilterContext): ItemTest {
  if (!isPlainObject(filter)) throw new FilterError(`${description} must be an object`);
  const tests = Object.entries(filter).map(([key, condition]) => compileEntry(key, condition, context));
  return (item) => tests.every((test) => test(item));
}

/**
 * Checks the filter once (throwing FilterError when malformed, whatever the items) and returns a
 * test for items. Fields side by side are ANDed. A null or undefined filter matches everything.
 */
export function compileFilter(filter: unknown, context: FilterContext): (item: object) => boolean {
  if (isNullish(filter)) return () => true;
  return compileGroup(filter, 'filter', context);
}

/** Whether one item matches the filter; see compileFilter. */
export function matchesFilter(item: object, filter: Filter | null | undefined, context: FilterContext): boolean {
  return compileFilter(filter, context)(item);
}
