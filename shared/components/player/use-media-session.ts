import { useEffect } from 'react';
import { currentTrack, type PlayerState } from '../../lib/catalog/player';
import type { PlayerStore } from './player-store';

type Handlers = [MediaSessionAction, MediaSessionActionHandler][];

/**
 * The track on the phone's lock screen and the keyboard's media keys: the browser's Media Session,
 * where there is one.
 */
export function useMediaSession(store: PlayerStore, state: PlayerState): void {
  const track = currentTrack(state);
  const album = state.release?.title ?? '';
  const playing = state.status === 'playing';

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = track ? new MediaMetadata({ title: track.title, artist: track.artist ?? '', album }) : null;
  }, [track, album]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: Handlers = [
      ['play', () => store.play()],
      ['pause', () => store.pause()],
      ['previoustrack', () => store.previous()],
      ['nexttrack', () => store.next()],
      ['seekto', (details) => details.seekTime !== undefined && store.seek(details.seekTime)],
    ];
    const set = (handler: (action: MediaSessionAction) => MediaSessionActionHandler | null) => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, handler(action));
        } catch {
          // An action this browser does not know: left out.
        }
      }
    };
    set((action) => handlers.find(([name]) => name === action)![1]);
    return () => {
      set(() => null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [store]);
}
