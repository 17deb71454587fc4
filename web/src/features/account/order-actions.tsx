import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { StoreCancelMyOrderDocument, StoreRequestReturnDocument, type StoreOrderEventFieldsFragment } from '../../generated/graphql';
import { notify } from '../../lib/notify';
import { requestFailure } from '../../lib/request-error';
import { formStyles as s } from '../../components/ui/form-field';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from '../../lib/format';
import a from './account-page.module.css';
import o from './orders.module.css';

/** The API's limit on a return reason (requestReturn). */
export const RETURN_REASON_MAX = 500;
const REASON_REQUIRED = 'Please tell us why you are returning the order';
const FAILED = 'Sorry, something went wrong. Please try again.';

export interface ActionableOrder {
  id: number;
  orderNumber: string;
  status: string;
  returnRequestableUntil?: string | null;
  events?: readonly StoreOrderEventFieldsFragment[] | null;
}

/**
 * What the customer may do with their order: cancel it while it is pending, and ask to return it within
 * 14 days of delivery (the API's `returnRequestableUntil`); once asked, the date they asked. A guest's
 * access token goes in the mutation's body. The answer updates the order in the cache, so the page
 * shows the new status at once.
 */
export function OrderActions({ order, accessToken }: { order: ActionableOrder; accessToken?: string }) {
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const finished = (message: string) => {
    setDone(message);
    void notify(message, { type: 'success' });
  };
  const requested = order.events?.find((e) => e.status === 'return-requested');
  const cancellable = order.status === 'pending';
  const returnable = !requested && Boolean(order.returnRequestableUntil);
  return (
    <div className={o.actions}>
      <p ref={doneRef} role="status" tabIndex={-1} className={o.done}>
        {done}
      </p>
      {cancellable && <CancelOrder order={order} accessToken={accessToken} onDone={finished} />}
      {requested && (
        <p className={o.returnAsked}>Return requested on {formatDate(requested.createdAt)}. We will be in touch about sending it back.</p>
      )}
      {returnable && <RequestReturn order={order} accessToken={accessToken} onDone={finished} />}
    </div>
  );
}

function CancelOrder({ order, accessToken, onDone }: { order: ActionableOrder; accessToken?: string; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const [cancel, { loading }] = useMutation(StoreCancelMyOrderDocument);
  const submit = async () => {
    setProblem('');
    try {
      await cancel({ variables: { id: order.id, accessToken: accessToken ?? null } });
      setOpen(false);
      onDone(`Order ${order.orderNumber} is cancelled.`);
    } catch (error) {
      setProblem(requestFailure(error, FAILED).message);
    }
  };
  return (
    <>
      <button
        type="button"
        className={s.secondary}
        onClick={() => {
          setProblem('');
          setOpen(true);
        }}
      >
        Cancel order
      </button>
      <ConfirmDialog
        open={open}
        title={`Cancel order ${order.orderNumber}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep my order"
        busyLabel="Cancelling…"
        busy={loading}
        danger
        onConfirm={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <p>Your items go back on sale and you will not be asked to pay.</p>
        {problem && (
          <p role="alert" className="error">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

function RequestReturn({
  order,
  accessToken,
  onDone,
}: {
  order: ActionableOrder;
  accessToken?: string;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [request, { loading }] = useMutation(StoreRequestReturnDocument);
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = async () => {
    const text = reason.trim();
    if (!text) {
      setProblem(REASON_REQUIRED);
      field.current?.focus();
      return;
    }
    setProblem('');
    try {
      await request({ variables: { id: order.id, reason: text, accessToken: accessToken ?? null } });
      setOpen(false);
      onDone(`We have your return request for order ${order.orderNumber}.`);
    } catch (error) {
      setProblem(requestFailure(error, FAILED).message);
      field.current?.focus();
    }
  };
  return (
    <>
      <button
        type="button"
        className={s.secondary}
        onClick={() => {
          setProblem('');
          setOpen(true);
        }}
      >
        Request a return
      </button>
      <p className={o.when}>You can ask until {formatDate(order.returnRequestableUntil!)}.</p>
      <ConfirmDialog
        open={open}
        title={`Return order ${order.orderNumber}?`}
        confirmLabel="Request the return"
        busyLabel="Sending…"
        busy={loading}
        onConfirm={() => void submit()}
        onCancel={() => {
          setOpen(false);
          setReason('');
          setProblem('');
        }}
      >
        <p className={a.muted}>Tell us what is wrong and we will explain how to send it back.</p>
        <div className={s.field}>
          <label htmlFor={fieldId} className={s.label}>
            Reason for the return
          </label>
          <textarea
            ref={field}
            id={fieldId}
            className={s.input}
            rows={4}
            required
            maxLength={RETURN_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-error` : ''}`}
          />
          <p id={`${fieldId}-hint`} className={s.hint}>
            At most {RETURN_REASON_MAX} characters.
          </p>
          {problem && (
            <p id={`${fieldId}-error`} role="alert" className={s.error}>
              {problem}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
