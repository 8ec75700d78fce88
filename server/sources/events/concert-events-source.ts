import type { ConcertEventRecord } from '../content/model';

export type ConcertEvent = Omit<ConcertEventRecord, 'artistName'>;

/** Upcoming concerts of an artist (Bandsintown in production: GET /artists/{artistName}/events). */
export interface ConcertEventsSource {
  upcoming(artistName: string): Promise<ConcertEvent[]>;
}
