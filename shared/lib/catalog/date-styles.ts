/**
 * The site's date styles, one per kind of date (decision 0080), written the same on tiles, rows,
 * search results and the item's own page:
 * - a day something was published or came out (a post, a release): "12 March 2026";
 * - when an event is: its weekday, then the day as above, then the 24-hour time it gives,
 *   "Tuesday 22 September 2026 · 21:00".
 * en-GB with months and weekdays in full (its short months read "Sept"), and no capitals by CSS.
 * Written in UTC, so the server render and every visitor's browser write the same day.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** Between an event's day and its time. */
const TIME_SEPARATOR = ' · ';

/** The day of a post's publication or a release, "12 March 2026"; null for a value that is not a date. */
export function formatDay(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : dayFormat.format(time);
}

export interface EventDateTime {
  /** What a visitor reads: "Saturday 1 June 2024", then " · " and the 24-hour time ("19:00") when the value has one. */
  text: string;
  /** For `<time dateTime>`: the wall-clock value as given ("2024-06-01T19:00"). */
  dateTime: string;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The wall-clock reading of a matched value as a UTC instant; null for an impossible day or time. */
function wallClockInstant(match: RegExpExecArray): Date | null {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute] = match[4] !== undefined ? [Number(match[4]), Number(match[5])] : [0, 0];
  if (hour > 23 || minute > 59) return null;
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day ? instant : null;
}

/**
 * When an event is, as the event gives it: the wall-clock time written in the value (concert
 * services give local times without a zone; a value with an offset is shown at that offset), never
 * converted to the visitor's or the server's zone — so an 8 pm gig in Tokyo reads 20:00 everywhere.
 * Null for a value that is not a date.
 */
export function formatEventDateTime(value: string | null | undefined): EventDateTime | null {
  const match = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null;
  const instant = match && wallClockInstant(match);
  if (!match || !instant) return null;
  const hasTime = match[4] !== undefined;
  const isoDate = `${match[1]}-${match[2]}-${match[3]}`;
  const date = `${weekdayFormat.format(instant)} ${dayFormat.format(instant)}`;
  return {
    text: hasTime ? `${date}${TIME_SEPARATOR}${timeFormat.format(instant)}` : date,
    // The pattern's hour and minute are two digits each, as written.
    dateTime: hasTime ? `${isoDate}T${match[4]}:${match[5]}` : isoDate,
  };
}

/** A list row's date block: the day large, its weekday and month short above and below. */
export interface DateBlock {
  weekday: string;
  day: string;
  month: string;
}

/**
 * The date block of a list row (an event's day, a post's publication) in the same wall-clock reading
 * as formatEventDateTime: "Tue", "22", "Sep" (three letters: en-GB's short September is "Sept").
 * Null for a value that is not a date.
 */
export function dateBlock(value: string | null | undefined): DateBlock | null {
  const match = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null;
  const instant = match && wallClockInstant(match);
  if (!instant) return null;
  return {
    weekday: weekdayFormat.format(instant).slice(0, 3),
    day: String(instant.getUTCDate()),
    month: dayFormat
      .formatToParts(instant)
      .find((part) => part.type === 'month')!
      .value.slice(0, 3),
  };
}
