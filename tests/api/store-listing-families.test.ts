import { ask, countQueries, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { StoreFamilyListingQueryVariables } from '../generated/graphql';

const FAMILY_LISTING = graphql(`
  query StoreFamilyListing(
    $filter: ProductListingFilter
    $sort: ProductSort
    $page: PageInput
    $grouping: ProductGrouping
    $swatches: Int
  ) {
    productListing(filter: $filter, sort: $sort, page: $page, grouping: $grouping) {
      totalItems
      grouping
      shadeLed
      items {
        id
        name
        familyName
        variantLabel
        discountedPrice
        stockQuantity
        parentItem {
          id
          title
        }
        swatches(take: $swatches) {
          totalItems
          items {
            productId
            slug
            name
            hexCode
            inStock
            image
            current
          }
        }
      }
    }
  }
`);

const ACTIVE = `p.branch_code = 'MAIN' AND p.is_active = 1`;
const IN_SUB = (slug: string) =>
  `JOIN parent_items pi ON pi.id = p.parent_item_id JOIN sub_categories s ON s.id = pi.sub_category_id WHERE ${ACTIVE} AND pi.is_active = 1 AND s.slug = '${slug}'`;

describe.each(dialects)('storefront listing by family, and the family fields of a product, on %s', (dialect) => {
  let t: TestShop;
  const list = async (variables: StoreFamilyListingQueryVariables) => (await ask(t, FAMILY_LISTING, variables)).productListing;
  const one = async (sql: string) => (await rows<{ n: number | string }>(t.shop.db, sql))[0].n;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  test('a shade-led listing (foundation) shows one card per family by default: the family name and the shade in full', async () => {
    const page = await list({ filter: { subCategorySlug: 'foundation' }, grouping: 'AUTO', page: { take: 100 } });
    expect(page).toMatchObject({ grouping: 'FAMILY', shadeLed: true });
    const families = Number(await one(`SELECT COUNT(DISTINCT p.parent_item_id) AS n FROM products p ${IN_SUB('foundation')}`));
    expect(families).toBeGreaterThan(1);
    expect(page.totalItems).toBe(families);
    expect(page.items).toHaveLength(families);
    expect(new Set(page.items.map((i) => i.parentItem!.id)).size).toBe(families);
    for (const card of page.items) {
      expect(card.familyName).toBe(card.parentItem!.title);
      expect(card.variantLabel).toMatch(/^\d{3} [A-Z][a-z]+/); // "020 Ivory"
      expect(`${card.familyName} ${card.variantLabel}`).toBe(card.name);
    }
    // Each card is its family's first product by name (the listing's order).
    const firsts = await rows<{ name: string }>(
      t.shop.db,
      `SELECT MIN(p.name) AS name FROM products p ${IN_SUB('foundation')} GROUP BY p.parent_item_id ORDER BY MIN(p.name)`,
    );
    expect(page.items.map((i) => i.name)).toEqual(firsts.map((f) => f.name));
  });

  test('"Show every shade" (PRODUCT) lists every shade; a listing that is not shade-led (shampoo) stays per product', async () => {
    const every = await list({ filter: { subCategorySlug: 'foundation' }, grouping: 'PRODUCT' });
    expect(every).toMatchObject({ grouping: 'PRODUCT', shadeLed: true });
    expect(every.totalItems).toBe(Number(await one(`SELECT COUNT(*) AS n FROM products p ${IN_SUB('foundation')}`)));
    const shampoo = await list({ filter: { subCategorySlug: 'shampoo' }, grouping: 'AUTO' });
    expect(shampoo).toMatchObject({ grouping: 'PRODUCT', shadeLed: false });
    expect(shampoo.totalItems).toBe(Number(await one(`SELECT COUNT(*) AS n FROM products p ${IN_SUB('shampoo')}`)));
    // A size is the shampoo's variant: "Coconut & Lime 500 ml" after its family's name.
    expect(shampoo.items.every((i) => / (ml|litre)$/.test(i.variantLabel ?? '') && i.name === `${i.familyName} ${i.variantLabel}`)).toBe(
      true,
    );
    // A family's own listing shows all of it.
    const [family] = await rows<{ slug: string; id: number }>(
      t.shop.db,
      `SELECT pi.slug AS slug, pi.id AS id FROM products p ${IN_SUB('foundation')} ORDER BY pi.id LIMIT 1`,
    );
    const own = await list({ filter: { parentItemSlug: family.slug }, grouping: 'AUTO' });
    expect(own).toMatchObject({ grouping: 'PRODUCT', shadeLed: false });
    expect(own.totalItems).toBe(
      Number(await one(`SELECT COUNT(*) AS n FROM products p WHERE ${ACTIVE} AND p.parent_item_id = ${family.id}`)),
    );
    expect(own.totalItems).toBeGreaterThan(1);
    // Without the argument (older clients, legacy REST) nothing changes.
    expect((await list({ filter: { subCategorySlug: 'foundation' } })).grouping).toBe('PRODUCT');
  });

  test('filters do not change the grouping, and pages of families never overlap or skip (price order: each family at its cheapest)', async () => {
    const inStock = await list({ filter: { subCategorySlug: 'lipstick', inStock: true }, grouping: 'AUTO', sort: 'PRICE_ASC' });
    expect(inStock).toMatchObject({ grouping: 'FAMILY', shadeLed: true });
    const seen: number[] = [];
    const prices: number[] = [];
    for (let skip = 0; skip < inStock.totalItems; skip += 2) {
      const page = await list({
        filter: { subCategorySlug: 'lipstick', inStock: true },
        grouping: 'FAMILY',
        sort: 'PRICE_ASC',
        page: { skip, take: 2 },
      });
      expect(page.totalItems).toBe(inStock.totalItems);
      seen.push(...page.items.map((i) => i.parentItem!.id));
      prices.push(...page.items.map((i) => i.discountedPrice));
      expect(page.items.every((i) => i.stockQuantity > 0)).toBe(true);
    }
    expect(seen).toHaveLength(new Set(seen).size);
    expect(seen.length).toBe(inStock.totalItems);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheapest = await rows<{ parentItemId: number; pence: number }>(
      t.shop.db,
      `SELECT p.parent_item_id AS parentItemId, MIN(p.sale_price_pence - p.discount_in_amount_pence) AS pence FROM products p ${IN_SUB('lipstick')} AND p.stock_quantity > 0 GROUP BY p.parent_item_id`,
    );
    expect(new Map(seen.map((id, i) => [id, Math.round(prices[i] * 100)]))).toEqual(
      new Map(cheapest.map((c) => [Number(c.parentItemId), Number(c.pence)])),
    );
  });

  test('a search by family keeps the best match of each family', async () => {
    const products = await list({ filter: { query: 'lipstick' }, grouping: 'PRODUCT', page: { take: 100 } });
    const families = await list({ filter: { query: 'lipstick' }, grouping: 'FAMILY', page: { take: 100 } });
    const distinct = new Set(products.items.map((i) => i.parentItem?.id));
    expect(families.totalItems).toBe(distinct.size);
    expect(families.totalItems).toBeLessThan(products.totalItems);
    // The first product of each family in the best-first order.
    const firstOfEach = products.items.filter((p, i) => products.items.findIndex((q) => q.parentItem?.id === p.parentItem?.id) === i);
    expect(families.items.map((i) => i.id)).toEqual(firstOfEach.map((i) => i.id));
  });

  test("swatches: the family's shades, up to the number asked for, out-of-stock ones marked, the card's own one leading to itself", async () => {
    const [family] = await rows<{ id: number; n: number }>(
      t.shop.db,
      `SELECT p.parent_item_id AS id, COUNT(*) AS n FROM products p ${IN_SUB('lipstick')} AND p.shade_id IS NOT NULL GROUP BY p.parent_item_id ORDER BY COUNT(*) DESC, p.parent_item_id LIMIT 1`,
    );
    const shades = await rows<{ productId: number; slug: string; name: string; hexCode: string; stock: number }>(
      t.shop.db,
      `SELECT p.id AS productId, p.slug AS slug, sh.name AS name, sh.hex_code AS hexCode, p.stock_quantity AS stock FROM products p JOIN shades sh ON sh.id = p.shade_id WHERE ${ACTIVE} AND p.parent_item_id = ? ORDER BY p.name, p.id`,
      [family.id],
    );
    expect(Number(family.n)).toBeGreaterThan(5);
    const page = await list({ filter: { subCategorySlug: 'lipstick' }, grouping: 'PRODUCT', page: { take: 100 }, swatches: 5 });
    const cards = page.items.filter((i) => i.parentItem?.id === family.id);
    expect(cards).toHaveLength(shades.length);
    for (const card of cards) {
      expect(card.swatches.totalItems).toBe(shades.length);
      expect(card.swatches.items).toHaveLength(5);
      expect(card.swatches.items.map((s) => s.name)).toEqual(shades.slice(0, 5).map((s) => s.name));
      expect(card.swatches.items.every((s) => /^#[0-9a-f]{6}$/i.test(s.hexCode) && s.image)).toBe(true);
      expect(card.swatches.items.map((s) => s.inStock)).toEqual(shades.slice(0, 5).map((s) => Number(s.stock) > 0));
      const own = card.swatches.items.find((s) => s.current);
      if (own) expect(own).toMatchObject({ productId: card.id, name: card.variantLabel });
      expect(card.swatches.items.filter((s) => s.current).length).toBe(own ? 1 : 0);
    }
    const all = (await list({ filter: { subCategorySlug: 'lipstick' }, grouping: 'FAMILY', swatches: 20 })).items.find(
      (i) => i.parentItem?.id === family.id,
    )!;
    expect(all.swatches.items.map((s) => [s.productId, s.slug, s.hexCode.toLowerCase()])).toEqual(
      shades.map((s) => [Number(s.productId), s.slug, s.hexCode.toLowerCase()]),
    );
    expect(all.swatches.items.filter((s) => s.current)).toEqual([expect.objectContaining({ productId: all.id })]);
  });

  test("a page's swatches and family names cost the same few queries whatever the page size (no query per card)", async () => {
    const run = (take: number, skip: number) => () =>
      list({ filter: { departmentSlug: 'make-up' }, grouping: 'PRODUCT', page: { take, skip }, swatches: 5 });
    const small = await countQueries(t.shop.db, run(2, 1));
    const large = await countQueries(t.shop.db, run(48, 3));
    expect(large).toBe(small);
  });
});
