import { Role } from '../../api/src/common/roles';
import { ask, askError, countQueries, loginAs, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { StoreSearchQuery } from '../generated/graphql';
import { StoreProductService } from '../../api/src/modules/catalog/product/store-product.service';
import { ProductSearchService } from '../../api/src/modules/catalog/search/product-search.service';
import { Department } from '../../api/src/modules/catalog/department/department.entity';

const SEARCH = graphql(`
  query StoreSearch($query: String!, $page: PageInput) {
    search(query: $query, page: $page) {
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
        shade {
          name
        }
      }
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation SearchCreateProduct {
    createProduct(input: { name: "Zebrafruit Glow Balm", salePrice: 9.99, stockQuantity: 5, ingredients: "Shea butter" }) {
      id
    }
  }
`);
const RENAME_PRODUCT = graphql(`
  mutation SearchRenameProduct($id: Int!) {
    updateProduct(id: $id, input: { name: "Quokkaberry Glow Balm" }) {
      name
    }
  }
`);
const HIDE_PRODUCT = graphql(`
  mutation SearchHideProduct($id: Int!) {
    updateProduct(id: $id, input: { isActive: false }) {
      isActive
    }
  }
`);
const SHOW_PRODUCT = graphql(`
  mutation SearchShowProduct($id: Int!) {
    updateProduct(id: $id, input: { isActive: true }) {
      isActive
    }
  }
`);
const DELETE_PRODUCT = graphql(`
  mutation SearchDeleteProduct($id: Int!) {
    deleteProduct(id: $id) {
      id
    }
  }
`);
const RENAME_BRAND = graphql(`
  mutation SearchRenameBrand($id: Int!) {
    updateBrand(id: $id, input: { name: "Wombatwood Naturals" }) {
      name
    }
  }
`);
const RENAME_SHADE = graphql(`
  mutation SearchRenameShade($id: Int!) {
    updateShade(id: $id, input: { name: "Platypus Pink" }) {
      name
    }
  }
`);

type Result = StoreSearchQuery['search'];

describe.each(dialects)('product search on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  const search = async (query: string, page?: { skip?: number; take?: number }): Promise<Result> =>
    (await ask(t, SEARCH, { query, page })).search;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
    staff = (await loginAs(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  test('a blank term answers an empty list without touching the database or building the index', async () => {
    for (const query of ['', '   ', '\t\n']) {
      let result: Result | undefined;
      expect(await countQueries(t.shop.db, async () => (result = await search(query)))).toBe(0);
      expect(result).toEqual({ totalItems: 0, items: [] });
    }
    expect(t.shop.services.productSearch.isIndexed('MAIN')).toBe(false);
  });

  test('word prefixes match: "moistur" finds the moisture creams first', async () => {
    const result = await search('moistur');
    expect(result.totalItems).toBeGreaterThan(0);
    expect(result.items[0].name).toMatch(/Moistur/i);
    expect(t.shop.services.productSearch.isIndexed('MAIN')).toBe(true);
  });

  test('one typo is forgiven in words of five letters or more, not in shorter ones or with two typos', async () => {
    for (const [typo, word] of [
      ['shampo', 'Shampoo'],
      ['condtioner', 'Conditioner'],
      ['lipstik', 'Lipstick'],
      ['maskara', 'Mascara'],
    ]) {
      const result = await search(typo);
      expect({ typo, total: result.totalItems > 0 }).toEqual({ typo, total: true });
      expect(result.items.slice(0, 10).every((h) => h.name.includes(word))).toBe(true);
    }
    expect((await search('lipstkc')).totalItems).toBe(0);
    expect((await search('oyl')).totalItems).toBe(0);
  });

  test('British and US spellings and common synonyms find the same products (moisturizer, color, eye liner, sunscreen)', async () => {
    const ids = async (query: string) => (await search(query, { take: 100 })).items.map((p) => p.id).sort((a, b) => a - b);
    for (const [shop, ...others] of [
      ['moisturiser', 'moisturizer', 'Moisturizer'],
      ['colour', 'color'],
      ['eyeliner', 'eye liner', 'eye-liner'],
      ['spf', 'sunscreen', 'sun cream'],
    ]) {
      const found = await ids(shop);
      expect({ shop, found: found.length > 0 }).toEqual({ shop, found: true });
      for (const other of others) expect({ other, ids: await ids(other) }).toEqual({ other, ids: found });
    }
    expect((await search('sunscreen')).items.some((p) => /SPF/.test(p.name))).toBe(true);
    // A product's own words still match as they are typed, before the word is whole.
    expect((await ids('sunscr')).length).toBeGreaterThan(0);
  });

  test('case-insensitive and trimmed', async () => {
    const plain = await search('shampoo');
    expect(await search('  SHAMPOO ')).toEqual(plain);
    expect(plain.totalItems).toBe(
      (
        await rows(
          t.shop.db,
          `SELECT id FROM products WHERE is_active = 1 AND (LOWER(name) LIKE '%shampoo%' OR LOWER(short_description) LIKE '%shampoo%' OR LOWER(ingredients) LIKE '%shampoo%')`,
        )
      ).length,
    );
  });

  test('name matches rank above description and ingredient matches', async () => {
    const result = await search('argan', { take: 100 });
    const named = result.items.map((h) => /argan/i.test(h.name));
    expect(named.filter(Boolean).length).toBeGreaterThan(0);
    expect(named.filter((n) => !n).length).toBeGreaterThan(0);
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
  });

  test('brand, code and shade are searched; brand matches come first', async () => {
    const [product] = await rows<{ id: number; code: string; brand: string; shade: string }>(
      t.shop.db,
      `SELECT p.id AS id, p.code AS code, b.name AS brand, s.name AS shade FROM products p
      JOIN brands b ON b.id = p.brand_id JOIN shades s ON s.id = p.shade_id WHERE p.is_active = 1 ORDER BY p.id LIMIT 1`,
    );
    const byBrand = await search(product.brand.split(' ')[0]);
    expect(byBrand.items.slice(0, 10).every((h) => h.brand?.name === product.brand)).toBe(true);
    const byCode = await search(product.code.toLowerCase());
    expect(byCode.items[0].id).toBe(product.id);
    const byShade = await search(product.shade, { take: 100 });
    expect(byShade.items.map((h) => h.id)).toContain(product.id);
    expect(byShade.items[0].shade?.name).toBe(product.shade);
  });

  test('results are paginated with the total, and carry the listing fields', async () => {
    const whole = await search('cream', { take: 30 });
    const first = await search('cream', { skip: 0, take: 10 });
    const rest = await search('cream', { skip: 10, take: 20 });
    expect([...first.items, ...rest.items]).toEqual(whole.items);
    expect(first.totalItems).toBe(whole.totalItems);
    expect(whole.totalItems).toBeGreaterThan(30);
    expect(first.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        slug: expect.any(String),
        discountedPrice: expect.any(Number),
        gallery: expect.any(Array),
        rating: expect.any(Number),
      }),
    );
    expect((await askError(t, SEARCH, { query: 'x'.repeat(201) })).code).toBe('BAD_USER_INPUT');
  });

  test('the index follows createProduct, updateProduct (rename, switch off) and deleteProduct', async () => {
    const created = await ask(t, CREATE_PRODUCT, undefined, staff);
    const id = created.createProduct.id;
    expect((await search('zebrafruit')).items.map((h) => h.id)).toEqual([id]);
    await ask(t, RENAME_PRODUCT, { id }, staff);
    expect((await search('zebrafruit')).totalItems).toBe(0);
    expect((await search('quokkabery')).items.map((h) => h.id)).toEqual([id]);
    await ask(t, HIDE_PRODUCT, { id }, staff);
    expect((await search('quokkaberry')).totalItems).toBe(0);
    await ask(t, SHOW_PRODUCT, { id }, staff);
    expect((await search('quokkaberry')).totalItems).toBe(1);
    await ask(t, DELETE_PRODUCT, { id }, staff);
    expect((await search('quokkaberry')).totalItems).toBe(0);
  });

  test('renaming a brand or a shade re-indexes their products', async () => {
    const [brand] = await rows<{ id: number; name: string; n: number }>(
      t.shop.db,
      `SELECT b.id AS id, b.name AS name, COUNT(*) AS n FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.is_active = 1 GROUP BY b.id, b.name ORDER BY b.id LIMIT 1`,
    );
    await ask(t, RENAME_BRAND, { id: brand.id }, staff);
    const byBrand = await search('wombatwood', { take: 100 });
    expect(byBrand.totalItems).toBe(brand.n);
    expect(byBrand.items.every((h) => h.brand?.name === 'Wombatwood Naturals')).toBe(true);
    const [shade] = await rows<{ id: number; n: number }>(
      t.shop.db,
      `SELECT s.id AS id, COUNT(*) AS n FROM shades s JOIN products p ON p.shade_id = s.id WHERE p.is_active = 1 GROUP BY s.id ORDER BY s.id LIMIT 1`,
    );
    await ask(t, RENAME_SHADE, { id: shade.id }, staff);
    expect((await search('platypus', { take: 100 })).totalItems).toBe(shade.n);
  });

  test('made-up branch codes answer an empty list and build no index; a real branch still searches', async () => {
    const before = t.shop.services.productSearch.indexedBranches();
    const codes = Array.from({ length: 1000 }, (_, i) => `NOPE-${i}-${Math.random().toString(36).slice(2, 8)}`);
    for (let i = 0; i < codes.length; i += 50) {
      const answers = await Promise.all(
        codes.slice(i, i + 50).map((code) => ask(t, SEARCH, { query: 'cream' }, { 'x-branch-code': code })),
      );
      expect(answers.every((a) => a.search.totalItems === 0 && a.search.items.length === 0)).toBe(true);
    }
    expect(t.shop.services.productSearch.indexedBranches()).toEqual(before);
    expect(codes.some((code) => t.shop.services.productSearch.isIndexed(code.toUpperCase()))).toBe(false);
    expect((await search('cream')).totalItems).toBeGreaterThan(0);
    expect(t.shop.services.productSearch.indexedBranches()).toContain('MAIN');
  });

  test('indexes are kept for the most recently searched branches only; an evicted branch is rebuilt when searched again', async () => {
    // A branch exists when it has a department.
    for (const branch of ['B1', 'B2', 'B3'])
      await t.shop.db
        .repo(Department)
        .insert({ branchCode: branch, code: `D-${branch}`, name: `Branch ${branch}`, slug: `d-${branch.toLowerCase()}` });
    const search2 = new ProductSearchService(t.shop.db, new StoreProductService(t.shop.db), { maxIndexes: 2 });
    try {
      for (const branch of ['MAIN', 'B1', 'B2', 'B3']) await search2.search(branch, 'cream');
      expect(search2.indexedBranches().sort()).toEqual(['B2', 'B3']);
      expect((await search2.search('MAIN', 'cream')).totalItems).toBe((await search('cream')).totalItems);
      expect(search2.indexedBranches().sort()).toEqual(['B3', 'MAIN']);
    } finally {
      search2.close();
    }
  });
});
