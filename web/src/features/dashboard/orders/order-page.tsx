import { useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminOrderDocument, AdminUpdateOrderStatusDocument, type AdminOrderQuery } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import { adminFailed } from '../../../config/messages';
import { dashboardPaths } from '../../../config/paths';
import { ConfirmDeleteOrder } from './confirm-delete-order';
import { ReturnRequest } from './return-request';
import { OrderLines } from './order-lines';
import { RefundDialog } from './refund-dialog';
import type { RefundTarget } from './refund-values';
import { CARRIERS, formatDateTime, shippingMethodLabel, STATUS_EFFECTS, statusLabel, type OrderStatus } from '../../../lib/order-words';
import { Loading } from '../kit/list-parts';
import s from '../admin.module.css';
import o from './orders.module.css';
import { BusyButton } from '../../../components/ui/busy-button';
import { TrackingNumber } from '../../../components/tracking-number';
import { showFieldError } from '../../../lib/field-error';
import { OrderStatusPill } from '../../../components/order/order-status-pill';
import { PostalAddress } from '../../../components/order/postal-address';

type Order = AdminOrderQuery['order'];

/**
 * /dashboard/orders/:id: one order — its lines, customer, delivery address and method, totals and its
 * history oldest first — with refunds of a line or the whole order (order-lines.tsx, refund-dialog.tsx), the status change (only the moves open to it; dispatching asks for the
 * carrier's tracking number) and, for an order cancelled before it was paid, Delete after a confirm,
 * which goes back to the list (other orders are business records and say so). A delivered order's
 * return request (reason, when) stands above the status form; staff answer it by refunding.
 */
export function OrderPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(AdminOrderDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order ?? null;
  const failure = error ? requestFailure(error, adminFailed('fetch', 'order')) : null;

  if (!valid || failure?.code === 'NOT_FOUND') {
    return (
      <section className={s.panel}>
        <PageMeta title="Order not found · Dashboard" index={false} />
        <h1>Order not found</h1>
        <p>There is no order {valid ? `with the id ${id}` : `‘${idParam ?? ''}’`}; it may have been deleted.</p>
        <p>
          <Link to={dashboardPaths.orders}>Back to the orders</Link>
        </p>
      </section>
    );
  }
  if (failure && !order) {
    return (
      <section className={s.panel}>
        <PageMeta title="Order · Dashboard" index={false} />
        <p className={o.crumb}>
          <Link to={dashboardPaths.orders}>← Orders</Link>
        </p>
        <h1>Order</h1>
        <p className={`error ${s.loadError}`} role="alert">
          {failure.message}
        </p>
        <BusyButton type="button" className={s.secondary} busy={loading} onClick={() => refetch().catch(() => undefined)}>
          Retry
        </BusyButton>
      </section>
    );
  }
  if (!order) {
    return (
      <section className={s.panel}>
        <PageMeta title="Order · Dashboard" index={false} />
        <Loading />
      </section>
    );
  }
  return <OrderDetails order={order} reload={() => refetch().then(() => undefined)} />;
}

function OrderDetails({ order, reload }: { order: Order; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const titleId = useId();
  return (
    <div className={o.page}>
      <PageMeta title={`Order ${order.orderNumber} · Dashboard`} index={false} />
      <section className={s.panel} aria-labelledby={titleId}>
        <p className={o.crumb}>
          <Link to={dashboardPaths.orders}>← Orders</Link>
        </p>
        <div className={o.heading}>
          <h1 id={titleId}>Order {order.orderNumber}</h1>
          <OrderStatusPill status={order.status} />
        </div>
        <p className={o.placed}>Placed {formatDateTime(order.createdAt)}</p>
      </section>

      <div className={o.columns}>
        <div className={o.stack}>
          <OrderLines order={order} onRefund={setRefunding} />
          <History order={order} />
        </div>
        <div className={o.stack}>
          <ReturnRequest order={order} />
          <StatusChange order={order} reload={reload} />
          <section className={s.panel} aria-labelledby={`${titleId}-customer`}>
            <h2 id={`${titleId}-customer`} className={o.panelTitle}>
              Customer
            </h2>
            <dl className={o.facts}>
              <dt>Name</dt>
              <dd>{order.customerName}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>{order.phone ? <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a> : 'Not given'}</dd>
            </dl>
          </section>
          <section className={s.panel} aria-labelledby={`${titleId}-delivery`}>
            <h2 id={`${titleId}-delivery`} className={o.panelTitle}>
              Delivery
            </h2>
            <PostalAddress
              className={o.address}
              lines={[order.customerName, order.addressLine1, order.addressLine2, order.city, order.postcode]}
            />
            <dl className={o.facts}>
              <dt>Method</dt>
              <dd>{shippingMethodLabel(order.shippingMethod)}</dd>
            </dl>
          </section>
          {order.deletable ? (
            <section className={`${s.panel} ${o.dangerZone}`} aria-label="Delete this order">
              <p>This order was cancelled before it was paid. Deleting removes the order, its lines and its history.</p>
              <button type="button" className={s.danger} onClick={() => setDeleting(true)}>
                Delete order
              </button>
            </section>
          ) : (
            <section className={`${s.panel} ${o.dangerZone}`} aria-label="Deleting this order">
              <p>
                {order.nextStatuses.length > 0
                  ? 'Orders are kept as business records: cancel or refund this one rather than delete it.'
                  : 'Orders are kept as business records: this one was paid, so it stays.'}{' '}
                Only an order cancelled before it was paid can be deleted.
              </p>
            </section>
          )}
        </div>
      </div>
      <RefundDialog order={order} target={refunding} onClose={() => setRefunding(null)} onRefunded={reload} />
      <ConfirmDeleteOrder
        order={deleting ? order : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          void navigate(dashboardPaths.orders);
        }}
      />
    </div>
  );
}

/**
 * Who made a step, as the history says it: the account's name; the order's customer acting without an
 * account session (a guest checkout, the order's link) as the guest they are; the shop's own automatic
 * steps; and only an account that has since been deleted as such.
 */
function madeBy(event: Pick<Order['events'][number], 'userName' | 'actor'>): string {
  if (event.userName) return event.userName;
  if (event.actor === 'GUEST') return 'the customer (guest)';
  if (event.actor === 'SHOP') return 'the shop (automatic)';
  return 'a deleted account';
}

function History({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={o.panelTitle}>
        History
      </h2>
      {order.events.length === 0 ? (
        <p className={o.closed}>No changes recorded yet.</p>
      ) : (
        <ol className={o.history}>
          {order.events.map((event) => (
            <li key={event.id} className={o.event}>
              <div className={o.eventHead}>
                <OrderStatusPill status={event.status} />
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                <span>by {madeBy(event)}</span>
              </div>
              {(event.trackingNumber || event.carrier) && (
                <p>
                  {event.carrier ?? 'Carrier not given'}
                  {event.trackingNumber && (
                    <>
                      , tracking number <TrackingNumber number={event.trackingNumber} url={event.trackingUrl} className={o.tracking} />
                    </>
                  )}
                </p>
              )}
              {event.note && <p>{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface StatusValues {
  status: string;
  trackingNumber: string;
  carrier: string;
  note: string;
}
const EMPTY: StatusValues = { status: '', trackingNumber: '', carrier: '', note: '' };
const FIELDS: (keyof StatusValues)[] = ['status', 'trackingNumber', 'carrier', 'note'];

/** Moves the order on: only its next statuses; dispatching asks for the tracking number (required) and the carrier. */
function StatusChange({ order, reload }: { order: Order; reload: () => Promise<void> }) {
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
