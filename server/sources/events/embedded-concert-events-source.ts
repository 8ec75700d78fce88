import type { ConcertEventRecord } from '../content/model';
import type { ConcertEventsSource } from './concert-events-source';

/** Demo concerts from content/concert_events.json: the artist's future dates, soonest first. */
export function createEmbeddedConcertEventsSource(
  records: ConcertEventRecord[],
  now: () => Date = () => new Date(),
): ConcertEventsSource {
  return {
    async upcoming(artistName) {
      const name = artistName.trim().toLowerCase();
      const from = now().getTime();
      return records
        .filter((event) => event.artistName.toLowerCase() === name && Date.parse(event.datetime) >= from)
        .sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime))
        .map(({ artistName: _artist, ...event }) => event);
    },
  };
}
