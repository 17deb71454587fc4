import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import { fillIn, renderCheckout } from './checkout-page-test-support';
import { placed, standInStripe, storeBasket } from './checkout-test-support';
import { loadStripeJs } from './stripe-js';
import { saveConfirmation } from './checkout-session';

/**
 * The checkout's card payment in jsdom: the way to pay is chosen from what the shop offers, and a card
 * order is paid on the page with Stripe.js, here a small stand-in object on window (the real one is
 * fetched from js.stripe.com only when a card payment is to be taken).
 */
const BOTH = { data: { paymentMethods: [card(), bank()] } };
const BANK_ONLY = { data: { paymentMethods: [bank()] } };
function card() {
  return { __typename: 'PaymentMethodChoice', id: 'card', label: 'Card, Apple Pay or Google Pay' };
}
function bank() {
  return { __typename: 'PaymentMethodChoice', id: 'bank-transfer', label: 'Bank transfer' };
}

const CARD_PAYMENT = {
  __typename: 'CardPayment',
  clientSecret: 'pi_123_secret_abc',
  publishableKey: 'pk_test_shop',
  stripeJsUrl: 'https://js.stripe.com/v3/',
};

/** placeOrder's answer for a card order (a guest's, with the token in the order path). */
function placedByCard() {
  const answer = placed();
  const payment = { ...answer.data.placeOrder.payment, method: 'card', label: 'Card', bankTransfer: null, card: CARD_PAYMENT };
  return { data: { placeOrder: { ...answer.data.placeOrder, payment } } };
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete window.Stripe;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('Paying by card at checkout', () => {
  test('without card payments the checkout says bank transfer as before, with no choice to make, and places a bank-transfer order', async () => {
    storeBasket();
    const { sent } = renderCheckout((name) =>
      name === 'StorePaymentMethods' ? BANK_ONLY : name === 'StorePlaceOrder' ? placed() : undefined,
    );
    const review = await screen.findByRole('region', { name: /Review and pay/ });
    expect(within(review).getByRole('heading', { name: 'Payment: bank transfer' })).toBeInTheDocument();
    expect(within(review).getByText(/No card details are needed/)).toBeInTheDocument();
    expect(within(review).queryByRole('radio')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Confirmation page');
    expect(sent('StorePlaceOrder')[0]).toMatchObject({ input: { paymentMethod: 'bank-transfer' } });
  });

  test('with card payments on, card (Apple Pay, Google Pay) is offered first and chosen, bank transfer second', async () => {
    storeBasket();
    const { sent } = renderCheckout((name) => (name === 'StorePaymentMethods' ? BOTH : name === 'StorePlaceOrder' ? placed() : undefined));
    const choice = await screen.findByRole('group', { name: 'How would you like to pay?' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.querySelector('strong')!.textContent)).toEqual([
      'Card, Apple Pay or Google Pay',
      'Bank transfer',
    ]);
    expect(within(choice).getByRole('radio', { name: /Card, Apple Pay or Google Pay/ })).toBeChecked();
    // Choosing bank transfer places a bank-transfer order, which goes straight to its confirmation.
    const user = userEvent.setup();
    await user.click(within(choice).getByRole('radio', { name: /Bank transfer/ }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Confirmation page');
    expect(sent('StorePlaceOrder')[0]).toMatchObject({ input: { paymentMethod: 'bank-transfer' } });
  });

  test('a card order is paid on the page: Stripe.js is asked for only then, the Payment Element is mounted with the order, and Pay confirms with the confirmation page as return_url', async () => {
    storeBasket();
    const stripe = standInStripe();
    const { sent } = renderCheckout((name) =>
      name === 'StorePaymentMethods' ? BOTH : name === 'StorePlaceOrder' ? placedByCard() : undefined,
    );
    await screen.findByRole('group', { name: 'How would you like to pay?' });
    expect(stripe.keys).toEqual([]);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const heading = await screen.findByRole('heading', { name: 'Pay for order BS-000041' });
    expect(heading).toHaveFocus();
    expect(sent('StorePlaceOrder')[0]).toMatchObject({ input: { paymentMethod: 'card' } });
    expect(screen.getByText(/Your order is saved and we are holding its items/)).toHaveTextContent('Pay £27.50 with your card');
    // The order is placed, so the basket is empty; the shopper stays here to pay.
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');

    const pay = await screen.findByRole('button', { name: 'Pay £27.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(stripe.keys).toEqual(['pk_test_shop']);
    expect(stripe.secrets).toEqual(['pi_123_secret_abc']);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await user.click(pay);
    expect(stripe.confirms).toHaveLength(1);
    expect(stripe.confirms[0].confirmParams.return_url).toBe(`${window.location.origin}/checkout/confirmation?order=41#t=secret-token`);
    // Stripe is taking the shopper on: the button says so, stays focusable and cannot pay twice.
    const busy = screen.getByRole('button', { name: 'Confirming your payment…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(stripe.confirms).toHaveLength(1);
  });

  test("Stripe's refusal is said beside the button and takes the focus; the shopper can pay again", async () => {
    storeBasket();
    const answers = [
      { error: { type: 'card_error', message: 'Your card was declined.' } },
      { error: { type: 'api_connection_error', message: 'x' } },
    ];
    const stripe = standInStripe(() => Promise.resolve(answers.shift() ?? {}));
    renderCheckout((name) => (name === 'StorePaymentMethods' ? BOTH : name === 'StorePlaceOrder' ? placedByCard() : undefined));
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'How would you like to pay?' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const pay = await screen.findByRole('button', { name: 'Pay £27.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const alert = await screen.findByText('Your card was declined.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // Another kind of error gets the shop's words, not Stripe's internals.
    await user.click(screen.getByRole('button', { name: 'Pay £27.50' }));
    expect(
      await screen.findByText('We could not take your payment. Nothing has been charged: please try again, or use another card.'),
    ).toBeInTheDocument();
    expect(stripe.confirms).toHaveLength(2);
  });

  test('when Stripe.js cannot be loaded the step says so and offers to try again', async () => {
    storeBasket();
    renderCheckout((name) => (name === 'StorePaymentMethods' ? BOTH : name === 'StorePlaceOrder' ? placedByCard() : undefined));
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'How would you like to pay?' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Pay for order BS-000041' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://js.stripe.com/v3/"]');
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/The secure payment form could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £27.50' })).toBeDisabled();
    standInStripe();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay £27.50' })).toBeEnabled());
  });
});

describe('Back at the checkout after placing a card order', () => {
  test("the empty basket says where the order's payment is", async () => {
    saveConfirmation({
      orderId: 41,
      orderNumber: 'BS-000041',
      total: 27.5,
      vat: 4.58,
      email: 'amelia@example.co.uk',
      orderPath: '/order/41#t=secret-token',
      guest: true,
      payment: { method: 'card', label: 'Card', message: '', amount: 27.5, reference: 'BS-000041', bankTransfer: null },
    });
    renderCheckout(() => undefined);
    expect(await screen.findByText('Your basket is empty, so there is nothing to check out yet.')).toBeInTheDocument();
    expect(screen.getByText(/Your order BS-000041 is paid by card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see its payment' })).toHaveAttribute('href', '/checkout/confirmation?order=41#t=secret-token');
  });
});

describe('Stripe.js loader', () => {
  test('adds one script from the given address and answers Stripe once it has loaded', async () => {
    const first = loadStripeJs('http://127.0.0.1:4999/stripe.js');
    const second = loadStripeJs('http://127.0.0.1:4999/stripe.js');
    const scripts = document.head.querySelectorAll('script[src="http://127.0.0.1:4999/stripe.js"]');
    expect(scripts).toHaveLength(1);
    standInStripe();
    scripts[0].dispatchEvent(new Event('load'));
    expect(await first).toBe(window.Stripe);
    expect(await second).toBe(window.Stripe);
  });
});
