import type { Logger } from 'pino';
import type { ContentSource } from '../content/content-source';
import type { ConcertEventsSource } from '../events/concert-events-source';
import type { JobsSource } from '../jobs/jobs-source';
import type { VideosSource } from '../videos/videos-source';
import { isContentOutage, isServiceOutage } from './outages';
import { SourceBreaker, type BreakerSettings, type BreakerState } from './source-breaker';

/** What /readyz reports: each guarded source and the state of its circuit. */
export type SourceHealth = () => { source: string; state: BreakerState }[];

function guardContent(content: ContentSource, breaker: SourceBreaker): ContentSource {
  return {
    list: (collection, query, options) => breaker.call(() => content.list(collection, query, options)),
    count: (collection, query, options) => breaker.call(() => content.count(collection, query, options)),
    getById: (collection, id, options) => breaker.call(() => content.getById(collection, id, options)),
    getByIds: (collection, ids, options) => breaker.call(() => content.getByIds(collection, ids, options)),
    getSiteSettings: (options) => breaker.call(() => content.getSiteSettings(options)),
    getCookieConfiguration: () => breaker.call(() => content.getCookieConfiguration()),
    getFile: (id) => breaker.call(() => content.getFile(id)),
  };
}

function guardConcertEvents(events: ConcertEventsSource, breaker: SourceBreaker): ConcertEventsSource {
  return { upcoming: (artistName) => breaker.call(() => events.upcoming(artistName)) };
}

function guardVideos(videos: VideosSource, breaker: SourceBreaker): VideosSource {
  return { playlistItems: (query) => breaker.call(() => videos.playlistItems(query)) };
}

function guardJobs(jobs: JobsSource, breaker: SourceBreaker): JobsSource {
  return { list: (query) => breaker.call(() => jobs.list(query)) };
}

/** Wraps each guarded source as it is made. */
export type Guards = Pick<SourceGuards, 'content' | 'contentCall' | 'concertEvents' | 'videos' | 'jobs'>;

/** No circuits: the sources as they are (tests that build sources without a running site). */
export const unguarded: Guards = {
  content: (source) => source,
  contentCall: (call) => call(),
  concertEvents: (source) => source,
  videos: (source) => source,
  jobs: (source) => source,
};

/**
 * The content source and the outside-service blocks (concerts, videos, jobs) behind one circuit
 * breaker each (docs/decisions/0025): a frozen or failing service costs visitors at most its time
 * budget for the first few calls, then nothing until a probe finds it answering again. The sources
 * are wrapped where they are made (start.ts createSources), so everything reading content (pages,
 * the embedded catalogue's prices, the consent twin) shares one circuit. The embedded twins never
 * have outages: their circuits stay closed.
 */
export class SourceGuards {
  private readonly breakers: Record<'content' | 'concertEvents' | 'videos' | 'jobs', SourceBreaker>;

  constructor(settings: BreakerSettings, log: Logger) {
    this.breakers = {
      content: new SourceBreaker('content', isContentOutage, settings, log),
      concertEvents: new SourceBreaker('concert events', isServiceOutage, settings, log),
      videos: new SourceBreaker('videos', isServiceOutage, settings, log),
      jobs: new SourceBreaker('jobs', isServiceOutage, settings, log),
    };
  }

  content(source: ContentSource): ContentSource {
    return guardContent(source, this.breakers.content);
  }

  /**
   * One call to the content service through its circuit, for what is not a ContentSource method:
   * Directus's file downloads behind `/assets/{id}` share the content circuit (one service).
   */
  readonly contentCall = <T>(call: () => Promise<T>): Promise<T> => this.breakers.content.call(call);

  concertEvents(source: ConcertEventsSource): ConcertEventsSource {
    return guardConcertEvents(source, this.breakers.concertEvents);
  }

  videos(source: VideosSource): VideosSource {
    return guardVideos(source, this.breakers.videos);
  }

  jobs(source: JobsSource): JobsSource {
    return guardJobs(source, this.breakers.jobs);
  }

  /** Each guarded source and the state of its circuit, for /readyz. */
  readonly health: SourceHealth = () => Object.values(this.breakers).map((breaker) => ({ source: breaker.source, state: breaker.state }));
}
