import { FILE_ID } from '../images/asset-address';

/** The privacy-enhanced YouTube player for a video id (spec 000 §2), autoplaying. */
export const youtubePlayerUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;

/**
 * Where a playlist video plays: the site's own file when its id is one of the site's file ids (the
 * embedded video service's demo records), otherwise the video service's player. YouTube's ids are
 * 11 characters, so a real playlist never reaches the site's files.
 */
export function videoAddress(videoId: string): string {
  return FILE_ID.test(videoId) ? `/assets/${videoId}` : youtubePlayerUrl(videoId);
}

/** A same-origin path (drawn as a <video>), not another site's player (drawn in a frame). */
export function isOwnMedia(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');
}
