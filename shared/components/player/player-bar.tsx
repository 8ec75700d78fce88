import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { currentTrack, formatTime, hasNext, SEEK_STEP_SECONDS, type PlayerState } from '../../lib/catalog/player';
import { FOCUS_RING } from '../focus-ring';
import { RouterLink } from '../router-link';
import { ResponsiveImage } from '../storefront/responsive-image';
import { CloseIcon, NextIcon, NoteIcon, PreviousIcon } from './player-bar-icons';
import { PauseIcon, PlayIcon, SpinnerIcon } from './player-icons';
import type { PlayerStore } from './player-store';
import {
  CLOSE_TEXT,
  LIVE_TEXT,
  NEXT_TEXT,
  nowPlayingText,
  PAUSE_TEXT,
  PLAY_TEXT,
  PLAYER_LABEL,
  PREVIOUS_TEXT,
  problemText,
  SEEK_TEXT,
} from './player-texts';
import { useMediaSession } from './use-media-session';
import { usePlayerBottomSpace } from './use-player-bottom-space';

const ROUND_BUTTON = `grid shrink-0 place-items-center rounded-full aria-disabled:cursor-default aria-disabled:opacity-40 ${FOCUS_RING}`;
const QUIET_BUTTON = `${ROUND_BUTTON} h-10 w-10 text-paper hover:text-accent aria-disabled:hover:text-paper`;

const COVER = 'h-10 w-10 shrink-0 rounded md:h-12 md:w-12';

const SEEK_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };

/** Where focus goes when the bar closes: the preview button of its release, if on this page. */
function releaseButton(referenceId: string | undefined): HTMLElement | null {
  if (!referenceId) return null;
  const buttons = document.querySelectorAll<HTMLElement>('button[data-reference-id]');
  return Array.from(buttons).find((button) => button.dataset.referenceId === referenceId) ?? null;
}

/**
 * The player bar, fixed at the bottom of the viewport: the release's cover, the track's title and
 * artist, previous / play-pause / next, a seekable progress slider with the times, and close; a
 * live stream shows play-pause and "Live" instead of the track buttons and the slider.
 * It holds the one <audio> element (the store's, so it outlives any render) and a live region
 * that announces each new track.
 */
export function PlayerBar({ store, state }: { store: PlayerStore; state: PlayerState }) {
  const { bar, spacer } = usePlayerBottomSpace();
  const announcer = useRef<HTMLParagraphElement>(null);
  useMediaSession(store, state);

  const track = currentTrack(state);
  const loading = state.status === 'loading';
  const playing = state.status === 'playing';
  const canGoNext = !loading && hasNext(state);
  // A live stream has no earlier or later point to go to: no track buttons, no slider.
  const live = !!track?.live;
  const duration = state.duration ?? 0;
  const position = Math.min(state.position, duration);
  const announcement = state.problem ? problemText(state.problem) : track ? nowPlayingText(track) : '';

  // Written after mount: a live region announces changes, not the text it was inserted with.
  useEffect(() => {
    if (announcer.current) announcer.current.textContent = announcement;
  }, [announcement]);

  const mountAudio = useCallback(
    (slot: HTMLSpanElement | null) => {
      if (!slot) return;
      const media = store.audio();
      slot.appendChild(media);
      return () => media.remove();
    },
    [store],
  );

  const seekWithKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = SEEK_KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    store.seek(state.position + direction * SEEK_STEP_SECONDS);
  };

  const close = () => {
    const returnTo = releaseButton(state.release?.referenceId);
    store.close();
    returnTo?.focus();
  };

  return (
    <>
      {/* The page's room below its end, as tall as the bar (use-player-bottom-space.ts). */}
      <div ref={spacer} aria-hidden="true" />
      <section
        ref={bar}
        aria-label={PLAYER_LABEL}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-white/15 bg-ink/95 text-paper shadow-[0_-12px_32px_rgb(0_0_0/0.45)] backdrop-blur"
      >
        {/* One row on a phone (the slider lies along the bar's top edge); the slider in the row from md up. */}
        <div className="relative mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-2 md:gap-x-5 md:py-3">
          {state.release?.cover ? (
            <ResponsiveImage src={state.release.cover} preset="featured" alt="" sizes="48px" className={COVER} />
          ) : state.release ? (
            <div className={`${COVER} grid place-items-center bg-white/5 text-paper/40`}>
              <NoteIcon />
            </div>
          ) : null}
          <div className="min-w-0 flex-1 md:w-64 md:flex-none">
            {track ? (
              <p className="truncate text-sm font-semibold" data-testid="player-title">
                {state.release?.href ? (
                  // To the release's page, through the router: the music keeps playing.
                  <RouterLink to={state.release.href} className={`hover:text-accent hover:underline ${FOCUS_RING}`}>
                    {track.title}
                  </RouterLink>
                ) : (
                  track.title
                )}
              </p>
            ) : null}
            {state.problem ? (
              <p className="text-sm text-accent">{problemText(state.problem)}</p>
            ) : track?.artist ? (
              <p className="truncate text-sm text-paper/70" data-testid="player-artist">
                {track.artist}
              </p>
            ) : null}
          </div>

          {track ? (
            <>
              <div className="flex shrink-0 items-center gap-1">
                {live ? null : (
                  <button
                    type="button"
                    aria-label={PREVIOUS_TEXT}
                    aria-disabled={loading}
                    onClick={() => store.previous()}
                    className={QUIET_BUTTON}
                  >
                    <PreviousIcon />
                  </button>
                )}
                <button
                  type="button"
                  aria-label={playing ? PAUSE_TEXT : PLAY_TEXT}
                  aria-disabled={loading}
                  aria-busy={loading || undefined}
                  onClick={() => !loading && store.toggle()}
                  className={`${ROUND_BUTTON} h-11 w-11 bg-paper text-ink hover:bg-accent aria-disabled:hover:bg-paper`}
                >
                  {loading ? <SpinnerIcon /> : playing ? <PauseIcon /> : <PlayIcon />}
                </button>
                {live ? null : (
                  <button
                    type="button"
                    aria-label={NEXT_TEXT}
                    aria-disabled={!canGoNext}
                    onClick={() => canGoNext && store.next()}
                    className={QUIET_BUTTON}
                  >
                    <NextIcon />
                  </button>
                )}
              </div>
              {live ? (
                <p className="flex shrink-0 items-center gap-2 text-xs font-semibold uppercase tracking-wider text-paper md:flex-1">
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent motion-safe:animate-pulse" />
                  <span data-testid="player-live">{LIVE_TEXT}</span>
                </p>
              ) : (
                <div className="absolute inset-x-0 -top-3 flex items-center text-xs tabular-nums text-paper/70 md:static md:flex-1 md:gap-2">
                  <span className="hidden w-10 text-right md:inline" data-testid="player-position">
                    {formatTime(position)}
                  </span>
                  <input
                    type="range"
                    min={0}
                    max={duration}
                    step="any"
                    value={position}
                    disabled={duration === 0}
                    aria-label={SEEK_TEXT}
                    aria-valuetext={`${formatTime(position)} of ${formatTime(duration)}`}
                    onChange={(event) => store.seek(Number(event.currentTarget.value))}
                    onKeyDown={seekWithKeys}
                    className={`h-6 min-w-0 flex-1 cursor-pointer accent-accent disabled:cursor-default ${FOCUS_RING}`}
                  />
                  <span className="hidden w-10 md:inline" data-testid="player-duration">
                    {formatTime(duration)}
                  </span>
                </div>
              )}
            </>
          ) : null}

          <button type="button" aria-label={CLOSE_TEXT} onClick={close} className={QUIET_BUTTON}>
            <CloseIcon />
          </button>
        </div>
        <p ref={announcer} role="status" className="sr-only" />
        <span ref={mountAudio} hidden />
      </section>
    </>
  );
}
