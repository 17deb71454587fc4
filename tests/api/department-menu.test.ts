import { Role } from '../../api/src/common/roles';
import { ask, askError, countQueries, loginAs, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';

/** The header's two documents as the storefront sends them (web/src/features/header/header.graphql). */
const BAR = `{ menu { id code name slug } }`;
const PANEL = `query Panel($slug: String!) {
  departmentBySlug(slug: $slug) { id categories { id name slug subCategories { id name slug } } topBrands { id name slug } }
}`;

type Panel = {
  departmentBySlug: {
    categories: { slug: string; subCategories: { slug: string }[] }[];
    topBrands: { name: string; slug: string }[];
  };
};

/** A department's brands with their active products, most first, then by name: what the brand column should show. */
const brandsBySize = (t: TestShop, department: string) =>
  rows<{ name: string; products: number | string }>(
    t.shop.db,
    `SELECT b.name AS name, COUNT(*) AS products FROM products p
       JOIN parent_items pi ON pi.id = p.parent_item_id AND pi.is_active = 1
       JOIN sub_categories s ON s.id = pi.sub_category_id AND s.is_active = 1
       JOIN categories c ON c.id = s.category_id AND c.is_active = 1
       JOIN departments d ON d.id = c.department_id
       JOIN brands b ON b.id = p.brand_id AND b.is_active = 1
     WHERE p.branch_code = 'MAIN' AND p.is_active = 1 AND d.slug = ?
     GROUP BY b.id, b.name`,
    [department],
  );

describe.each(dialects)("the header's department menu on %s", (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  test('the bar is the six active departments in menu order, and costs one SQL statement whatever the catalogue holds', async () => {
    const { menu } = await ask<{ menu: { name: string }[] }>(t, BAR);
    expect(menu.map((d) => d.name)).toEqual(['Hair', 'Skin Care', 'Make-up', 'Fragrance', 'Bath & Body', "Men's Grooming"]);
    expect(await countQueries(t.shop.db, () => ask(t, BAR))).toBeLessThanOrEqual(1);
  });

  test("a department's panel: its categories with their sub-categories, and its brands with the most products (at most 6, most first)", async () => {
    const { departmentBySlug: panel } = await ask<Panel>(t, PANEL, { slug: 'make-up' });
    const categories = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT c.slug AS slug FROM categories c JOIN departments d ON d.id = c.department_id
        WHERE d.slug = 'make-up' AND c.is_active = 1 ORDER BY c.position, c.id`,
    );
    expect(panel.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
    expect(panel.categories.every((c) => c.subCategories.length > 0)).toBe(true);

    const expected = (await brandsBySize(t, 'make-up'))
      .map((b) => ({ name: b.name, products: Number(b.products) }))
      .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name, 'en-GB'));
    expect(expected.length).toBeGreaterThan(0);
    expect(panel.topBrands.map((b) => b.name)).toEqual(expected.slice(0, 6).map((b) => b.name));
  });

  test("a panel's SQL statements do not grow with its categories and brands (DataLoader batches), and a switched-off brand leaves the column", async () => {
    const statements = await countQueries(t.shop.db, () => ask(t, PANEL, { slug: 'hair' }));
    expect(statements).toBeLessThanOrEqual(5);

    const { departmentBySlug: before } = await ask<Panel>(t, PANEL, { slug: 'hair' });
    const top = before.topBrands[0];
    const staff = (await loginAs(t, Role.ADMIN)).headers;
    const [brand] = await rows<{ id: number }>(t.shop.db, `SELECT id FROM brands WHERE slug = ?`, [top.slug]);
    const setActive = (isActive: boolean) =>
      ask(
        t,
        `mutation($id: Int!, $on: Boolean!) { updateBrand(id: $id, input: { isActive: $on }) { id } }`,
        { id: brand.id, on: isActive },
        staff,
      );
    await setActive(false);
    try {
      const { departmentBySlug: after } = await ask<Panel>(t, PANEL, { slug: 'hair' });
      expect(after.topBrands.map((b) => b.slug)).not.toContain(top.slug);
    } finally {
      await setActive(true);
    }
  });

  test("the department page's listing: productListing and filterOptions take a department's slug and answer its active products", async () => {
    const [{ n }] = await rows<{ n: number | string }>(
      t.shop.db,
      `SELECT COUNT(*) AS n FROM products p
         JOIN parent_items pi ON pi.id = p.parent_item_id AND pi.is_active = 1
         JOIN sub_categories s ON s.id = pi.sub_category_id AND s.is_active = 1
         JOIN categories c ON c.id = s.category_id AND c.is_active = 1
         JOIN departments d ON d.id = c.department_id
       WHERE p.branch_code = 'MAIN' AND p.is_active = 1 AND d.slug = 'make-up'`,
    );
    const listing = await ask<{
      productListing: { totalItems: number; items: { slug: string }[] };
      filterOptions: { brands: { count: number }[] };
    }>(
      t,
      `{ productListing(filter: { departmentSlug: "make-up" }, sort: PRICE_ASC, page: { take: 24 }) { totalItems items { slug } }
         filterOptions(filter: { departmentSlug: "make-up" }) { brands { count } } }`,
    );
    expect(Number(n)).toBeGreaterThan(24);
    expect(listing.productListing.totalItems).toBe(Number(n));
    expect(listing.productListing.items).toHaveLength(24);
    expect(listing.filterOptions.brands.reduce((sum, b) => sum + b.count, 0)).toBeLessThanOrEqual(Number(n));
    expect(listing.filterOptions.brands.length).toBeGreaterThan(1);
    const hair = await ask<{ productListing: { totalItems: number } }>(
      t,
      `{ productListing(filter: { departmentSlug: "hair" }) { totalItems } }`,
    );
    expect(hair.productListing.totalItems).not.toBe(Number(n));
    expect(await askError(t, `{ productListing(filter: { departmentSlug: "no-such-department" }) { totalItems } }`)).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
