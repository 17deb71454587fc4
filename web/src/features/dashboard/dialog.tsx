import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import s from './admin.module.css';

/**
 * The back office's modal: a native <dialog> shown with showModal() while `open` (focus kept inside by
 * the browser, Escape closes), labelled by its title; on closing, the focus goes back where it was.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={wide ? `${s.dialog} ${s.dialogWide}` : s.dialog}>
      <div className={s.dialogHead}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={s.iconButton} aria-label="Close" onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
