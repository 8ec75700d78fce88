import { useActiveVideoUrl } from './active-video';
import { VideoPopup } from './video-popup';

/**
 * Mounted while a video is open. Its code stays with the frame (it is small): mounted in the key
 * press or click that opens it, focus reaches Close before the next frame (spec 000 §2 dialog rules).
 */
export function VideoPopupWhileOpen() {
  return useActiveVideoUrl() ? <VideoPopup /> : null;
}
