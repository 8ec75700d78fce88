import Joi from 'joi';
import { validEntries } from '../http/valid-entries';
import type { ConcertEvent } from './concert-events-source';

const webAddress = Joi.string().uri({ scheme: ['https', 'http'] });
const optionalText = Joi.string().allow('', null);

/** One event of Bandsintown's GET /artists/{name}/events answer, as far as the site reads it. */
const eventSchema = Joi.object({
  id: Joi.alternatives(Joi.string().min(1), Joi.number()).required(),
  datetime: Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    .required(),
  // Shown as the Tickets link: only web addresses, never javascript: or data:.
  url: webAddress.required(),
  title: optionalText,
  description: optionalText,
  venue: Joi.object({
    name: Joi.string().allow('').required(),
    location: optionalText,
    city: optionalText,
    region: optionalText,
    country: optionalText,
  })
    .unknown(true)
    .required(),
  lineup: Joi.array().items(Joi.string()).allow(null),
}).unknown(true);

interface BandsintownEvent {
  id: string | number;
  datetime: string;
  url: string;
  title?: string | null;
  description?: string | null;
  venue: { name: string; location?: string | null; city?: string | null; region?: string | null; country?: string | null };
  lineup?: string[] | null;
}

/**
 * The events of an answer in the twin's shape. Anything but an array (Bandsintown's error object or
 * "{warn=Not found}" for an unknown artist) is no events; a malformed event is dropped, not fatal.
 */
export function concertEventsFromAnswer(body: unknown): ConcertEvent[] {
  return validEntries(body, eventSchema, toConcertEvent);
}

function toConcertEvent(event: BandsintownEvent): ConcertEvent {
  const { venue } = event;
  return {
    id: String(event.id),
    // The list falls back to the description when the title is empty (spec 001 §2).
    title: event.title ?? '',
    datetime: event.datetime,
    url: event.url,
    description: event.description ?? '',
    venue: {
      name: venue.name,
      // Older answers have no `location`: the city, region and country make one.
      location: venue.location || [venue.city, venue.region, venue.country].filter(Boolean).join(', '),
    },
    lineup: event.lineup ?? [],
  };
}
