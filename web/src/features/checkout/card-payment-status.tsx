import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { StoreCardOrderStatusDocument, type StoreCardOrderStatusQuery } from '../../generated/graphql';
import { BusyButton } from '../../components/ui/busy-button';
import { formatPounds } from '../../lib/money';
import { PaymentStep } from './payment-step';
import s from './checkout.module.css';
import p from './payment.module.css';

/**
 * After each of these waits (ms) the page asks for the order's status again, until it is paid; then it
 * offers Check again. Kept here rather than in config/constants.ts, whose chunk every page loads.
 */
const CARD_STATUS_POLL_MS = [1000, 2000, 3000, 5000, 8000, 13000] as const;

type CardOrder = NonNullable<StoreCardOrderStatusQuery['order']>;

/** Stripe's word, in return_url's `redirect_status`, for a payment that did not go through. */
const FAILED_REDIRECTS = ['failed', 'requires_payment_method'];
const PAID = ['paid', 'dispatched', 'delivered'];

/**
 * Whether the last payment failed: Stripe says so on the way back (redirect_status); back from a payment
 * Stripe took, an earlier failure no longer counts; otherwise the order's last event says (the webhook's
 * 'payment-failed').
 */
function paymentFailed(order: CardOrder, redirectStatus: string | null): boolean {
  if (redirectStatus !== null) return FAILED_REDIRECTS.includes(redirectStatus);
  return order.events.at(-1)?.status === 'payment-failed';
}

/**
 * A card order's payment on its confirmation page: while Stripe's confirmation is on its way (the
 * webhook marks the order paid) the page says so and asks again a few times; paid, it says so; a payment
 * that failed (or was never made) is said plainly and can be made again here while the order is held.
 */
export function CardPaymentStatus({
  orderId,
  accessToken,
  redirectStatus,
  returnUrl,
  followPath,
}: {
  orderId: number;
  accessToken: string | null;
  /** Stripe's redirect_status when Stripe brought the shopper here; null otherwise. */
  redirectStatus: string | null;
  returnUrl: string;
  /** Where the order can be followed, linked with its number once it is read (when the page has no other link to it). */
  followPath?: string;
}) {
  const client = useApolloClient();
  const [order, setOrder] = useState<CardOrder | null>(null);
  const [failed, setFailed] = useState(false);
  const [polls, setPolls] = useState(0);
  const [checking, setChecking] = useState(false);
  const [payAgain, setPayAgain] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const { data } = await client.query({
        query: StoreCardOrderStatusDocument,
        variables: { id: orderId, accessToken },
        fetchPolicy: 'network-only',
      });
      if (data?.order) {
        setOrder(data.order);
        setFailed(false);
      }
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
      setPolls((n) => n + 1);
    }
  }, [client, orderId, accessToken]);

  const settled = order !== null && (order.status !== 'pending' || paymentFailed(order, redirectStatus));
  // Asked at once, then again after each wait while Stripe's word is awaited (only after a payment was made).
  const waiting = redirectStatus !== null && !FAILED_REDIRECTS.includes(redirectStatus);
  useEffect(() => {
    if (polls > 0 && (settled || !waiting || polls > CARD_STATUS_POLL_MS.length)) return;
    const timer = setTimeout(() => void check(), polls === 0 ? 0 : CARD_STATUS_POLL_MS[polls - 1]);
    return () => clearTimeout(timer);
  }, [polls, settled, waiting, check]);

  if (!order) {
    return failed ? (
      <div role="alert" className={p.failure}>
        <p>We could not check your payment just now.</p>
        <button type="button" className={p.retry} onClick={() => void check()}>
          Retry
        </button>
      </div>
    ) : (
      <p role="status" className={s.soft}>
        Checking your payment…
      </p>
    );
  }
  const amount = order.paymentInstructions?.amount ?? order.total;
  const card = order.paymentInstructions?.card ?? null;
  const follow = followPath && (
    <p>
      <Link to={followPath}>View order {order.orderNumber}</Link>
    </p>
  );
  if (PAID.includes(order.status)) {
    return (
      <>
        <p role="status" className={p.paid}>
          Payment received: thank you. We have your card payment of {formatPounds(order.total)} for order {order.orderNumber}.
        </p>
        {follow}
      </>
    );
  }
  if (order.status !== 'pending') {
    return (
      <>
        <p role="status">
          Order {order.orderNumber} has been {order.status}, as its card payment was not completed, so nothing will be taken for it.
        </p>
        {follow}
      </>
    );
  }
  const unpaid = paymentFailed(order, redirectStatus) || !waiting;
  return (
    <div className={p.step}>
      {unpaid ? (
        <div role="alert" className={p.failure}>
          <p>
            {paymentFailed(order, redirectStatus)
              ? 'Your payment did not go through, so nothing has been taken. Your order is still held for a short while: please try again, or use another card.'
              : 'Your order is waiting for its payment. It is held for a short while: please pay to complete it.'}
          </p>
        </div>
      ) : polls <= CARD_STATUS_POLL_MS.length ? (
        <p role="status" className={p.waiting}>
          We are confirming your payment with your card provider. This page updates by itself in a moment.
        </p>
      ) : (
        <div role="status" className={p.step}>
          <p className={p.waiting}>
            Your payment is still being confirmed. This can take a few minutes; we will e-mail you as soon as it is confirmed.
          </p>
          <BusyButton className={p.retry} busy={checking} onClick={() => void check()}>
            Check again
          </BusyButton>
        </div>
      )}
      {unpaid &&
        card &&
        (payAgain ? (
          <PaymentStep card={card} amount={amount} orderNumber={order.orderNumber} returnUrl={returnUrl} headingLevel={3} />
        ) : (
          <button type="button" className={p.pay} onClick={() => setPayAgain(true)}>
            {paymentFailed(order, redirectStatus) ? 'Try again' : 'Pay now'} ({formatPounds(amount)})
          </button>
        ))}
      {follow}
    </div>
  );
}
