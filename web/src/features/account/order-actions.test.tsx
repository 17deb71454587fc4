import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { GuestOrderPage, OrderPage } from './order-page';

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

const order = (status: string, more: Record<string, unknown> = {}) => ({
  __typename: 'Order',
  id: 42,
  orderNumber: 'BS-100042',
  createdAt: '2026-11-08T13:00:00.000Z',
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
  ],
  events: [event(1, 'pending', '2026-11-08T13:00:00.000Z')],
  ...more,
});

const delivered = (more: Record<string, unknown> = {}) =>
  order('delivered', {
    returnRequestableUntil: '2026-11-22',
    events: [
      event(1, 'pending', '2026-11-01T10:00:00.000Z'),
      event(2, 'paid', '2026-11-01T12:00:00.000Z'),
      event(3, 'dispatched', '2026-11-02T09:00:00.000Z', { trackingNumber: 'RM123456789GB', carrier: 'Royal Mail' }),
      event(4, 'delivered', '2026-11-08T11:00:00.000Z'),
    ],
    ...more,
  });

function renderAt(url: string, answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/account/orders/:id" element={<OrderPage />} />
        <Route path="/order/:id" element={<GuestOrderPage />} />
      </Routes>,
    ),
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, sent };
}

describe("the customer's order actions", () => {
  let restore: () => void;
  beforeAll(() => {
    restore = installDialogAndKeyboardFocus();
  });
  afterAll(() => restore());
  afterEach(() => window.localStorage.clear());

  test('cancel asks first, naming the order; keeping it sends nothing; confirming cancels once and says so', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const user = userEvent.setup();
    const { sent } = renderAt('/account/orders/42', (name) => {
      if (name === 'StoreOrder') return { data: { order: order('pending') } };
      if (name === 'StoreCancelMyOrder')
        return {
          data: {
            cancelMyOrder: order('cancelled', {
              events: [event(1, 'pending', '2026-11-08T13:00:00.000Z'), event(5, 'cancelled', '2026-11-08T14:00:00.000Z')],
            }),
          },
        };
      throw new Error(name);
    });
    const button = await screen.findByRole('button', { name: 'Cancel order' });
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    await user.click(button);
    let dialog = screen.getByRole('dialog', { name: 'Cancel order BS-100042?' });
    expect(dialog).toHaveTextContent('Your items go back on sale and you will not be asked to pay.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(sent('StoreCancelMyOrder')).toEqual([]);
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Cancel order BS-100042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order BS-100042 is cancelled.', { selector: 'p[role="status"]' })).toHaveFocus();
    expect(sent('StoreCancelMyOrder')).toEqual([{ id: 42, accessToken: null }]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
  });

  test("a guest's return: the reason is required; the token goes in the body; afterwards the date it was asked", async () => {
    const user = userEvent.setup();
    const { sent } = renderAt('/order/42#t=guest-token', (name, variables) => {
      if (name === 'StoreOrder' && variables.accessToken) return { data: { order: delivered() } };
      if (name === 'StoreRequestReturn') {
        return {
          data: {
            requestReturn: delivered({
              returnRequestableUntil: null,
              events: [...delivered().events, event(6, 'return-requested', '2026-11-10T15:00:00.000Z')],
            }),
          },
        };
      }
      throw new Error(`${name} ${JSON.stringify(variables)}`);
    });
    expect(await screen.findByText('You can ask until 22 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return order BS-100042?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the return' });
    expect(reason).toHaveAttribute('maxLength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Request the return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us why you are returning the order');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent('StoreRequestReturn')).toEqual([]);

    await user.type(reason, 'The shade is too dark');
    await user.click(within(dialog).getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText(/Return requested on 10 November 2026/)).toBeInTheDocument();
    expect(sent('StoreRequestReturn')).toEqual([{ id: 42, reason: 'The shade is too dark', accessToken: 'guest-token' }]);
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  test("the server's refusal shows under the reason in red and keeps what was typed", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const user = userEvent.setup();
    renderAt('/account/orders/42', (name) => {
      if (name === 'StoreOrder') return { data: { order: delivered() } };
      if (name === 'StoreRequestReturn')
        return { errors: [{ message: 'A return has already been requested for this order', extensions: { code: 'CONFLICT' } }] };
      throw new Error(name);
    });
    await user.click(await screen.findByRole('button', { name: 'Request a return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return order BS-100042?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the return' });
    await user.type(reason, 'Arrived broken');
    await user.click(within(dialog).getByRole('button', { name: 'Request the return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A return has already been requested for this order');
    expect(reason).toHaveValue('Arrived broken');
    expect(reason).toHaveAccessibleDescription(/A return has already been requested/);
  });

  test('no Request a return outside the window, nor Cancel once paid', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    renderAt('/account/orders/42', () => ({ data: { order: delivered({ returnRequestableUntil: null }) } }));
    expect(await screen.findByRole('heading', { name: 'Order BS-100042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Return requested on/)).not.toBeInTheDocument();
  });
});
