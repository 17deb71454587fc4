import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../components/ui/busy-button';
import { formatPounds } from '../../lib/money';
import { loadStripeJs, PAYMENT_APPEARANCE, type StripeClient, type StripeElements, type StripeError } from './stripe-js';
import s from './checkout.module.css';
import p from './payment.module.css';

/** What Stripe.js needs to take the payment of one order (placeOrder's or the order's payment.card). */
export interface CardToPay {
  clientSecret: string;
  publishableKey: string;
  stripeJsUrl: string;
}

const NOT_LOADED = 'The secure payment form could not be loaded. Please check your connection and try again.';
const NOT_TAKEN = 'We could not take your payment. Nothing has been charged: please try again, or use another card.';

/** Stripe's own words for a declined or incomplete card; anything else gets ours (Stripe's advice for errors of other kinds). */
const sayError = (error: StripeError) =>
  (error.type === 'card_error' || error.type === 'validation_error') && error.message ? error.message : NOT_TAKEN;

/**
 * The card payment of a placed order: Stripe.js is loaded only now, its Payment Element (card, Apple Pay,
 * Google Pay) is mounted with the order's client secret, and Pay confirms the payment with Stripe, which
 * goes on to `returnUrl` (the confirmation page) once it is done, after 3-D Secure when the bank asks for it.
 * Stripe's refusals are said here, and the focus goes to them; the order stays pending meanwhile.
 */
export function PaymentStep({
  card,
  amount,
  orderNumber,
  returnUrl,
  headingLevel = 2,
}: {
  card: CardToPay;
  amount: number;
  orderNumber: string;
  returnUrl: string;
  headingLevel?: 2 | 3;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mountAt = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<{ message: string; reload: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The form the shopper was in has gone: the focus goes to this step rather than falling to the page.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let gone = false;
    let unmount: (() => void) | undefined;
    loadStripeJs(card.stripeJsUrl)
      .then((factory) => {
        if (gone || !mountAt.current) return;
        const client = factory(card.publishableKey);
        const elements = client.elements({ clientSecret: card.clientSecret, appearance: PAYMENT_APPEARANCE });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => !gone && setReady(true));
        element.on('loaderror', () => !gone && setProblem({ message: NOT_LOADED, reload: true }));
        element.mount(mountAt.current);
        stripe.current = { client, elements };
        unmount = () => element.destroy();
      })
      .catch(() => !gone && setProblem({ message: NOT_LOADED, reload: true }));
    return () => {
      gone = true;
      stripe.current = null;
      setReady(false);
      unmount?.();
    };
  }, [card.stripeJsUrl, card.publishableKey, card.clientSecret, attempt]);

  useEffect(() => {
    if (problem) failure.current?.focus();
  }, [problem]);

  const pay = async () => {
    if (!stripe.current) return;
    setPaying(true);
    setProblem(null);
    const { client, elements } = stripe.current;
    try {
      const { error } = await client.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // Without an error Stripe is taking the shopper on to returnUrl: the button stays busy until it does.
      if (error) {
        setProblem({ message: sayError(error), reload: false });
        setPaying(false);
      }
    } catch {
      setProblem({ message: NOT_TAKEN, reload: false });
      setPaying(false);
    }
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={p.step} aria-labelledby="card-payment-heading">
      <Heading id="card-payment-heading" ref={heading} tabIndex={-1}>
        Pay for order {orderNumber}
      </Heading>
      <p>
        Your order is saved and we are holding its items for you. Pay <span className={p.amount}>{formatPounds(amount)}</span> with your
        card, Apple Pay or Google Pay: your card details go straight to Stripe, our payment provider, and never reach us.
      </p>
      <div className={p.element} aria-busy={!ready && !problem}>
        <p role="status" className={s.soft}>
          {!ready && !problem ? 'Loading the secure payment form…' : ''}
        </p>
        {/* Stripe.js owns what goes in here. */}
        <div ref={mountAt} />
      </div>
      <div role="alert">
        {problem && (
          <div className={p.failure} ref={failure} tabIndex={-1}>
            <p>{problem.message}</p>
            {problem.reload && (
              <button
                type="button"
                className={p.retry}
                onClick={() => {
                  setProblem(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </button>
            )}
          </div>
        )}
      </div>
      <BusyButton className={p.pay} busy={paying} disabled={!ready} onClick={() => void pay()}>
        {paying ? 'Confirming your payment…' : `Pay ${formatPounds(amount)}`}
      </BusyButton>
    </section>
  );
}
