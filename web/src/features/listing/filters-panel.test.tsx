import { describe, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltersPanel, type FilterLists } from './filters-panel';
import { listingVariables } from './listing-url';

const option = (code: string, name: string, count: number, hexCode: string | null = null) => ({ code, name, count, hexCode });
type Group = FilterLists['attributes'][number];
const group = (key: Group['key'], label: string, options: Group['options'] = []): Group => ({ key, label, options });
const options: FilterLists = {
  attributes: [
    group('brand', 'Brand', [option('LL', 'Lacquer Lane', 12), option('AN', 'Atelier Nuit', 7)]),
    group('type', 'Type', [option('ST', 'Stick', 19)]),
    group('color', 'Colour'),
    group('shade', 'Shade', [option('CR', 'Classic Red', 1, '#b3261e'), option('NP', 'Nude Pink', 2, '#d9a0a0')]),
    group('size', 'Size'),
    group('weight', 'Weight'),
    group('volume', 'Volume'),
    group('fragrance', 'Fragrance'),
    group('flavor', 'Flavour'),
  ],
  prices: [
    { label: 'Under £10', minPrice: null, maxPrice: 9.99, count: 4 },
    { label: '£10 to £20', minPrice: 10, maxPrice: 19.99, count: 15 },
  ],
  freeFrom: [
    { flag: 'vegan', label: 'Vegan', count: 6 },
    { flag: 'crueltyFree', label: 'Cruelty-free', count: 9 },
    { flag: 'organic', label: 'Organic', count: 0 },
    { flag: 'hypoallergenic', label: 'Hypoallergenic', count: 3 },
    { flag: 'dermatologicallyTested', label: 'Dermatologically tested', count: 2 },
  ],
  ratings: [
    { minRating: 4, count: 5 },
    { minRating: 3, count: 0 },
  ],
  inStock: 17,
};

function setup(query = '') {
  const onApply = jest.fn<(next: URLSearchParams) => void>();
  const view = render(<FiltersPanel options={options} params={new URLSearchParams(query)} onApply={onApply} />);
  const applied = () => onApply.mock.calls.at(-1)![0].toString();
  return { onApply, applied, ...view };
}

describe('filters panel', () => {
  test('a long list shows its first 8 values and what is chosen, and all of them on request', async () => {
    const brands = Array.from({ length: 12 }, (_, i) => option(`B${i}`, `Brand ${String(i).padStart(2, '0')}`, 12 - i));
    render(
      <FiltersPanel
        options={{ ...options, attributes: options.attributes.map((g) => (g.key === 'brand' ? { ...g, options: brands } : g)) }}
        params={new URLSearchParams('brand=B10')}
        onApply={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Brand' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B10']);
    expect(within(group).getByRole('checkbox', { name: 'Brand 10 (2)' })).toBeChecked();
    const more = within(group).getByRole('button', { name: 'Show all 12 brand values' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(within(group).getByRole('button', { name: 'Show fewer brand values' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(9);
    // Short lists have no such button.
    expect(within(screen.getByRole('group', { name: 'Shade' })).queryByRole('button')).toBeNull();
  });

  test('shows each group that has values, each value with its product count, and leaves out empty groups', () => {
    setup();
    const brand = screen.getByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: 'Lacquer Lane (12)' })).not.toBeChecked();
    expect(within(brand).getByRole('checkbox', { name: 'Atelier Nuit (7)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Shade' })).getByRole('checkbox', { name: 'Classic Red (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Price' })).getByRole('radio', { name: 'Any price' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '£10 to £20 (15)' })).not.toBeChecked();
  });

  test('ticking a brand applies it in the URL and drops the page, keeping the search text and the sort', async () => {
    const { applied } = setup('q=lip&sort=price-asc&page=3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lacquer Lane (12)' }));
    expect(new URLSearchParams(applied())).toEqual(new URLSearchParams('q=lip&sort=price-asc&brand=LL'));
    // The choice shows at once, before the listing comes back.
    expect(screen.getByRole('checkbox', { name: 'Lacquer Lane (12)' })).toBeChecked();
  });

  test('the URL decides what is chosen; unticking removes only that value', async () => {
    const { applied } = setup('brand=LL&brand=AN&shade=NP&price=10-19.99&vegan=1');
    expect(screen.getByRole('checkbox', { name: 'Lacquer Lane (12)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Atelier Nuit (7)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nude Pink (2)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '£10 to £20 (15)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vegan (6)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Atelier Nuit (7)' }));
    const next = new URLSearchParams(applied());
    expect(next.getAll('brand')).toEqual(['LL']);
    expect(next.getAll('shade')).toEqual(['NP']);
    expect(next.get('price')).toBe('10-19.99');
    expect(next.get('vegan')).toBe('1');
  });

  test('a price band and the free-from flags become listing filters through the URL', async () => {
    const { applied } = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Under £10 (4)' }));
    expect(applied()).toBe('price=-9.99');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cruelty-free (9)' }));
    const next = new URLSearchParams(applied());
    expect(listingVariables({ subCategorySlug: 'lipstick' }, next).filter).toEqual({
      subCategorySlug: 'lipstick',
      maxPrice: 9.99,
      crueltyFree: true,
    });
  });

  test('the customer rating and in stock only are choices with their counts, kept in the URL as rating and stock', async () => {
    const { applied } = setup('sort=rating');
    const rating = screen.getByRole('group', { name: 'Customer rating' });
    expect(within(rating).getByRole('radio', { name: 'Any rating' })).toBeChecked();
    expect(within(rating).getByRole('radio', { name: '4 stars and up (5)' })).toBeEnabled();
    // No product reaches 3 stars: the choice cannot be made.
    expect(within(rating).getByRole('radio', { name: '3 stars and up (0)' })).toBeDisabled();
    expect(within(rating).getByText('4★ & up')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars and up (5)' }));
    expect(new URLSearchParams(applied())).toEqual(new URLSearchParams('sort=rating&rating=4'));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Availability' })).getByRole('checkbox', { name: 'In stock only (17)' }),
    );
    const next = new URLSearchParams(applied());
    expect(next.get('stock')).toBe('1');
    expect(listingVariables({ subCategorySlug: 'lipstick' }, next)).toMatchObject({
      filter: { subCategorySlug: 'lipstick', minRating: 4, inStock: true },
      sort: 'RATING_DESC',
    });
  });

  test('chosen in the URL, the rating and in stock only show chosen; out-of-range ratings are ignored', () => {
    setup('rating=3&stock=1');
    expect(screen.getByRole('radio', { name: '3 stars and up (0)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars and up (0)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'In stock only (17)' })).toBeChecked();
    for (const bad of ['rating=0', 'rating=6', 'rating=4.5', 'rating=x', 'stock=0'])
      expect(listingVariables({}, new URLSearchParams(bad)).filter).toEqual({});
  });

  test('a free-from flag without products cannot be chosen, unless it is chosen already (so it can be cleared)', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: 'Organic (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vegan (6)' })).toBeEnabled();
  });

  test('a chosen value no longer listed still shows, ticked, so it can be unticked', async () => {
    const { applied } = setup('brand=GONE');
    const gone = screen.getByRole('checkbox', { name: 'GONE (0)' });
    expect(gone).toBeChecked();
    await userEvent.click(gone);
    expect(applied()).toBe('');
  });

  test('every control is reachable by keyboard and toggles with Space', async () => {
    const { applied } = setup();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Lacquer Lane (12)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(applied()).toBe('brand=LL');
  });

  test('the URL is read in one place: bad values are ignored, pages are 24 products', () => {
    const variables = listingVariables({ brandSlug: 'lacquer-lane' }, new URLSearchParams('page=3&sort=nonsense&price=abc&vegan=0&brand='));
    expect(variables).toEqual({ filter: { brandSlug: 'lacquer-lane' }, page: { skip: 48, take: 24 }, grouping: 'AUTO' });
    expect(listingVariables({}, new URLSearchParams('page=-2&sort=price-desc')).sort).toBe('PRICE_DESC');
    expect(listingVariables({}, new URLSearchParams('page=-2')).page).toEqual({ skip: 0, take: 24 });
  });
});
