import { useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminOrderRefundPreviewDocument, AdminRefundOrderLinesDocument, type AdminOrderQuery } from '../../../generated/graphql';
import { BusyButton } from '../../../components/ui/busy-button';
import { adminFailed } from '../../../config/messages';
import { formatPounds } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { Dialog } from '../dialog';
import { refundAsks, type RefundTarget } from './refund-values';
import s from '../admin.module.css';
import o from './orders.module.css';

type Order = AdminOrderQuery['order'];

/**
 * The confirm of a refund: one line with a quantity chooser (1 to what is left of it), or the whole
 * order (everything left, delivery too). The amount shown is the server's (orderRefundPreview, asked
 * again whenever the quantity changes), never a sum made here; Refund sends the lines, the server works
 * the amount out again and refunds it (through Stripe for a card order). Success: a toast, the dialog
 * closes, and the order is read again so its lines and history show the refund.
 */
export function RefundDialog({
  order,
  target,
  onClose,
  onRefunded,
}: {
  order: Order;
  target: RefundTarget | null;
  onClose: () => void;
  onRefunded: () => Promise<void>;
}) {
  const line = target?.kind === 'line' ? order.lines.find((l) => l.id === target.lineId) : undefined;
  const title = target?.kind === 'whole' ? 'Refund whole order' : line ? `Refund ${line.productName}` : 'Refund';
  return (
    <Dialog open={target !== null} title={title} onClose={onClose}>
      {target && <RefundForm key={JSON.stringify(target)} order={order} target={target} onClose={onClose} onRefunded={onRefunded} />}
    </Dialog>
  );
}

function RefundForm({
  order,
  target,
  onClose,
  onRefunded,
}: {
  order: Order;
  target: RefundTarget;
  onClose: () => void;
  onRefunded: () => Promise<void>;
}) {
  const client = useApolloClient();
  const ids = { quantity: useId(), note: useId(), amount: useId() };
  const line = target.kind === 'line' ? order.lines.find((l) => l.id === target.lineId) : undefined;
  const left = line ? line.quantity - line.refundedQuantity : 0;
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const lines = refundAsks(order, target, quantity);
  const preview = useQuery(AdminOrderRefundPreviewDocument, { variables: { id: order.id, lines }, fetchPolicy: 'network-only' });
  const shown = preview.data?.orderRefundPreview;
  const previewFailure = preview.error ? requestFailure(preview.error, adminFailed('fetch', 'refund amount')).message : '';

  const refund = async () => {
    if (!shown) return;
    setBusy(true);
    setFailure('');
    try {
      await client.mutate({ mutation: AdminRefundOrderLinesDocument, variables: { id: order.id, lines, note: note.trim() || null } });
      void notify(`Refunded ${formatPounds(shown.amount)} for order ${order.orderNumber}`, { type: 'success' });
      onClose();
      await onRefunded().catch(() => undefined);
    } catch (err) {
      setFailure(requestFailure(err, adminFailed('update', 'order')).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={o.refundForm}
      onSubmit={(event) => {
        event.preventDefault();
        void refund();
      }}
      noValidate
    >
      <div role="alert">{(failure || previewFailure) && <p className={s.alert}>{failure || previewFailure}</p>}</div>
      {line && (
        <div className={s.field}>
          <label htmlFor={ids.quantity} className={s.label}>
            Quantity to refund
          </label>
          <select
            id={ids.quantity}
            className={s.input}
            value={quantity}
            aria-describedby={`${ids.quantity}-hint`}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p id={`${ids.quantity}-hint`} className={s.hint}>
            {line.refundedQuantity > 0
              ? `${left} of ${line.quantity} left to refund; ${line.refundedQuantity} already refunded.`
              : `${line.quantity} ordered.`}
          </p>
        </div>
      )}
      <div id={ids.amount} className={o.refundAmount} aria-live="polite">
        {shown ? (
          <>
            <dl className={o.refundSums}>
              {shown.lines.map((l) => (
                <div key={l.lineId} className={o.refundRow}>
                  <dt>
                    {l.quantity} × {l.productName}
                  </dt>
                  <dd>{formatPounds(l.amount)}</dd>
                </div>
              ))}
              {shown.delivery > 0 && (
                <div className={o.refundRow}>
                  <dt>Delivery</dt>
                  <dd>{formatPounds(shown.delivery)}</dd>
                </div>
              )}
              <div className={o.refundRow}>
                <dt className={o.grand}>Refund</dt>
                <dd className={o.grand}>{formatPounds(shown.amount)}</dd>
              </div>
            </dl>
            <p className={s.hint}>
              {shown.message}
              {shown.wholeOrder ? ' Nothing of the order is left afterwards, so it becomes refunded.' : ''}
            </p>
          </>
        ) : (
          !previewFailure && <p className={s.hint}>Working out the amount…</p>
        )}
      </div>
      <div className={s.field}>
        <label htmlFor={ids.note} className={s.label}>
          Note (optional)
        </label>
        <textarea
          id={ids.note}
          className={s.input}
          rows={2}
          maxLength={500}
          value={note}
          aria-describedby={`${ids.note}-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${ids.note}-hint`} className={s.hint}>
          Kept in the history with the refund; staff only.
        </p>
      </div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>
          Cancel
        </button>
        <BusyButton type="submit" className={s.danger} busy={busy || !shown} aria-describedby={ids.amount}>
          {busy ? 'Refunding…' : shown ? `Refund ${formatPounds(shown.amount)}` : 'Refund'}
        </BusyButton>
      </div>
    </form>
  );
}
