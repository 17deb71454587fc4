import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { OrderPage } from './order-page';

const line = (id: number, productName: string, quantity: number, unitPrice: number, refundedQuantity = 0) => ({
  __typename: 'OrderLine',
  id,
  productId: id + 100,
  productName,
  productCode: `PRD-${id}`,
  quantity,
  refundedQuantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
});

function makeOrder() {
  return {
    __typename: 'Order',
    id: 42,
    orderNumber: 'ORD-2042',
    createdAt: '2026-11-22T13:00:00.000Z',
    status: 'paid',
    nextStatuses: ['dispatched', 'cancelled', 'refunded'],
    deletable: false,
    customerName: 'Priya Patel',
    email: 'priya@example.co.uk',
    phone: null,
    addressLine1: '12 Rose Lane',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 4AB',
    shippingMethod: 'tracked-1-2',
    subtotal: 78.49,
    discount: 5,
    shipping: 5.99,
    total: 79.48,
    refunded: 0,
    shippingRefunded: false,
    paymentMethod: 'card',
    lines: [line(1, 'Vitamin C Serum', 3, 23.5), line(2, 'Rose Lip Balm', 1, 7.99)],
    events: [
      {
        __typename: 'OrderEvent',
        id: 1,
        status: 'paid',
        createdAt: '2026-11-22T13:00:00.000Z',
        userName: 'Sam Staff',
        note: null as string | null,
        carrier: null,
        trackingNumber: null,
      },
    ],
  };
}

/** A fake API that prices refunds as the server would say (the page must show its figures, never its own). */
function renderRefunds(answer?: (name: string, variables: Record<string, unknown>) => Answer | undefined) {
  const order = makeOrder();
  const server = fakeServer((name, variables) => {
    const own = answer?.(name, variables);
    if (own) return own;
    if (name === 'AdminOrder') return { data: { order } };
    if (name === 'AdminOrderRefundPreview') {
      const asks = variables.lines as { lineId: number; quantity: number }[];
      const whole = asks.length === 2;
      const lines = asks.map((a) => ({
        __typename: 'RefundPreviewLine',
        lineId: a.lineId,
        productName: order.lines.find((l) => l.id === a.lineId)!.productName,
        quantity: a.quantity,
        amount: a.lineId === 1 ? [0, 22.02, 44.05, 66.07][a.quantity] : 7.42,
      }));
      const delivery = whole ? 5.99 : 0;
      const amount = Math.round((lines.reduce((s, l) => s + l.amount, 0) + delivery) * 100) / 100;
      return {
        data: {
          orderRefundPreview: {
            __typename: 'RefundPreview',
            amount,
            delivery,
            wholeOrder: whole,
            method: 'card',
            message: `£${amount.toFixed(2)} goes back to the customer's card through Stripe.`,
            lines,
          },
        },
      };
    }
    if (name === 'AdminRefundOrderLines') {
      for (const ask of variables.lines as { lineId: number; quantity: number }[])
        order.lines.find((l) => l.id === ask.lineId)!.refundedQuantity += ask.quantity;
      order.refunded = 22.02;
      order.events.push({
        __typename: 'OrderEvent',
        id: 2,
        status: 'part-refunded',
        createdAt: '2026-11-23T09:05:00.000Z',
        userName: 'Sam Staff',
        note: 'Refunded £22.02 by card (Stripe re_123) for 1 × Vitamin C Serum (£22.02)',
        carrier: null,
        trackingNumber: null,
      });
      return {
        data: {
          refundOrderLines: { __typename: 'Order', id: 42, status: 'paid', refunded: order.refunded, nextStatuses: order.nextStatuses },
        },
      };
    }
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      '/dashboard/orders/42',
      <>
        <Routes>
          <Route path="/dashboard/orders/:id" element={<OrderPage />} />
        </Routes>
        <ToastContainer />
      </>,
    ),
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { sent };
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('refunds on the order page', () => {
  test("a line's Refund asks the server what the chosen quantity is worth, refunds it, says so and shows it in the history", async () => {
    const user = userEvent.setup();
    const { sent } = renderRefunds();
    await user.click(await screen.findByRole('button', { name: 'Refund Vitamin C Serum' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Vitamin C Serum' });
    const confirm = await within(dialog).findByRole('button', { name: 'Refund £22.02' });
    expect(dialog).toHaveTextContent('1 × Vitamin C Serum£22.02');
    expect(dialog).toHaveTextContent("£22.02 goes back to the customer's card through Stripe.");

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Quantity to refund' }), '2');
    expect(await within(dialog).findByRole('button', { name: 'Refund £44.05' })).toBeInTheDocument();
    expect(sent('AdminOrderRefundPreview').pop()).toEqual({ id: 42, lines: [{ lineId: 1, quantity: 2 }] });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Quantity to refund' }), '1');
    await within(dialog).findByRole('button', { name: 'Refund £22.02' });
    expect(confirm).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Cracked bottle');
    await user.click(within(dialog).getByRole('button', { name: 'Refund £22.02' }));
    // Only quantities go to the server: it works the money out again.
    expect(sent('AdminRefundOrderLines')).toEqual([{ id: 42, lines: [{ lineId: 1, quantity: 1 }], note: 'Cracked bottle' }]);
    expect(await screen.findByText('Refunded £22.02 for order ORD-2042')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('Partly refunded')).toBeInTheDocument();
    expect(history.getByText(/Stripe re_123/)).toBeInTheDocument();
    const serumRow = screen.getByRole('row', { name: /Vitamin C Serum/ });
    expect(serumRow).toHaveTextContent('1 refunded');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Refunded so far−£22.02');
  });

  test('"Refund whole order" asks for everything left, delivery included, and a refusal is said in the dialog', async () => {
    const user = userEvent.setup();
    const { sent } = renderRefunds((name) =>
      name === 'AdminRefundOrderLines'
        ? {
            errors: [
              { message: 'Rose Lip Balm has already been refunded in full', extensions: { code: 'BAD_USER_INPUT', field: 'lines' } },
            ],
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Refund whole order' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund whole order' });
    await within(dialog).findByRole('button', { name: 'Refund £79.48' });
    expect(sent('AdminOrderRefundPreview').pop()).toEqual({
      id: 42,
      lines: [
        { lineId: 1, quantity: 3 },
        { lineId: 2, quantity: 1 },
      ],
    });
    expect(dialog).toHaveTextContent('Delivery£5.99');
    expect(dialog).toHaveTextContent('Nothing of the order is left afterwards, so it becomes refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund £79.48' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rose Lip Balm has already been refunded in full');
    expect(dialog).toHaveAttribute('open');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Refund whole order' })).toHaveFocus();
  });
});
