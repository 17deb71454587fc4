import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { GuestInvoicePage, InvoicePage } from './invoice-page';

const shopSettings = {
  __typename: 'ShopSettings',
  id: 1,
  shopName: 'Beauty Shop Ltd',
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  addressLine1: '1 Market Street',
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 6DT',
  contactEmail: 'hello@beautyshop.example',
};
// £24.99 at 20% and £10.00 at 5%, £5.00 off, £3.99 delivery (the VAT worked example of api/src/modules/orders/vat).
const order = {
  __typename: 'Order',
  id: 42,
  orderNumber: 'BS-100042',
  createdAt: '2026-11-22T13:00:00.000Z',
  status: 'paid',
  customerName: 'Priya Patel',
  email: 'priya@example.co.uk',
  phone: null,
  addressLine1: '12 Rose Lane',
  addressLine2: 'Flat 3',
  city: 'York',
  postcode: 'YO1 7HH',
  shippingMethod: 'tracked-1-2',
  paymentMethod: 'bank-transfer',
  subtotal: 34.99,
  discount: 5,
  pointsSpent: 0,
  pointsDiscount: 0,
  shipping: 3.99,
  total: 33.98,
  vat: 4.75,
  lines: [
    {
      __typename: 'OrderLine',
      id: 1,
      productName: 'Glow Serum',
      productCode: 'PRD-0001',
      quantity: 1,
      unitPrice: 24.99,
      lineTotal: 24.99,
      vatRate: 20,
      vat: 3.66,
    },
    {
      __typename: 'OrderLine',
      id: 2,
      productName: 'Baby Balm',
      productCode: 'PRD-0002',
      quantity: 2,
      unitPrice: 5,
      lineTotal: 10,
      vatRate: 5,
      vat: 0.42,
    },
  ],
};

function renderAt(url: string, answer: (name: string) => Answer) {
  const server = fakeServer((name) => answer(name));
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/account/orders/:id/invoice" element={<InvoicePage />} />
        <Route path="/order/:id/invoice" element={<GuestInvoicePage />} />
      </Routes>,
    ),
  );
  return server;
}

describe('the VAT invoice', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test("the shop's company details, the customer, each line's VAT, totals to the penny, and Print", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { received } = renderAt('/account/orders/42/invoice', () => ({ data: { order, shopSettings } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VAT invoice' })).toBeInTheDocument();
    expect(received).toEqual([{ operationName: 'StoreInvoice', variables: { id: 42 } }]);
    const seller = screen.getByRole('group', { name: 'Seller' });
    for (const text of [
      'Beauty Shop Ltd',
      '1 Market Street',
      'Company number 01234567',
      'VAT number GB123456789',
      'hello@beautyshop.example',
    ])
      expect(seller).toHaveTextContent(text);
    expect(screen.getByText('Invoice number').nextSibling).toHaveTextContent('BS-100042');
    expect(screen.getByText('Invoice date').nextSibling).toHaveTextContent('22 November 2026');
    expect(screen.getByRole('region', { name: 'Invoice to' })).toHaveTextContent(
      'Priya Patel12 Rose LaneFlat 3YorkYO1 7HHpriya@example.co.uk',
    );
    const [items] = screen.getAllByRole('table');
    expect(
      within(items)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ProductQtyUnit priceLine totalVAT rateVAT',
      'Glow SerumCode PRD-00011£24.99£24.9920%£3.66',
      'Baby BalmCode PRD-00022£5.00£10.005%£0.42',
    ]);
    const totals = screen.getByLabelText('Totals');
    expect(totals.textContent).toBe(
      'Subtotal£34.99Discount−£5.00Delivery£3.99Total£33.98VAT included£4.75Total excluding VAT£29.23of which VAT on delivery (20%)£0.67',
    );
    expect(
      within(screen.getByRole('table', { name: 'VAT summary' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RateVAT', '20%£4.33', '5%£0.42']);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/account/orders/42');
    print.mockRestore();
  });

  test("someone else's order (NOT_FOUND) is the 404 page", async () => {
    renderAt('/account/orders/42/invoice', () => ({ errors: [{ message: 'No order with id 42', extensions: { code: 'NOT_FOUND' } }] }));
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  test("a guest's invoice sends the fragment's token as the accessToken argument", async () => {
    window.localStorage.clear();
    const { received } = renderAt('/order/42/invoice#t=tok%2Fen', () => ({ data: { order, shopSettings } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VAT invoice' })).toBeInTheDocument();
    expect(received).toEqual([{ operationName: 'StoreInvoice', variables: { id: 42, accessToken: 'tok/en' } }]);
  });
});
