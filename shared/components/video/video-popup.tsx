import { useEffect, useRef } from 'react';
import { useSiteNavigation } from '../../app/site-navigation-context';
import { CLOSE_TEXT } from '../../lib/catalog/storefront-texts';
import { isOwnMedia } from '../../lib/catalog/video-address';
import { playerStore } from '../player/player-store';
import { FOCUS_RING } from '../focus-ring';
import { ModalDialog } from '../modal/modal-dialog';
import { activeVideoUrl, useActiveVideoUrl } from './active-video';

/**
 * The centred video popup (spec 000 §2): open while a video address is set; closed by its button,
 * Escape, or any page navigation. Like every modal, it keeps focus inside (on Close first) and gives
 * it back on closing.
 * Opening a video pauses the audio player: two soundtracks at once is never what a visitor wants.
 * The site's own media (a same-origin address: the demo's clip) plays in a <video>; a video
 * service's in its privacy-enhanced player frame.
 */
const closeVideo = () => activeVideoUrl(null);

export function VideoPopup() {
  const url = useActiveVideoUrl();
  const { pathname, search } = useSiteNavigation().location;
  const closeButton = useRef<HTMLButtonElement>(null);

  // A route change closes it; not its own mount (the frame mounts it, loaded on demand, on opening).
  const openedAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (openedAt.current === `${pathname}${search}`) return;
    openedAt.current = `${pathname}${search}`;
    activeVideoUrl(null);
  }, [pathname, search]);

  useEffect(() => {
    if (url && playerStore.getSnapshot().status !== 'idle') playerStore.pause();
  }, [url]);

  if (!url) return null;
  return (
    <ModalDialog
      aria-label="Video"
      onClose={closeVideo}
      initialFocus={closeButton}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/90 p-4 text-paper"
    >
      <div className="relative w-full max-w-4xl">
        <button
          ref={closeButton}
          type="button"
          onClick={closeVideo}
          className={`absolute -top-12 right-0 rounded-full border border-white/30 px-4 py-2 text-sm hover:border-accent hover:text-accent ${FOCUS_RING}`}
        >
          {CLOSE_TEXT}
        </button>
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          {isOwnMedia(url) ? (
            // The popup opens on a press, so the browser lets it start with sound.
            <video src={url} controls autoPlay playsInline aria-label="Video" className="h-full w-full" />
          ) : (
            <iframe
              src={url}
              title="Video"
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
