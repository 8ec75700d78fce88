import { getJson } from '../http/get-json';
import { callLimits, serviceUrl, type ServiceEndpoint } from '../http/service-endpoint';
import { concertEventsFromAnswer } from './bandsintown-events-answer';
import type { ConcertEventsSource } from './concert-events-source';

export interface BandsintownOptions extends ServiceEndpoint {
  appId: string;
}

/**
 * Bandsintown's rule for artist names in the path: after URL-encoding, "/", "?", "*" and '"' take
 * its own codes, or the name is cut or misread.
 */
export function bandsintownArtistSegment(artistName: string): string {
  return encodeURIComponent(artistName.trim())
    .replaceAll('%2F', '%252F')
    .replaceAll('%3F', '%253F')
    .replaceAll('*', '%252A')
    .replaceAll('%22', '%27C');
}

/** Upcoming concerts from Bandsintown: GET {base}/artists/{artistName}/events?app_id={appId}. */
export function createBandsintownConcertEventsSource(options: BandsintownOptions): ConcertEventsSource {
  return {
    async upcoming(artistName) {
      const segment = bandsintownArtistSegment(artistName);
      // "." and ".." would be read as path steps, not names: no artist is called that.
      if (!segment || segment === '.' || segment === '..') return [];
      const url = serviceUrl(options, `/artists/${segment}/events`);
      url.searchParams.set('app_id', options.appId);
      // An unknown artist is a 404 (or a 200 with an error object): no concerts, not a failure.
      const { body } = await getJson(url, { service: 'Bandsintown', answerStatuses: [404], ...callLimits(options) });
      return concertEventsFromAnswer(body);
    },
  };
}
