import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BASKET_STORAGE_KEY,
  CHECKOUT_ATTEMPT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  ORDER_CONFIRMATION_STORAGE_KEY,
  SHIPPING_INFO_STORAGE_KEY,
  SHIPPING_STORAGE_KEY,
} from '../../config/constants';
import type { Answer } from '../../testing/test-support';
import { placed, pricing, storeBasket } from './checkout-test-support';
import { fillIn, placeButton, renderCheckout } from './checkout-page-test-support';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('Checkout: placing the order', () => {
  test('a double click places one order with one idempotency key; then the basket empties and the confirmation opens', async () => {
    const user = userEvent.setup();
    storeBasket();
    let release: (answer: Answer) => void = () => undefined;
    const { sent } = renderCheckout((name) =>
      name === 'StorePlaceOrder'
        ? new Promise<Answer>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    await fillIn(user);
    await user.dblClick(placeButton());
    await waitFor(() => expect(placeButton()).toBeDisabled());
    expect(placeButton()).toHaveTextContent('Placing your order…');
    await user.click(placeButton());
    expect(sent('StorePlaceOrder')).toHaveLength(1);
    const [{ input }] = sent('StorePlaceOrder') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({
      email: 'amelia@example.co.uk',
      customerName: 'Amelia Hart',
      phone: '07700 900123',
      addressLine1: '10 Downing Street',
      addressLine2: null,
      city: 'London',
      postcode: 'sw1a 2aa',
      shippingMethod: 'tracked-2-4',
      discountCode: null,
      termsAccepted: true,
      paymentMethod: 'bank-transfer',
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
    });
    expect(input.idempotencyKey).toBe(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY));
    expect(String(input.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{22,100}$/);
    release(placed());
    await screen.findByText('Confirmation page');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation');
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem(ORDER_CONFIRMATION_STORAGE_KEY)!)).toMatchObject({
      orderNumber: 'BS-000041',
      orderPath: '/order/41#t=secret-token',
      guest: true,
    });
    expect(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(sent('StorePlaceOrder')).toHaveLength(1);
  });

  test("a shortage shows the shop's message by the button, loses nothing typed, and the retry sends the same key", async () => {
    const user = userEvent.setup();
    storeBasket();
    const shortage = 'Only 1 of Argan Shampoo is left; please lower the quantity';
    let calls = 0;
    const { sent } = renderCheckout((name) => {
      if (name !== 'StorePlaceOrder') return undefined;
      calls += 1;
      return calls === 1
        ? { errors: [{ message: shortage, extensions: { code: 'BAD_USER_INPUT', field: 'lines[0].quantity' } }] }
        : { networkError: true };
    });
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    await fillIn(user);
    await user.click(placeButton());
    const alert = await screen.findByText(shortage);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(placeButton()).toBeEnabled();
    expect(screen.getByLabelText('Email address')).toHaveValue('amelia@example.co.uk');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('10 Downing Street');
    expect(screen.getByLabelText('Postcode')).toHaveValue('sw1a 2aa');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toHaveLength(2);
    await user.click(placeButton());
    expect(await screen.findByText('Failed to place your order')).toBeInTheDocument();
    const keys = sent('StorePlaceOrder').map((v) => (v.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("the server's postcode error lands under the postcode field, which gets the focus", async () => {
    const user = userEvent.setup();
    storeBasket();
    renderCheckout((name) =>
      name === 'StorePlaceOrder'
        ? {
            errors: [{ message: 'Enter a UK postcode, like SW1A 1AA', extensions: { code: 'BAD_USER_INPUT', field: 'postcode' } }],
          }
        : undefined,
    );
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    await fillIn(user);
    await user.click(placeButton());
    await waitFor(() => expect(screen.getByLabelText('Postcode')).toHaveFocus());
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(expect.stringContaining('Enter a UK postcode, like SW1A 1AA'));
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
  });

  test("a discount code re-prices the basket; a refused code shows the shop's reason", async () => {
    const user = userEvent.setup();
    storeBasket();
    const { sent } = renderCheckout((name, variables) => {
      if (name !== 'StoreCheckoutOptions') return undefined;
      if (variables.discountCode === 'SAVE10') return pricing({ discount: 2.75, discountCode: 'SAVE10' });
      if (variables.discountCode) return pricing({ discountMessage: 'This discount code has expired' });
      return pricing();
    });
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    const field = screen.getByLabelText(/^Discount code/);
    await user.type(field, 'OLD5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has expired')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('This discount code has expired');
    await user.clear(field);
    await user.type(field, 'SAVE10{Enter}');
    expect(await screen.findByText('Code SAVE10 applied: you save £2.75.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Discount (SAVE10)−£2.75');
    expect(sent('StoreCheckoutOptions').map((v) => v.discountCode)).toEqual([null, 'OLD5', 'SAVE10']);
  });

  test("a code for a first order, once per customer: the guest is told the limits; placeOrder's refusal is said in the discount step, which gets the focus, and the basket is priced without it", async () => {
    const user = userEvent.setup();
    storeBasket();
    const note = 'WELCOME10 is for a first order only, once per customer: we check this when you place your order.';
    const { sent } = renderCheckout((name, variables) => {
      if (name === 'StorePlaceOrder') {
        return (variables.input as { discountCode: string | null }).discountCode
          ? { errors: [{ message: 'You have already used WELCOME10', extensions: { code: 'BAD_USER_INPUT', field: 'discountCode' } }] }
          : placed();
      }
      if (name !== 'StoreCheckoutOptions') return undefined;
      return variables.discountCode === 'WELCOME10'
        ? pricing({ discount: 2.75, discountCode: 'WELCOME10', discountNote: note })
        : pricing();
    });
    await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    const field = screen.getByLabelText(/^Discount code/);
    await user.type(field, 'WELCOME10{Enter}');
    expect(await screen.findByText(`Code WELCOME10 applied: you save £2.75. ${note}`)).toBeInTheDocument();
    await fillIn(user);
    await user.click(placeButton());
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('You have already used WELCOME10');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('WELCOME10');
    // Said once, in the discount step (not again by the button).
    expect(screen.getAllByText('You have already used WELCOME10')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Order summary' })).not.toHaveTextContent('Discount (WELCOME10)'));
    expect(sent('StoreCheckoutOptions').map((v) => v.discountCode)).toEqual([null, 'WELCOME10', null]);
    await user.click(placeButton());
    await screen.findByText('Confirmation page');
    expect(sent('StorePlaceOrder').map((v) => (v.input as { discountCode: string | null }).discountCode)).toEqual(['WELCOME10', null]);
  });

  test("a returning guest finds the shipping info filled in, the basket page's delivery choice kept", async () => {
    storeBasket();
    window.localStorage.setItem(SHIPPING_STORAGE_KEY, 'signed-2-4');
    window.localStorage.setItem(
      SHIPPING_INFO_STORAGE_KEY,
      JSON.stringify({
        email: 'amelia@example.co.uk',
        customerName: 'Amelia Hart',
        phone: '',
        addressLine1: '1 Park Row',
        addressLine2: '',
        city: 'Leeds',
        postcode: 'LS1 5AB',
        shippingMethod: '',
      }),
    );
    renderCheckout(() => undefined);
    const delivery = await screen.findByRole('group', { name: 'Choose a UK delivery service' });
    expect(screen.getByLabelText('Email address')).toHaveValue('amelia@example.co.uk');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Park Row');
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 5AB');
    expect(within(delivery).getByRole('radio', { name: /Tracked and signed for, 2-4 days/ })).toBeChecked();
  });

  test('a signed-in customer starts from their default saved address and their account e-mail; another saved address fills the fields', async () => {
    const user = userEvent.setup();
    storeBasket();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const address = (id: number, label: string, isDefault: boolean, addressLine1: string, city: string, postcode: string) => ({
      __typename: 'SavedAddress',
      id,
      label,
      fullName: 'Amelia Hart',
      phone: null,
      addressLine1,
      addressLine2: null,
      city,
      postcode,
      isDefault,
    });
    renderCheckout((name) => {
      if (name === 'StoreMyAddresses')
        return {
          data: {
            myAddresses: [
              address(1, 'Home', true, '1 Park Row', 'Leeds', 'LS1 5AB'),
              address(2, 'Work', false, '5 Deansgate', 'Manchester', 'M3 4LQ'),
            ],
          },
        };
      if (name === 'StoreProfile')
        return {
          data: {
            me: {
              __typename: 'User',
              id: 7,
              name: 'Amelia Hart',
              email: 'amelia@example.co.uk',
              role: 'USER',
              image: null,
              contactNo1: null,
              contactNo2: null,
              city: null,
              address: null,
            },
          },
        };
      return undefined;
    });
    const saved = await screen.findByRole('group', { name: 'Your saved addresses' });
    expect(within(saved).getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Park Row'));
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('amelia@example.co.uk'));
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 5AB');
    await user.click(within(saved).getByRole('radio', { name: /Work/ }));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('5 Deansgate');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Manchester');
    await user.click(within(saved).getByRole('radio', { name: /Another address/ }));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
  });
});
