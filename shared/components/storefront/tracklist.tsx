import { useCallback, useContext, useSyncExternalStore } from 'react';
import { island } from '../../app/island';
import { QueryEngineContext } from '../../app/site-query';
import { formatTime, type ReleasePlayback } from '../../lib/catalog/player';
import { trackPlayback, type WantedTrack } from '../../lib/catalog/track-rows';
import { FOCUS_RING } from '../focus-ring';
import { PauseIcon, PlayIcon } from '../player/player-icons';
import { playerStore } from '../player/player-store';
import { openReleasePreview, preloadPlayer } from '../player/release-preview';

export interface TracklistTrack {
  id: string;
  position: number | string;
  title: string;
  duration_seconds: number;
  /** Named when it is not the release's own artist. */
  guestArtist: string | null;
}

export interface TracklistProps {
  /** The release whose preview each row plays; none: the rows only list the tracks. */
  release: { referenceId: string; title: string; cover: string | null; href?: string | null } | null;
  tracks: readonly TracklistTrack[];
}

export const playTrackLabel = (title: string) => `Play ${title}`;
export const pauseTrackLabel = (title: string) => `Pause ${title}`;

const serverPlayback = (): ReleasePlayback => 'idle';

/** One row's state, as a string: the row re-renders only when it changes. */
function useTrackPlayback(referenceId: string, wanted: WantedTrack): ReleasePlayback {
  const { title } = wanted;
  const read = useCallback(() => trackPlayback(playerStore.getSnapshot(), referenceId, { title }), [referenceId, title]);
  return useSyncExternalStore(playerStore.subscribe, read, serverPlayback);
}

/**
 * A release's tracklist (issue 28): each row plays its preview in the page's one player, or pauses
 * it when it is the one playing (a track without a preview plays the release from its start); the
 * row playing is marked (aria-current) in step with the bar.
 * Numbers sit in a column of their own width, so titles line up.
 */
export function Tracklist({ release, tracks }: TracklistProps) {
  return (
    <section aria-labelledby="tracklist" className="mt-10">
      <h2 id="tracklist" className="font-display text-2xl font-semibold">
        Tracklist
      </h2>
      <ol className="mt-4 divide-y divide-white/10">
        {tracks.map((track, index) =>
          release ? (
            <PlayableTrackRow key={track.id} release={release} track={track} index={index} />
          ) : (
            <li key={track.id} className="flex items-center gap-3 py-2">
              <TrackText track={track} />
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

function TrackText({ track }: { track: TracklistTrack }) {
  return (
    <>
      <span className="w-7 shrink-0 text-right tabular-nums text-paper/50">{track.position}</span>
      <span className="min-w-0 flex-1">
        {track.title}
        {track.guestArtist ? <span className="text-paper/60"> – {track.guestArtist}</span> : null}
      </span>
      <span className="shrink-0 text-sm tabular-nums text-paper/60">{formatTime(track.duration_seconds)}</span>
    </>
  );
}

function PlayableTrackRow({
  release,
  track,
  index,
}: {
  release: NonNullable<TracklistProps['release']>;
  track: TracklistTrack;
  index: number;
}) {
  // From the context, not useQueryEngine(): rendered without a provider, the row still renders.
  const queries = useContext(QueryEngineContext);
  const wanted = { title: track.title };
  const playback = useTrackPlayback(release.referenceId, wanted);
  const current = playback !== 'idle';
  return (
    <li aria-current={current || undefined} className={`flex items-center gap-3 py-1 ${current ? 'text-accent' : ''}`}>
      <button
        type="button"
        aria-label={playback === 'playing' ? pauseTrackLabel(track.title) : playTrackLabel(track.title)}
        aria-pressed={playback === 'playing'}
        data-track-position={index}
        onClick={() => openReleasePreview(queries, release, wanted)}
        onPointerEnter={preloadPlayer}
        onFocus={preloadPlayer}
        className={`-ml-2 grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-white/10 aria-pressed:text-accent ${FOCUS_RING}`}
      >
        {playback === 'playing' ? <PauseIcon /> : <PlayIcon />}
      </button>
      <TrackText track={track} />
    </li>
  );
}

/** The tracklist as an island of its own (docs/decisions/0118): its rows' code loads as it comes near. */
export const TracklistIsland = island('tracklist', Tracklist);
