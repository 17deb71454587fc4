import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { writeBasket } from '../../lib/basket-storage';
import { useBasket } from '../../lib/use-basket';
import { CheckoutForm, type PlacedOrder } from './checkout-form';
import { endCheckoutAttempt, saveConfirmation } from './checkout-session';
import s from './checkout.module.css';

/**
 * /checkout: the basket lives in this browser, so the server renders the shell and the form fills in
 * after hydration (as the basket page does). Once the order is placed, its confirmation is kept for the
 * confirmation page, the basket is emptied and the shopper goes on to /checkout/confirmation.
 */
export function CheckoutPage() {
  const lines = useBasket();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);

  const onPlaced = (result: PlacedOrder) => {
    const guest = result.order.userId === null;
    saveConfirmation({
      orderId: result.order.id,
      orderNumber: result.order.orderNumber,
      total: result.order.total,
      vat: result.order.vat ?? null,
      email: result.order.email,
      orderPath: guest ? result.orderPath : paths.accountOrder(result.order.id),
      guest,
      payment: {
        label: result.payment.label,
        message: result.payment.message,
        amount: result.payment.amount,
        reference: result.payment.reference,
        bankTransfer: result.payment.bankTransfer ?? null,
      },
    });
    endCheckoutAttempt();
    setPlaced(true);
    writeBasket([]);
    void navigate(paths.checkoutConfirmation, { replace: true });
  };

  return (
    <div className={`page ${s.checkout}`}>
      <PageMeta title="Checkout" description="Your details, UK delivery and payment by bank transfer." index={false} />
      <h1>Checkout</h1>
      {placed ? (
        <p role="status">Your order has been placed. Opening its confirmation…</p>
      ) : lines === null || signedIn === null ? (
        <p role="status" className={s.soft}>
          Loading your basket…
        </p>
      ) : lines.length === 0 ? (
        <div className={s.empty}>
          <p>Your basket is empty, so there is nothing to check out yet.</p>
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
