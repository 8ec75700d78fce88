import { useContext } from 'react';
import { QueryEngineContext, type QueryEngine } from '../../app/site-query';
import { MEDIA_ITEMS } from '../../graphql/services';
import { mediaItemsVariables, queueFromMediaItems, type PlayerTrack } from '../../lib/catalog/player';
import { FOCUS_RING } from '../focus-ring';
import { cachedReleaseCover } from '../player/cached-release-cover';
import { PauseIcon, PlayIcon, SpinnerIcon } from '../player/player-icons';
import { loadPlayerMachine, playerStore } from '../player/player-store';
import { useReleasePlayback } from '../player/use-player';

/** The preview button's accessible name (ours: the spec names the button, not its label). */
export const playPreviewLabel = (title: string) => `Play preview of ${title}`;

export interface PreviewButtonProps {
  /** The release whose tracks the player queues. */
  referenceId: string;
  title: string;
  /** The release's cover for the player bar; read from what the page's queries loaded when not given. */
  cover?: string | null;
  size?: 'small' | 'large';
  className?: string;
}

const MEDIA_ITEMS_QUERY = MEDIA_ITEMS;

/** The player's code loads on the way to the press, not with the page; a failed load is tried again by the press. */
const preloadPlayer = () => void loadPlayerMachine().catch(() => undefined);

/** The spec's media items call for the release (spec 000 §3, §7), through the site's GraphQL. */
async function lookUpTracks(queries: QueryEngine, referenceId: string): Promise<PlayerTrack[]> {
  const result = await queries.query(MEDIA_ITEMS_QUERY, mediaItemsVariables(referenceId));
  if (result.error) throw result.error;
  return queueFromMediaItems(result.data?.mediaItems.results);
}

/**
 * The play button of a release's audio preview (spec 000 §4): idle, then loading (a spinner,
 * aria-busy) while the release's media items are looked up, then the queue is filled and plays.
 * Pressed again it pauses and resumes its release (aria-pressed while it plays). Without a
 * reference id nothing happens. The player finds it again by data-reference-id.
 */
export function PreviewButton({ referenceId, title, cover, size = 'small', className = '' }: PreviewButtonProps) {
  // From the context, not useQueryEngine(): a tile rendered without a provider still renders.
  const queries = useContext(QueryEngineContext);
  const playback = useReleasePlayback(referenceId);
  const box = size === 'large' ? 'h-14 w-14' : 'h-9 w-9';
  const icon = size === 'large' ? 'h-6 w-6' : 'h-4 w-4';

  const play = () => {
    if (!referenceId || !queries) return;
    const release = { referenceId, title, cover: cover ?? cachedReleaseCover(queries, referenceId) };
    void playerStore.open(release, () => lookUpTracks(queries, referenceId));
  };

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
      className={`grid place-items-center rounded-full bg-paper text-ink hover:bg-accent aria-pressed:bg-accent ${box} ${FOCUS_RING} ${className}`.trim()}
    >
      {playback === 'loading' ? (
        <SpinnerIcon className={icon} />
      ) : playback === 'playing' ? (
        <PauseIcon className={icon} />
      ) : (
        <PlayIcon className={icon} />
      )}
    </button>
  );
}
