import { useId } from 'react';
import { formatEventDateTime } from '../../lib/catalog/date-styles';
import { eventTitle, TICKETS_TEXT } from '../../lib/catalog/event-row';
import { OUTSIDE_LINK_ATTRIBUTES } from '../../lib/routing/site-links';
import type { ConcertEvent } from './storefront-types';
import { FOCUS_RING } from '../focus-ring';

export interface EventRowProps {
  event: ConcertEvent;
}

/**
 * One event (spec 000 §2 "Event row"): date and time as the event gives them, the title (or the
 * description cut to 80 characters and "…"), venue, lineup, and a Tickets link in a new tab.
 */
export function EventRow({ event }: EventRowProps) {
  const titleId = useId();
  const title = eventTitle(event);
  const when = formatEventDateTime(event.datetime);
  const venueName = event.venue?.name?.trim();
  const venueLocation = event.venue?.location?.trim();
  const lineup = (event.lineup ?? []).filter((name) => name.trim());
  return (
    <article aria-labelledby={titleId} className="grid gap-3 py-5 md:grid-cols-[1fr_auto] md:items-center md:gap-6">
      <div className="min-w-0">
        {/* As the event page writes it, above the title. */}
        {when ? (
          <p className="text-sm font-semibold text-accent">
            <time dateTime={when.dateTime}>{when.text}</time>
          </p>
        ) : null}
        <h3 id={titleId} className="font-semibold leading-snug break-words">
          {title}
        </h3>
        {venueName || venueLocation ? (
          <p className="text-sm text-paper/80">
            {venueName ? <span className="font-medium">{venueName}</span> : null}
            {venueName && venueLocation ? ', ' : null}
            {venueLocation ? <span>{venueLocation}</span> : null}
          </p>
        ) : null}
        {lineup.length > 0 ? <p className="text-sm text-paper/60">{lineup.join(', ')}</p> : null}
      </div>
      {event.url ? (
        <a
          href={event.url}
          {...OUTSIDE_LINK_ATTRIBUTES}
          aria-describedby={titleId}
          className={`justify-self-start rounded-full bg-paper px-5 py-2 text-sm font-semibold text-ink hover:bg-accent ${FOCUS_RING} md:justify-self-end`}
        >
          {TICKETS_TEXT}
        </a>
      ) : null}
    </article>
  );
}
