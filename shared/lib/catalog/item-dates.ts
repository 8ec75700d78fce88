import { formatDay, formatEventDateTime } from './date-styles';

/**
 * The day a tile or a search row shows for an item, as the item's own page writes it, with the value
 * for a `<time>` element: an event's date and time, a post's publication. Null for other items, or
 * without a date.
 */
export function itemDay(
  collection: string | null | undefined,
  value: string | null | undefined,
): { text: string; dateTime: string } | null {
  if (!value) return null;
  if (collection === 'events') {
    const when = formatEventDateTime(value);
    return when && { text: when.text, dateTime: when.dateTime };
  }
  const published = collection === 'posts' ? formatDay(value) : null;
  return published ? { text: published, dateTime: value } : null;
}
