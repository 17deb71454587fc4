import { print } from 'graphql';
import { ask, askError, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { ProductSort, StoreListingQueryVariables } from '../generated/graphql';

const LISTING = graphql(`
  query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {
    productListing(filter: $filter, sort: $sort, page: $page) {
      totalItems
      items {
        id
        name
        slug
        code
        salePrice
        discountedPrice
        discountInPercent
        stockQuantity
        rating
        createdAt
        gallery
        brand {
          name
          slug
        }
      }
    }
  }
`);
const COLLECTION = graphql(`
  query StoreCollection($slug: String!, $sort: ProductSort, $page: PageInput) {
    collectionProducts(slug: $slug, sort: $sort, page: $page) {
      totalItems
      items {
        id
        name
        slug
        code
        salePrice
        discountedPrice
        discountInPercent
        stockQuantity
        rating
        createdAt
        gallery
        brand {
          name
          slug
        }
      }
    }
  }
`);
const ACTIVE = `p.branch_code = 'MAIN' AND p.is_active = 1`;
const PRICE = '(p.sale_price_pence - p.discount_in_amount_pence)';

describe.each(dialects)('storefront product listing on %s', (dialect) => {
  let t: TestShop;
  const list = async (variables: StoreListingQueryVariables) => (await ask(t, LISTING, variables)).productListing;
  const count = async (from: string, params: unknown[] = []) =>
    (await rows<{ n: number }>(t.shop.db, `SELECT COUNT(*) AS n FROM products p ${from}`, params))[0].n;
  const ids = async (sql: string, params: unknown[] = []) => (await rows<{ id: number }>(t.shop.db, sql, params)).map((r) => r.id);
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  test('without filters: every active product, 24 to a page, by name', async () => {
    const all = await list({});
    expect(all.totalItems).toBe(await count(`WHERE ${ACTIVE}`));
    expect(all.totalItems).toBeGreaterThan(600);
    expect(all.items).toHaveLength(24);
    expect(all.items.map((i) => i.id)).toEqual(await ids(`SELECT p.id FROM products p WHERE ${ACTIVE} ORDER BY p.name, p.id LIMIT 24`));
  });

  test('tree filters: sub-category, parent item and category slugs', async () => {
    const inSub = `JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id WHERE ${ACTIVE} AND pi.is_active = 1`;
    const sub = await list({ filter: { subCategorySlug: 'shampoo' }, page: { take: 100 } });
    expect(sub.totalItems).toBe(await count(`${inSub} AND s.slug = 'shampoo'`));
    expect(sub.totalItems).toBeGreaterThan(0);
    expect(sub.items.every((i) => /Shampoo/.test(i.name))).toBe(true);
    const [family] = await rows<{ slug: string; id: number }>(t.shop.db, `SELECT slug, id FROM parent_items ORDER BY id LIMIT 1`);
    expect((await list({ filter: { parentItemSlug: family.slug } })).totalItems).toBe(
      await count(`WHERE ${ACTIVE} AND p.parent_item_id = ?`, [family.id]),
    );
    const category = await list({ filter: { categorySlug: 'shampoo-conditioner' } });
    expect(category.totalItems).toBe(
      await count(`${inSub} AND s.is_active = 1 AND s.category_id = (SELECT id FROM categories WHERE slug = 'shampoo-conditioner')`),
    );
    expect(category.totalItems).toBeGreaterThan(sub.totalItems);
  });

  test('brand slug and collection slug', async () => {
    const [brand] = await rows<{ id: number; slug: string }>(
      t.shop.db,
      `SELECT b.id, b.slug FROM brands b ORDER BY (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id) DESC, b.id LIMIT 1`,
    );
    expect((await list({ filter: { brandSlug: brand.slug } })).totalItems).toBe(
      await count(`WHERE ${ACTIVE} AND p.brand_id = ?`, [brand.id]),
    );
    const expected = await ids(
      `SELECT p.id FROM products p JOIN collection_products cp ON cp.product_id = p.id JOIN collections c ON c.id = cp.collection_id WHERE c.slug = 'lip-lovers' AND ${ACTIVE} ORDER BY cp.position`,
    );
    const lips = await list({ filter: { collectionSlug: 'lip-lovers' }, page: { take: 100 } });
    expect(lips.items.map((i) => i.id)).toEqual(expected);
    expect(lips.totalItems).toBe(expected.length);
  });

  test.each([
    ['brandCodes', 'brands', 'brand_id'],
    ['colorCodes', 'colors', 'color_id'],
    ['shadeCodes', 'shades', 'shade_id'],
    ['sizeCodes', 'sizes', 'size_id'],
    ['weightCodes', 'weights', 'weight_id'],
    ['volumeCodes', 'volumes', 'volume_id'],
    ['typeCodes', 'item_types', 'item_type_id'],
    ['fragranceCodes', 'fragrances', 'fragrance_id'],
    ['flavorCodes', 'flavors', 'flavor_id'],
    ['vendorCodes', 'vendors', 'vendor_id'],
  ])('%s: products with any of the codes (codes match case-insensitively)', async (field, table, column) => {
    const used = await rows<{ code: string; n: number }>(
      t.shop.db,
      `SELECT a.code AS code, COUNT(*) AS n FROM products p JOIN ${table} a ON a.id = p.${column} WHERE ${ACTIVE} GROUP BY a.code ORDER BY COUNT(*) DESC, a.code LIMIT 2`,
    );
    expect(used.length).toBe(2);
    const one = await list({ filter: { [field]: [used[0].code.toLowerCase()] } });
    expect(one.totalItems).toBe(used[0].n);
    const two = await list({ filter: { [field]: used.map((u) => u.code) } });
    expect(two.totalItems).toBe(used[0].n + used[1].n);
    expect((await list({ filter: { [field]: ['NO-SUCH-CODE'] } })).totalItems).toBe(0);
  });

  test('price range in pounds on the discounted price, both ends inclusive', async () => {
    const ranged = await list({ filter: { minPrice: 10, maxPrice: 19.99 }, page: { take: 100 } });
    expect(ranged.totalItems).toBe(await count(`WHERE ${ACTIVE} AND ${PRICE} BETWEEN 1000 AND 1999`));
    expect(ranged.items.every((i) => i.discountedPrice >= 10 && i.discountedPrice <= 19.99)).toBe(true);
    expect((await list({ filter: { minPrice: 50 } })).totalItems).toBe(await count(`WHERE ${ACTIVE} AND ${PRICE} >= 5000`));
    expect(await askError(t, LISTING, { filter: { minPrice: 20, maxPrice: 10 } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'maxPrice',
    });
    expect(await askError(t, LISTING, { filter: { minPrice: -1 } })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minPrice' });
  });

  test('price filters are bounded at £1,000,000: a huge amount (1e308) is refused with a message, not a 500', async () => {
    const all = await list({});
    expect((await list({ filter: { minPrice: 0, maxPrice: 1_000_000 } })).totalItems).toBe(all.totalItems);
    for (const [field, value] of [
      ['maxPrice', 1e308],
      ['maxPrice', 1_000_000.01],
      ['minPrice', 1e308],
      ['minPrice', 2e15],
    ] as const) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(LISTING), variables: { filter: { [field]: value } } }),
      });
      const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string; field?: string } }[] };
      expect({ field, value, error: body.errors?.[0] }).toEqual({
        field,
        value,
        error: expect.objectContaining({
          message: `${field === 'minPrice' ? 'Lowest' : 'Highest'} price must be at most £1,000,000`,
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
        }),
      });
    }
  });

  test('inStock true and false', async () => {
    const inStock = await list({ filter: { inStock: true }, page: { take: 100 } });
    const out = await list({ filter: { inStock: false }, page: { take: 100 } });
    expect(inStock.totalItems).toBe(await count(`WHERE ${ACTIVE} AND p.stock_quantity > 0`));
    expect(out.totalItems).toBe(await count(`WHERE ${ACTIVE} AND p.stock_quantity <= 0`));
    expect(out.totalItems).toBeGreaterThan(0);
    expect(inStock.items.every((i) => i.stockQuantity > 0)).toBe(true);
    expect(out.items.every((i) => i.stockQuantity <= 0)).toBe(true);
  });

  test('filters combine: sub-category, brand codes, price and stock together', async () => {
    const [pick] = await rows<{ code: string }>(
      t.shop.db,
      `SELECT b.code AS code FROM products p JOIN brands b ON b.id = p.brand_id JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id WHERE s.slug = 'lipstick' AND ${ACTIVE} GROUP BY b.code ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    const got = await list({ filter: { subCategorySlug: 'lipstick', brandCodes: [pick.code], maxPrice: 15, inStock: true } });
    const expected = await count(
      `JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id JOIN brands b ON b.id = p.brand_id
      WHERE ${ACTIVE} AND pi.is_active = 1 AND s.slug = 'lipstick' AND b.code = ? AND ${PRICE} <= 1500 AND p.stock_quantity > 0`,
      [pick.code],
    );
    expect(got.totalItems).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  test.each([
    ['PRICE_ASC', `${PRICE} ASC, p.id ASC`],
    ['PRICE_DESC', `${PRICE} DESC, p.id ASC`],
    ['NEWEST', 'p.created_at DESC, p.id ASC'],
    ['NAME_ASC', 'p.name ASC, p.id ASC'],
    ['NAME_DESC', 'p.name DESC, p.id ASC'],
    ['DISCOUNT_DESC', `p.discount_in_percent DESC, ${PRICE} ASC, p.id ASC`],
  ])('sort %s', async (sort, orderBy) => {
    const got = await list({ sort: sort as ProductSort, page: { skip: 30, take: 40 } });
    expect(got.items.map((i) => i.id)).toEqual(
      await ids(`SELECT p.id FROM products p WHERE ${ACTIVE} ORDER BY ${orderBy} LIMIT 40 OFFSET 30`),
    );
    expect(got.totalItems).toBe(await count(`WHERE ${ACTIVE}`));
  });

  test('pages follow each other and keep the total', async () => {
    const whole = await list({ filter: { categorySlug: 'shampoo-conditioner' }, sort: 'PRICE_ASC', page: { take: 30 } });
    const first = await list({ filter: { categorySlug: 'shampoo-conditioner' }, sort: 'PRICE_ASC', page: { skip: 0, take: 12 } });
    const second = await list({ filter: { categorySlug: 'shampoo-conditioner' }, sort: 'PRICE_ASC', page: { skip: 12, take: 18 } });
    expect([...first.items, ...second.items]).toEqual(whole.items);
    expect(first.totalItems).toBe(whole.totalItems);
    const prices = whole.items.map((i) => i.discountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await askError(t, LISTING, { page: { take: 101 } })).code).toBe('BAD_USER_INPUT');
  });

  test('unknown tree, brand or collection slugs answer NOT_FOUND', async () => {
    expect(await askError(t, LISTING, { filter: { subCategorySlug: 'nope' } })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No sub-category with slug "nope"',
    });
    expect(await askError(t, LISTING, { filter: { brandSlug: 'nope' } })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No brand with slug "nope"',
    });
    expect(await askError(t, LISTING, { filter: { collectionSlug: 'nope' } })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No collection with slug "nope"',
    });
  });

  test('collectionProducts: new-arrivals, trending and listed collections in collection order; unlisted ones are not found', async () => {
    for (const slug of ['new-arrivals', 'trending', 'ebin-best-seller']) {
      const expected = await ids(
        `SELECT p.id FROM products p JOIN collection_products cp ON cp.product_id = p.id JOIN collections c ON c.id = cp.collection_id WHERE c.slug = ? AND ${ACTIVE} ORDER BY cp.position`,
        [slug],
      );
      const { collectionProducts } = await ask(t, COLLECTION, { slug, page: { take: 100 } });
      expect(collectionProducts.items.map((i) => i.id)).toEqual(expected);
      expect(collectionProducts.totalItems).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
    }
    const cheapest = await ask(t, COLLECTION, { slug: 'trending', sort: 'PRICE_ASC', page: { take: 5 } });
    const prices = cheapest.collectionProducts.items.map((i) => i.discountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await askError(t, COLLECTION, { slug: 'the-grooming-edit' })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No collection with slug "the-grooming-edit"',
    });
  });
});
