import { useEffect, useRef } from 'react';

/** Opens a native modal dialog while `open` is true and closes it when it turns false. */
export function useModal(open: boolean, onOpen?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      onOpen?.();
    } else if (!open && el.open) {
      el.close();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onOpen is read when the dialog opens only
  }, [open]);
  return dialog;
}
