import { ask, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { ProductGrouping, ProductListingFilter } from '../generated/graphql';

const PANEL = graphql(`
  query FilterCountsPanel($filter: ProductListingFilter, $grouping: ProductGrouping) {
    filterOptions(filter: $filter, grouping: $grouping) {
      attributes {
        key
        options {
          code
          count
        }
      }
      prices {
        minPrice
        maxPrice
        count
      }
      freeFrom {
        flag
        count
      }
      ratings {
        minRating
        count
      }
      inStock
    }
  }
`);
const TOTAL = graphql(`
  query FilterCountsTotal($filter: ProductListingFilter, $grouping: ProductGrouping) {
    productListing(filter: $filter, page: { take: 1 }, grouping: $grouping) {
      totalItems
      grouping
    }
  }
`);

type Panel = Awaited<ReturnType<typeof panelOf>>;
let t: TestShop;
const panelOf = async (filter: ProductListingFilter, grouping?: ProductGrouping) =>
  (await ask(t, PANEL, { filter, grouping })).filterOptions;
const total = async (filter: ProductListingFilter, grouping?: ProductGrouping) =>
  (await ask(t, TOTAL, { filter, grouping })).productListing.totalItems;

/** Each shown count, with the filter that choosing that option gives (its own group's choice replaced, flags added). */
function choosing(panel: Panel, filter: ProductListingFilter): { option: string; count: number; filter: ProductListingFilter }[] {
  const others = (key: string) => (filter.attributeCodes ?? []).filter((group) => group.key !== key);
  return [
    ...panel.attributes.flatMap((list) =>
      list.options
        .filter((o) => o.count > 0)
        .slice(0, 3)
        .map((o) => ({
          option: `${list.key} ${o.code}`,
          count: o.count,
          filter: { ...filter, attributeCodes: [...others(list.key), { key: list.key, codes: [o.code] }] },
        })),
    ),
    ...panel.prices.map((band) => ({
      option: `price ${band.minPrice}–${band.maxPrice}`,
      count: band.count,
      filter: { ...filter, minPrice: band.minPrice, maxPrice: band.maxPrice },
    })),
    ...panel.freeFrom.map((f) => ({ option: f.flag, count: f.count, filter: { ...filter, [f.flag]: true } })),
    ...panel.ratings.map((r) => ({ option: `${r.minRating} stars`, count: r.count, filter: { ...filter, minRating: r.minRating } })),
    { option: 'in stock', count: panel.inStock, filter: { ...filter, inStock: true } },
  ];
}

describe.each(dialects)('the filter panel counts on %s', (dialect) => {
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  test('with a choice in an attribute group and in price, free-from and stock, every count is what choosing it lists', async () => {
    const place = { departmentSlug: 'hair' };
    const start = await panelOf(place);
    const brand = start.attributes.find((list) => list.key === 'brand')!.options.reduce((a, b) => (b.count > a.count ? b : a));
    const filter: ProductListingFilter = {
      ...place,
      attributeCodes: [{ key: 'brand', codes: [brand.code] }],
      maxPrice: 40,
      inStock: true,
    };
    const shown = await total(filter);
    expect(shown).toBeGreaterThan(2);
    const panel = await panelOf(filter);
    // The chosen group still counts its other options (choosing a brand leaves the other brands to choose instead).
    const brands = panel.attributes.find((list) => list.key === 'brand')!.options;
    expect(brands.find((o) => o.code === brand.code)!.count).toBe(shown);
    expect(brands.filter((o) => o.count > 0).length).toBeGreaterThan(1);
    const checks = choosing(panel, filter);
    expect(checks.length).toBeGreaterThan(10);
    for (const check of checks)
      expect({ option: check.option, count: check.count }).toEqual({ option: check.option, count: await total(check.filter) });
  });

  test('a search listing with a chosen flag counts within its matches', async () => {
    const flag = (await panelOf({ query: 'shampoo' })).freeFrom.reduce((a, b) => (b.count > a.count ? b : a));
    const filter: ProductListingFilter = { query: 'shampoo', [flag.flag]: true };
    const shown = await total(filter);
    expect(shown).toBeGreaterThan(0);
    const panel = await panelOf(filter);
    expect(panel.freeFrom.find((f) => f.flag === flag.flag)!.count).toBe(shown);
    for (const check of choosing(panel, filter))
      expect({ option: check.option, count: check.count }).toEqual({ option: check.option, count: await total(check.filter) });
  });

  test('on a shade-led listing every count is of the cards (families) choosing it shows; with every shade shown, of shades', async () => {
    const place = { subCategorySlug: 'foundation' };
    expect((await ask(t, TOTAL, { filter: place, grouping: 'AUTO' })).productListing.grouping).toBe('FAMILY');
    for (const grouping of ['AUTO', 'PRODUCT'] as ProductGrouping[]) {
      const panel = await panelOf(place, grouping);
      const brand = panel.attributes.find((list) => list.key === 'brand')!.options.reduce((a, b) => (b.count > a.count ? b : a));
      const filter: ProductListingFilter = { ...place, attributeCodes: [{ key: 'brand', codes: [brand.code] }] };
      const chosen = await panelOf(filter, grouping);
      const checks = [...choosing(panel, place), ...choosing(chosen, filter)];
      expect(checks.length).toBeGreaterThan(10);
      for (const check of checks)
        expect({ grouping, option: check.option, count: check.count }).toEqual({
          grouping,
          option: check.option,
          count: await total(check.filter, grouping),
        });
    }
    // The two groupings differ here: one family holds several shades.
    const shades = (await panelOf(place, 'PRODUCT')).inStock;
    expect((await panelOf(place, 'AUTO')).inStock).toBeLessThan(shades);
  });
});
