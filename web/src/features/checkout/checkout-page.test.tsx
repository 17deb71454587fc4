import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPING_INFO_STORAGE_KEY, SHIPPING_STORAGE_KEY } from '../../config/constants';
import { pricedLines, pricing, storeBasket } from './checkout-test-support';
import { fillIn, placeButton, renderCheckout } from './checkout-page-test-support';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Checkout', () => {
  test('an empty basket says so with a link to shop, and asks the shop nothing', async () => {
    const { received } = renderCheckout(() => undefined);
    expect(await screen.findByText('Your basket is empty, so there is nothing to check out yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(received).toEqual([]);
  });

  test('the delivery options, prices and dates come from checkoutOptions, never the basket in this browser', async () => {
    storeBasket();
    const { sent } = renderCheckout(() => undefined);
    const delivery = await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    expect(sent('StoreCheckoutOptions')).toEqual([
      {
        lines: [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
        discountCode: null,
      },
    ]);
    const radios = within(delivery).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const fast = within(delivery).getByRole('radio', { name: /Tracked with email updates, 1-2 business days/ });
    expect(fast.closest('label')).toHaveTextContent('£4.99');
    expect(fast.closest('label')).toHaveTextContent('Estimated dispatch 20 November 2026; delivery 23 November 2026 to 24 November 2026');
    const free = within(delivery).getByRole('radio', { name: /Tracked with email updates, 2-4 days/ });
    expect(free.closest('label')).toHaveTextContent('Free');
    // The cheapest service is chosen first; the summary shows the shop's sums.
    expect(free).toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal£27.50');
    expect(summary).toHaveTextContent('DeliveryFree');
    expect(summary).toHaveTextContent('Total£27.50');
    expect(summary).toHaveTextContent('VAT included£4.58');
    expect(summary).not.toHaveTextContent('£1.00');
    const user = userEvent.setup();
    await user.click(within(delivery).getByRole('radio', { name: /Tracked and signed for, 1-2 business days/ }));
    expect(summary).toHaveTextContent('Delivery£6.99');
    expect(summary).toHaveTextContent('Total£34.49');
    expect(JSON.parse(window.localStorage.getItem(SHIPPING_INFO_STORAGE_KEY)!)).toMatchObject({ shippingMethod: 'signed-1-2' });
    expect(window.localStorage.getItem(SHIPPING_STORAGE_KEY)).toBe('signed-1-2');
  });

  test("each line shows the shop's prices beside the form and in the review step: picture, quantity × unit price, the line total with the undiscounted one struck", async () => {
    storeBasket();
    renderCheckout(() => undefined);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const review = screen.getByRole('region', { name: /Review and pay/ });
    for (const part of [summary, review]) {
      const [shampoo, balm] = within(part).getAllByRole('listitem');
      expect(shampoo).toHaveTextContent('Argan Shampoo');
      expect(shampoo).toHaveTextContent('2 × £9.50');
      expect(shampoo).toHaveTextContent('Was £24.00Now £19.00');
      expect(shampoo.querySelector('s')).toHaveTextContent('£24.00');
      expect(balm).toHaveTextContent('Lip Balm1 × £8.50£8.50');
      expect(balm.querySelector('s')).toBeNull();
      // The basket in this browser says £1.00 each: never shown.
      expect(part).not.toHaveTextContent('£1.00');
      expect(within(part).queryByText(/left —/)).not.toBeInTheDocument();
    }
    const picture = summary.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/uploads/products/argan-shampoo.webp');
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
    expect(review.querySelector('img')).toHaveAttribute('width', '48');
    expect(placeButton()).toBeEnabled();
  });

  test('a line asking for more than the shop has left says so with the way back to the basket, and blocks Place order', async () => {
    const user = userEvent.setup();
    storeBasket();
    const { sent } = renderCheckout((name) => (name === 'StoreCheckoutOptions' ? pricing({ lines: pricedLines({ 1: 1 }) }) : undefined));
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    const notices = screen.getAllByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Only 1 left — please reduce the quantity in your basket',
    );
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice.closest('li')).toHaveTextContent('Argan Shampoo');
      expect(within(notice).getByRole('link', { name: 'your basket' })).toHaveAttribute('href', '/cart');
    }
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      'We do not have enough of Argan Shampoo in stock to place this order: please reduce the quantity in your basket.',
    );
    await fillIn(user);
    expect(placeButton()).toBeDisabled();
    await user.click(placeButton());
    expect(sent('StorePlaceOrder')).toEqual([]);
    await user.click(within(notices[0]).getByRole('link', { name: 'your basket' }));
    expect(await screen.findByText('Basket page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  test('a product with none left asks for it to be taken out of the basket; two short lines are named together', async () => {
    storeBasket();
    renderCheckout((name) => (name === 'StoreCheckoutOptions' ? pricing({ lines: pricedLines({ 1: 0, 2: 0 }) }) : undefined));
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(
      within(summary).getAllByText((_, el) => el?.tagName === 'P' && el.textContent === 'None left — please remove it from your basket'),
    ).toHaveLength(2);
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      'We do not have enough of some items in stock to place this order: please reduce the quantities in your basket.',
    );
    expect(placeButton()).toBeDisabled();
  });

  test('each required field says so under itself, the first invalid field is focused, nothing is sent', async () => {
    const user = userEvent.setup();
    storeBasket();
    const { sent } = renderCheckout(() => undefined);
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    await user.type(screen.getByLabelText('Postcode'), '12345');
    await user.type(screen.getByLabelText(/^Phone/), '+1 212 555 0100');
    await user.click(placeButton());
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(expect.stringContaining('Email address is required'));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription('Address line 1 is required');
    expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription('Town or city is required');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(expect.stringContaining('Enter a UK postcode, like SW1A 1AA'));
    // The one UK phone rule the shop's server applies (config/uk-contact.ts), said before anything is sent.
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK phone number, like 07700 900123'),
    );
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions to place your order',
    );
    expect(sent('StorePlaceOrder')).toEqual([]);
  });

  test('when the shop refuses the parcel, its message shows instead of prices and ordering is blocked', async () => {
    const user = userEvent.setup();
    storeBasket();
    const refusal = 'This order weighs 24.0 kg; we can post at most 20 kg in one order.';
    const { sent } = renderCheckout((name) => (name === 'StoreCheckoutOptions' ? pricing({ refusal }) : undefined));
    await fillIn(user);
    expect(screen.getAllByText(refusal, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Choose a UK delivery service' })).not.toBeInTheDocument();
    expect(screen.queryByText('£4.99')).not.toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(refusal);
    expect(placeButton()).toBeDisabled();
    await user.click(placeButton());
    expect(sent('StorePlaceOrder')).toEqual([]);
  });
});
