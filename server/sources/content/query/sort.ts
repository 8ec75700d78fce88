import { LRUCache } from 'lru-cache';

/**
 * Ordering of values and items the way Directus on SQLite orders rows, so a `sort` variable gives
 * the same order against the embedded content and a real Directus. The value comparison is also
 * what the filter operators `_gt`, `_lt`, `_between`... use.
 */

/** `YYYY-MM-DD`, optionally followed by a time and a zone (ISO 8601, also with a space). */
const ISO_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NUMERIC_TEXT_PATTERN = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/**
 * Milliseconds since the epoch of an ISO date or datetime string, or undefined when the text is not
 * one (or names an impossible day). A datetime without a zone is read as UTC: Directus stores
 * datetimes in UTC, and the result must not depend on the server's time zone.
 */
export function parseIsoDate(text: string): number | undefined {
  // Sorting compares the same few date strings again and again: remember them (bounded).
  const remembered = parsedDates.get(text);
  if (remembered !== undefined) return Number.isNaN(remembered) ? undefined : remembered;
  const time = parseIsoDateUncached(text);
  parsedDates.set(text, time ?? Number.NaN);
  return time;
}

/** Times by text; NaN marks a text that is not a date (lru-cache keeps no undefined). */
const parsedDates = new LRUCache<string, number>({ max: 50_000 });

function parseIsoDateUncached(text: string): number | undefined {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const dayStart = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(dayStart);
  // Date.UTC rolls 2024-02-31 over to March; such a text is not a date.
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const time = dayStart + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000 + milliseconds;
  return time - zoneOffsetMinutes(zone) * 60_000;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

export function isDateOnlyText(text: string): boolean {
  return DATE_ONLY_PATTERN.test(text) && parseIsoDate(text) !== undefined;
}

/** The UTC calendar day of a moment as `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Compares strings by code point, which is the order of their UTF-8 bytes: SQLite's BINARY
 * collation (its default). It differs from JavaScript's `<` (UTF-16 code units) only for characters
 * beyond U+FFFF against U+E000–U+FFFF; no locale rules, so "Z" < "a" and "é" > "z".
 */
export function compareCodePoints(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    let a = left.charCodeAt(index);
    let b = right.charCodeAt(index);
    if (a === b) continue;
    if (a >= 0xd800 && b >= 0xd800) {
      // Surrogate pairs encode code points above U+FFFF: move them above U+E000–U+FFFF.
      a = a >= 0xe000 ? a - 0x800 : a + 0x2000;
      b = b >= 0xe000 ? b - 0x800 : b + 0x2000;
    }
    return a - b;
  }
  return left.length - right.length;
}

/** Text given for a number (or boolean) field, as Directus casts a filter value to the field type. */
function textAsNumber(text: string, againstBoolean: boolean): number | undefined {
  if (NUMERIC_TEXT_PATTERN.test(text)) return Number(text);
  if (againstBoolean && (text === 'true' || text === 'false')) return text === 'true' ? 1 : 0;
  return undefined;
}

function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'boolean') return value ? 1 : 0; // SQLite stores booleans as 0/1
  return undefined;
}

function sign(difference: number): number {
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/** A Date (from `$NOW`) against a stored string: date-only fields compare by calendar day. */
function compareDateWithText(date: Date, text: string): number | undefined {
  if (isDateOnlyText(text)) return sign(compareCodePoints(toIsoDay(date), text));
  const time = parseIsoDate(text);
  return time === undefined ? undefined : sign(date.getTime() - time);
}

/**
 * Orders two non-null values: -1, 0 or 1, or undefined when they cannot be compared (different
 * kinds, such as a word and a number). Numbers (and numeric text against a number) compare
 * numerically, two ISO date strings chronologically, other strings by code point.
 */
export function compareValues(left: unknown, right: unknown): number | undefined {
  if (left instanceof Date || right instanceof Date) {
    if (left instanceof Date && right instanceof Date) return sign(left.getTime() - right.getTime());
    if (left instanceof Date && typeof right === 'string') return compareDateWithText(left, right);
    if (right instanceof Date && typeof left === 'string') {
      const reversed = compareDateWithText(right, left);
      return reversed === undefined ? undefined : -reversed;
    }
    return undefined;
  }
  const leftNumber = numberOrUndefined(left);
  const rightNumber = numberOrUndefined(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return sign(leftNumber - rightNumber);
  if (leftNumber !== undefined && typeof right === 'string') {
    const rightAsNumber = textAsNumber(right, typeof left === 'boolean');
    return rightAsNumber === undefined ? undefined : sign(leftNumber - rightAsNumber);
  }
  if (rightNumber !== undefined && typeof left === 'string') {
    const leftAsNumber = textAsNumber(left, typeof right === 'boolean');
    return leftAsNumber === undefined ? undefined : sign(leftAsNumber - rightNumber);
  }
  if (typeof left === 'string' && typeof right === 'string') {
    const leftTime = parseIsoDate(left);
    const rightTime = parseIsoDate(right);
    if (leftTime !== undefined && rightTime !== undefined) return sign(leftTime - rightTime);
    return sign(compareCodePoints(left, right));
  }
  return undefined;
}

/** SQLite's order of storage classes: NULL < numbers < text < everything else. */
function storageRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return 1;
  if (typeof value === 'string') return 2;
  return 3;
}

/** A total order for sorting: nulls first, then values of one kind among themselves. */
export function compareForSort(left: unknown, right: unknown): number {
  const leftRank = storageRank(left);
  const rightRank = storageRank(right);
  if (leftRank === 0 || rightRank === 0) return leftRank === rightRank ? 0 : leftRank === 0 ? -1 : 1;
  return compareValues(left, right) ?? sign(leftRank - rightRank);
}

/** Follows a dot path through many-to-one relations; a missing link reads as null. */
export function readPath(item: unknown, path: readonly string[]): unknown {
  let current: unknown = item;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

interface SortKey {
  path: string[];
  descending: boolean;
}

function parseSortKey(field: string): SortKey {
  const descending = field.startsWith('-');
  const name = descending ? field.slice(1) : field;
  const path = name.split('.');
  if (path.some((segment) => segment === '')) throw new Error(`Invalid sort field "${field}"`);
  return { path, descending };
}

/**
 * A sorted copy of the items. `sort` lists fields, most significant first: `-` sorts descending,
 * `artist.name` follows a many-to-one relation. Nulls come first ascending and last descending, as
 * SQLite orders them. Stable: items that tie keep their input order. No sort keeps the input order.
 */
export function sortItems<T>(items: readonly T[], sort: readonly string[] | null | undefined): T[] {
  const keys = (sort ?? []).map(parseSortKey);
  if (keys.length === 0) return [...items];
  const rows = items.map((item) => ({ item, values: keys.map((key) => readPath(item, key.path)) }));
  // Array.prototype.sort is stable (ES2019), so ties keep their input order.
  rows.sort((a, b) => {
    for (const [position, key] of keys.entries()) {
      const order = compareForSort(a.values[position], b.values[position]);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  });
  return rows.map((row) => row.item);
}
