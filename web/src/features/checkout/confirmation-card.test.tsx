import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import type { Answer } from '../../testing/test-support';
import { saveConfirmation, type OrderConfirmation } from './checkout-session';
import { slowServer, standInStripe } from './checkout-test-support';
import { ConfirmationPage } from './confirmation-page';

/**
 * A card order's confirmation page: Stripe brings the shopper back here (return_url) and the page follows
 * the order until the webhook has marked it paid, or says the payment failed and lets the shopper pay again.
 */
const cardOrder: OrderConfirmation = {
  orderId: 41,
  orderNumber: 'BS-000041',
  total: 27.5,
  vat: 4.58,
  email: 'amelia@example.co.uk',
  orderPath: '/order/41#t=secret-token',
  guest: true,
  payment: {
    method: 'card',
    label: 'Card',
    message: 'Please pay £27.50 by card, Apple Pay or Google Pay to complete order BS-000041.',
    amount: 27.5,
    reference: 'BS-000041',
    bankTransfer: null,
  },
};

function orderAnswer(status: string, events: string[] = ['pending']): Answer {
  return {
    data: {
      order: {
        __typename: 'Order',
        id: 41,
        orderNumber: 'BS-000041',
        status,
        total: 27.5,
        events: events.map((s, i) => ({ __typename: 'OrderEvent', id: i + 1, status: s, createdAt: '2026-11-26T10:00:00.000Z' })),
        paymentInstructions:
          status === 'pending'
            ? {
                __typename: 'PaymentInstructions',
                amount: 27.5,
                card: {
                  __typename: 'CardPayment',
                  clientSecret: 'pi_123_secret_abc',
                  publishableKey: 'pk_test_shop',
                  stripeJsUrl: 'https://js.stripe.com/v3/',
                },
              }
            : null,
      },
    },
  };
}

function renderAt(url: string, answers: Answer[]) {
  const server = slowServer((name) => {
    if (name !== 'StoreCardOrderStatus') throw new Error(`unexpected ${name}`);
    return answers.length > 1 ? answers.shift()! : answers[0];
  });
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfirmationPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

const BACK = '/checkout/confirmation?order=41&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc';

afterEach(() => {
  window.sessionStorage.clear();
  delete window.Stripe;
});

describe("A card order's confirmation", () => {
  test('back from Stripe, it says the payment is being confirmed and asks again until the order is paid', async () => {
    saveConfirmation(cardOrder);
    const { sent } = renderAt(`${BACK}&redirect_status=succeeded#t=secret-token`, [
      orderAnswer('pending'),
      orderAnswer('paid', ['pending', 'paid']),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(await screen.findByText(/We are confirming your payment with your card provider/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Sort code/)).not.toBeInTheDocument();
    expect(await screen.findByText(/^Payment received: thank you/, {}, { timeout: 4000 })).toHaveTextContent(
      'We have your card payment of £27.50 for order BS-000041',
    );
    expect(sent('StoreCardOrderStatus')).toEqual([
      { id: 41, accessToken: 'secret-token' },
      { id: 41, accessToken: 'secret-token' },
    ]);
  });

  test('a payment that failed is said plainly, and Try again shows the payment step for the same order', async () => {
    saveConfirmation(cardOrder);
    const stripe = standInStripe();
    renderAt(`${BACK}&redirect_status=failed#t=secret-token`, [orderAnswer('pending', ['pending', 'payment-failed'])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment did not go through, so nothing has been taken.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again (£27.50)' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pay for order BS-000041' })).toHaveFocus();
    const pay = await screen.findByRole('button', { name: 'Pay £27.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(stripe.secrets).toEqual(['pi_123_secret_abc']);
    expect(stripe.confirms[0].confirmParams.return_url).toBe(`${window.location.origin}/checkout/confirmation?order=41#t=secret-token`);
  });

  test('the webhook said the payment failed (no redirect): the page says so too', async () => {
    saveConfirmation(cardOrder);
    renderAt('/checkout/confirmation', [orderAnswer('pending', ['pending', 'payment-failed'])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment did not go through');
    expect(screen.getByRole('button', { name: 'Try again (£27.50)' })).toBeInTheDocument();
  });

  test('in a tab without the kept confirmation, the URL names the order: its payment and its link (token in the fragment)', async () => {
    renderAt(`${BACK}&redirect_status=succeeded#t=secret-token`, [orderAnswer('paid', ['pending', 'paid'])]);
    expect(await screen.findByText(/^Payment received: thank you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order BS-000041' })).toHaveAttribute('href', '/order/41#t=secret-token');
  });

  test('an order cancelled after its hold says so', async () => {
    saveConfirmation(cardOrder);
    renderAt('/checkout/confirmation', [orderAnswer('cancelled', ['pending', 'cancelled'])]);
    expect(await screen.findByText(/has been cancelled, as its card payment was not completed/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Try again|Pay now/ })).not.toBeInTheDocument();
  });
});
