import { useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { notify, notifyProgress } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { Dialog } from '../dialog';
import s from '../admin.module.css';
import { BusyButton } from '../../../components/ui/busy-button';

/**
 * "Delete the order 'ORD-…'?" — the question about `item`, then Cancel or Delete (busy while the server
 * answers). Delete sends `mutation` with the item's id; done, a toast says `deleted(item)` and `onDeleted`
 * runs; refused, the server's reason (or `fallback`) shows under the question. A set with `progress`
 * says the delete in one toast that turns into its outcome.
 */
export function ConfirmDeleteDialog<T extends { id: number }>({
  item,
  title,
  question,
  mutation,
  deleted,
  fallback,
  progress,
  onDeleted,
  onClose,
}: {
  item: T | null;
  title: string;
  question: (item: T) => ReactNode;
  mutation: TypedDocumentNode<unknown, { id: number }>;
  deleted: (item: T) => string;
  fallback: string;
  progress?: { deleting: string; ms: number };
  onDeleted: (item: T) => void;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // Another item starts without the last one's failure.
  const [failureFor, setFailureFor] = useState(item);
  if (failureFor !== item) {
    setFailureFor(item);
    setFailure('');
  }
  const remove = async () => {
    if (item === null || busy) return;
    setBusy(true);
    setFailure('');
    const toast = progress ? notifyProgress(progress.deleting) : null;
    try {
      await client.mutate({ mutation, variables: { id: item.id } });
      if (toast) void toast.done(deleted(item), { type: 'success', autoClose: progress?.ms });
      else void notify(deleted(item), { type: 'success' });
      onDeleted(item);
    } catch (err) {
      const { message } = requestFailure(err, fallback);
      if (toast) void toast.done(message, { type: 'error', autoClose: progress?.ms });
      setFailure(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={item !== null} title={title} onClose={onClose}>
      <p>{item !== null && question(item)}</p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>
          Cancel
        </button>
        <BusyButton type="button" className={s.danger} onClick={remove} busy={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </BusyButton>
      </div>
    </Dialog>
  );
}
