import { useContext } from 'react';
import { island } from '../../app/island';
import { QueryEngineContext } from '../../app/site-query';
import { PlaybackButton } from '../player/playback-button';
import { openReleasePreview } from '../player/release-preview';

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
  const play = () => openReleasePreview(queries, { referenceId, title, cover, href });
  return <PlaybackButton referenceId={referenceId} label={playPreviewLabel(title)} onPress={play} size={size} className={className} />;
}

/** The preview button as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const PreviewButtonIsland = island('preview-button', PreviewButton);
