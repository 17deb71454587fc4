import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StoreSearchOverlayDocument } from '../../generated/graphql';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { NO_SEARCH_RESULT, SEARCH_DEBOUNCE_MS, SearchOverlay } from './search-overlay';

const product = (id: number, name: string, salePrice: number, discountInPercent: number) => ({
  __typename: 'Product',
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  gallery: [`p${id}.webp`],
  salePrice,
  discountedPrice: Math.round(salePrice * (100 - discountInPercent)) / 100,
  discountInPercent,
});
const shampoos = [product(1, 'Mossgrove Clarifying Shampoo Coconut & Lime 250 ml', 6.99, 10), product(2, 'Short Shampoo', 4.5, 0)];

/**
 * The search as the server would answer it, for any text: every request's text is recorded when the request
 * is made (the variable matcher runs then), so a test sees each request the overlay sent.
 */
const searchServer = (answers: Record<string, { items: ReturnType<typeof product>[]; totalItems?: number }>) => {
  const requested: string[] = [];
  const mock = {
    request: {
      query: StoreSearchOverlayDocument,
      variables: (v: Record<string, unknown>) => {
        requested.push(String(v.query));
        return true;
      },
    },
    result: (v: Record<string, unknown>) => {
      const answer = answers[String(v.query)] ?? { items: [] };
      return {
        data: { search: { __typename: 'ProductListing', totalItems: answer.totalItems ?? answer.items.length, items: answer.items } },
      };
    },
    maxUsageCount: 50,
  };
  return { mock, requested };
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderOverlay(mocks: unknown[], onClose = jest.fn()) {
  const view = render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchOverlay open onClose={onClose} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Search' }) as HTMLDialogElement };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

let uninstall: () => void;
beforeEach(() => {
  uninstall = installDialogAndKeyboardFocus();
});
afterEach(() => uninstall());

describe('search overlay', () => {
  test('titled Search, with a "Type to search" field that has the focus', async () => {
    const { dialog } = renderOverlay([]);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'Search', level: 2 })).toBeInTheDocument();
    const input = within(dialog).getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Type to search');
    expect(input).toHaveFocus();
  });

  test('blank text sends no request', async () => {
    const user = userEvent.setup();
    const server = searchServer({});
    const { dialog } = renderOverlay([server.mock]);
    await user.type(within(dialog).getByPlaceholderText('Type to search'), '   ');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(server.requested).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  test('debounced: quick typing sends one request for the whole (trimmed) text; results show image, cut name, £ prices, N% OFF and link to the product', async () => {
    const user = userEvent.setup();
    const server = searchServer({ shampoo: { items: shampoos, totalItems: 34 } });
    const { dialog } = renderOverlay([server.mock]);
    await user.type(within(dialog).getByPlaceholderText('Type to search'), ' shampoo ');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Searching...');
    const list = await within(dialog).findByRole('list', {}, { timeout: 2000 });
    expect(server.requested).toEqual(['shampoo']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('34 results');

    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    const first = links[0];
    expect(first).toHaveAttribute('href', '/product/mossgrove-clarifying-shampoo-coconut-lime-250-ml');
    expect(first).toHaveTextContent('Mossgrove Clarifying Shampoo C...');
    expect(first).toHaveAccessibleName(expect.stringContaining('Mossgrove Clarifying Shampoo Coconut & Lime 250 ml'));
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/products/p1.webp');
    expect(first.querySelector('s')).toHaveTextContent('£6.99');
    expect(first).toHaveTextContent('£6.29');
    expect(first).toHaveTextContent('10% OFF');
    const second = links[1];
    expect(second).toHaveTextContent('Short Shampoo');
    expect(second).not.toHaveTextContent('...');
    expect(second).toHaveTextContent('£4.50');
    expect(second).not.toHaveTextContent('OFF');
    expect(within(dialog).getByRole('link', { name: 'See all 34 results' })).toHaveAttribute('href', '/search?q=shampoo');
  });

  test("no match: 'No Search Result Found !'", async () => {
    const user = userEvent.setup();
    const { dialog } = renderOverlay([searchServer({}).mock]);
    await user.type(within(dialog).getByPlaceholderText('Type to search'), 'zzz');
    expect(await within(dialog).findByText(NO_SEARCH_RESULT, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(NO_SEARCH_RESULT).toBe('No Search Result Found !');
  });

  test('a failed search shows the error in red', async () => {
    const user = userEvent.setup();
    const { dialog } = renderOverlay([
      {
        request: { query: StoreSearchOverlayDocument, variables: { query: 'oops', page: { skip: 0, take: 8 } } },
        error: new Error('Search is resting'),
      },
    ]);
    await user.type(within(dialog).getByPlaceholderText('Type to search'), 'oops');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('Search is resting');
    expect(alert).toHaveClass('error');
  });

  test('choosing a result goes to the product and closes the overlay; Enter opens the full results page', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderOverlay([searchServer({ shampoo: { items: shampoos } }).mock]);
    const input = within(dialog).getByPlaceholderText('Type to search');
    await user.type(input, 'shampoo');
    await user.click(await within(dialog).findByRole('link', { name: /Short Shampoo/ }, { timeout: 2000 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/product/short-shampoo');
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);

    dialog.showModal();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=shampoo');
    expect(dialog).not.toHaveAttribute('open');
  });

  test('Escape closes it; a click outside the panel closes it, a click inside does not', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderOverlay([]);
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);

    dialog.showModal();
    await user.click(within(dialog).getByRole('heading', { name: 'Search' }));
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
