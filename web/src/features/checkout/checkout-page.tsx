import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { writeBasket } from '../../lib/basket-storage';
import { useBasket } from '../../lib/use-basket';
import { CheckoutForm, type PlacedOrder } from './checkout-form';
import {
  accessTokenOf,
  cardConfirmationPath,
  cardReturnUrl,
  endCheckoutAttempt,
  readConfirmation,
  saveConfirmation,
} from './checkout-session';
import type { CardToPay } from './payment-step';
import s from './checkout.module.css';

// Card payments are a chunk of their own, fetched once a card order is placed (never with the form).
const PaymentStep = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })));

/** A card order waiting for its payment on this page. */
interface Paying {
  card: CardToPay;
  amount: number;
  orderNumber: string;
  returnUrl: string;
}

/**
 * The checkout's pages carry a CSP that lets Stripe.js in (api/src/http/content-security.ts), which a
 * document gets only when it is loaded at them: reached from another page inside the app, the checkout
 * loads itself again before anything is typed. The links to it load it so already (reloadDocument).
 */
function useOwnDocument() {
  useEffect(() => {
    const [entry] = performance.getEntriesByType?.('navigation') ?? [];
    if (!entry) return;
    let loadedAt: string;
    try {
      loadedAt = new URL(entry.name).pathname.toLowerCase();
    } catch {
      return;
    }
    if (loadedAt !== paths.checkout && !loadedAt.startsWith(`${paths.checkout}/`)) window.location.replace(window.location.href);
  }, []);
}

/**
 * /checkout: the basket lives in this browser, so the server renders the shell and the form fills in
 * after hydration (as the basket page does). Once the order is placed, its confirmation is kept for the
 * confirmation page and the basket is emptied; a bank-transfer order goes on to /checkout/confirmation,
 * a card order is paid here first (PaymentStep), and Stripe takes the shopper on to the confirmation.
 */
export function CheckoutPage() {
  useOwnDocument();
  const lines = useBasket();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);
  const [paying, setPaying] = useState<Paying | null>(null);
  // Back here after placing a card order (a reload, the browser's Back): its payment is on its confirmation page.
  const empty = lines !== null && lines.length === 0;
  const lastCardOrder = useMemo(() => {
    const kept = empty ? readConfirmation() : null;
    return kept?.payment.method === 'card' ? kept : null;
  }, [empty]);

  const onPlaced = (result: PlacedOrder) => {
    const guest = result.order.userId === null;
    const orderPath = guest ? result.orderPath : paths.accountOrder(result.order.id);
    saveConfirmation({
      orderId: result.order.id,
      orderNumber: result.order.orderNumber,
      total: result.order.total,
      vat: result.order.vat ?? null,
      email: result.order.email,
      orderPath,
      guest,
      payment: {
        method: result.payment.method,
        label: result.payment.label,
        message: result.payment.message,
        amount: result.payment.amount,
        reference: result.payment.reference,
        bankTransfer: result.payment.bankTransfer ?? null,
      },
    });
    endCheckoutAttempt();
    writeBasket([]);
    const card = result.payment.card;
    if (card) {
      setPaying({
        card,
        amount: result.payment.amount,
        orderNumber: result.order.orderNumber,
        returnUrl: cardReturnUrl(result.order.id, guest ? accessTokenOf(orderPath) : null),
      });
      return;
    }
    setPlaced(true);
    void navigate(paths.checkoutConfirmation, { replace: true });
  };

  return (
    <div className={`page ${s.checkout}`}>
      <PageMeta title="Checkout" description="Your details, UK delivery and payment." index={false} />
      <h1>Checkout</h1>
      {paying ? (
        <Suspense
          fallback={
            <p role="status" className={s.soft}>
              Loading the secure payment form…
            </p>
          }
        >
          <PaymentStep {...paying} />
        </Suspense>
      ) : placed ? (
        <p role="status">Your order has been placed. Opening its confirmation…</p>
      ) : lines === null || signedIn === null ? (
        <p role="status" className={s.soft}>
          Loading your basket…
        </p>
      ) : lines.length === 0 ? (
        <div className={s.empty}>
          <p>Your basket is empty, so there is nothing to check out yet.</p>
          {lastCardOrder && (
            <p>
              Your order {lastCardOrder.orderNumber} is paid by card:{' '}
              <Link to={cardConfirmationPath(lastCardOrder.orderId, accessTokenOf(lastCardOrder.orderPath))}>see its payment</Link>.
            </p>
          )}
          <Link to={paths.home} className={s.button}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <CheckoutForm lines={lines} signedIn={signedIn} onPlaced={onPlaced} />
      )}
    </div>
  );
}
