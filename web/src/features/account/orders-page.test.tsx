import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { GuestOrderPage, OrderPage, accessTokenFromHash } from './order-page';
import { OrdersPage } from './orders-page';

const summary = (n: number, status = 'paid') => ({
  __typename: 'Order',
  id: n,
  orderNumber: `BS-${100000 + n}`,
  createdAt: `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T10:00:00.000Z`,
  status,
  total: 10 + n / 100,
});

const event = (id: number, status: string, createdAt: string, more: Record<string, unknown> = {}) => ({
  __typename: 'OrderEvent',
  id,
  status,
  createdAt,
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  ...more,
});

const detail = (withEvents: boolean) => ({
  __typename: 'Order',
  id: 42,
  orderNumber: 'BS-100042',
  createdAt: '2026-11-22T13:00:00.000Z',
  status: 'dispatched',
  customerName: 'Priya Patel',
  email: 'priya@example.co.uk',
  phone: '07700 900123',
  addressLine1: '12 Rose Lane',
  addressLine2: 'Flat 3',
  city: 'Leeds',
  postcode: 'LS1 4AB',
  shippingMethod: 'tracked-2-4',
  subtotal: 45.97,
  discount: 4.6,
  pointsSpent: 0,
  pointsDiscount: 0,
  shipping: 0,
  total: 41.37,
  returnRequestableUntil: null,
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
      productId: 9,
      productName: 'Shea Body Butter',
      productCode: 'PRD-0009',
      quantity: 1,
      unitPrice: 19.99,
      lineTotal: 19.99,
    },
  ],
  ...(withEvents
    ? {
        events: [
          event(1, 'pending', '2026-11-22T13:00:00.000Z'),
          event(2, 'paid', '2026-11-22T15:30:00.000Z'),
          event(3, 'dispatched', '2026-11-23T09:05:00.000Z', {
            trackingNumber: 'RM123456789GB',
            carrier: 'Royal Mail',
            trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB',
          }),
        ],
      }
    : {}),
});

const notFound: Answer = { errors: [{ message: 'No order with id 42', extensions: { code: 'NOT_FOUND' } }] };

function renderAt(url: string, answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/account/orders" element={<OrdersPage />} />
        <Route path="/account/orders/:id" element={<OrderPage />} />
        <Route path="/order/:id" element={<GuestOrderPage />} />
      </Routes>,
    ),
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, sent };
}

describe('My Account: orders', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test('the history: newest first as the API answers, number, date, status in words, total in £, paged in the URL', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 13 }, (_, i) => summary(13 - i, i === 0 ? 'pending' : i === 1 ? 'cancelled' : 'paid'));
    const { sent } = renderAt('/account/orders', (name, variables) => {
      if (name !== 'StoreMyOrders') throw new Error(name);
      const { skip, take } = (variables.options ?? {}) as { skip: number; take: number };
      return { data: { myOrders: { __typename: 'OrderList', totalItems: all.length, items: all.slice(skip, skip + take) } } };
    });
    const table = await screen.findByRole('table', { name: '13 orders, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Date', 'Status', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByRole('link', { name: 'Order BS-100013' })).toHaveAttribute('href', '/account/orders/13');
    expect(rows[0]).toHaveTextContent('23 November 2026');
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Cancelled')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('£10.13');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?page=2');
    expect(sent('StoreMyOrders').map((v) => v.options)).toEqual([
      { skip: 0, take: 10 },
      { skip: 10, take: 10 },
    ]);
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(3);
  });

  test('no orders yet', async () => {
    renderAt('/account/orders', () => ({ data: { myOrders: { __typename: 'OrderList', totalItems: 0, items: [] } } }));
    expect(await screen.findByText(/No orders found\./)).toBeInTheDocument();
  });

  test("the owner's order: lines, totals, delivery, and the history with the tracking number", async () => {
    const { sent } = renderAt('/account/orders/42', () => ({ data: { order: detail(true) } }));
    expect(await screen.findByRole('heading', { name: 'Order BS-100042' })).toBeInTheDocument();
    expect(sent('StoreOrder')).toEqual([{ id: 42 }]);
    const items = screen.getByRole('table');
    expect(within(items).getByRole('rowheader', { name: /Rose Lip Oil/ })).toBeInTheDocument();
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('£25.98');
    expect(screen.getByText('−£4.60')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('£41.37')).toBeInTheDocument();
    expect(screen.getByText('Tracked with email updates, 2-4 days')).toBeInTheDocument();
    expect(screen.getByText(/12 Rose Lane/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Pending22 November 2026, 1.00 pm',
      'Paid22 November 2026, 3.30 pm',
      'Dispatched23 November 2026, 9.05 am' + 'Tracking number RM123456789GB (Royal Mail)',
    ]);
    expect(screen.getByText(/Your parcel is on its way/)).toHaveTextContent('Tracking number: RM123456789GB (Royal Mail).');
    // The tracking number opens the tracking page of the carrier the dispatch recorded, as the server gives it.
    const royalMail = 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB';
    expect(within(history).getByRole('link', { name: 'RM123456789GB' })).toHaveAttribute('href', royalMail);
    expect(within(screen.getByText(/Your parcel is on its way/)).getByRole('link', { name: 'RM123456789GB' })).toHaveAttribute(
      'href',
      royalMail,
    );
  });

  test("another customer's order (NOT_FOUND) says it cannot be found", async () => {
    renderAt('/account/orders/42', () => notFound);
    expect(await screen.findByText(/Sorry, we cannot find that order/)).toBeInTheDocument();
  });

  test('a guest link: the token from the fragment goes as the accessToken argument; the history shows the tracking number', async () => {
    window.localStorage.clear();
    const { sent } = renderAt('/order/42#t=tok%2Fen-1', () => ({ data: { order: detail(true) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BS-100042' })).toBeInTheDocument();
    // Asked once, with the token: never as the signed-in owner's.
    expect(sent('StoreOrder')).toEqual([{ id: 42, accessToken: 'tok/en-1' }]);
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent('Tracking number RM123456789GB (Royal Mail)');
    expect(screen.getByText(/Your parcel is on its way/)).toHaveTextContent('Tracking number: RM123456789GB (Royal Mail).');
  });

  test('a wrong token, or no token for a guest, shows the 404 page', async () => {
    window.localStorage.clear();
    renderAt('/order/42#t=wrong', () => notFound);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  test('no token and not signed in: the 404 page without asking the API', async () => {
    window.localStorage.clear();
    const { received } = renderAt('/order/42', () => ({ data: { order: detail(false) } }));
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  test('the fragment parser', () => {
    expect(accessTokenFromHash('#t=abc')).toBe('abc');
    expect(accessTokenFromHash('#t=a%2Bb')).toBe('a+b');
    expect(accessTokenFromHash('')).toBeNull();
    expect(accessTokenFromHash('#x=1')).toBeNull();
    expect(accessTokenFromHash(`#t=${'a'.repeat(201)}`)).toBeNull();
  });
});
