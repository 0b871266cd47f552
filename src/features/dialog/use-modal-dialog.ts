import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> driven by an `open` prop: `showModal()`/`close()` follow the prop; when the dialog
 * closes (close button, Escape, backdrop), focus goes back to the element that opened it and `onClose` tells the
 * parent, which then sets `open` to false. Put `dialogRef` on the <dialog> and `handleClose` on its `onClose`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || open === dialog.open) return;
    if (open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    if (open) onClose();
  };

  return { dialogRef, handleClose };
}
