import {
  currentTrack,
  hasNext,
  initialPlayerState,
  previousTarget,
  type PlayerEvent,
  type PlayerProblemKind,
  type PlayerState,
} from './player';

/**
 * The player's transitions (the rules in ./player.ts): apart from the rest, so the page's first
 * load, which only reads an idle player, ships none of them; they load with the player's machinery.
 */

function moveTo(state: PlayerState, index: number): PlayerState {
  const status = state.status === 'error' ? 'ready' : state.status;
  return { ...state, status, index, position: 0, duration: null, problem: null };
}

function failLoading(state: PlayerState, kind: PlayerProblemKind): PlayerState {
  const title = state.pending?.title ?? '';
  return { ...state, status: 'error', pending: null, problem: { kind, title } };
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  const track = currentTrack(state);
  switch (event.type) {
    case 'load':
      return { ...state, status: 'loading', pending: event.release, problem: null };
    case 'loaded':
      // A late answer for a release the visitor has since replaced changes nothing.
      if (state.pending?.referenceId !== event.referenceId) return state;
      if (event.tracks.length === 0) return failLoading(state, 'empty');
      return { ...initialPlayerState, status: 'ready', release: state.pending, queue: event.tracks };
    case 'load-failed':
      return state.pending?.referenceId === event.referenceId ? failLoading(state, 'unavailable') : state;
    case 'play':
      if (!track || state.status === 'loading') return state;
      return { ...state, status: 'playing', problem: null };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'next':
      return state.status !== 'loading' && hasNext(state) ? moveTo(state, state.index + 1) : state;
    case 'previous': {
      if (!track || track.live || state.status === 'loading') return state;
      const target = previousTarget(state);
      return target.restart ? { ...state, position: 0 } : moveTo(state, target.index);
    }
    case 'seek': {
      if (!track || track.live || !Number.isFinite(event.position)) return state;
      const end = state.duration ?? Number.POSITIVE_INFINITY;
      return { ...state, position: Math.min(Math.max(event.position, 0), end) };
    }
    case 'jump':
      if (state.status === 'loading' || !state.queue[event.index]) return state;
      return { ...moveTo(state, event.index), status: 'playing' };
    case 'close':
      return initialPlayerState;
    case 'started':
      return track && (state.status === 'ready' || state.status === 'paused') ? { ...state, status: 'playing' } : state;
    case 'stopped':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'time':
      return track && Number.isFinite(event.position) ? { ...state, position: Math.max(event.position, 0) } : state;
    case 'duration':
      return track ? { ...state, duration: Number.isFinite(event.duration) && event.duration > 0 ? event.duration : null } : state;
    case 'ended':
      if (!track) return state;
      if (hasNext(state)) return { ...moveTo(state, state.index + 1), status: 'playing' };
      // The release played through: back to its start, ready to play again.
      return { ...state, status: 'ready', index: 0, position: 0, duration: state.index === 0 ? state.duration : null };
    case 'media-error':
      return track ? { ...state, status: 'error', problem: { kind: 'playback', title: track.title } } : state;
  }
}
