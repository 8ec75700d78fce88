import { FOCUS_RING } from '../focus-ring';
import { PauseIcon, PlayIcon, SpinnerIcon } from './player-icons';
import { preloadPlayer } from './release-preview';
import { useReleasePlayback } from './use-player';

export interface PlaybackButtonProps {
  /** Whose queue it plays: the player finds the button again by it (data-reference-id). */
  referenceId: string;
  /** Its accessible name. */
  label: string;
  onPress: () => void;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * A round play button of the page's one player, for whatever it plays (a release's preview, a
 * radio episode): idle, loading (a spinner, aria-busy), then pause while its queue plays
 * (aria-pressed). The player's code loads on the way to the press.
 */
export function PlaybackButton({ referenceId, label, onPress, size = 'small', className = '' }: PlaybackButtonProps) {
  const playback = useReleasePlayback(referenceId);
  // The small disc (36 px) sits in a 44 px target, which takes no more room than the disc: a
  // finger's tap around it still lands (WCAG 2.5.5). The large one is a target already.
  const target = size === 'large' ? 'h-14 w-14' : '-m-1 h-11 w-11';
  const disc = size === 'large' ? 'h-14 w-14' : 'h-9 w-9';
  const icon = size === 'large' ? 'h-6 w-6' : 'h-4 w-4';

  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={playback === 'playing'}
      aria-busy={playback === 'loading' || undefined}
      data-reference-id={referenceId}
      data-playback={playback}
      onClick={onPress}
      onPointerEnter={preloadPlayer}
      onFocus={preloadPlayer}
      className={`group/play grid place-items-center rounded-full ${target} ${FOCUS_RING} ${className}`.trim()}
    >
      <span
        className={`grid place-items-center rounded-full bg-paper text-ink group-hover/play:bg-accent group-aria-pressed/play:bg-accent ${disc}`}
      >
        {playback === 'loading' ? (
          <SpinnerIcon className={icon} />
        ) : playback === 'playing' ? (
          <PauseIcon className={icon} />
        ) : (
          <PlayIcon className={icon} />
        )}
      </span>
    </button>
  );
}
