import { useEffect, useLayoutEffect, useRef, type DialogHTMLAttributes, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { useDialogKeys } from './use-dialog-keys';
import { useScrollLock } from './use-scroll-lock';

/**
 * The browser's dialog box styles undone (size caps, colours, the dimmed backdrop): each modal draws
 * its own layer. `fixed inset-0` and the layer's colours come from the caller.
 */
const DIALOG_RESET = 'm-0 h-full max-h-none w-full max-w-none border-0 backdrop:bg-transparent';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'role' | 'aria-modal'
> {
  /** Whether the dialog is open; a dialog mounted only while open leaves the default. */
  open?: boolean;
  /** Escape, the browser's close request and (with `closeOnOutsidePress`) a press outside call it. */
  onClose: () => void;
  /** The control that takes focus on opening. */
  initialFocus: RefObject<HTMLElement | null>;
  /** A press on the dialog's own layer (around its panel, or its backdrop) closes it. */
  closeOnOutsidePress?: boolean;
}

/**
 * The site's one modal dialog (search overlay, basket panel, overlay menu, video popup) on the native
 * `<dialog>`: `showModal()` puts it in the top layer and makes the page behind inert; Escape closes
 * it, Tab cycles through its controls, the page behind does not scroll, focus starts on
 * `initialFocus` and goes back to where it was when the dialog closes (unless a link inside has moved
 * it on purpose). A closed dialog is not shown: the server renders nothing visible.
 */
export function ModalDialog({
  open = true,
  onClose,
  initialFocus,
  closeOnOutsidePress = false,
  className = '',
  children,
  ...attributes
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useDialogKeys(dialogRef, onClose, open);

  // Before paint: a dialog must never be seen without focus inside it.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    // jsdom has no showModal(); the keyboard rules above still hold there.
    if (!dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    initialFocus.current?.focus();
  }, [open, initialFocus]);

  // After the commit that closes it: React puts focus back where it was before a commit, which
  // would undo a move made during one.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    return () => {
      const focusLeftInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      if (focusLeftInside) returnTo.current?.focus();
    };
  }, [open]);

  // The browser's own close request (Escape, a phone's back gesture): React state decides instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (!closeOnOutsidePress || event.target !== event.currentTarget) return;
    // Otherwise the press would move focus to the page after the dialog returned it to its opener.
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      className={`${DIALOG_RESET} ${className}`}
      {...attributes}
    >
      {children}
    </dialog>
  );
}
