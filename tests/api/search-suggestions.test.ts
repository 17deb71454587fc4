import { Role } from '../../api/src/common/roles';
import { MAX_SUGGESTION_LENGTH } from '../../api/src/modules/catalog/search/search-suggestions.service';
import { ask, askError, countQueries, loginAs, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { StoreSearchSuggestionsTestQuery } from '../generated/graphql';

const SUGGEST = graphql(`
  query StoreSearchSuggestionsTest($text: String!) {
    searchSuggestions(text: $text) {
      query
      categories {
        kind
        name
        slug
        categorySlug
      }
      brands {
        name
        slug
      }
      products {
        id
        name
        slug
        salePrice
        gallery
        shade {
          name
        }
      }
      closeMatches {
        kind
        name
        slug
      }
      popularCategories {
        kind
        name
        slug
      }
    }
  }
`);
const COUNT = graphql(`
  query StoreSearchSuggestionsCount($query: String!) {
    search(query: $query, page: { take: 100 }) {
      items {
        id
      }
    }
  }
`);
const CREATE_BRAND = graphql(`
  mutation SuggestionsCreateBrand {
    createBrand(input: { name: "Nairn Naturals", slug: "nairn-naturals" }) {
      id
    }
  }
`);
const HIDE_CATEGORY = graphql(`
  mutation SuggestionsHideCategory($id: Int!) {
    updateCategory(id: $id, input: { isActive: false }) {
      isActive
    }
  }
`);

type Suggestions = StoreSearchSuggestionsTestQuery['searchSuggestions'];

describe.each(dialects)('search suggestions on %s', (dialect) => {
  let t: TestShop;
  const suggest = async (text: string): Promise<Suggestions> => (await ask(t, SUGGEST, { text })).searchSuggestions;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
  });
  afterAll(() => t?.close());

  test('three letters suggest a category (names starting with them first), a brand and products, in one answer', async () => {
    const s = await suggest('nai');
    expect(s.query).toBe('nai');
    expect(s.categories[0]).toEqual({ kind: 'CATEGORY', name: 'Nails', slug: 'nails', categorySlug: null });
    expect(s.categories).toContainEqual({ kind: 'SUB_CATEGORY', name: 'Nail Polish', slug: 'nail-polish', categorySlug: 'nails' });
    expect(s.brands.map((b) => b.name)).toEqual(['Mayfield Nails']);
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.every((p) => /nail/i.test(p.name))).toBe(true);
    // The best of the product search, by name, brand or shade (the results page also searches descriptions).
    const ranked = (await ask(t, COUNT, { query: 'nai' })).search.items.map((p) => p.id);
    expect(s.products.map((p) => ranked.includes(p.id))).toEqual(s.products.map(() => true));
    expect(s.closeMatches).toEqual([]);
    expect(s.popularCategories).toEqual([]);
  });

  test('each group is capped (4 categories, 3 brands, 6 products) whatever the text matches; case and spaces do not matter', async () => {
    const s = await suggest('  HAIR ');
    expect(s.query).toBe('HAIR');
    expect(s.categories).toHaveLength(4);
    expect(s.categories.every((c) => c.name.startsWith('Hair'))).toBe(true);
    expect(s.brands).toHaveLength(3);
    expect(s.products).toHaveLength(6);
  });

  test('typed % and _ are letters, not wildcards', async () => {
    const s = await suggest('%a_');
    expect(s.categories).toEqual([]);
    expect(s.brands).toEqual([]);
  });

  test('blank text answers empty groups without a query; more than 100 characters is refused as bad input', async () => {
    let s: Suggestions | undefined;
    expect(await countQueries(t.shop.db, async () => (s = await suggest('   ')))).toBe(0);
    expect(s).toEqual({ query: '', categories: [], brands: [], products: [], closeMatches: [], popularCategories: [] });
    expect((await suggest('n'.repeat(MAX_SUGGESTION_LENGTH))).query).toHaveLength(MAX_SUGGESTION_LENGTH);
    const refused = await askError(t, SUGGEST, { text: 'n'.repeat(MAX_SUGGESTION_LENGTH + 1) });
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe('Search text must be at most 100 characters');
  });

  test('many suggestions in one request are refused by the query cost before any runs', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `s${i}: searchSuggestions(text: "nai") { query }`).join('\n');
    const error = await askError(t, `query Many { ${aliases} }`);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/too complex/);
  });

  test('nothing matched: close names a typo or two away, and the categories with the most products', async () => {
    const s = await suggest('mayfeild');
    expect(s.categories).toEqual([]);
    expect(s.brands).toEqual([]);
    expect(s.products).toEqual([]);
    expect(s.closeMatches[0]).toEqual({ kind: 'BRAND', name: 'Mayfield Nails', slug: 'mayfield-nails' });
    const byCategory = await rows<{ name: string }>(
      t.shop.db,
      `SELECT c.name AS name FROM products p JOIN parent_items pi ON pi.id = p.parent_item_id
       JOIN sub_categories s ON s.id = pi.sub_category_id JOIN categories c ON c.id = s.category_id
       WHERE p.is_active = 1 GROUP BY c.id, c.name ORDER BY COUNT(*) DESC, c.name LIMIT 4`,
    );
    expect(s.popularCategories.map((c) => c.name)).toEqual(byCategory.map((c) => c.name));
    expect(s.popularCategories.every((c) => c.kind === 'CATEGORY')).toBe(true);

    const products = await suggest('shampu conditoner');
    expect(products.products).toEqual([]);
    expect(products.closeMatches.length).toBeGreaterThan(0);
    expect(products.closeMatches.some((m) => m.kind === 'SUB_CATEGORY' && m.name === 'Conditioner')).toBe(true);

    const nothingClose = await suggest('qqxxzzqq');
    expect(nothingClose.closeMatches).toEqual([]);
    expect(nothingClose.popularCategories).toHaveLength(4);
  });

  test('the search box and the results page agree: the box suggests products whenever the results page has some, and only then', async () => {
    for (const text of ['moisturizer', 'moisturiser', 'color', 'sunscreen', 'eye liner', 'argan', 'conditoner', 'mayfeild', 'qqxxzzqq']) {
      const [box, page] = await Promise.all([suggest(text), ask(t, COUNT, { query: text })]);
      expect({ text, suggested: box.products.length > 0 }).toEqual({ text, suggested: page.search.items.length > 0 });
      const pageIds = new Set(page.search.items.map((p) => p.id));
      expect(box.products.filter((p) => !pageIds.has(p.id))).toEqual([]);
    }
    expect((await suggest('moisturizer')).categories.map((c) => c.name)).toContain('Moisturisers');
  });

  test('only what the storefront shows: a brand without products and a switched-off category are not suggested', async () => {
    const staff = (await loginAs(t, Role.ADMIN)).headers;
    await ask(t, CREATE_BRAND, undefined, staff);
    expect((await suggest('nai')).brands.map((b) => b.name)).toEqual(['Mayfield Nails']);
    const [nails] = await rows<{ id: number }>(t.shop.db, `SELECT id FROM categories WHERE slug = 'nails'`);
    await ask(t, HIDE_CATEGORY, { id: Number(nails.id) }, staff);
    const s = await suggest('nai');
    expect(s.categories).toEqual([]);
  });
});
