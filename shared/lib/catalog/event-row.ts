/**
 * An event row (spec 000 §2 "Event row"; spec 001 concert events): its title, its date and time,
 * and the "Tickets" link text.
 *
 * Title fallback — the spec says "truncated to 80 characters ending with an ellipsis" and "80
 * characters plus an ellipsis": a title-less event shows the first 80 characters of its
 * description followed by the single character "…" (U+2026, one character, not "..."), so a cut
 * title is 81 characters long. A description of 80 characters or fewer is shown as it is.
 * Characters are counted as code points, so an emoji is never cut in half.
 */
import { TICKETS_TEXT } from './storefront-texts';

export { TICKETS_TEXT };

export const EVENT_TITLE_MAX_CHARS = 80;
export const ELLIPSIS = '\u2026';

export interface EventTitleFields {
  title?: string | null;
  description?: string | null;
}

/** The title, or the description cut to 80 characters plus "…"; '' when there is neither. */
export function eventTitle(event: EventTitleFields): string {
  const title = event.title?.trim();
  if (title) return title;
  const description = event.description?.trim() ?? '';
  const characters = Array.from(description);
  if (characters.length <= EVENT_TITLE_MAX_CHARS) return description;
  return characters.slice(0, EVENT_TITLE_MAX_CHARS).join('') + ELLIPSIS;
}

export interface EventDateTime {
  /** en-GB, e.g. "Sat, 1 Jun 2024". */
  date: string;
  /** 24-hour en-GB, e.g. "19:00"; null when the value has no time. */
  time: string | null;
  /** For `<time dateTime>`: the wall-clock value as given ("2024-06-01T19:00"). */
  dateTime: string;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/**
 * The date and time of an event as the event gives them: the wall-clock time written in the value
 * (concert services give local times without a zone; a value with an offset is shown at that
 * offset), never converted to the visitor's or the server's zone — so the server render and the
 * browser agree, and an 8 pm gig in Tokyo reads 20:00 everywhere. Null for a value that is not a
 * date.
 */
export function formatEventDateTime(value: string | null | undefined): EventDateTime | null {
  const match = typeof value === 'string' ? WALL_CLOCK.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const [hour, minute] = hasTime ? [Number(match[4]), Number(match[5])] : [0, 0];
  if (hour > 23 || minute > 59) return null;
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const isoDate = `${match[1]}-${match[2]}-${match[3]}`;
  return {
    date: dateFormat.format(instant),
    time: hasTime ? timeFormat.format(instant) : null,
    dateTime: hasTime ? `${isoDate}T${pad(hour)}:${pad(minute)}` : isoDate,
  };
}
