import type { ConcertEventRecord } from '../content/model';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import type { ConcertEventsSource } from './concert-events-source';

/** Demo concerts (content/concert_events.json, or Directus): the artist's future dates, soonest first. */
export function createEmbeddedConcertEventsSource(
  records: RecordsLoader<ConcertEventRecord>,
  now: () => Date = () => new Date(),
): ConcertEventsSource {
  return {
    async upcoming(artistName) {
      const name = artistName.trim().toLowerCase();
      const from = now().getTime();
      return [...(await loadRecords(records))]
        .filter((event) => event.artistName.toLowerCase() === name && Date.parse(event.datetime) >= from)
        .sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime))
        .map(({ artistName: _artist, ...event }) => event);
    },
  };
}
