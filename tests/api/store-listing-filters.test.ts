import { ask, askError, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { ProductListingFilter } from '../generated/graphql';

const FLAGS = [
  ['vegan', 'vegan'],
  ['crueltyFree', 'cruelty_free'],
  ['organic', 'organic'],
  ['hypoallergenic', 'hypoallergenic'],
  ['dermatologicallyTested', 'dermatologically_tested'],
] as const;
const OPTIONS = graphql(`
  query StoreListingFilters($filter: ProductListingFilter) {
    filterOptions(filter: $filter) {
      brands {
        id
        code
        name
        count
      }
      sizes {
        id
        code
        name
        count
      }
      types {
        id
        code
        name
        count
      }
      colors {
        id
        code
        name
        count
      }
      shades {
        id
        code
        name
        count
      }
      weights {
        id
        code
        name
        count
      }
      volumes {
        id
        code
        name
        count
      }
      fragrances {
        id
        code
        name
        count
      }
      flavors {
        id
        code
        name
        count
      }
      vendors {
        id
        code
        name
        count
      }
      prices {
        label
        minPrice
        maxPrice
        count
      }
      freeFrom {
        flag
        label
        count
      }
    }
  }
`);
const LISTING = graphql(`
  query StoreListingFiltered($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {
    productListing(filter: $filter, sort: $sort, page: $page) {
      totalItems
      items {
        id
        name
        discountedPrice
        vegan
        crueltyFree
      }
    }
  }
`);
const SEARCH = graphql(`
  query StoreListingFiltersSearch {
    search(query: "shampoo", page: { take: 100 }) {
      totalItems
      items {
        id
        name
      }
    }
  }
`);
const LEGACY_OPTIONS = graphql(`
  query StoreListingFiltersLegacy {
    filterOptions(subCategorySlug: "lipstick") {
      brands {
        id
        count
      }
      freeFrom {
        flag
        count
      }
    }
  }
`);
const NEW_ARRIVALS = graphql(`
  query StoreCollectionNewArrivals {
    storeCollection(slug: "New-Arrivals") {
      name
      slug
    }
  }
`);
const COLLECTIONS = graphql(`
  query StoreCollections {
    storeCollections {
      slug
      name
    }
  }
`);
const COLLECTION_NAME = graphql(`
  query StoreCollectionName($slug: String!) {
    storeCollection(slug: $slug) {
      name
    }
  }
`);
const ACTIVE = `p.is_active = 1 AND p.branch_code = 'MAIN'`;
const IN_CATEGORY = `FROM products p JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id
  JOIN categories c ON c.id = s.category_id WHERE c.slug = ? AND ${ACTIVE} AND pi.is_active = 1 AND s.is_active = 1`;

describe.each(dialects)('listing filters with counts, free-from flags and search as a filter on %s', (dialect) => {
  let t: TestShop;
  let category: string;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
    // The category with the most vegan products, so the flags have something to count.
    [{ slug: category }] = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT c.slug AS slug FROM products p JOIN parent_items pi ON pi.id = p.parent_item_id
      JOIN sub_categories s ON s.id = pi.sub_category_id JOIN categories c ON c.id = s.category_id WHERE ${ACTIVE} AND p.vegan = 1
      GROUP BY c.slug ORDER BY COUNT(*) DESC, c.slug LIMIT 1`,
    );
  });
  afterAll(() => t?.close());

  const total = async (filter: ProductListingFilter) => (await ask(t, LISTING, { filter, page: { take: 1 } })).productListing.totalItems;

  test('a category listing: every list counts its active products, and each count is what choosing it lists', async () => {
    const { filterOptions } = await ask(t, OPTIONS, { filter: { categorySlug: category } });
    const [brandRows] = [
      await rows<{ id: number; n: number }>(
        t.shop.db,
        `SELECT b.id AS id, COUNT(*) AS n ${IN_CATEGORY.replace('FROM products p', 'FROM products p JOIN brands b ON b.id = p.brand_id')} AND b.is_active = 1 GROUP BY b.id`,
        [category],
      ),
    ];
    expect(filterOptions.brands.map((o) => [o.id, o.count]).sort()).toEqual(brandRows.map((r) => [r.id, r.n]).sort());
    const all = await total({ categorySlug: category });
    expect(all).toBeGreaterThan(5);
    for (const list of ['brands', 'colors', 'types'] as const) {
      const option = filterOptions[list][0];
      if (!option) continue;
      const field = { brands: 'brandCodes', colors: 'colorCodes', types: 'typeCodes' }[list];
      expect({ list, count: option.count }).toEqual({ list, count: await total({ categorySlug: category, [field]: [option.code] }) });
    }
    const sum = filterOptions.prices.reduce((n, b) => n + b.count, 0);
    expect(sum).toBe(all);
  });

  test('a chosen brand leaves the brand list as it was (other brands still counted) and narrows the other lists', async () => {
    const before = (await ask(t, OPTIONS, { filter: { categorySlug: category } })).filterOptions;
    const brand = before.brands.find((b) => b.count < before.brands.reduce((n, o) => n + o.count, 0)) ?? before.brands[0];
    const after = (await ask(t, OPTIONS, { filter: { categorySlug: category, brandCodes: [brand.code] } })).filterOptions;
    expect(after.brands).toEqual(before.brands);
    const sumPrices = after.prices.reduce((n, b) => n + b.count, 0);
    expect(sumPrices).toBe(brand.count);
  });

  test('a chosen brand that matches nothing under the other choices stays in its list with 0, so it can be unticked and named', async () => {
    const inCategory = (await ask(t, OPTIONS, { filter: { categorySlug: category } })).filterOptions.brands.map((b) => b.code);
    const [elsewhere] = await rows<{ code: string; name: string; id: number }>(
      t.shop.db,
      `SELECT code, name, id FROM brands WHERE is_active = 1 AND code NOT IN (${inCategory.map(() => '?').join(', ')}) ORDER BY id LIMIT 1`,
      inCategory,
    );
    const chosen = (
      await ask(t, OPTIONS, {
        filter: { categorySlug: category, attributeCodes: [{ key: 'brand', codes: [elsewhere.code.toLowerCase()] }] },
      })
    ).filterOptions.brands;
    expect(chosen.find((b) => b.code === elsewhere.code)).toEqual({
      id: elsewhere.id,
      code: elsewhere.code,
      name: elsewhere.name,
      count: 0,
    });
    expect(chosen.filter((b) => b.count > 0).map((b) => b.code)).toEqual(inCategory);
    expect(await total({ categorySlug: category, brandCodes: [elsewhere.code] })).toBe(0);
  });

  test('the five free-from flags are counted on the server and filter the listing', async () => {
    const { filterOptions } = await ask(t, OPTIONS, { filter: { categorySlug: category } });
    expect(filterOptions.freeFrom.map((f) => f.flag)).toEqual(FLAGS.map(([flag]) => flag));
    expect(filterOptions.freeFrom.map((f) => f.label)).toEqual([
      'Vegan',
      'Cruelty-free',
      'Organic',
      'Hypoallergenic',
      'Dermatologically tested',
    ]);
    for (const [flag, column] of FLAGS) {
      const [{ n }] = await rows<{ n: number }>(t.shop.db, `SELECT COUNT(*) AS n ${IN_CATEGORY} AND p.${column} = 1`, [category]);
      const option = filterOptions.freeFrom.find((f) => f.flag === flag)!;
      expect({ flag, count: option.count }).toEqual({ flag, count: Number(n) });
      expect({ flag, listed: await total({ categorySlug: category, [flag]: true }) }).toEqual({ flag, listed: Number(n) });
    }
    const vegan = filterOptions.freeFrom.find((f) => f.flag === 'vegan')!;
    expect(vegan.count).toBeGreaterThan(0);
    const { productListing } = await ask(t, LISTING, {
      filter: { categorySlug: category, vegan: true, crueltyFree: true },
      page: { take: 100 },
    });
    expect(productListing.items.every((p) => p.vegan && p.crueltyFree)).toBe(true);
    const [{ n: both }] = await rows<{ n: number }>(
      t.shop.db,
      `SELECT COUNT(*) AS n ${IN_CATEGORY} AND p.vegan = 1 AND p.cruelty_free = 1`,
      [category],
    );
    expect(productListing.totalItems).toBe(Number(both));
    // With vegan chosen, the cruelty-free count is of the vegan products that are also cruelty-free; vegan's own counts them too.
    const narrowed = (await ask(t, OPTIONS, { filter: { categorySlug: category, vegan: true } })).filterOptions;
    expect(narrowed.freeFrom.find((f) => f.flag === 'crueltyFree')!.count).toBe(Number(both));
    expect(narrowed.freeFrom.find((f) => f.flag === 'vegan')!.count).toBe(vegan.count);
    expect(narrowed.brands.reduce((n, o) => n + o.count, 0)).toBeLessThanOrEqual(vegan.count);
  });

  test('flags false or unset do not narrow; only active products are counted', async () => {
    expect(await total({ categorySlug: category, vegan: false })).toBe(await total({ categorySlug: category }));
    const [{ id }] = await rows<{ id: number }>(t.shop.db, `SELECT p.id AS id ${IN_CATEGORY} AND p.vegan = 1 ORDER BY p.id LIMIT 1`, [
      category,
    ]);
    const before = (await ask(t, OPTIONS, { filter: { categorySlug: category } })).filterOptions.freeFrom[0].count;
    await t.shop.db.dataSource.query('UPDATE products SET is_active = 0 WHERE id = ?', [id]);
    try {
      const after = (await ask(t, OPTIONS, { filter: { categorySlug: category } })).filterOptions.freeFrom[0].count;
      expect(after).toBe(before - 1);
    } finally {
      await t.shop.db.dataSource.query('UPDATE products SET is_active = 1 WHERE id = ?', [id]);
    }
  });

  test('search is a listing filter: best matches first without a sort, sorted and paged with one, and narrowed by other filters', async () => {
    const { search } = await ask(t, SEARCH);
    expect(search.totalItems).toBeGreaterThan(3);
    const best = (await ask(t, LISTING, { filter: { query: 'shampoo' }, page: { take: 100 } })).productListing;
    expect(best.totalItems).toBe(search.totalItems);
    expect(best.items.map((i) => i.id)).toEqual(search.items.map((i) => i.id));

    const byPrice = (await ask(t, LISTING, { filter: { query: 'shampoo' }, sort: 'PRICE_ASC', page: { take: 100 } })).productListing;
    expect(byPrice.totalItems).toBe(search.totalItems);
    const prices = byPrice.items.map((i) => i.discountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(byPrice.items.map((i) => i.id))).toEqual(new Set(search.items.map((i) => i.id)));

    const first = (await ask(t, LISTING, { filter: { query: 'shampoo' }, sort: 'NAME_ASC', page: { skip: 0, take: 2 } })).productListing;
    const second = (await ask(t, LISTING, { filter: { query: 'shampoo' }, sort: 'NAME_ASC', page: { skip: 2, take: 2 } })).productListing;
    const names = (await ask(t, LISTING, { filter: { query: 'shampoo' }, sort: 'NAME_ASC', page: { take: 4 } })).productListing.items.map(
      (i) => i.name,
    );
    expect([...first.items, ...second.items].map((i) => i.name)).toEqual(names);
    const bestSecond = (await ask(t, LISTING, { filter: { query: 'shampoo' }, page: { skip: 2, take: 2 } })).productListing;
    expect(bestSecond.items.map((i) => i.id)).toEqual(search.items.slice(2, 4).map((i) => i.id));

    const cheap = (await ask(t, LISTING, { filter: { query: 'shampoo', maxPrice: 10 }, page: { take: 100 } })).productListing;
    expect(cheap.items.every((i) => i.discountedPrice <= 10)).toBe(true);
    expect(cheap.totalItems).toBe(search.items.filter((i) => best.items.find((b) => b.id === i.id)!.discountedPrice <= 10).length);
    expect(cheap.items.map((i) => i.id)).toEqual(best.items.filter((i) => i.discountedPrice <= 10).map((i) => i.id));

    const options = (await ask(t, OPTIONS, { filter: { query: 'shampoo' } })).filterOptions;
    expect(options.prices.reduce((n, b) => n + b.count, 0)).toBe(search.totalItems);
  });

  test('search text: blank is no filter, no match is an empty page, too long is refused', async () => {
    expect(await total({ query: '   ' })).toBe(await total({}));
    expect(await total({ query: 'zzqxwv nothing like it' })).toBe(0);
    const error = await askError(t, LISTING, { filter: { query: 'x'.repeat(201) } });
    expect(error.code).toBe('BAD_USER_INPUT');
  });

  test('the legacy arguments still answer a sub-category, and cannot be mixed with a filter', async () => {
    const legacy = await ask(t, LEGACY_OPTIONS);
    const modern = await ask(t, OPTIONS, { filter: { subCategorySlug: 'lipstick' } });
    expect(legacy.filterOptions.brands).toEqual(modern.filterOptions.brands.map((b) => ({ id: b.id, count: b.count })));
    expect(legacy.filterOptions.freeFrom).toEqual(modern.filterOptions.freeFrom.map((f) => ({ flag: f.flag, count: f.count })));
    const error = await askError(t, 'query { filterOptions(subCategorySlug: "lipstick", filter: { vegan: true }) { brands { id } } }');
    expect(error.code).toBe('BAD_USER_INPUT');
    expect((await askError(t, OPTIONS, { filter: { categorySlug: 'no-such-category' } })).code).toBe('NOT_FOUND');
  });

  test('storeCollection: a listed or fixed collection by slug; an unlisted or unknown one is not found', async () => {
    const { storeCollection } = await ask(t, NEW_ARRIVALS);
    expect(storeCollection.slug).toBe('new-arrivals');
    const [listed] = (await ask(t, COLLECTIONS)).storeCollections.slice(2);
    expect((await ask(t, COLLECTION_NAME, { slug: listed.slug })).storeCollection.name).toBe(listed.name);
    expect((await askError(t, 'query { storeCollection(slug: "no-such-collection") { name } }')).code).toBe('NOT_FOUND');
    // The demo's 'The Grooming Edit' is not listed (CollectionListVeiw 'no').
    expect((await askError(t, 'query { storeCollection(slug: "the-grooming-edit") { name } }')).code).toBe('NOT_FOUND');
  });
});
