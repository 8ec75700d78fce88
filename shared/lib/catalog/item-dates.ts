import { formatEventDateTime } from './event-row';

const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The day a post was published, as "12 March 2026". Read in UTC, so that the server render and every
 * visitor's browser write the same day. Null for a value that is not a date.
 */
export function publishedDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : longDateFormat.format(time);
}

/**
 * The day a tile or a search row shows for an item, as the item's own page writes it, with the value
 * for a `<time>` element: an event's date, a post's publication. Null for other items, or without a date.
 */
export function itemDay(
  collection: string | null | undefined,
  value: string | null | undefined,
): { text: string; dateTime: string } | null {
  if (!value) return null;
  if (collection === 'events') {
    const when = formatEventDateTime(value);
    return when && { text: when.date, dateTime: when.dateTime };
  }
  const published = collection === 'posts' ? publishedDate(value) : null;
  return published ? { text: published, dateTime: value } : null;
}
