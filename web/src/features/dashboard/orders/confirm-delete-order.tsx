import { AdminDeleteOrderDocument } from '../../../generated/graphql';
import { adminFailed } from '../../../config/messages';
import { formatPounds } from '../../../lib/money';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';

interface DeletableOrder {
  id: number;
  orderNumber: string;
  customerName: string;
  total: number;
}

/**
 * Offered only on orders the server says are deletable (cancelled before they were paid).
 * "Delete the order 'ORD-…' (Priya Patel, £40.99)?" — what follows, then Delete or Cancel; a refused
 * delete shows the server's reason ('Failed to delete order' when it gives none).
 */
export function ConfirmDeleteOrder({
  order,
  onClose,
  onDeleted,
}: {
  order: DeletableOrder | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      item={order}
      title="Delete order"
      fallback={adminFailed('delete', 'order')}
      onClose={onClose}
      mutation={AdminDeleteOrderDocument}
      deleted={(o) => `Order ${o.orderNumber} deleted`}
      onDeleted={onDeleted}
      question={(o) => (
        <>
          Delete the order &lsquo;{o.orderNumber}&rsquo; ({o.customerName}, {formatPounds(o.total)})? Its lines and history go with it (its
          goods went back into stock when it was cancelled). This cannot be undone.
        </>
      )}
    />
  );
}
