import { useSyncExternalStore } from 'react';
import { listenerSet } from '../../app/listener-set';
import { requestIsland } from '../../app/island';
import { youtubePlayerUrl } from '../../lib/catalog/video-address';

let current: string | null = null;
const listeners = listenerSet();

/**
 * The address of the video playing in the popup: client-only state (spec 000 §7 "A client-only
 * query holds the active video address"), never sent to the server. Called with a value it sets
 * it (null closes the popup); called without, it reads it.
 */
export function activeVideoUrl(next?: string | null): string | null {
  if (next !== undefined && next !== current) {
    current = next;
    listeners.notify();
    // Hydrated by islands, the popup's island wakes to show it (shared/app/frame-islands.tsx).
    if (next !== null) requestIsland('video-popup');
  }
  return current;
}

/** The active video address, re-rendering when it changes (no video while the server renders). */
export const useActiveVideoUrl = () => useSyncExternalStore(listeners.subscribe, activeVideoUrl, () => null);

/** The privacy-enhanced player address for a video service's id. */
export const playerUrl = youtubePlayerUrl;
