import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A native <dialog> shown modally while `open` (the browser keeps focus inside and Escape closes it):
 * when it closes, however that happens, `onClose` runs and the focus goes back to where it was when
 * the dialog opened. Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const closed = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClosed = () => {
      closed();
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
      returnTo.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => dialog.removeEventListener('close', onClosed);
  }, []);

  return ref;
}
