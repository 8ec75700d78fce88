import { makeVar } from '@apollo/client';
import { youtubePlayerUrl } from '../../lib/video-address';

/**
 * The address of the video playing in the popup: client-only state kept by Apollo (spec 000 §7
 * "A client-only query holds the active video address"), never sent to the server.
 */
export const activeVideoUrl = makeVar<string | null>(null);

/** The privacy-enhanced player address for a video service's id. */
export const playerUrl = youtubePlayerUrl;
