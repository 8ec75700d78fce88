/**
 * The release badge (spec 000 §2 "Release badge"): "Pre-order" when release_date or
 * date_available is in the future, "Out now" when a release_date is already past, nothing
 * otherwise. `now` is always passed in, so the server render and the browser agree and tests can
 * stand at any moment.
 *
 * A date-only value ("2024-05-10", how release dates are stored) names a whole UTC day: it is in
 * the future while that day has not begun in UTC, and past from 00:00 UTC that day — a release is
 * "Out now" on its release day. A value with a time is an instant; one without a zone is read as
 * UTC so the answer never depends on the machine's time zone. Values that are not dates count as
 * missing.
 */
import { OUT_NOW_TEXT, PRE_ORDER_TEXT } from './storefront-texts';

export type ReleaseBadge = typeof PRE_ORDER_TEXT | typeof OUT_NOW_TEXT;

export interface Dated {
  release_date?: string | null;
  date_available?: string | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Milliseconds since the epoch at which a date value begins, or null when it is not a date. */
export function dateStart(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const time = Date.UTC(year, month - 1, date);
    // Reject impossible days such as 2024-02-30 rather than let them roll over.
    const check = new Date(time);
    return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? time : null;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  const iso = text.replace(' ', 'T') + (dateTime[1] ? '' : 'Z');
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** Whether the date is still to come at `now`; false for missing or invalid dates. */
export function isFutureDate(value: string | null | undefined, now: Date): boolean {
  const start = dateStart(value);
  return start !== null && start > now.getTime();
}

/** Whether the date has come by `now` (a date-only value from the start of its UTC day). */
export function isPastDate(value: string | null | undefined, now: Date): boolean {
  const start = dateStart(value);
  return start !== null && start <= now.getTime();
}

/** A release dated in the future can be pre-ordered (the featured item block's Pre-order link). */
export function isPreOrder(item: Dated, now: Date): boolean {
  return isFutureDate(item.release_date, now) || isFutureDate(item.date_available, now);
}

export function releaseBadge(item: Dated, now: Date): ReleaseBadge | null {
  if (isPreOrder(item, now)) return PRE_ORDER_TEXT;
  if (isPastDate(item.release_date, now)) return OUT_NOW_TEXT;
  return null;
}

/**
 * When a pre-order ships: the later of its future release and availability dates (as stored, for
 * formatDay), or null when it is no pre-order at `now`.
 */
export function preOrderShipDate(item: Dated, now: Date): string | null {
  const future = [item.release_date, item.date_available].filter((value): value is string => isFutureDate(value, now));
  return future.sort((a, b) => dateStart(b)! - dateStart(a)!)[0] ?? null;
}
