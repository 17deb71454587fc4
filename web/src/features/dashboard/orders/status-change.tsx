import { useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { AdminUpdateOrderStatusDocument, type AdminOrderQuery } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { showFieldError } from '../../../lib/field-error';
import { CARRIERS, STATUS_EFFECTS, statusLabel, type OrderStatus } from '../../../lib/order-words';
import { adminFailed } from '../../../config/messages';
import { BusyButton } from '../../../components/ui/busy-button';
import s from '../admin.module.css';
import o from './orders.module.css';

type Order = AdminOrderQuery['order'];

interface StatusValues {
  status: string;
  trackingNumber: string;
  carrier: string;
  note: string;
}
const EMPTY: StatusValues = { status: '', trackingNumber: '', carrier: '', note: '' };
const FIELDS: (keyof StatusValues)[] = ['status', 'trackingNumber', 'carrier', 'note'];

/** Moves the order on: only its next statuses; dispatching asks for the tracking number (required) and the carrier. */
export function StatusChange({ order, reload }: { order: Order; reload: () => Promise<void> }) {
  const client = useApolloClient();
  const titleId = useId();
  const ids = { status: useId(), trackingNumber: useId(), carrier: useId(), note: useId(), carriers: useId() };
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<StatusValues>({ defaultValues: EMPTY });
  const chosen = useWatch({ control, name: 'status' }) as OrderStatus | '';
  const dispatching = chosen === 'dispatched';

  if (order.nextStatuses.length === 0) {
    return (
      <section className={s.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={o.panelTitle}>
          Status
        </h2>
        <p className={o.closed}>
          This order is {statusLabel(order.status).toLowerCase()}: it is closed, and its status can no longer change.
        </p>
      </section>
    );
  }

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      await client.mutate({
        mutation: AdminUpdateOrderStatusDocument,
        variables: {
          id: order.id,
          status: values.status,
          note: values.note.trim() || null,
          trackingNumber: values.status === 'dispatched' ? values.trackingNumber.trim() : null,
          carrier: values.status === 'dispatched' ? values.carrier.trim() || null : null,
        },
      });
      void notify(`Order ${order.orderNumber} is now ${statusLabel(values.status).toLowerCase()}`, { type: 'success' });
      reset(EMPTY);
      await reload().catch(() => undefined);
    } catch (err) {
      const { message, field } = requestFailure(err, adminFailed('update', 'order'));
      const named = FIELDS.find((f) => f === field);
      if (named) showFieldError({ setError, setFocus }, named, message, { type: 'server' });
      else setFailure(message);
    }
  });

  const describe = (name: keyof StatusValues, hint?: string) => ({
    id: ids[name],
    className: s.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint, errors[name] ? `${ids[name]}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (name: keyof StatusValues) => (
    <p id={`${ids[name]}-error`} className={s.fieldError}>
      {errors[name]?.message}
    </p>
  );

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={o.panelTitle}>
        Change status
      </h2>
      <form className={o.statusForm} onSubmit={submit} noValidate>
        <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
        <div className={s.field}>
          <label htmlFor={ids.status} className={s.label}>
            New status
          </label>
          <select
            {...describe('status', chosen && STATUS_EFFECTS[chosen] ? `${ids.status}-effect` : undefined)}
            {...register('status', { required: 'Status is required' })}
          >
            <option value="">Choose…</option>
            {order.nextStatuses.map((next) => (
              <option key={next} value={next}>
                {statusLabel(next)}
              </option>
            ))}
          </select>
          {chosen && STATUS_EFFECTS[chosen] && (
            <p id={`${ids.status}-effect`} className={o.effect}>
              {STATUS_EFFECTS[chosen]}
            </p>
          )}
          {fieldError('status')}
        </div>
        {dispatching && (
          <>
            <div className={s.field}>
              <label htmlFor={ids.trackingNumber} className={s.label}>
                Tracking number
              </label>
              <input
                {...describe('trackingNumber', `${ids.trackingNumber}-hint`)}
                autoComplete="off"
                {...register('trackingNumber', { validate: (v) => v.trim() !== '' || 'Tracking number is required' })}
              />
              <p id={`${ids.trackingNumber}-hint`} className={s.hint}>
                The carrier&apos;s number, e.g. AB123456789GB
              </p>
              {fieldError('trackingNumber')}
            </div>
            <div className={s.field}>
              <label htmlFor={ids.carrier} className={s.label}>
                Carrier
              </label>
              <input {...describe('carrier')} list={ids.carriers} autoComplete="off" {...register('carrier')} />
              <datalist id={ids.carriers}>
                {CARRIERS.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
              {fieldError('carrier')}
            </div>
          </>
        )}
        <div className={s.field}>
          <label htmlFor={ids.note} className={s.label}>
            Note (optional)
          </label>
          <textarea {...describe('note', `${ids.note}-hint`)} rows={3} maxLength={500} {...register('note')} />
          <p id={`${ids.note}-hint`} className={s.hint}>
            Kept in the history with the change; staff only.
          </p>
          {fieldError('note')}
        </div>
        <div className={s.formActions}>
          <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Update status'}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
