import { SlotHeading } from '../../blocks/slot-heading';
import { headingAnchor } from '../../lib/markup/heading-anchor';
import { EventRow } from './event-row';
import type { ConcertEvent } from './storefront-types';

export interface ConcertEventsListProps {
  /** The concert-events service's answer (the bandsintownEvents shape). */
  events: readonly ConcertEvent[] | null | undefined;
  title?: string;
}

/** Upcoming concerts as event rows (spec 000 §2 "Collection view": concert events). Nothing when there are none. */
export function ConcertEventsList({ events, title }: ConcertEventsListProps) {
  if (!events || events.length === 0) return null;
  const heading = title?.trim();
  return (
    <section className="my-10">
      {heading ? (
        <SlotHeading id={headingAnchor(heading) || undefined} className="mb-4 text-2xl font-semibold tracking-tight">
          {heading}
        </SlotHeading>
      ) : null}
      <ul role="list" className="divide-y divide-white/10 border-y border-white/10">
        {events.map((event, position) => (
          <li key={event.id ?? `${event.datetime ?? ''}-${position}`}>
            <EventRow event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}
