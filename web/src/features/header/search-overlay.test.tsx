import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StoreSearchSuggestionsDocument } from '../../generated/graphql';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SEARCH_DEBOUNCE_MS, SearchOverlay } from './search-overlay';

const product = (id: number, name: string, salePrice: number, discountInPercent: number, shade: string | null = null) => ({
  __typename: 'Product' as const,
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  gallery: [`p${id}.webp`],
  salePrice,
  discountedPrice: Math.round(salePrice * (100 - discountInPercent)) / 100,
  discountInPercent,
  shade: shade ? { __typename: 'Shade' as const, name: shade } : null,
});
const page = (kind: string, name: string, slug: string, categorySlug: string | null = null) => ({
  __typename: 'SuggestedPage' as const,
  kind,
  name,
  slug,
  categorySlug,
});
type Answer = {
  categories?: ReturnType<typeof page>[];
  brands?: { id: number; name: string; slug: string }[];
  products?: ReturnType<typeof product>[];
  closeMatches?: ReturnType<typeof page>[];
  popularCategories?: ReturnType<typeof page>[];
};
const nails: Answer = {
  categories: [page('CATEGORY', 'Nails', 'nails'), page('SUB_CATEGORY', 'Nail Polish', 'nail-polish', 'nails')],
  brands: [{ id: 7, name: 'Mayfield Nails', slug: 'mayfield-nails' }],
  products: [
    product(1, 'Mayfield Nails Long-Wear Nail Polish Gel Finish 10 ml', 6.99, 10, 'Cherry Red'),
    product(2, 'Lacquer Lane Nail Polish Coral', 4.5, 0, 'Coral'),
  ],
};

/** The suggestions as the server would answer them, for any text; every text asked for is recorded. */
const suggestionServer = (answers: Record<string, Answer>) => {
  const requested: string[] = [];
  const mock = {
    request: {
      query: StoreSearchSuggestionsDocument,
      variables: (v: Record<string, unknown>) => {
        requested.push(String(v.text));
        return true;
      },
    },
    result: (v: Record<string, unknown>) => {
      const a = answers[String(v.text)] ?? {};
      return {
        data: {
          searchSuggestions: {
            __typename: 'SearchSuggestions',
            query: String(v.text),
            categories: a.categories ?? [],
            brands: (a.brands ?? []).map((b) => ({ __typename: 'Brand', ...b })),
            products: a.products ?? [],
            closeMatches: a.closeMatches ?? [],
            popularCategories: a.popularCategories ?? [],
          },
        },
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
  const dialog = screen.getByRole('dialog', { name: 'Search' }) as HTMLDialogElement;
  return { ...view, onClose, dialog, box: within(dialog).getByRole('combobox', { name: 'Search' }) as HTMLInputElement };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const recentStored = () => JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null') as unknown;
/** The option the combobox points at with aria-activedescendant, if any. */
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

let uninstall: () => void;
beforeEach(() => {
  window.localStorage.clear();
  uninstall = installDialogAndKeyboardFocus();
});
afterEach(() => uninstall());

describe('search overlay', () => {
  test('titled Search, with a "Type to search" combobox that has the focus and is collapsed', () => {
    const { dialog, box } = renderOverlay([]);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'Search', level: 2 })).toBeInTheDocument();
    expect(box).toHaveAttribute('placeholder', 'Type to search');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  test('blank text sends no request and lists nothing', async () => {
    const user = userEvent.setup();
    const server = suggestionServer({});
    const { dialog, box } = renderOverlay([server.mock]);
    await user.type(box, '   ');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(server.requested).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  test('as you type (debounced, one request for the trimmed text): categories, brands and products with picture, whole name with shade and price', async () => {
    const user = userEvent.setup();
    const server = suggestionServer({ nai: nails });
    const { dialog, box } = renderOverlay([server.mock]);
    await user.type(box, ' nai ');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Searching...');
    const list = await within(dialog).findByRole('listbox', { name: 'Suggestions' }, { timeout: 2000 });
    expect(server.requested).toEqual(['nai']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(within(dialog).getByRole('status')).toHaveTextContent('5 suggestions');

    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Categories', 'Brands', 'Products']);
    const categories = within(within(list).getByRole('group', { name: 'Categories' })).getAllByRole('option');
    expect(categories.map((o) => o.getAttribute('href'))).toEqual(['/subcategory/nails', '/subcategory/nails/nail-polish']);
    expect(within(list).getByRole('option', { name: /Mayfield Nails Brand/ })).toHaveAttribute('href', '/Mayfield%20Nails/mayfield-nails');

    const [first, second] = within(within(list).getByRole('group', { name: 'Products' })).getAllByRole('option');
    // The whole name, never cut at 30 characters, with the shade when the name does not say it.
    expect(first).toHaveTextContent('Mayfield Nails Long-Wear Nail Polish Gel Finish 10 ml – Cherry Red');
    expect(first).toHaveAttribute('href', '/product/mayfield-nails-long-wear-nail-polish-gel-finish-10-ml');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/products/p1.webp');
    expect(first.querySelector('s')).toHaveTextContent('£6.99');
    expect(first).toHaveTextContent('£6.29');
    expect(first).toHaveTextContent('10% OFF');
    expect(second).toHaveTextContent('Lacquer Lane Nail Polish Coral');
    expect(second).not.toHaveTextContent('– Coral');
    expect(second).toHaveTextContent('£4.50');
    expect(second).not.toHaveTextContent('OFF');
    // Options are reached through the combobox, never by Tab.
    expect(
      within(list)
        .getAllByRole('option')
        .every((o) => o.getAttribute('tabindex') === '-1'),
    ).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'See all results for “nai”' })).toHaveAttribute('href', '/search?q=nai');
  });

  test('arrow keys move the active option (wrapping at both ends) and Enter opens it, closing the overlay and keeping the text as a recent search', async () => {
    const user = userEvent.setup();
    const { dialog, box, onClose } = renderOverlay([suggestionServer({ nai: nails }).mock]);
    await user.type(box, 'nai');
    const options = within(await within(dialog).findByRole('listbox', {}, { timeout: 2000 })).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true')).toEqual([]);

    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)).toBe(options[2]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption(box)).toBe(options[4]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options[0]);
    expect(box).toHaveFocus();

    // Typing again starts afresh: no option is active.
    await user.type(box, ' ');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Backspace}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/mayfield-nails-long-wear-nail-polish-gel-finish-10-ml');
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(recentStored()).toEqual(['nai']);
  });

  test('Enter with no active option opens the full results page; a click on an option opens it', async () => {
    const user = userEvent.setup();
    const { dialog, box } = renderOverlay([suggestionServer({ nai: nails }).mock]);
    await user.type(box, 'nai');
    await within(dialog).findByRole('listbox', {}, { timeout: 2000 });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=nai');
    expect(dialog).not.toHaveAttribute('open');

    // Opened again, it starts afresh: the text just searched is now a recent search.
    dialog.showModal();
    expect(box).toHaveValue('');
    expect(within(dialog).getByRole('listbox', { name: 'Recent searches' })).toHaveTextContent('nai');
    await user.type(box, 'nai');
    await user.click(await within(dialog).findByRole('option', { name: /Mayfield Nails Brand/ }, { timeout: 2000 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/Mayfield%20Nails/mayfield-nails');
    expect(dialog).not.toHaveAttribute('open');
  });

  test('an empty box lists the recent searches (newest first, each once, at most 5) to open again; they can be cleared', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['serum', 'Nail polish', 'mascara', 'shampoo', 'spf']));
    const user = userEvent.setup();
    const server = suggestionServer({});
    const { dialog, box } = renderOverlay([server.mock]);
    const list = within(dialog).getByRole('listbox', { name: 'Recent searches' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['serum', 'Nail polish', 'mascara', 'shampoo', 'spf']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=Nail%20polish');
    expect(server.requested).toEqual([]);
    expect(recentStored()).toEqual(['Nail polish', 'serum', 'mascara', 'shampoo', 'spf']);

    dialog.showModal();
    await user.type(box, 'cleanser{Enter}');
    expect(recentStored()).toEqual(['cleanser', 'Nail polish', 'serum', 'mascara', 'shampoo']);

    dialog.showModal();
    expect(box).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Clear recent searches' }));
    expect(recentStored()).toBeNull();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  test('nothing matched: "No results for “…”" with close names and popular categories to choose instead', async () => {
    const user = userEvent.setup();
    const server = suggestionServer({
      mayfeild: {
        closeMatches: [page('BRAND', 'Mayfield Nails', 'mayfield-nails')],
        popularCategories: [page('CATEGORY', 'Face', 'face'), page('CATEGORY', 'Body Care', 'body-care')],
      },
    });
    const { dialog, box } = renderOverlay([server.mock]);
    await user.type(box, 'mayfeild');
    expect(await within(dialog).findByText('No results for “mayfeild”', {}, { timeout: 2000 })).toHaveAttribute('role', 'status');
    const list = within(dialog).getByRole('listbox');
    expect(within(within(list).getByRole('group', { name: 'Did you mean' })).getByRole('option')).toHaveAttribute(
      'href',
      '/Mayfield%20Nails/mayfield-nails',
    );
    expect(
      within(within(list).getByRole('group', { name: 'Popular categories' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('href')),
    ).toEqual(['/subcategory/face', '/subcategory/body-care']);
    expect(within(dialog).queryByRole('link', { name: /See all/ })).toBeNull();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/subcategory/body-care');
  });

  test('a failed request shows the error in red', async () => {
    const user = userEvent.setup();
    const { dialog, box } = renderOverlay([
      { request: { query: StoreSearchSuggestionsDocument, variables: { text: 'oops' } }, error: new Error('Search is resting') },
    ]);
    await user.type(box, 'oops');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('Search is resting');
    expect(alert).toHaveClass('error');
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
