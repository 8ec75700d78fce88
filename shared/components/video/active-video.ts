import { useSyncExternalStore } from 'react';
import { youtubePlayerUrl } from '../../lib/video-address';

let current: string | null = null;
const listeners = new Set<() => void>();

/**
 * The address of the video playing in the popup: client-only state (spec 000 §7 "A client-only
 * query holds the active video address"), never sent to the server. Called with a value it sets
 * it (null closes the popup); called without, it reads it.
 */
export function activeVideoUrl(next?: string | null): string | null {
  if (next !== undefined && next !== current) {
    current = next;
    for (const listener of listeners) listener();
  }
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active video address, re-rendering when it changes (no video while the server renders). */
export const useActiveVideoUrl = () => useSyncExternalStore(subscribe, activeVideoUrl, () => null);

/** The privacy-enhanced player address for a video service's id. */
export const playerUrl = youtubePlayerUrl;
