/**
 * The preview player's queue and states (spec 000 §3 "Media item lookup", §4 "Preview play
 * button", §7 media items query): pure, so the rules are tested without a browser. The store in
 * shared/components/player/ feeds these events in and drives the one <audio> element from the
 * state that comes out. Rules (docs/decisions/0019-audio-player.md):
 *
 * - A release's media items fill the queue; loading another release replaces it once its items
 *   arrive (a failed or empty lookup keeps what was there and reports the problem).
 * - Next stops at the last track; Previous restarts the track once it has played more than
 *   RESTART_THRESHOLD_SECONDS (or on the first track), otherwise goes back one track.
 * - A track that ends plays the next; after the last, the queue rewinds to its first track, ready.
 * - A radio episode or live stream is a queue of one (decision 0103); a live one cannot be seeked
 *   or restarted: there is no earlier point of a stream to go to.
 */

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'paused' | 'error';

export interface PlayerTrack {
  id: string;
  title: string;
  artist: string | null;
  url: string;
  /** A live stream: the bar says Live and offers no seeking. */
  live?: boolean;
}

/** The release (or radio episode, or live stream) a queue belongs to: what its play button knows. */
export interface PlayerRelease {
  referenceId: string;
  title: string;
  /** An asset id or image URL, or null. */
  cover: string | null;
  /** The release's page, which the bar's title links to; none when the button does not know it. */
  href?: string | null;
}

/** unavailable: the lookup failed; empty: the release has no previews; playback: the audio failed. */
export type PlayerProblemKind = 'unavailable' | 'empty' | 'playback';

export interface PlayerProblem {
  kind: PlayerProblemKind;
  /** The release or track it concerns, for the message. */
  title: string;
}

export interface PlayerState {
  status: PlayerStatus;
  /** Whose queue is loaded. */
  release: PlayerRelease | null;
  queue: readonly PlayerTrack[];
  index: number;
  /** The release whose media items are being looked up. */
  pending: PlayerRelease | null;
  /** Seconds into the current track. */
  position: number;
  /** Seconds, once the audio knows it. */
  duration: number | null;
  problem: PlayerProblem | null;
}

/** Previous restarts the current track once it has played longer than this. */
export const RESTART_THRESHOLD_SECONDS = 3;

/** How far an arrow key moves the progress slider. */
export const SEEK_STEP_SECONDS = 5;

/** The spec's media items call for a release (spec 000 §3, §7). */
export const MEDIA_ITEMS_LIMIT = 99;

export const initialPlayerState: PlayerState = {
  status: 'idle',
  release: null,
  queue: [],
  index: 0,
  pending: null,
  position: 0,
  duration: null,
  problem: null,
};

/**
 * Commands come from the visitor; reports come from the audio element and only describe what it
 * already did (the store never drives the element from a report, so the two cannot loop).
 */
export type PlayerCommand =
  | { type: 'load'; release: PlayerRelease }
  | { type: 'loaded'; referenceId: string; tracks: readonly PlayerTrack[] }
  | { type: 'load-failed'; referenceId: string }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'seek'; position: number }
  /** A track row pressed: that entry of the queue plays from its start. */
  | { type: 'jump'; index: number }
  | { type: 'close' };

export type PlayerReport =
  | { type: 'started' }
  | { type: 'stopped' }
  | { type: 'time'; position: number }
  | { type: 'duration'; duration: number }
  | { type: 'ended' }
  | { type: 'media-error' };

export type PlayerEvent = PlayerCommand | PlayerReport;

export function mediaItemsVariables(referenceId: string) {
  // reference_type release: every track of the product group, in running order.
  return { reference_type: 'release', reference_id: referenceId, service: 'ochre', type: 'audio', limit: MEDIA_ITEMS_LIMIT };
}

export interface MediaItemResult {
  id: string;
  title: string;
  artist?: string | null;
  url: string;
}

/** Media items as queue entries; an item without audio is left out. */
export function queueFromMediaItems(results: readonly MediaItemResult[] | null | undefined): PlayerTrack[] {
  return (results ?? [])
    .filter((item) => item.url?.trim() && item.id)
    .map((item) => ({ id: item.id, title: item.title, artist: item.artist ?? null, url: item.url }));
}

/** A radio episode or a live stream: one recording, known already, so nothing to look up. */
export interface SingleAudio {
  /** Its player id, which its play button carries too. */
  referenceId: string;
  title: string;
  artist?: string | null;
  url: string;
  live?: boolean;
}

/** A single recording as the queue it plays as; one without an address plays nothing. */
export function queueOfOne({ referenceId, title, artist = null, url, live }: SingleAudio): PlayerTrack[] {
  if (!referenceId || !url.trim()) return [];
  return [{ id: referenceId, title, artist, url, ...(live ? { live: true } : {}) }];
}

export function currentTrack(state: PlayerState): PlayerTrack | null {
  return state.queue[state.index] ?? null;
}

export const hasNext = (state: PlayerState) => state.index < state.queue.length - 1;

/** What Previous does now: restart the current track, or go back to the track at `index`. */
export function previousTarget(state: PlayerState): { restart: true } | { restart: false; index: number } {
  if (state.index === 0 || state.position > RESTART_THRESHOLD_SECONDS) return { restart: true };
  return { restart: false, index: state.index - 1 };
}

/** What a release's preview button shows. */
export type ReleasePlayback = 'idle' | 'loading' | 'playing' | 'paused';

export function releasePlayback(state: PlayerState, referenceId: string): ReleasePlayback {
  if (state.pending?.referenceId === referenceId) return 'loading';
  if (state.release?.referenceId !== referenceId || state.queue.length === 0) return 'idle';
  return state.status === 'playing' ? 'playing' : 'paused';
}

/** The bar shows while a queue exists, or to report why a release could not be queued. */
export const playerVisible = (state: PlayerState) => state.queue.length > 0 || state.problem !== null;

/** Seconds as m:ss (minutes are not wrapped into hours: previews are short). */
export function formatTime(seconds: number | null | undefined): string {
  const whole = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
