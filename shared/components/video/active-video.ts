import { makeVar } from '@apollo/client';

/**
 * The address of the video playing in the popup: client-only state kept by Apollo (spec 000 §7
 * "A client-only query holds the active video address"), never sent to the server.
 */
export const activeVideoUrl = makeVar<string | null>(null);

/** The privacy-enhanced player address for a video id. */
export const playerUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
