import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ORDER_CONFIRMATION_STORAGE_KEY } from '../../config/constants';
import { saveConfirmation, type OrderConfirmation } from './checkout-session';
import { ConfirmationPage } from './confirmation-page';

const guestOrder: OrderConfirmation = {
  orderId: 41,
  orderNumber: 'BS-000041',
  total: 27.5,
  vat: 4.58,
  email: 'amelia@example.co.uk',
  orderPath: '/order/41#t=secret-token',
  guest: true,
  payment: {
    method: 'bank-transfer',
    label: 'Bank transfer',
    message: 'Please pay £27.50 by bank transfer.',
    amount: 27.5,
    reference: 'BS-000041',
    bankTransfer: { accountName: 'Beauty Shop Ltd', sortCode: '04-00-04', accountNumber: '12345678' },
  },
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/checkout/confirmation']}>
      <ConfirmationPage />
    </MemoryRouter>,
  );

afterEach(() => window.sessionStorage.clear());

describe('Order confirmation', () => {
  test('a guest sees the order number, total, bank details with the order number as reference, and the order link with the token in the fragment', async () => {
    saveConfirmation(guestOrder);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('BS-000041', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Order total/)).toHaveTextContent('Order total: £27.50 (including VAT of £4.58)');
    const bank = screen.getByText('Sort code').closest('dl')!;
    expect(bank).toHaveTextContent('Account nameBeauty Shop Ltd');
    expect(bank).toHaveTextContent('Sort code04-00-04');
    expect(bank).toHaveTextContent('Account number12345678');
    expect(bank).toHaveTextContent('ReferenceBS-000041');
    expect(screen.getByText(/We have sent a confirmation e-mail/)).toHaveTextContent('amelia@example.co.uk');
    expect(screen.getByText(/As soon as your payment arrives we pack your order/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View order BS-000041' });
    expect(link).toHaveAttribute('href', '/order/41#t=secret-token');
    expect(link.getAttribute('href')).not.toContain('?');
  });

  test('a customer is sent to the order in My Account', async () => {
    saveConfirmation({ ...guestOrder, guest: false, orderPath: '/account/orders/41' });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View order BS-000041 in My Account' })).toHaveAttribute('href', '/account/orders/41');
    expect(screen.queryByRole('link', { name: 'View order BS-000041' })).not.toBeInTheDocument();
  });

  test("without bank details set, the shop's own payment message shows", async () => {
    saveConfirmation({
      ...guestOrder,
      payment: { ...guestOrder.payment, bankTransfer: null, message: 'We will e-mail you our bank details shortly.' },
    });
    renderPage();
    expect(await screen.findByText('We will e-mail you our bank details shortly.')).toBeInTheDocument();
  });

  test('nothing kept (or damaged): a friendly message with a way back to the shop', async () => {
    window.sessionStorage.setItem(ORDER_CONFIRMATION_STORAGE_KEY, '{"orderId":"x"');
    renderPage();
    expect(await screen.findByText(/There is no recent order to show/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });
});
