import { useCallback, useSyncExternalStore } from 'react';
import { initialPlayerState, releasePlayback, type PlayerState, type ReleasePlayback } from '../../lib/catalog/player';
import { playerStore } from './player-store';

// The server and the hydration pass see no player: the page renders the same on both sides.
const serverState = () => initialPlayerState;
const serverPlayback = (): ReleasePlayback => 'idle';

export function usePlayerState(): PlayerState {
  return useSyncExternalStore(playerStore.subscribe, playerStore.getSnapshot, serverState);
}

/** One release's state for its button: a string, so the button re-renders only when it changes. */
export function useReleasePlayback(referenceId: string): ReleasePlayback {
  const read = useCallback(() => releasePlayback(playerStore.getSnapshot(), referenceId), [referenceId]);
  return useSyncExternalStore(playerStore.subscribe, read, serverPlayback);
}
