import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { OrderPage } from '../account/order-page';
import { ProductReviewEntry } from './product-review-entry';
import { REVIEW_THANKS, reviewFormErrors } from './write-review';

const order = (status: string) => ({
  __typename: 'Order',
  id: 42,
  orderNumber: 'BS-100042',
  createdAt: '2026-11-22T13:00:00.000Z',
  status,
  customerName: 'Priya Patel',
  email: 'priya@example.co.uk',
  phone: null,
  addressLine1: '12 Rose Lane',
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 4AB',
  shippingMethod: 'tracked-2-4',
  subtotal: 25.98,
  discount: 0,
  pointsSpent: 0,
  pointsDiscount: 0,
  shipping: 0,
  total: 25.98,
  lines: [
    {
      __typename: 'OrderLine',
      id: 1,
      productId: 7,
      productName: 'Rose Lip Oil',
      productCode: 'PRD-0007',
      quantity: 2,
      unitPrice: 12.99,
      lineTotal: 25.98,
    },
    {
      __typename: 'OrderLine',
      id: 2,
      productId: null,
      productName: 'Old Product',
      productCode: 'PRD-0001',
      quantity: 1,
      unitPrice: 0,
      lineTotal: 0,
    },
  ],
  events: [],
});

function renderOrder(status: string, answer: (name: string, variables: Record<string, unknown>) => Answer | undefined = () => undefined) {
  const server = fakeServer(
    (name, variables) =>
      answer(name, variables) ??
      (name === 'StoreOrder' ? { data: { order: order(status) } } : { errors: [{ message: `unexpected ${name}` }] }),
  );
  render(
    withProviders(
      server.client,
      '/account/orders/42',
      <Routes>
        <Route path="/account/orders/:id" element={<OrderPage />} />
      </Routes>,
    ),
  );
  return server;
}

describe('writing a review from a delivered order', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test('each line of a delivered order offers it; the form sends rating, title and review, then says it waits for approval', async () => {
    const user = userEvent.setup();
    const { received } = renderOrder('delivered', (name) =>
      name === 'StoreSubmitReview' ? { data: { submitReview: { __typename: 'Review', id: 5, status: 'pending' } } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review of Rose Lip Oil' }));
    expect(screen.queryByRole('button', { name: 'Write a review of Old Product' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your review of Rose Lip Oil' });
    const stars = within(form).getByRole('group', { name: 'Rating' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(received.some((r) => r.operationName === 'StoreSubmitReview')).toBe(false);

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Glossy, not sticky');
    await user.type(within(form).getByRole('textbox', { name: 'Review' }), 'Lasts all morning.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_THANKS)).toBeInTheDocument();
    expect(received.filter((r) => r.operationName === 'StoreSubmitReview').map((r) => r.variables)).toEqual([
      { input: { productId: 7, rating: 4, title: 'Glossy, not sticky', body: 'Lasts all morning.' } },
    ]);
  });

  test("the server's refusal is shown as it says it", async () => {
    const user = userEvent.setup();
    renderOrder('delivered', (name) =>
      name === 'StoreSubmitReview'
        ? { errors: [{ message: 'You have already reviewed this product', extensions: { code: 'CONFLICT' } }] }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review of Rose Lip Oil' }));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Again');
    await user.type(screen.getByRole('textbox', { name: 'Review' }), 'Still lovely');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product');
  });

  test('not offered before delivery; the owner sees the invoice link', async () => {
    renderOrder('dispatched');
    expect(await screen.findByRole('link', { name: 'View and print the VAT invoice' })).toHaveAttribute(
      'href',
      '/account/orders/42/invoice',
    );
    expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
  });

  test('form checks', () => {
    expect(reviewFormErrors(3, 'ok', 'fine')).toEqual({});
    expect(reviewFormErrors(null, ' ', 'x'.repeat(5001))).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars',
      title: 'Title is required',
      body: 'Review must be at most 5000 characters',
    });
  });
});

describe("the product page's entry point", () => {
  afterEach(() => window.localStorage.clear());

  const renderEntry = (canReview: boolean) => {
    const server = fakeServer(() => ({ data: { canReviewProduct: canReview } }));
    render(withProviders(server.client, '/', <ProductReviewEntry productId={7} productName="Rose Lip Oil" />));
    return server;
  };

  test('a guest sees nothing and nothing is asked', async () => {
    const { received } = renderEntry(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  test('a signed-in customer who may review sees it; one who may not does not', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const { received } = renderEntry(true);
    expect(await screen.findByRole('button', { name: 'Write a review of Rose Lip Oil' })).toBeInTheDocument();
    expect(received).toEqual([{ operationName: 'StoreCanReviewProduct', variables: { productId: 7 } }]);
  });

  test('may not: nothing shown', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const { received } = renderEntry(false);
    await waitFor(() => expect(received).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
  });
});
