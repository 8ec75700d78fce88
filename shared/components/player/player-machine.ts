import {
  currentTrack,
  initialPlayerState,
  type PlayerCommand,
  type PlayerEvent,
  type PlayerReport,
  type PlayerState,
  type PlayerTrack,
} from '../../lib/catalog/player';
import { startIndexOf } from '../../lib/catalog/track-rows';
import { playerReducer } from '../../lib/catalog/player-reducer';
import { listenerSet } from '../../app/listener-set';
import type { PlayerStore } from './player-store';

const REPORTS: ReadonlySet<PlayerEvent['type']> = new Set<PlayerReport['type']>(['started', 'stopped', 'time', 'duration', 'media-error']);

/**
 * The player's machinery: one state, one <audio> element, both living for the whole page outside
 * React's tree, so a route change (which remounts pages) never touches the music. React reads the
 * state with useSyncExternalStore (through `playerStore`); the element is driven here and only here.
 */
export function createPlayerStore(createAudio: () => HTMLAudioElement = () => document.createElement('audio')): PlayerStore {
  let state = initialPlayerState;
  let element: HTMLAudioElement | null = null;
  const listeners = listenerSet();

  const dispatch = (event: PlayerEvent) => {
    const previous = state;
    state = playerReducer(previous, event);
    if (state === previous) return;
    // Reports describe what the element already did: nothing to drive.
    if (!REPORTS.has(event.type)) drive(previous, event as PlayerCommand | { type: 'ended' });
    listeners.notify();
  };

  const audio = () => {
    if (element) return element;
    const created = createAudio();
    created.preload = 'metadata';
    // Only what the element did, read from the element itself when the event is handled, so a
    // late event never undoes a newer command.
    created.addEventListener('play', () => !created.paused && dispatch({ type: 'started' }));
    created.addEventListener('pause', () => created.paused && dispatch({ type: 'stopped' }));
    created.addEventListener('timeupdate', () => dispatch({ type: 'time', position: created.currentTime }));
    created.addEventListener('durationchange', () => dispatch({ type: 'duration', duration: created.duration }));
    created.addEventListener('ended', () => dispatch({ type: 'ended' }));
    created.addEventListener('error', () => created.error && created.getAttribute('src') && dispatch({ type: 'media-error' }));
    element = created;
    return created;
  };

  const startPlaying = (media: HTMLAudioElement) => {
    media.play().catch((error: unknown) => {
      const name = error instanceof Error || error instanceof DOMException ? error.name : '';
      // AbortError: a newer track or a pause replaced this play. NotAllowedError: the browser
      // wants a gesture first, so the player shows paused and the next press plays.
      if (name === 'AbortError') return;
      dispatch(name === 'NotAllowedError' ? { type: 'stopped' } : { type: 'media-error' });
    });
  };

  /** Brings the element in line with the state a command produced. */
  const drive = (previous: PlayerState, event: PlayerCommand | { type: 'ended' }) => {
    const track = currentTrack(state);
    if (!track) {
      if (element) {
        element.pause();
        element.removeAttribute('src');
        element.load();
      }
      return;
    }
    const media = audio();
    // A new track, or another try after the audio failed.
    const reload = track !== currentTrack(previous) || (event.type === 'play' && previous.problem?.kind === 'playback');
    if (reload) media.src = track.url;
    else if (event.type === 'seek' || event.type === 'previous' || event.type === 'ended') media.currentTime = state.position;
    if (state.status === 'playing') {
      if (reload || media.paused) startPlaying(media);
    } else if (!media.paused) {
      media.pause();
    }
  };

  const toggle = () => dispatch(state.status === 'playing' ? { type: 'pause' } : { type: 'play' });

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => state,
    audio,
    async open(release, lookUpTracks, wanted) {
      const { referenceId } = release;
      if (!referenceId || state.pending?.referenceId === referenceId) return;
      if (!state.pending && state.release?.referenceId === referenceId && state.queue.length > 0) {
        const index = wanted ? startIndexOf(state.queue, wanted) : state.index;
        if (index === state.index) toggle();
        else dispatch({ type: 'jump', index });
        return;
      }
      dispatch({ type: 'load', release });
      let tracks: readonly PlayerTrack[];
      try {
        tracks = await lookUpTracks();
      } catch (error) {
        console.warn('Preview lookup failed', error);
        dispatch({ type: 'load-failed', referenceId });
        return;
      }
      dispatch({ type: 'loaded', referenceId, tracks });
      if (state.release?.referenceId === referenceId && state.status === 'ready') {
        const index = wanted ? startIndexOf(state.queue, wanted) : 0;
        dispatch(index === 0 ? { type: 'play' } : { type: 'jump', index });
      }
    },
    toggle,
    play: () => dispatch({ type: 'play' }),
    pause: () => dispatch({ type: 'pause' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    seek: (seconds) => dispatch({ type: 'seek', position: seconds }),
    close: () => dispatch({ type: 'close' }),
  };
}
