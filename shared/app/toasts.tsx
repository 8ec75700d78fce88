import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../lib/frame';

/**
 * Where notifications appear (spec 001 §8): top right, closing after 5 s, no progress bar. The
 * unstyled build: the default one injects a <style> element, which the site's CSP refuses; its
 * stylesheet is part of ours instead (client/styles.css).
 */
export function Toasts() {
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar theme="dark" />;
}
