import { lazy, Suspense, useMemo, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { useInBrowser } from '../../lib/in-browser';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import { accessTokenOf, cardReturnUrl, readConfirmation, type OrderConfirmation } from './checkout-session';
import s from './checkout.module.css';

// A card order's payment status (and paying again) is a chunk of its own, fetched only for card orders.
const CardPaymentStatusChunk = lazy(() => import('./card-payment-status').then((m) => ({ default: m.CardPaymentStatus })));
function CardPaymentStatus(props: ComponentProps<typeof CardPaymentStatusChunk>) {
  return (
    <Suspense
      fallback={
        <p role="status" className={s.soft}>
          Checking your payment…
        </p>
      }
    >
      <CardPaymentStatusChunk {...props} />
    </Suspense>
  );
}

/** A card order Stripe sent back here: `?order=ID&...&redirect_status=...#t=token` (checkout-session.ts, cardReturnUrl). */
interface CardReturn {
  orderId: number;
  accessToken: string | null;
  redirectStatus: string | null;
}

function readCardReturn(search: string, hash: string): CardReturn | null {
  const query = new URLSearchParams(search);
  const id = Number(query.get('order'));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { orderId: id, accessToken: accessTokenOf(hash), redirectStatus: query.get('redirect_status') };
}

/**
 * /checkout/confirmation: the order just placed, read from session storage (so a reload still shows it,
 * and the guest's access token never travels in a URL's query): its number and total, how to pay by
 * bank transfer or how its card payment stands, what happens next, and where to follow the order. A card
 * order Stripe sends back here names itself in the URL, so it is followed even where session storage is gone.
 */
export function ConfirmationPage() {
  // undefined until read after hydration (the server has no session storage); read once.
  const inBrowser = useInBrowser();
  const location = useLocation();
  const confirmation = useMemo<OrderConfirmation | null | undefined>(() => (inBrowser ? readConfirmation() : undefined), [inBrowser]);
  const [cardReturn] = useState(() => (typeof window === 'undefined' ? null : readCardReturn(location.search, location.hash)));
  const kept = confirmation && (!cardReturn || cardReturn.orderId === confirmation.orderId) ? confirmation : null;
  return (
    <div className={`page ${s.confirmation}`}>
      <PageMeta title="Order confirmation" description="Your order, how to pay and what happens next." index={false} />
      {confirmation === undefined ? (
        <>
          <h1>Order confirmation</h1>
          <p role="status" className={s.soft}>
            Loading your order…
          </p>
        </>
      ) : kept ? (
        <Confirmation c={kept} redirectStatus={cardReturn?.redirectStatus ?? null} />
      ) : cardReturn ? (
        <ReturnedCardOrder r={cardReturn} />
      ) : (
        <>
          <h1>Order confirmation</h1>
          <p>
            There is no recent order to show in this browser tab. Your orders are in the confirmation e-mails we sent you (or in{' '}
            <Link to={paths.accountOrders}>My Account</Link> if you ordered while logged in).
          </p>
          <p>
            <Link to={paths.home} className={s.button}>
              Continue shopping
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** A card order Stripe sent back to a tab that no longer keeps its confirmation: its payment, and where to follow it. */
function ReturnedCardOrder({ r }: { r: CardReturn }) {
  return (
    <>
      <h1>Thank you for your order</h1>
      <CardPaymentStatus
        orderId={r.orderId}
        accessToken={r.accessToken}
        redirectStatus={r.redirectStatus}
        returnUrl={cardReturnUrl(r.orderId, r.accessToken)}
        followPath={r.accessToken ? paths.guestOrder(r.orderId, r.accessToken) : paths.accountOrder(r.orderId)}
      />
      <p>
        <Link to={paths.home}>Continue shopping</Link>
      </p>
    </>
  );
}

function Confirmation({ c, redirectStatus }: { c: OrderConfirmation; redirectStatus: string | null }) {
  const bank = c.payment.bankTransfer;
  const card = c.payment.method === 'card';
  const token = c.guest ? accessTokenOf(c.orderPath) : null;
  const complete = Boolean(bank?.accountName && bank.sortCode && bank.accountNumber);
  return (
    <>
      <h1>Thank you for your order</h1>
      <div className={s.placed} role="status">
        <p>
          Your order number is <strong className={s.orderNumber}>{c.orderNumber}</strong>
        </p>
        <p>
          Order total: <strong>{formatPounds(c.total)}</strong> (
          {c.vat !== null ? `including VAT of ${formatPounds(c.vat)}` : 'VAT included'})
        </p>
      </div>
      <section className={s.next} aria-labelledby="next-steps">
        <h2 id="next-steps">What happens next</h2>
        <ol className={s.steps}>
          {card ? (
            <li>
              <h3>Pay by card</h3>
              <CardPaymentStatus
                orderId={c.orderId}
                accessToken={token}
                redirectStatus={redirectStatus}
                returnUrl={cardReturnUrl(c.orderId, token)}
              />
            </li>
          ) : (
            <li>
              <h3>Pay by bank transfer</h3>
              {complete ? (
                <>
                  <p>Please pay {formatPounds(c.payment.amount)} from your bank's app or website to:</p>
                  <dl className={s.bank}>
                    <div>
                      <dt>Account name</dt>
                      <dd>{bank!.accountName}</dd>
                    </div>
                    <div>
                      <dt>Sort code</dt>
                      <dd>{bank!.sortCode}</dd>
                    </div>
                    <div>
                      <dt>Account number</dt>
                      <dd>{bank!.accountNumber}</dd>
                    </div>
                    <div>
                      <dt>Reference</dt>
                      <dd>{c.payment.reference}</dd>
                    </div>
                    <div>
                      <dt>Amount</dt>
                      <dd>{formatPounds(c.payment.amount)}</dd>
                    </div>
                  </dl>
                  <p className={s.soft}>
                    Quote your order number {c.payment.reference} as the reference, so we can match your payment to your order.
                  </p>
                </>
              ) : (
                <p>
                  {c.payment.message ||
                    `Please pay ${formatPounds(c.payment.amount)} by bank transfer, quoting ${c.payment.reference} as the reference.`}
                </p>
              )}
            </li>
          )}
          <li>
            <h3>We dispatch once paid</h3>
            <p>As soon as your payment arrives we pack your order and send it on its way, with the tracking number by e-mail.</p>
          </li>
          <li>
            <h3>Check your e-mail</h3>
            <p>
              We have sent a confirmation e-mail
              {c.email ? (
                <>
                  {' '}
                  to <strong>{c.email}</strong>
                </>
              ) : (
                ''
              )}{' '}
              with your order{card ? '' : ' and these payment details'}.
            </p>
          </li>
        </ol>
      </section>
      <section className={s.follow} aria-labelledby="follow-order">
        <h2 id="follow-order">Follow your order</h2>
        {c.guest ? (
          <>
            <p>
              <Link to={c.orderPath}>View order {c.orderNumber}</Link>
            </p>
            <p className={s.soft}>
              This link is your key to the order: keep it (it is also in your confirmation e-mail) to check your order's progress.
            </p>
          </>
        ) : (
          <p>
            <Link to={paths.accountOrder(c.orderId)}>View order {c.orderNumber} in My Account</Link>
          </p>
        )}
        <p>
          <Link to={paths.home}>Continue shopping</Link>
        </p>
      </section>
    </>
  );
}
