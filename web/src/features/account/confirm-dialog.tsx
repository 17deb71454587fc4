import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { formStyles as s } from '../../components/ui/form-field';
import a from './account-page.module.css';
import { BusyButton } from '../../components/ui/busy-button';

/**
 * A storefront confirmation: a native modal <dialog> (the browser keeps focus inside, Escape cancels)
 * labelled by its question, with the consequence spelt out, Cancel and the action. Focus goes back to
 * where it was when it closes. `children` may hold a field (the password of 'Delete my account'), which showModal() focuses
 * as the first control (no autoFocus: it would move the focus before the dialog notes where to return it).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  danger,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting, 'Cancel' unless that would be ambiguous ('Keep my order'). */
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const ref = useModalDialog(open, onCancel);
  const titleId = useId();

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={a.dialog}>
      {open && (
        <form
          method="dialog"
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) onConfirm();
          }}
        >
          <h2 id={titleId} className={a.dialogTitle}>
            {title}
          </h2>
          {children}
          <div className={a.actions}>
            <button type="button" className={s.secondary} onClick={() => ref.current?.close()}>
              {cancelLabel}
            </button>
            <BusyButton type="submit" className={danger ? `${s.button} ${a.danger}` : s.button} busy={busy}>
              {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
            </BusyButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
