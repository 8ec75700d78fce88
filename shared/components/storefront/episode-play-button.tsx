import { island } from '../../app/island';
import type { SingleAudio } from '../../lib/catalog/player';
import { PlaybackButton } from '../player/playback-button';
import { openSingleAudio } from '../player/single-audio';

/** A radio episode's play button's accessible name. */
export const playEpisodeLabel = (title: string) => `Play ${title}`;

/**
 * A radio episode's play button: its recording plays in the page's one player as a queue of one,
 * and the button pauses and resumes it from then on.
 */
export function EpisodePlayButton({ episode, className }: { episode: SingleAudio & { cover?: string | null }; className?: string }) {
  return (
    <PlaybackButton
      referenceId={episode.referenceId}
      label={playEpisodeLabel(episode.title)}
      onPress={() => openSingleAudio(episode)}
      className={className}
    />
  );
}

/** The button as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const EpisodePlayButtonIsland = island('episode-play-button', EpisodePlayButton);
