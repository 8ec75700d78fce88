import { getJson } from '../http/get-json';
import { redactUrl } from '../http/redact-url';
import { ServiceError } from '../http/service-error';
import { callLimits, serviceUrl, type ServiceEndpoint } from '../http/service-endpoint';
import { googleErrorReason, playlistPageFromAnswer } from './youtube-playlist-answer';
import type { VideosSource } from './videos-source';

export interface YouTubeOptions extends ServiceEndpoint {
  apiKey: string;
}

const SERVICE = 'YouTube';

/**
 * Playlist pages from the YouTube Data API: GET {base}/youtube/v3/playlistItems?part=snippet&...&key=.
 * Paging is the caller's (spec 001 §9: one fewer on the first page); this asks for what it is given.
 */
export function createYouTubeVideosSource(options: YouTubeOptions): VideosSource {
  return {
    async playlistItems({ playlistId, maxResults, pageToken }) {
      const url = serviceUrl(options, '/youtube/v3/playlistItems');
      url.searchParams.set('part', 'snippet');
      url.searchParams.set('playlistId', playlistId);
      url.searchParams.set('maxResults', String(maxResults));
      if (pageToken) url.searchParams.set('pageToken', pageToken);
      url.searchParams.set('key', options.apiKey);

      const { status, body } = await getJson(url, { service: SERVICE, answerStatuses: [400, 404], ...callLimits(options) });
      if (status < 300) return playlistPageFromAnswer(body);
      const reason = googleErrorReason(body);
      // The same answers as the embedded twin: a bad token is the caller's mistake, an unknown playlist is empty.
      if (status === 400 && reason === 'invalidPageToken') throw new RangeError('Invalid pageToken');
      if (status === 404 && reason === 'playlistNotFound') return { items: [], nextPageToken: null };
      throw new ServiceError({ service: SERVICE, failure: 'status', url: redactUrl(url), status, attempts: 1, detail: reason });
    },
  };
}
