import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders } from '../../testing/test-support';
import { InvoicePage } from './invoice-page';

// £30.00 of goods, 1,250 points (£12.50) off them, £3.99 delivery: £17.50 of goods carries £2.92 VAT, delivery £0.67.
const order = {
  __typename: 'Order',
  id: 43,
  orderNumber: 'BS-100043',
  createdAt: '2026-11-22T13:00:00.000Z',
  status: 'pending',
  customerName: 'Nadia Khan',
  email: 'nadia@example.co.uk',
  phone: null,
  addressLine1: '8 Park Street',
  addressLine2: null,
  city: 'Bristol',
  postcode: 'BS1 5HX',
  shippingMethod: 'tracked-2-4',
  paymentMethod: 'bank-transfer',
  subtotal: 30,
  discount: 0,
  pointsSpent: 1250,
  pointsDiscount: 12.5,
  shipping: 3.99,
  total: 21.49,
  vat: 3.59,
  lines: [
    {
      __typename: 'OrderLine',
      id: 1,
      productName: 'Rich Night Cream',
      productCode: 'PRD-0003',
      quantity: 1,
      unitPrice: 30,
      lineTotal: 30,
      vatRate: 20,
      vat: 2.92,
    },
  ],
};
const shopSettings = {
  __typename: 'ShopSettings',
  id: 1,
  shopName: 'Beauty Shop Ltd',
  companyNumber: null,
  vatNumber: 'GB123456789',
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  contactEmail: null,
};

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
afterEach(() => window.localStorage.clear());

test('the invoice shows the reward points spent as a line of the totals, with the VAT after them', async () => {
  const server = fakeServer(() => ({ data: { order, shopSettings } }));
  render(
    withProviders(
      server.client,
      '/account/orders/43/invoice',
      <Routes>
        <Route path="/account/orders/:id/invoice" element={<InvoicePage />} />
      </Routes>,
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'VAT invoice' });
  const text = within(screen.getByLabelText('Totals')).getByText('Reward points (1,250 points)');
  expect(text.nextSibling).toHaveTextContent('−£12.50');
  expect(screen.getByLabelText('Totals')).toHaveTextContent('Total£21.49');
  expect(screen.getByText(/Line VAT is worked out after each line's share of any discount and of the reward points\./)).toBeInTheDocument();
});
