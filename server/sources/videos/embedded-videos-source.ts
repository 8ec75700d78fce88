import type { VideoRecord } from '../content/model';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import { VIDEO_THUMBNAIL_SIZES } from '../../../shared/lib/images/page-image-sizes';
import type { PlaylistItem, VideosSource } from './videos-source';

/** Page tokens are opaque to callers, as YouTube's are: here, the offset in base64url. */
const encodeToken = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeToken(token: string | null | undefined): number {
  if (!token) return 0;
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(token, 'base64url').toString());
  if (!match) throw new RangeError('Invalid pageToken');
  return Number(match[1]);
}

/** Demo videos (content/videos.json, or Directus), paged like YouTube's playlistItems. */
export function createEmbeddedVideosSource(records: RecordsLoader<VideoRecord>): VideosSource {
  return {
    async playlistItems({ playlistId, maxResults, pageToken }) {
      const all = (await loadRecords(records)).filter((video) => video.playlistId === playlistId);
      const offset = decodeToken(pageToken);
      const page = all.slice(offset, offset + maxResults);
      const next = offset + maxResults;
      return { items: page.map(toPlaylistItem), nextPageToken: next < all.length ? encodeToken(next) : null };
    },
  };
}

function toPlaylistItem(video: VideoRecord): PlaylistItem {
  const thumbnail = (size: keyof typeof VIDEO_THUMBNAIL_SIZES) => {
    const { width, height } = VIDEO_THUMBNAIL_SIZES[size];
    return { url: `/assets/${video.thumbnail}?fit=cover&width=${width}&height=${height}`, width, height };
  };
  return {
    contentDetails: { videoId: video.videoId },
    snippet: { title: video.title, thumbnails: { default: thumbnail('default'), medium: thumbnail('medium'), high: thumbnail('high') } },
  };
}
