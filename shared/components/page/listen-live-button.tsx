import { island } from '../../app/island';
import { FOCUS_RING } from '../focus-ring';
import { PauseIcon, PlayIcon } from '../player/player-icons';
import { preloadPlayer } from '../player/release-preview';
import { openSingleAudio } from '../player/single-audio';
import { useReleasePlayback } from '../player/use-player';

export const LISTEN_LIVE_TEXT = 'Listen live';

/** A hero's live stream: its audio address and the name the player shows. */
export interface LiveStream {
  url: string;
  title: string;
}

/** The live stream's id in the player (its play button's data-reference-id). */
const liveReferenceId = (stream: LiveStream) => `live:${stream.url}`;

/**
 * A hero's "Listen live": the stream plays in the page's one player, which marks it Live; pressed
 * again it pauses (aria-pressed while it plays). `cover`: the picture the bar shows for it.
 */
export function ListenLiveButton({
  stream,
  cover = null,
  className = '',
}: {
  stream: LiveStream;
  cover?: string | null;
  className?: string;
}) {
  const referenceId = liveReferenceId(stream);
  const playing = useReleasePlayback(referenceId) === 'playing';
  return (
    <button
      type="button"
      aria-pressed={playing}
      data-reference-id={referenceId}
      onClick={() => openSingleAudio({ referenceId, title: stream.title, url: stream.url, live: true, cover })}
      onPointerEnter={preloadPlayer}
      onFocus={preloadPlayer}
      className={`inline-flex min-h-11 items-center gap-3 rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:bg-paper ${FOCUS_RING} ${className}`.trim()}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
      {LISTEN_LIVE_TEXT}
    </button>
  );
}

/** The button as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const ListenLiveButtonIsland = island('listen-live-button', ListenLiveButton);
