import { beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, withProviders } from '../../testing/test-support';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { ListingView } from './listing-view';

const option = (code: string, name: string, count: number) => ({ __typename: 'FilterOption', code, name, hexCode: null, count });
const group = (key: string, label: string, options: ReturnType<typeof option>[]) => ({ __typename: 'FilterGroup', key, label, options });

/** A lipstick listing: 10 products, 3 of them Marlow Grey's, 2 vegan; the answer follows the filter asked. */
function listingAnswer(variables: Record<string, unknown>) {
  const filter = (variables.filter ?? {}) as { attributeCodes?: { key: string; codes: string[] }[]; vegan?: boolean };
  const brands = filter.attributeCodes?.find((g) => g.key === 'brand')?.codes ?? [];
  const total = (brands.length ? 3 : 10) - (filter.vegan ? 1 : 0);
  return {
    data: {
      productListing: { __typename: 'ProductListing', totalItems: total, items: [] },
      filterOptions: {
        __typename: 'FilterOptions',
        attributes: [
          group('brand', 'Brand', [option('MG', 'Marlow Grey', 3), option('LL', 'Lacquer Lane', 7)]),
          group('shade', 'Shade', [option('CR', 'Classic Red', 4)]),
        ],
        prices: [{ __typename: 'PriceRangeOption', label: '£10 to £20', minPrice: 10, maxPrice: 19.99, count: 5 }],
        freeFrom: [
          { __typename: 'FreeFromOption', flag: 'vegan', label: 'Vegan', count: 2 },
          { __typename: 'FreeFromOption', flag: 'crueltyFree', label: 'Cruelty-free', count: 4 },
        ],
        ratings: [{ __typename: 'RatingOption', minRating: 4, count: 5 }],
        inStock: 9,
      },
    },
  };
}

function setup(url: string) {
  const server = fakeServer((_name, variables) => listingAnswer(variables));
  render(withProviders(server.client, url, <ListingView scope={{ subCategorySlug: 'lipstick' }} />));
  const location = () => new URL(screen.getByTestId('location').textContent!, 'http://shop.test');
  return { ...server, location };
}

const chips = () => screen.getByRole('list', { name: 'Applied filters' });

beforeAll(() => {
  installDialogAndKeyboardFocus();
});

describe('the listing with its applied filters', () => {
  test('each choice in the URL is a chip named for a screen reader; removing one keeps the others and the sort', async () => {
    const { location } = setup('/subcategory/lipstick?brand=MG&brand=LL&price=10-19.99&vegan=1&rating=4&stock=1&sort=price-asc&page=2');
    await screen.findByRole('list', { name: 'Applied filters' });
    expect(
      within(chips())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Remove filter: Brand: Marlow Grey×',
      'Remove filter: Brand: Lacquer Lane×',
      'Remove filter: Price: £10 to £20×',
      'Remove filter: Vegan×',
      'Remove filter: Customer rating: 4★ & up4 stars and up×',
      'Remove filter: In stock only×',
      'Clear all filters',
    ]);
    // The colon, the stars and the cross are for the eye only.
    within(chips()).getByRole('link', { name: 'Remove filter: Customer rating 4 stars and up' });
    await userEvent.click(within(chips()).getByRole('link', { name: 'Remove filter: Brand Marlow Grey' }));
    await waitFor(() => expect(location().searchParams.getAll('brand')).toEqual(['LL']));
    expect(location().searchParams.get('sort')).toBe('price-asc');
    expect(location().searchParams.get('vegan')).toBe('1');
    expect(location().searchParams.get('page')).toBeNull();
    await waitFor(() => expect(within(chips()).queryByRole('link', { name: 'Remove filter: Brand Marlow Grey' })).toBeNull());
    // The panel follows the URL: Marlow Grey is unticked now.
    expect(await screen.findByRole('checkbox', { name: 'Lacquer Lane (7)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marlow Grey (3)' })).not.toBeChecked();
  });

  test('Clear all removes every filter but keeps the sort and the search text; no chips without filters', async () => {
    const { location } = setup('/search?q=red&brand=MG&vegan=1&sort=price-desc');
    await screen.findByRole('list', { name: 'Applied filters' });
    await userEvent.click(within(chips()).getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(location().search).toBe('?q=red&sort=price-desc'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull());
    expect(await screen.findByRole('checkbox', { name: 'Marlow Grey (3)' })).not.toBeChecked();
  });

  test('a tick applies at once, through the URL and the server, with no Apply button; the chip follows', async () => {
    const { location, received } = setup('/subcategory/lipstick');
    const panel = await screen.findByRole('form', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: 'Apply filters' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Marlow Grey (3)' }));
    await waitFor(() => expect(location().searchParams.getAll('brand')).toEqual(['MG']));
    await within(chips()).findByRole('link', { name: 'Remove filter: Brand Marlow Grey' });
    expect(received.at(-1)!.variables.filter).toEqual({ subCategorySlug: 'lipstick', attributeCodes: [{ key: 'brand', codes: ['MG'] }] });
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 1–3 of 3 products');
  });

  test('the sort is a GET form that keeps the filters, and applies at once once the script runs', async () => {
    const { location } = setup('/subcategory/lipstick?brand=MG&page=3');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    const form = select.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`)).toEqual(['brand=MG', 'sort=']);
    await userEvent.selectOptions(select, 'price-asc');
    await waitFor(() => expect(location().search).toBe('?brand=MG&sort=price-asc'));
  });

  test("on a phone the drawer's ticks apply at once, and Show N products (the new count) closes it", async () => {
    const { location } = setup('/subcategory/lipstick');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Show 10 products' })).toBeInTheDocument();
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Vegan (2)' }));
    await waitFor(() => expect(location().searchParams.get('vegan')).toBe('1'));
    const show = await within(drawer).findByRole('button', { name: 'Show 9 products' });
    expect(drawer).toHaveAttribute('open');
    await userEvent.click(show);
    expect(drawer).not.toHaveAttribute('open');
    expect(within(chips()).getByRole('link', { name: 'Remove filter: Vegan' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  test('"Skip to results" is the first stop of the filter panel and moves focus past it to the results', async () => {
    setup('/subcategory/lipstick');
    await screen.findByText('Showing 1–10 of 10 products');
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    const aside = skip.closest('aside')!;
    const stops = within(aside).getAllByRole('link').concat(within(aside).queryAllByRole('checkbox'));
    expect(stops[0]).toBe(skip);
    expect(
      skip.compareDocumentPosition(within(aside).getByRole('heading', { name: 'Filters' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.setup().click(skip);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: /lipstick|products/i }));
  });
});
