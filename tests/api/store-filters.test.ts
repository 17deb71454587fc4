import { Role } from '../../api/src/common/roles';
import { ask, askError, loginAs, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const LISTS = ['brands', 'sizes', 'types', 'colors', 'shades', 'weights', 'volumes', 'fragrances', 'flavors', 'vendors'] as const;
const TABLES: Record<(typeof LISTS)[number], [string, string]> = {
  brands: ['brands', 'brand_id'],
  sizes: ['sizes', 'size_id'],
  types: ['item_types', 'item_type_id'],
  colors: ['colors', 'color_id'],
  shades: ['shades', 'shade_id'],
  weights: ['weights', 'weight_id'],
  volumes: ['volumes', 'volume_id'],
  fragrances: ['fragrances', 'fragrance_id'],
  flavors: ['flavors', 'flavor_id'],
  vendors: ['vendors', 'vendor_id'],
};
const FILTERS = graphql(`
  query StoreFilters($sub: String!, $brand: String) {
    filterOptions(subCategorySlug: $sub, brandSlug: $brand) {
      brands {
        id
        code
        name
        hexCode
        count
      }
      sizes {
        id
        code
        name
        hexCode
        count
      }
      types {
        id
        code
        name
        hexCode
        count
      }
      colors {
        id
        code
        name
        hexCode
        count
      }
      shades {
        id
        code
        name
        hexCode
        count
      }
      weights {
        id
        code
        name
        hexCode
        count
      }
      volumes {
        id
        code
        name
        hexCode
        count
      }
      fragrances {
        id
        code
        name
        hexCode
        count
      }
      flavors {
        id
        code
        name
        hexCode
        count
      }
      vendors {
        id
        code
        name
        hexCode
        count
      }
      prices {
        label
        minPrice
        maxPrice
        count
      }
    }
  }
`);
const LISTING_TOTAL = graphql(`
  query StoreFiltersListingTotal($f: ProductListingFilter) {
    productListing(filter: $f) {
      totalItems
    }
  }
`);
const BRANDS = graphql(`
  query StoreBrands {
    brandGroups {
      letter
      brands {
        name
        slug
        keyLetter
        fileName
      }
    }
  }
`);
const HIDE_BRAND = graphql(`
  mutation StoreFiltersHideBrand($id: Int!) {
    updateBrand(id: $id, input: { isActive: false }) {
      isActive
    }
  }
`);
const SHOW_BRAND = graphql(`
  mutation StoreFiltersShowBrand($id: Int!) {
    updateBrand(id: $id, input: { isActive: true }) {
      isActive
    }
  }
`);
const BRAND_PAGE = graphql(`
  query StoreBrandPage($slug: String!) {
    brandBySlug(slug: $slug) {
      name
      slug
      fileName
    }
    brandSubCategories(brandSlug: $slug) {
      name
      slug
      fileName
      category {
        slug
        department {
          slug
        }
      }
    }
  }
`);
const IN_SUB = `FROM products p JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id
  WHERE s.slug = ? AND p.is_active = 1 AND pi.is_active = 1 AND p.branch_code = 'MAIN'`;

describe.each(dialects)('storefront filter lists and brands on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  const expectedOptions = async (list: (typeof LISTS)[number], sub: string, brandId?: number) => {
    const [table, column] = TABLES[list];
    return rows<{ id: number; n: number }>(
      t.shop.db,
      `SELECT a.id AS id, COUNT(*) AS n ${IN_SUB} AND a.is_active = 1 ${brandId ? 'AND p.brand_id = ?' : ''}
      GROUP BY a.id`.replace('FROM products p', `FROM products p JOIN ${table} a ON a.id = p.${column}`),
      brandId ? [sub, brandId] : [sub],
    );
  };

  test.each(['lipstick', 'shampoo', 'clip-in-extensions'])(
    'filterOptions of %s: only what its active products use, with counts, by name',
    async (sub) => {
      const { filterOptions } = await ask(t, FILTERS, { sub });
      for (const list of LISTS) {
        const got = filterOptions[list];
        const expected = await expectedOptions(list, sub);
        expect({ list, got: got.map((o) => [o.id, o.count]).sort() }).toEqual({ list, got: expected.map((e) => [e.id, e.n]).sort() });
        const names = got.map((o) => o.name.toLowerCase());
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      }
      expect(filterOptions.brands.length).toBeGreaterThan(0);
    },
  );

  test('shades and colors carry their swatch hex code', async () => {
    const { filterOptions } = await ask(t, FILTERS, { sub: 'lipstick' });
    expect(filterOptions.shades.length).toBeGreaterThan(3);
    expect(filterOptions.shades.every((s) => /^#[0-9a-f]{6}$/i.test(s.hexCode ?? ''))).toBe(true);
    expect(filterOptions.sizes.length + filterOptions.flavors.length).toBe(0);
  });

  test('brandSlug narrows the shades to that brand', async () => {
    const [brand] = await rows<{ id: number; slug: string }>(
      t.shop.db,
      `SELECT b.id AS id, b.slug AS slug ${IN_SUB.replace('FROM products p', 'FROM products p JOIN brands b ON b.id = p.brand_id')} GROUP BY b.id, b.slug ORDER BY COUNT(*) LIMIT 1`,
      ['lipstick'],
    );
    const all = await ask(t, FILTERS, { sub: 'lipstick' });
    const narrowed = await ask(t, FILTERS, { sub: 'lipstick', brand: brand.slug });
    const expected = await expectedOptions('shades', 'lipstick', brand.id);
    expect(narrowed.filterOptions.shades.map((o) => [o.id, o.count]).sort()).toEqual(expected.map((e) => [e.id, e.n]).sort());
    expect(narrowed.filterOptions.shades.length).toBeLessThan(all.filterOptions.shades.length);
    expect(narrowed.filterOptions.brands).toEqual(all.filterOptions.brands);
  });

  test('price ranges count the discounted price in four bands and leave out empty ones', async () => {
    const { filterOptions } = await ask(t, FILTERS, { sub: 'eau-de-parfum' });
    const [band] = await rows<{ a: number; b: number; c: number; d: number }>(
      t.shop.db,
      `SELECT
      SUM(CASE WHEN p.sale_price_pence - p.discount_in_amount_pence < 1000 THEN 1 ELSE 0 END) AS a,
      SUM(CASE WHEN p.sale_price_pence - p.discount_in_amount_pence BETWEEN 1000 AND 1999 THEN 1 ELSE 0 END) AS b,
      SUM(CASE WHEN p.sale_price_pence - p.discount_in_amount_pence BETWEEN 2000 AND 4999 THEN 1 ELSE 0 END) AS c,
      SUM(CASE WHEN p.sale_price_pence - p.discount_in_amount_pence >= 5000 THEN 1 ELSE 0 END) AS d ${IN_SUB}`,
      ['eau-de-parfum'],
    );
    const all = [
      { label: 'Under £10', minPrice: null, maxPrice: 9.99, count: Number(band.a) },
      { label: '£10 to £20', minPrice: 10, maxPrice: 19.99, count: Number(band.b) },
      { label: '£20 to £50', minPrice: 20, maxPrice: 49.99, count: Number(band.c) },
      { label: '£50 and over', minPrice: 50, maxPrice: null, count: Number(band.d) },
    ];
    expect(filterOptions.prices).toEqual(all.filter((b) => b.count > 0));
    expect(filterOptions.prices.length).toBeGreaterThanOrEqual(2);
    const first = filterOptions.prices[0];
    const { productListing } = await ask(t, LISTING_TOTAL, {
      f: { subCategorySlug: 'eau-de-parfum', minPrice: first.minPrice, maxPrice: first.maxPrice },
    });
    expect(productListing.totalItems).toBe(first.count);
  });

  test('filterOptions with an unknown sub-category or brand answers NOT_FOUND', async () => {
    expect(await askError(t, FILTERS, { sub: 'nope' })).toMatchObject({ code: 'NOT_FOUND', message: 'No sub-category with slug "nope"' });
    expect(await askError(t, FILTERS, { sub: 'lipstick', brand: 'nope' })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No brand with slug "nope"',
    });
  });

  test('brandGroups: every active brand under its key letter, letters sorted, names sorted within', async () => {
    const { brandGroups } = await ask(t, BRANDS);
    const letters = brandGroups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(new Set(letters).size).toBe(letters.length);
    const all = brandGroups.flatMap((g) => {
      expect(g.brands.every((b) => b.keyLetter === g.letter)).toBe(true);
      const names = g.brands.map((b) => b.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
      return g.brands;
    });
    expect(all).toHaveLength(47);
    const [brand] = await rows<{ id: number; name: string }>(t.shop.db, `SELECT id, name FROM brands ORDER BY id LIMIT 1`);
    const { headers } = await loginAs(t, Role.ADMIN);
    await ask(t, HIDE_BRAND, { id: brand.id }, headers);
    try {
      const after = await ask(t, BRANDS);
      const names = after.brandGroups.flatMap((g) => g.brands.map((b) => b.name));
      expect(names).toHaveLength(46);
      expect(names).not.toContain(brand.name);
    } finally {
      await ask(t, SHOW_BRAND, { id: brand.id }, headers);
    }
  });

  test('brandBySlug and brandSubCategories: the sub-categories where the brand has active products, by name', async () => {
    const [brand] = await rows<{ id: number; slug: string; name: string }>(
      t.shop.db,
      `SELECT id, slug, name FROM brands ORDER BY id LIMIT 1`,
    );
    const expected = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT DISTINCT s.slug AS slug, s.name AS name FROM sub_categories s JOIN parent_items pi ON pi.sub_category_id = s.id
      JOIN products p ON p.parent_item_id = pi.id WHERE p.brand_id = ? AND p.is_active = 1 AND pi.is_active = 1 AND s.is_active = 1 ORDER BY s.name`,
      [brand.id],
    );
    const got = await ask(t, BRAND_PAGE, { slug: brand.slug });
    expect(got.brandBySlug.name).toBe(brand.name);
    expect(got.brandSubCategories.map((s) => s.slug)).toEqual(expected.map((s) => s.slug));
    expect(expected.length).toBeGreaterThan(0);
    expect(got.brandSubCategories[0].category?.department?.slug).toBeTruthy();
    expect(await askError(t, `{ brandSubCategories(brandSlug: "nope") { id } }`)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No brand with slug "nope"',
    });
  });
});
