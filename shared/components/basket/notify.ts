import { showToast } from '../../app/toasts';

/**
 * One basket notification (spec 000 §8: store messages and error details) in the frame's toast
 * container. The same text twice at once (two clicks, one message) shows once.
 */
export function notify(message: string): void {
  showToast(message, { toastId: `basket:${message}` });
}
