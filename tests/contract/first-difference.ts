/**
 * The first place two answers differ, as a short line (`.pages.0.blocks.2.data.item.title: "A" ≠ "B"`),
 * or null when they are equal (key order aside). Jest's own diff of two large answers takes minutes
 * and pages of output; this says where to look.
 */
export function firstDifference(actual: unknown, expected: unknown, path = ''): string | null {
  if (Object.is(actual, expected)) return null;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) {
      return `${path || '(root)'}: ${actual.length} entries ≠ ${expected.length} (${summary(actual)} ≠ ${summary(expected)})`;
    }
    for (let index = 0; index < actual.length; index += 1) {
      const difference = firstDifference(actual[index], expected[index], `${path}.${index}`);
      if (difference) return difference;
    }
    return null;
  }
  if (isObject(actual) && isObject(expected)) {
    const keys = [...new Set([...Object.keys(actual), ...Object.keys(expected)])].sort();
    for (const key of keys) {
      const difference = firstDifference(actual[key], expected[key], `${path}.${key}`);
      if (difference) return difference;
    }
    return null;
  }
  return `${path || '(root)'}: ${short(actual)} ≠ ${short(expected)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function summary(entries: unknown[]): string {
  return short(entries.map((entry) => (isObject(entry) ? (entry.id ?? entry.href ?? entry.title ?? '?') : entry)));
}
