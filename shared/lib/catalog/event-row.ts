/**
 * An event row (spec 000 §2 "Event row"; spec 001 concert events): its title and the "Tickets"
 * link text; its date and time are written by date-styles.ts, as every event's are.
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
