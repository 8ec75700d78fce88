import { useSyncExternalStore } from 'react';
import type { ToastContent } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../lib/frame/frame';
import { onDemand } from './on-demand';
import { listenerSet } from './listener-set';
import { requestIsland } from './island';

type ToastOptions = { toastId: string };

/**
 * The unstyled build: the default one injects a <style> element, which the site's CSP refuses; its
 * stylesheet is part of ours instead (client/styles.css). Loaded with the first toast: most visits
 * show none.
 */
const loadToastify = () => import('react-toastify/unstyled');

/**
 * Where notifications appear (spec 001 §8): top right, closing after 5 s, no progress bar.
 */
const ToastContainer = onDemand(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({
    default: () => <Container position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar theme="dark" />,
  })),
);

let asked = false;
const { subscribe, notify } = listenerSet();

/**
 * Shows a notification (a text, or richer content that gets the toast's close function), mounting
 * the container first if none was shown yet (the library keeps a toast asked before its container
 * exists and shows it once the container mounts). A toast whose id is still on screen gets the new
 * content instead of a second copy. If the code cannot be fetched (offline), the toast is dropped
 * and the next one tries again.
 */
export function showToast(content: ToastContent, options: ToastOptions): void {
  if (!asked) {
    asked = true;
    notify();
    // Hydrated by islands, the container's island wakes to show it (shared/app/frame-islands.tsx).
    requestIsland('toasts');
  }
  loadToastify().then(
    ({ toast }) => {
      if (toast.isActive(options.toastId)) toast.update(options.toastId, { render: content });
      else toast(content, options);
    },
    () => {},
  );
}

/** The frame's toast container: nothing on the server, at hydration or until the first toast. */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  return shown ? <ToastContainer /> : null;
}
