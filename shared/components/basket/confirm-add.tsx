import { showToast } from '../../app/toasts';
import type { CartLine } from '../../lib/cart/cart-types';
import { AddedToast } from './added-toast';

/** One confirmation at a time: a second add while it shows replaces it with the newer line. */
const ADDED_TOAST_ID = 'basket:added';

/** Confirms an add in the frame's toast container (the basket store's `confirmAdd`). */
export function confirmAdd(line: CartLine): void {
  showToast(({ closeToast }) => <AddedToast line={line} closeToast={closeToast} />, { toastId: ADDED_TOAST_ID });
}
