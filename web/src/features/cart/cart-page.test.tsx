import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { StoreBasketProductsDocument, StoreShippingOptionsDocument } from '../../generated/graphql';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import { BasketLink } from './basket-link';
import type { BasketLine } from '../../lib/basket-storage';
import { CartPage } from './cart-page';

const stored: BasketLine[] = [
  {
    productId: 1,
    productName: 'Argan Shampoo',
    price: 9,
    salePrice: 12,
    productPicture: 'a.webp',
    quantity: 2,
    productSlug: 'argan-shampoo',
    stockQuantity: 5,
    weightGrams: 300,
  },
  {
    productId: 2,
    productName: 'Lip Balm',
    price: 4,
    salePrice: 4,
    productPicture: null,
    quantity: 1,
    productSlug: 'lip-balm',
    stockQuantity: 9,
    weightGrams: 20,
  },
];

const product = (
  id: number,
  name: string,
  slug: string,
  salePrice: number,
  discountedPrice: number,
  stockQuantity: number,
  shippingWeightGrams: number,
) => ({
  __typename: 'Product' as const,
  id,
  name,
  slug,
  salePrice,
  discountedPrice,
  discountInPercent: discountedPrice < salePrice ? Math.round((1 - discountedPrice / salePrice) * 100) : 0,
  stockQuantity,
  shippingWeightGrams,
  gallery: [],
});

/** The one request the basket makes for its products' prices and stock: the products the shop still sells. */
const products = (ids: number[], found: ReturnType<typeof product>[]): MockedResponse => ({
  request: { query: StoreBasketProductsDocument, variables: { ids } },
  result: { data: { storeProductsByIds: found } },
});

const shipping = (subtotal: number, weightGrams: number): MockedResponse => ({
  request: { query: StoreShippingOptionsDocument, variables: { subtotal, weightGrams } },
  result: {
    data: {
      shippingOptions: [
        {
          __typename: 'ShippingOption',
          method: 'tracked-1-2',
          name: 'Tracked with email updates',
          delivery: '1-2 business days',
          price: 5.99,
          free: false,
        },
        {
          __typename: 'ShippingOption',
          method: 'tracked-2-4',
          name: 'Tracked with email updates',
          delivery: '2-4 days',
          price: 3.99,
          free: false,
        },
      ],
    },
  },
});

const renderCart = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/cart']}>
        <BasketLink />
        <CartPage />
      </MemoryRouter>
    </MockedProvider>,
  );

afterEach(() => window.localStorage.clear());

describe('My Basket', () => {
  test('an empty basket says so, with a way back to the shop', async () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Basket' })).toBeInTheDocument();
    expect(await screen.findByText('Your basket is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  test('lines, subtotal, delivery and the free-delivery note; quantity and removal keep the header count in step', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(stored));
    renderCart([
      products([1, 2], [product(1, 'Argan Shampoo', 'argan-shampoo', 12, 9, 5, 300), product(2, 'Lip Balm', 'lip-balm', 4, 4, 9, 20)]),
      shipping(22, 620),
      shipping(31, 920),
      shipping(27, 900),
    ]);
    const shampoo = await screen.findByRole('listitem', { name: 'Argan Shampoo' });
    expect(within(shampoo).getByRole('link', { name: 'Argan Shampoo' })).toHaveAttribute('href', '/product/argan-shampoo');
    expect(shampoo).toHaveTextContent('£9.00 each');
    expect(shampoo).toHaveTextContent('£18.00');
    expect(screen.getByText('Subtotal (3 items)').nextSibling).toHaveTextContent('£22.00');
    expect(screen.getByText(/Spend £28.01 more for free delivery/)).toBeInTheDocument();
    // The cheapest service until the shopper chooses another; the choice is kept.
    expect(await screen.findByRole('radio', { name: /2-4 days/ })).toBeChecked();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('£25.99');
    await user.click(screen.getByRole('radio', { name: /1-2 business days/ }));
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('£27.99');
    expect(window.localStorage.getItem('shipping')).toBe('tracked-1-2');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Argan Shampoo' }));
    expect(screen.getByText('Subtotal (4 items)').nextSibling).toHaveTextContent('£31.00');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('4');
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)[0].quantity).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Remove Lip Balm' }));
    expect(screen.queryByRole('listitem', { name: 'Lip Balm' })).toBeNull();
    expect(screen.getByText('Subtotal (3 items)').nextSibling).toHaveTextContent('£27.00');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!).map((l: BasketLine) => l.productId)).toEqual([1]);
  });

  test('prices and stock are read again when the basket opens, with a notice of what changed', async () => {
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(stored));
    renderCart([products([1, 2], [product(1, 'Argan Shampoo', 'argan-shampoo', 12, 10, 1, 300)]), shipping(22, 620), shipping(10, 300)]);
    expect(await screen.findByText('The price of Argan Shampoo has changed from £9.00 to £10.00.')).toBeInTheDocument();
    expect(screen.getByText('Only 1 of Argan Shampoo is left: the quantity is now 1.')).toBeInTheDocument();
    expect(screen.getByText('Lip Balm is no longer available and has been removed from your basket.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Lip Balm' })).toBeNull();
    expect(screen.getByText('Subtotal (1 item)').nextSibling).toHaveTextContent('£10.00');
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual([
      { ...stored[0], price: 10, quantity: 1, stockQuantity: 1, productPicture: null },
    ]);
  });

  test('when the prices cannot be read again, the basket stays as it was', async () => {
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(stored));
    renderCart([
      { request: { query: StoreBasketProductsDocument, variables: { ids: [1, 2] } }, error: new Error('Failed to fetch') },
      shipping(22, 620),
    ]);
    expect(await screen.findByRole('listitem', { name: 'Lip Balm' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /2-4 days/ })).toBeChecked();
    expect(screen.queryByText(/no longer available/)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY)!)).toEqual(stored);
  });
});
