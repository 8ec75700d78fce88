/**
 * Upcoming and past events, split as the /events page splits them (its two lists, set in the CMS):
 * at the moment of the request (`$NOW`, which the content service resolves), upcoming soonest first,
 * past newest first. The artist page lists an artist's events the same way, past ones apart.
 */

export type EventTime = 'upcoming' | 'past';

export const EVENT_TIMES: Readonly<Record<EventTime, { filter: Record<string, unknown>; sort: string[] }>> = {
  upcoming: { filter: { date: { _gte: '$NOW' } }, sort: ['date'] },
  past: { filter: { date: { _lt: '$NOW' } }, sort: ['-date'] },
};

/** The heading of past events, as /events has it. */
export const PAST_EVENTS_TITLE = 'Past events';

/** The events `filter` selects, narrowed to upcoming or past ones, in that list's order. */
export function eventsAt(time: EventTime, filter: Record<string, unknown>): { filter: Record<string, unknown>; sort: string[] } {
  return { filter: { _and: [filter, EVENT_TIMES[time].filter] }, sort: [...EVENT_TIMES[time].sort] };
}
