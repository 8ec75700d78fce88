import { listenerSet } from '../../app/listener-set';
import { loadOnce } from '../../app/load-once';
import { requestIsland } from '../../app/island';
import { initialPlayerState, type PlayerRelease, type PlayerState, type PlayerTrack } from '../../lib/catalog/player';
import type { WantedTrack } from '../../lib/catalog/track-rows';

export interface PlayerStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlayerState;
  /** The one <audio> element, created on first use (in the browser only). */
  audio(): HTMLAudioElement;
  /**
   * A preview button was pressed: the release's queue toggles if it is already loaded, otherwise
   * its tracks are looked up, replace the queue and start playing. With `wanted` (a track row),
   * that track plays, or toggles when it is the one playing.
   */
  open(release: PlayerRelease, lookUpTracks: () => Promise<readonly PlayerTrack[]>, wanted?: WantedTrack): Promise<void>;
  toggle(): void;
  play(): void;
  pause(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  close(): void;
}

let machine: PlayerStore | undefined;
const listeners = listenerSet();

/**
 * Loads the player's machinery (its state machine and the driver of its <audio> element), once;
 * preview buttons start it on hover or focus, so it is there by the press.
 */
export const loadPlayerMachine = loadOnce(() =>
  import('./player-machine').then(({ createPlayerStore }) => {
    machine = createPlayerStore();
    machine.subscribe(listeners.notify);
    return machine;
  }),
);

/**
 * The page's one player, shared by every route and the bar. Until a preview is pressed it is idle
 * and its machinery stays out of the first load (most visits play nothing): every command but
 * `open` concerns a release already opened, so before that there is nothing for it to do.
 */
export const playerStore: PlayerStore = {
  subscribe: listeners.subscribe,
  getSnapshot: (): PlayerState => machine?.getSnapshot() ?? initialPlayerState,
  audio() {
    // The bar and the media session use the element, and they show only once a release opened.
    if (!machine) throw new Error('The player has not opened a release yet');
    return machine.audio();
  },
  open: (release: PlayerRelease, lookUpTracks: () => Promise<readonly PlayerTrack[]>, wanted?: WantedTrack) => {
    // Hydrated by islands, the bar's island wakes to show what plays (shared/app/frame-islands.tsx).
    requestIsland('audio-player');
    return loadPlayerMachine().then(
      (loaded) => loaded.open(release, lookUpTracks, wanted),
      (error: unknown) => console.warn('Player: its code could not be loaded', error),
    );
  },
  toggle: () => machine?.toggle(),
  play: () => machine?.play(),
  pause: () => machine?.pause(),
  next: () => machine?.next(),
  previous: () => machine?.previous(),
  seek: (seconds) => machine?.seek(seconds),
  close: () => machine?.close(),
};
