import { useCallback, useId, useRef, useState } from 'react';

/**
 * The button that opens a modal dialog (the header's Search and Basket): the open state, the
 * dialog's id for `aria-controls`, and a close that gives focus back to the button. The dialog's code
 * is fetched as the visitor reaches for the button (`preload` on pointer enter and focus).
 */
export function useDialogOpener(preload: () => void) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? dialogId : undefined,
  };
  // Opening from elsewhere (a toast's link to the basket): the same as the button's click.
  const show = useCallback(() => setOpen(true), []);
  return { open, show, close, dialogId, buttonProps };
}
