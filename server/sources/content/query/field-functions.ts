/**
 * Directus function fields in filters and sorts: `year(date_published)` reads the UTC year of a
 * date field (the release and post year filters use it), likewise month, day, hour and friends.
 */
const FUNCTION_FIELD = /^(year|month|week|day|weekday|hour|minute|second)\(([A-Za-z_][\w]*)\)$/;

export function isFunctionField(key: string): boolean {
  return FUNCTION_FIELD.test(key);
}

/** undefined when `key` is not a function field; null when the date is missing or unreadable. */
export function readFunctionField(item: object, key: string): number | null | undefined {
  const match = FUNCTION_FIELD.exec(key);
  if (!match) return undefined;
  const [, name, field] = match;
  if (name === undefined || field === undefined) return undefined;
  const raw = Object.hasOwn(item, field) ? (item as Record<string, unknown>)[field] : undefined;
  if (typeof raw !== 'string') return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) || raw.length <= 10 ? raw : `${raw}Z`);
  if (Number.isNaN(date.getTime())) return null;
  switch (name) {
    case 'year':
      return date.getUTCFullYear();
    case 'month':
      return date.getUTCMonth() + 1;
    case 'day':
      return date.getUTCDate();
    case 'weekday':
      return date.getUTCDay();
    case 'hour':
      return date.getUTCHours();
    case 'minute':
      return date.getUTCMinutes();
    case 'second':
      return date.getUTCSeconds();
    default:
      return isoWeek(date);
  }
}

function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
