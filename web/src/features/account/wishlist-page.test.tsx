import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BASKET_STORAGE_KEY, TOKEN_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { WishlistPage } from './wishlist-page';
import { wishlistPrice } from './wishlist-row';

const product = (id: number, name: string, stockQuantity: number) => ({
  __typename: 'Product',
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  code: `WL-${id}`,
  gallery: [`${id}.webp`],
  salePrice: 10,
  discountedPrice: 8,
  discountInPercent: 20,
  reviewAverage: null,
  reviewCount: 0,
  stockQuantity,
  shippingWeightGrams: 120,
  familySize: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const item = (id: number, p: ReturnType<typeof product> | null, priceWhenSaved: number, priceNow: number | null) => ({
  __typename: 'WishlistItem',
  id,
  productId: p?.id ?? id * 100,
  priceWhenSaved,
  priceNow,
  priceDropped: priceNow != null && priceNow < priceWhenSaved,
  savedAt: '2026-11-20T10:00:00.000Z',
  product: p,
});

function renderWishlist(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      '/account/wishlist',
      <Routes>
        <Route path="/account/wishlist" element={<WishlistPage />} />
      </Routes>,
    ),
  );
  return server;
}

describe('My Account: wishlist', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test('each saved product with its picture, name, price (and how it has come down), stock; the section is in the account nav', async () => {
    renderWishlist(() => ({
      data: {
        myWishlist: [item(2, product(7, 'Rose Oil', 3), 10, 8), item(1, product(8, 'Clay Mask', 0), 8, 8), item(3, null, 5, null)],
      },
    }));
    const list = await screen.findByRole('list', { name: 'Your wishlist' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Rose Oil');
    expect(rows[0]).toHaveTextContent('Now £8.00, was £10.00 when you saved it');
    expect(rows[0]).toHaveTextContent('In Stock');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/products/7.webp');
    expect(within(rows[0]!).getByRole('link', { name: 'Rose Oil' })).toHaveAttribute('href', '/product/rose-oil');
    expect(rows[1]).toHaveTextContent('£8.00');
    expect(rows[1]).not.toHaveTextContent('was');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(within(rows[1]!).queryByRole('button', { name: /Move to basket/ })).toBeNull();
    expect(rows[2]).toHaveTextContent('A product that is no longer sold');
    const nav = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(nav).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');
  });

  test('Move to basket adds one to the basket and takes it off the wishlist; Remove only takes it off', async () => {
    let items = [item(2, product(7, 'Rose Oil', 3), 10, 8), item(1, product(8, 'Clay Mask', 2), 8, 8)];
    const { received } = renderWishlist((name, variables) => {
      if (name === 'StoreRemoveFromWishlist') {
        items = items.filter((i) => i.productId !== variables.productId);
        return { data: { removeFromWishlist: true } };
      }
      return { data: { myWishlist: items } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move to basket: Rose Oil' }));
    expect(await screen.findByText('Rose Oil was moved to your basket.')).toBeInTheDocument();
    const basket = JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY) ?? '[]') as {
      productId: number;
      quantity: number;
      price: number;
    }[];
    expect(basket).toEqual([expect.objectContaining({ productId: 7, quantity: 1, price: 8 })]);
    expect(received.find((r) => r.operationName === 'StoreRemoveFromWishlist')?.variables).toEqual({ productId: 7 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rose Oil' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist: Clay Mask' }));
    expect(await screen.findByText('Clay Mask was removed from your wishlist.')).toBeInTheDocument();
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  test('a failure to load offers Retry', async () => {
    let fail = true;
    renderWishlist(() => (fail ? { networkError: true } : { data: { myWishlist: [] } }));
    const retry = await screen.findByRole('button', { name: /Retry/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
  });

  test('the price line: the price, or how it has come down since it was saved', () => {
    expect(wishlistPrice({ priceNow: 12.5, priceWhenSaved: 12.5, priceDropped: false })).toBe('£12.50');
    expect(wishlistPrice({ priceNow: 8, priceWhenSaved: 10, priceDropped: true })).toBe('Now £8.00, was £10.00 when you saved it');
    expect(wishlistPrice({ priceNow: null, priceWhenSaved: 10, priceDropped: false })).toBe('');
  });
});

describe("A guest's wishlist (kept in this browser)", () => {
  afterEach(() => window.localStorage.clear());

  test('shows the products saved here, newest first, with a link to log in; Move to basket and Remove change the browser’s list', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([7, 8]));
    const { received } = renderWishlist((name, variables) =>
      name === 'StoreGuestWishlist'
        ? {
            data: {
              storeProductsByIds: [product(7, 'Rose Oil', 3), product(8, 'Clay Mask', 2)].filter((p) =>
                (variables.ids as number[]).includes(p.id),
              ),
            },
          }
        : { networkError: true },
    );
    const list = await screen.findByRole('list', { name: 'Your wishlist' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('link').at(-1)?.textContent),
    ).toEqual(['Clay Mask', 'Rose Oil']);
    expect(screen.getByText(/Saved in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(received.map((r) => r.operationName)).not.toContain('StoreMyWishlist');

    await userEvent.click(screen.getByRole('button', { name: 'Move to basket: Rose Oil' }));
    expect(await screen.findByText('Rose Oil was moved to your basket.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ productId: 7, quantity: 1, price: 8 }),
    ]);
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([8]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rose Oil' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist: Clay Mask' }));
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });
});
