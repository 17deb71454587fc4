import { useEffect, useId, useRef, type ReactNode } from 'react';
import s from './admin.module.css';

/**
 * The back office's modal: a native <dialog> shown with showModal() while `open` (focus kept inside by
 * the browser, Escape closes), labelled by its title; on closing, the focus goes back where it was.
 */
export function Dialog({ open, title, onClose, children, wide }: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

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
      close.current();
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
      returnTo.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => dialog.removeEventListener('close', onClosed);
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={wide ? `${s.dialog} ${s.dialogWide}` : s.dialog}>
      <div className={s.dialogHead}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={s.iconButton} aria-label="Close" onClick={() => ref.current?.close()}>×</button>
      </div>
      {open && children}
    </dialog>
  );
}
