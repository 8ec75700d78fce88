import type { PlayerProblem, PlayerTrack } from '../../lib/catalog/player';

/** The player's words (ours: the spec names the player, not its labels). */
export const PLAYER_LABEL = 'Audio player';
export const PLAY_TEXT = 'Play';
export const PAUSE_TEXT = 'Pause';
export const PREVIOUS_TEXT = 'Previous track';
export const NEXT_TEXT = 'Next track';
export const SEEK_TEXT = 'Seek';
export const CLOSE_TEXT = 'Close player';
/** What the bar says of a live stream, in place of its times. */
export const LIVE_TEXT = 'Live';

export const nowPlayingText = (track: PlayerTrack) => `Now playing: ${track.title}${track.artist ? ` by ${track.artist}` : ''}`;

export function problemText(problem: PlayerProblem): string {
  switch (problem.kind) {
    case 'unavailable':
      return `The preview of ${problem.title} could not be loaded. Please try again.`;
    case 'empty':
      return `${problem.title} has no preview yet.`;
    case 'playback':
      return `${problem.title} could not be played.`;
  }
}
