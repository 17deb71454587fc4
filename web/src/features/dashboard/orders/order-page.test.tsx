import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { OrderPage } from './order-page';
import { formatDateTime } from '../../../lib/order-words';

const NEXT: Record<string, string[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['dispatched', 'cancelled', 'refunded'],
  dispatched: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

const event = (id: number, status: string, createdAt: string, more: Record<string, unknown> = {}) => ({
  __typename: 'OrderEvent',
  id,
  status,
  createdAt,
  userName: 'Sam Staff',
  actor: 'ACCOUNT',
  note: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  ...more,
});

function makeOrder(status: string) {
  return {
    __typename: 'Order',
    id: 42,
    orderNumber: 'ORD-2042',
    createdAt: '2026-11-22T13:00:00.000Z',
    status,
    nextStatuses: NEXT[status],
    // The server's rule: only an order cancelled straight from pending may be deleted.
    deletable: status === 'cancelled',
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
    refunded: 0,
    shippingRefunded: false,
    paymentMethod: 'bank-transfer',
    lines: [
      {
        __typename: 'OrderLine',
        id: 1,
        productId: 7,
        productName: 'Rose Lip Oil',
        productCode: 'PRD-0007',
        quantity: 2,
        refundedQuantity: 0,
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
        refundedQuantity: 0,
        unitPrice: 19.99,
        lineTotal: 19.99,
      },
    ],
    events: [
      event(1, 'pending', '2026-11-22T13:00:00.000Z', { userName: 'Priya Patel' }),
      ...(status === 'pending'
        ? []
        : status === 'cancelled'
          ? [event(2, 'cancelled', '2026-11-22T14:00:00.000Z')]
          : [event(2, 'paid', '2026-11-22T15:30:00.000Z', { note: 'Paid by bank transfer' })]),
    ],
  };
}

/** One order on a fake server that moves it as the API does: only to a next status, a tracking number to dispatch. */
function renderOrder(status: string, answer?: (name: string, variables: Record<string, unknown>) => Answer | undefined) {
  const order = makeOrder(status);
  const server = fakeServer((name, variables) => {
    const own = answer?.(name, variables);
    if (own) return own;
    if (name === 'AdminOrder') return { data: { order } };
    if (name === 'AdminUpdateOrderStatus') {
      order.status = variables.status as string;
      order.nextStatuses = NEXT[order.status];
      order.deletable = order.status === 'cancelled' && order.events.every((e) => e.status === 'pending');
      order.events.push(
        event(order.events.length + 1, order.status, '2026-11-23T09:05:00.000Z', {
          note: variables.note ?? null,
          carrier: variables.carrier ?? null,
          trackingNumber: (variables.trackingNumber as string | null)?.toUpperCase() ?? null,
          // As the server links it: the Royal Mail page the dispatch's carrier has.
          trackingUrl: variables.trackingNumber
            ? `https://www.royalmail.com/track-your-item#/tracking-results/${(variables.trackingNumber as string).toUpperCase()}`
            : null,
        }),
      );
      return {
        data: {
          updateOrderStatus: {
            __typename: 'Order',
            id: order.id,
            status: order.status,
            nextStatuses: order.nextStatuses,
            deletable: order.deletable,
          },
        },
      };
    }
    if (name === 'AdminDeleteOrder')
      return { data: { deleteOrder: { __typename: 'Order', id: order.id, orderNumber: order.orderNumber } } };
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      '/dashboard/orders/42',
      <Routes>
        <Route path="/dashboard/orders/:id" element={<OrderPage />} />
        <Route path="/dashboard/orders" element={<p>The orders list</p>} />
      </Routes>,
    ),
  );
  const updates = () => server.received.filter((r) => r.operationName === 'AdminUpdateOrderStatus').map((r) => r.variables);
  return { ...server, updates, location: () => screen.getByTestId('location').textContent };
}

const history = () => within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('one order', () => {
  test('UK time as the shop writes it', () => {
    expect(formatDateTime('2026-11-22T13:00:00.000Z')).toBe('22 November 2026, 1.00 pm');
    expect(formatDateTime('2026-07-01T23:05:00.000Z')).toBe('2 July 2026, 12.05 am');
  });

  test('its lines, customer, delivery, totals and history oldest first (status, when, who, note)', async () => {
    renderOrder('paid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-2042' })).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Items' }));
    const rows = items
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Rose Lip OilPRD-0007', 'PRD-0007', '2', '£12.99', '£25.98', 'Refund'],
      ['Shea Body ButterPRD-0009', 'PRD-0009', '1', '£19.99', '£19.99', 'Refund'],
    ]);
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Subtotal£45.97Discount−£4.60DeliveryFreeTotal (VAT included)£41.37');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Priya Patel');
    expect(within(customer).getByRole('link', { name: 'priya@example.co.uk' })).toHaveAttribute('href', 'mailto:priya@example.co.uk');
    expect(customer).toHaveTextContent('07700 900123');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('12 Rose LaneFlat 3LeedsLS1 4AB');
    expect(delivery).toHaveTextContent('Tracked with email updates, 2-4 days');
    expect(history().map((li) => li.textContent)).toEqual([
      'Pending22 November 2026, 1.00 pmby Priya Patel',
      'Paid22 November 2026, 3.30 pmby Sam StaffPaid by bank transfer',
    ]);
  });

  test("a guest's own steps say so, the shop's automatic ones too, and only a deleted account's steps say it was deleted", async () => {
    renderOrder('cancelled', (name) => {
      if (name !== 'AdminOrder') return undefined;
      const order = makeOrder('cancelled');
      order.events = [
        event(1, 'pending', '2026-11-22T13:00:00.000Z', { userName: null, actor: 'GUEST', note: 'Order placed' }),
        event(2, 'payment-failed', '2026-11-22T13:05:00.000Z', { userName: null, actor: 'SHOP', note: 'Card payment failed' }),
        event(3, 'cancelled', '2026-11-22T14:00:00.000Z', { userName: null, actor: 'GUEST', note: 'Cancelled by the customer' }),
        event(4, 'refunded', '2026-11-23T09:00:00.000Z', { userName: null, actor: 'ACCOUNT' }),
      ];
      return { data: { order } };
    });
    await screen.findByRole('region', { name: 'History' });
    const whoMade = history().map(
      (item) => /by (the customer \(guest\)|the shop \(automatic\)|a deleted account)/.exec(item.textContent ?? '')?.[1],
    );
    expect(whoMade).toEqual(['the customer (guest)', 'the shop (automatic)', 'the customer (guest)', 'a deleted account']);
  });

  test('the status change offers only the next statuses the order allows', async () => {
    renderOrder('pending');
    const select = await screen.findByRole('combobox', { name: 'New status' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose…', 'Paid', 'Cancelled']);
  });

  test('a delivered order with a return request shows it above the status form; refunding answers it', async () => {
    const user = userEvent.setup();
    const t = renderOrder('delivered', (name) => {
      if (name !== 'AdminOrder') return undefined;
      const order = makeOrder('delivered');
      order.events.push(
        event(3, 'delivered', '2026-11-24T10:00:00.000Z'),
        event(4, 'return-requested', '2026-11-26T18:15:00.000Z', { userName: 'Priya Patel', note: 'The shade is too dark for me' }),
      );
      return { data: { order } };
    });
    const panel = await screen.findByRole('region', { name: 'Return requested' });
    expect(panel).toHaveTextContent('26 November 2026, 6.15 pm, by Priya Patel');
    expect(panel).toHaveTextContent('The shade is too dark for me');
    const status = screen.getByRole('combobox', { name: 'New status' });
    expect(panel.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.selectOptions(status, 'refunded');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(t.updates()).toEqual([expect.objectContaining({ id: 42, status: 'refunded' })]));
  });

  test('no return panel for a delivered order without a request', async () => {
    renderOrder('delivered');
    expect(await screen.findByRole('combobox', { name: 'New status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Return requested' })).not.toBeInTheDocument();
  });

  test('a closed order says so and offers no change', async () => {
    renderOrder('refunded');
    expect(await screen.findByText('This order is refunded: it is closed, and its status can no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'New status' })).not.toBeInTheDocument();
  });

  test('dispatching needs the tracking number: without one nothing is sent; with it, it is sent with the carrier and note, and the history shows it', async () => {
    const user = userEvent.setup();
    const t = renderOrder('paid');
    const select = await screen.findByRole('combobox', { name: 'New status' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'dispatched', 'cancelled', 'refunded']);
    expect(screen.queryByLabelText('Tracking number')).not.toBeInTheDocument();
    await user.selectOptions(select, 'dispatched');
    const tracking = screen.getByLabelText('Tracking number');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Tracking number is required')).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking.getAttribute('aria-describedby')).toContain(screen.getByText('Tracking number is required').id);
    expect(tracking).toHaveFocus();
    expect(t.updates()).toEqual([]);

    await user.type(tracking, 'ab123456789gb');
    await user.type(screen.getByLabelText('Carrier'), 'Royal Mail');
    await user.type(screen.getByLabelText('Note (optional)'), 'Two parcels');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(t.updates()).toEqual([
        { id: 42, status: 'dispatched', note: 'Two parcels', trackingNumber: 'ab123456789gb', carrier: 'Royal Mail' },
      ]),
    );
    await waitFor(() => expect(history()).toHaveLength(3));
    expect(history()[2]).toHaveTextContent(
      'Dispatched23 November 2026, 9.05 amby Sam StaffRoyal Mail, tracking number AB123456789GBTwo parcels',
    );
    expect(within(history()[2]).getByRole('link', { name: 'AB123456789GB' })).toHaveAttribute(
      'href',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    );
    // Now dispatched: the next moves are the dispatched order's, and the form is empty again.
    const next = screen.getByRole('combobox', { name: 'New status' });
    expect([...(next as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'delivered', 'refunded']);
    expect(next).toHaveValue('');
    expect(screen.queryByLabelText('Tracking number')).not.toBeInTheDocument();
  });

  test("the server's refusal naming a field shows under it; other statuses send no tracking number", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const t = renderOrder('paid', (name) =>
      name === 'AdminUpdateOrderStatus' && refuse
        ? {
            errors: [
              {
                message: 'Tracking number must be 4 to 40 letters, digits, spaces or hyphens',
                extensions: { code: 'BAD_USER_INPUT', field: 'trackingNumber' },
              },
            ],
          }
        : undefined,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), 'dispatched');
    await user.type(screen.getByLabelText('Tracking number'), '!!');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Tracking number must be 4 to 40 letters, digits, spaces or hyphens')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'cancelled');
    expect(screen.getByText("Cancelling puts the order's goods back into stock; the order is then closed.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(t.updates().at(-1)).toEqual({ id: 42, status: 'cancelled', note: null, trackingNumber: null, carrier: null }),
    );
    expect(await screen.findByText('This order is cancelled: it is closed, and its status can no longer change.')).toBeInTheDocument();
  });

  test('a paid order has no Delete: the page says orders are business records, to cancel or refund instead; a refunded one says it stays', async () => {
    renderOrder('paid');
    expect(await screen.findByRole('region', { name: 'Deleting this order' })).toHaveTextContent(
      'Orders are kept as business records: cancel or refund this one rather than delete it. Only an order cancelled before it was paid can be deleted.',
    );
    expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    cleanup();
    renderOrder('refunded');
    expect(await screen.findByRole('region', { name: 'Deleting this order' })).toHaveTextContent(
      'Orders are kept as business records: this one was paid, so it stays. Only an order cancelled before it was paid can be deleted.',
    );
    expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
  });

  test('cancelling a pending order offers Delete; it asks first, naming the order, then goes back to the list', async () => {
    const user = userEvent.setup();
    const t = renderOrder('pending');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(dialog).toHaveTextContent('Delete the order ‘ORD-2042’ (Priya Patel, £41.37)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders'));
    expect(t.received.find((r) => r.operationName === 'AdminDeleteOrder')?.variables).toEqual({ id: 42 });
  });

  test("an order that does not exist: 'Order not found'; a failure: 'Failed to fetch order' with Retry", async () => {
    renderOrder('paid', () => ({ errors: [{ message: 'Order 42 not found', extensions: { code: 'NOT_FOUND' } }] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  test("a network failure: 'Failed to fetch order' and Retry asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const t = renderOrder('paid', () => (fail ? { networkError: true } : undefined));
    expect(await screen.findByText('Failed to fetch order')).toHaveAttribute('role', 'alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-2042' })).toBeInTheDocument();
    expect(t.received.filter((r) => r.operationName === 'AdminOrder').length).toBe(2);
  });
});
