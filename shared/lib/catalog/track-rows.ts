import type { PlayerState, PlayerTrack, ReleasePlayback } from './player';

/*
 * A release's track rows and the player's queue (issue 28): apart from ./player.ts, which every
 * page's first load reads, because only a release page and the player's machinery use these.
 */

/** A track row of a release's page: the track's title. */
export interface WantedTrack {
  title: string;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which entry of a release's queue is a track row's: the one of the same title, or -1. Not by
 * place: the store's media items leave out the tracks without a preview, so places shift.
 */
export function queueIndexOf(queue: readonly PlayerTrack[], wanted: WantedTrack): number {
  return queue.findIndex((track) => sameTitle(track.title, wanted.title));
}

/** Where a track row's press starts the queue: its own entry, or the release's start when it has none. */
export const startIndexOf = (queue: readonly PlayerTrack[], wanted: WantedTrack) => Math.max(queueIndexOf(queue, wanted), 0);

/** What a track row shows: 'playing' or 'paused' when it is the release's current track, else 'idle'. */
export function trackPlayback(state: PlayerState, referenceId: string, wanted: WantedTrack): ReleasePlayback {
  if (state.pending?.referenceId === referenceId) return 'idle';
  if (state.release?.referenceId !== referenceId || state.queue.length === 0) return 'idle';
  if (queueIndexOf(state.queue, wanted) !== state.index) return 'idle';
  return state.status === 'playing' ? 'playing' : 'paused';
}
