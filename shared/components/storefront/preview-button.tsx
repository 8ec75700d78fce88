import { useContext } from 'react';
import { QueryEngineContext } from '../../app/site-query';
import { FOCUS_RING } from '../focus-ring';
import { PauseIcon, PlayIcon, SpinnerIcon } from '../player/player-icons';
import { openReleasePreview, preloadPlayer } from '../player/release-preview';
import { useReleasePlayback } from '../player/use-player';

/** The preview button's accessible name (ours: the spec names the button, not its label). */
export const playPreviewLabel = (title: string) => `Play preview of ${title}`;

export interface PreviewButtonProps {
  /** The release whose tracks the player queues. */
  referenceId: string;
  title: string;
  /** The release's cover for the player bar; read from what the page's queries loaded when not given. */
  cover?: string | null;
  /** The release's page, for the player bar's title. */
  href?: string | null;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * The play button of a release's audio preview (spec 000 §4): idle, then loading (a spinner,
 * aria-busy) while the release's media items are looked up, then the queue is filled and plays.
 * Pressed again it pauses and resumes its release (aria-pressed while it plays). Without a
 * reference id nothing happens. The player finds it again by data-reference-id.
 */
export function PreviewButton({ referenceId, title, cover, href, size = 'small', className = '' }: PreviewButtonProps) {
  // From the context, not useQueryEngine(): a tile rendered without a provider still renders.
  const queries = useContext(QueryEngineContext);
  const playback = useReleasePlayback(referenceId);
  // The small disc (36 px) sits in a 44 px target, which takes no more room than the disc: a
  // finger's tap around it still lands (WCAG 2.5.5). The large one is a target already.
  const target = size === 'large' ? 'h-14 w-14' : '-m-1 h-11 w-11';
  const disc = size === 'large' ? 'h-14 w-14' : 'h-9 w-9';
  const icon = size === 'large' ? 'h-6 w-6' : 'h-4 w-4';

  const play = () => openReleasePreview(queries, { referenceId, title, cover, href });

  return (
    <button
      type="button"
      aria-label={playPreviewLabel(title)}
      aria-pressed={playback === 'playing'}
      aria-busy={playback === 'loading' || undefined}
      data-reference-id={referenceId}
      data-playback={playback}
      onClick={play}
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
