/**
 * Directus's `search` parameter, and the site's ranking of search results by title.
 */

const NUMERIC_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function readField(item: object, field: string): unknown {
  return Object.hasOwn(item, field) ? (item as Record<string, unknown>)[field] : undefined;
}

/**
 * Whether any of `searchFields` matches `text`, as Directus searches: a string field matches when
 * it contains the text case-insensitively, a number field when the text is that number. Case
 * folding is full Unicode (Directus on SQLite folds ASCII only, so we may find a little more).
 * Empty text matches every item (Directus skips an empty search).
 */
export function matchesSearch(item: object, text: string, searchFields: readonly string[]): boolean {
  if (text === '') return true;
  const needle = text.toLowerCase();
  const trimmed = text.trim();
  const number = NUMERIC_PATTERN.test(trimmed) ? Number(trimmed) : undefined;
  return searchFields.some((field) => {
    const value = readField(item, field);
    if (typeof value === 'string') return value.toLowerCase().includes(needle);
    if (typeof value === 'number') return number !== undefined && value === number;
    return false;
  });
}

/**
 * The site's ranking rule: +1 if the title contains the text, +1 if it starts with it, +1 if it
 * equals it, ignoring case and surrounding spaces; so 0 to 3. Empty text scores 0 (nothing asked).
 */
export function scoreSearchTitle(text: string, title: string | null | undefined): number {
  const needle = text.trim().toLowerCase();
  if (needle === '' || !title) return 0;
  const haystack = title.trim().toLowerCase();
  let score = 0;
  if (haystack.includes(needle)) score += 1;
  if (haystack.startsWith(needle)) score += 1;
  if (haystack === needle) score += 1;
  return score;
}

/**
 * The items whose title scores above 0, best first; ties keep their input order. At most `limit`
 * (default 10).
 */
export function rankBySearchScore<T>(
  items: readonly T[],
  text: string,
  titleOf: (item: T) => string | null | undefined,
  limit = 10,
): T[] {
  if (limit <= 0) return [];
  return items
    .map((item) => ({ item, score: scoreSearchTitle(text, titleOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score) // Array.prototype.sort is stable
    .slice(0, limit)
    .map((entry) => entry.item);
}
