import { useEffect, useState, type ReactNode } from 'react';
import { requestFailure } from '../../../app/request-error';
import { Dialog } from '../dialog';
import s from '../admin.module.css';

/**
 * "Delete the order 'ORD-…'?" — the question about `item`, then Cancel or Delete (busy while the server
 * answers). `onDelete` deletes and says so; when it throws, the server's reason (or `fallback`) shows
 * under the question.
 */
export function ConfirmDeleteDialog<T>({ item, title, question, fallback, onDelete, onClose }: {
  item: T | null;
  title: string;
  question: (item: T) => ReactNode;
  fallback: string;
  onDelete: (item: T) => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => setFailure(''), [item]);
  const remove = async () => {
    if (item === null || busy) return;
    setBusy(true);
    setFailure('');
    try {
      await onDelete(item);
    } catch (err) {
      setFailure(requestFailure(err, fallback).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={item !== null} title={title} onClose={onClose}>
      <p>{item !== null && question(item)}</p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>Cancel</button>
        <button type="button" className={s.danger} onClick={remove} disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete'}</button>
      </div>
    </Dialog>
  );
}
