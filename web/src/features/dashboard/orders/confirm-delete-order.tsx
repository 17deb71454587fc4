import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminDeleteOrderDocument } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { adminFailed } from '../../../config/messages';
import { Dialog } from '../dialog';
import { formatPounds } from '../../../lib/order-words';
import s from '../admin.module.css';

interface DeletableOrder { id: number; orderNumber: string; customerName: string; total: number }

/**
 * Offered only on orders the server says are deletable (cancelled before they were paid).
 * "Delete the order 'ORD-…' (Priya Patel, £40.99)?" — what follows, then Delete or Cancel; a refused
 * delete shows the server's reason ('Failed to delete order' when it gives none).
 */
export function ConfirmDeleteOrder({ order, onClose, onDeleted }: { order: DeletableOrder | null; onClose: () => void; onDeleted: () => void }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => setFailure(''), [order]);
  const remove = async () => {
    if (!order || busy) return;
    setBusy(true);
    setFailure('');
    try {
      await client.mutate({ mutation: AdminDeleteOrderDocument, variables: { id: order.id } });
      void notify(`Order ${order.orderNumber} deleted`, { type: 'success' });
      onDeleted();
    } catch (err) {
      setFailure(requestFailure(err, adminFailed('delete', 'order')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={order !== null} title="Delete order" onClose={onClose}>
      <p>
        Delete the order &lsquo;{order?.orderNumber}&rsquo; ({order?.customerName}, {order ? formatPounds(order.total) : ''})?{' '}
        Its lines and history go with it (its goods went back into stock when it was cancelled). This cannot be undone.
      </p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>Cancel</button>
        <button type="button" className={s.danger} onClick={remove} disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete'}</button>
      </div>
    </Dialog>
  );
}
