import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { TOKEN_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../../config/constants';
import { clearToken } from '../../lib/session';
import { mergeGuestWishlist } from '../../lib/wishlist/wishlist-sync';
import { fakeServer, type Answer } from '../../testing/test-support';
import { WishlistHeart } from './wishlist-heart';

const ids = (...productIds: number[]) => productIds.map((productId) => ({ __typename: 'WishlistItem', id: productId * 10, productId }));
const stored = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as number[];

function renderHearts(answer: (name: string, variables: Record<string, unknown>) => Answer = () => ({ data: {} })) {
  const server = fakeServer(answer);
  render(
    <ApolloProvider client={server.client}>
      <WishlistHeart productId={12} productName="Rose Oil" />
      <WishlistHeart productId={12} productName="Rose Oil" place="page" />
      <WishlistHeart productId={13} productName="Clay Mask" />
    </ApolloProvider>,
  );
  return server;
}

afterEach(() => {
  window.localStorage.clear();
  clearToken(); // the hearts forget what they showed, as on logout
});

describe('the wishlist heart', () => {
  test('a guest saves and removes a product in this browser: a toggle button whose name says what a press does', async () => {
    const { received } = renderHearts();
    const [card, page] = screen.getAllByRole('button', { name: 'Save to wishlist: Rose Oil' });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove from wishlist: Rose Oil' })).toHaveLength(2));
    expect(page).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save to wishlist: Clay Mask' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([12]);

    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist: Clay Mask' }));
    await waitFor(() => expect(stored()).toEqual([12, 13]));
    await userEvent.click(page!);
    await waitFor(() => expect(stored()).toEqual([13]));
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(received).toEqual([]);
  });

  test("a guest's saved products show pressed once the page has hydrated", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([13, 'x', -1]));
    renderHearts();
    expect(await screen.findByRole('button', { name: 'Remove from wishlist: Clay Mask' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Save to wishlist: Rose Oil' })).toHaveLength(2);
  });

  test("signed in, the hearts show the account's wishlist and a press saves or removes it there", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    const { received } = renderHearts((name) =>
      name === 'StoreWishlistIds'
        ? { data: { myWishlist: ids(12) } }
        : name === 'StoreSaveToWishlist'
          ? { data: { saveToWishlist: ids(13)[0] } }
          : { data: { removeFromWishlist: true } },
    );
    expect(await screen.findAllByRole('button', { name: 'Remove from wishlist: Rose Oil' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist: Clay Mask' }));
    await waitFor(() => expect(received.map((r) => r.operationName)).toContain('StoreSaveToWishlist'));
    expect(received.find((r) => r.operationName === 'StoreSaveToWishlist')?.variables).toEqual({ productId: 13 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove from wishlist: Rose Oil' })[0]!);
    await waitFor(() => expect(received.find((r) => r.operationName === 'StoreRemoveFromWishlist')?.variables).toEqual({ productId: 12 }));
    expect(screen.getAllByRole('button', { name: 'Save to wishlist: Rose Oil' })).toHaveLength(2);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  test('a press the shop refuses puts the heart back as it was', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    renderHearts((name) =>
      name === 'StoreWishlistIds'
        ? { data: { myWishlist: [] } }
        : { errors: [{ message: 'Your wishlist can hold at most 100 products; remove one first', extensions: { code: 'CONFLICT' } }] },
    );
    const mask = screen.getByRole('button', { name: 'Save to wishlist: Clay Mask' });
    await userEvent.click(mask);
    expect(await screen.findByText('Your wishlist can hold at most 100 products; remove one first')).toBeInTheDocument();
    expect(mask).toHaveAttribute('aria-pressed', 'false');
  });

  test("on sign-in a guest's saved products are sent to the account once and forgotten in the browser", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([12, 13]));
    const { client, received } = fakeServer(() => ({ data: { mergeWishlist: ids(13, 12, 40) } }));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    await mergeGuestWishlist(client);
    expect(received.filter((r) => r.operationName === 'StoreMergeWishlist').map((r) => r.variables)).toEqual([{ productIds: [12, 13] }]);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    await mergeGuestWishlist(client);
    expect(received.filter((r) => r.operationName === 'StoreMergeWishlist')).toHaveLength(1);
  });
});
