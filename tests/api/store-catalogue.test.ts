import { Role } from '../../api/src/common/roles';
import { ask, askError, countQueries, loginAs, rows, startStoreShop } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const MENU = graphql(`
  query StoreMenu {
    menu {
      name
      slug
      position
      categories {
        name
        slug
        position
        subCategories {
          name
          slug
          parentItems {
            title
            slug
          }
        }
      }
    }
  }
`);
const NAVBAR = graphql(`
  query StoreNavbar($code: String) {
    navbarCategories(categoryCode: $code) {
      code
      name
      slug
      department {
        slug
      }
      subCategories {
        name
        slug
        parentItems {
          title
          slug
        }
      }
    }
  }
`);
const DEPARTMENTS = graphql(`
  query StoreCatalogueDepartments {
    departments {
      items {
        id
      }
    }
  }
`);
const CREATE_CATEGORY = graphql(`
  mutation StoreCatalogueCreateCategory($d: Int!) {
    createCategory(input: { departmentId: $d, title: "Gift Boxes" }) {
      id
    }
  }
`);
const CREATE_SUB_CATEGORY = graphql(`
  mutation StoreCatalogueCreateSubCategory($c: Int!) {
    createSubCategory(input: { categoryId: $c, title: "Mini Gift Boxes" }) {
      id
    }
  }
`);
const CREATE_PARENT_ITEM = graphql(`
  mutation StoreCatalogueCreateParentItem($s: Int!) {
    createParentItem(input: { subCategoryId: $s, title: "Pamper Box" }) {
      id
    }
  }
`);
const CATEGORY = graphql(`
  query StoreCategory($s: String!) {
    categoryBySlug(slug: $s) {
      name
      department {
        slug
      }
      subCategories {
        slug
      }
    }
  }
`);
const SHAMPOO = graphql(`
  query StoreSubCategoryShampoo {
    subCategoryBySlug(slug: "shampoo") {
      name
      title
      category {
        slug
        department {
          slug
        }
      }
      parentItems {
        title
        slug
        position
      }
    }
  }
`);
const PARENT_ITEM = graphql(`
  query StoreParentItem($s: String!) {
    parentItemBySlug(slug: $s) {
      title
      subCategory {
        slug
      }
      products {
        name
        isActive
        discountedPrice
      }
    }
  }
`);
const HAIR = graphql(`
  query StoreDepartmentHair {
    departmentBySlug(slug: "hair") {
      name
      categories {
        slug
      }
    }
  }
`);
const HIDE_SUB_CATEGORY = graphql(`
  mutation StoreCatalogueHideSubCategory($id: Int!) {
    updateSubCategory(id: $id, input: { isActive: false }) {
      isActive
    }
  }
`);
const SHOW_SUB_CATEGORY = graphql(`
  mutation StoreCatalogueShowSubCategory($id: Int!) {
    updateSubCategory(id: $id, input: { isActive: true }) {
      isActive
    }
  }
`);
const HAIRSPRAY = graphql(`
  query StoreSubCategoryHairspray {
    subCategoryBySlug(slug: "hairspray") {
      slug
    }
  }
`);

describe.each(dialects)('storefront catalogue tree on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
    staff = (await loginAs(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  test('menu: the seeded departments → categories → sub-categories → parent items, in position order', async () => {
    const { menu } = await ask(t, MENU);
    const departments = await rows<{ name: string }>(
      t.shop.db,
      `SELECT name FROM departments WHERE branch_code = 'MAIN' AND is_active = 1 ORDER BY position, id`,
    );
    expect(menu.map((d) => d.name)).toEqual(departments.map((d) => d.name));
    expect(menu).toHaveLength(6);
    const categories = menu.flatMap((d) => d.categories);
    const subs = categories.flatMap((c) => c.subCategories);
    expect(categories).toHaveLength(23);
    expect(subs).toHaveLength(51);
    expect(subs.flatMap((s) => s.parentItems)).toHaveLength(83);
    for (const d of menu)
      expect(d.categories.map((c) => c.position)).toEqual([...d.categories.map((c) => c.position)].sort((a, b) => a - b));
    const hair = menu.find((d) => d.slug === 'hair')!;
    expect(hair.categories.length).toBeGreaterThan(0);
  });

  test('menu: the number of SQL statements does not grow with the rows (DataLoader)', async () => {
    const before = await countQueries(t.shop.db, () => ask(t, MENU));
    expect(before).toBeLessThanOrEqual(6);
    const { departments } = await ask(t, DEPARTMENTS);
    const dep = departments.items[0].id;
    const cat = await ask(t, CREATE_CATEGORY, { d: dep }, staff);
    const sub = await ask(t, CREATE_SUB_CATEGORY, { c: cat.createCategory.id }, staff);
    await ask(t, CREATE_PARENT_ITEM, { s: sub.createSubCategory.id }, staff);
    const after = await countQueries(t.shop.db, () => ask(t, MENU));
    expect(after).toBe(before);
    const { menu } = await ask(t, MENU);
    const added = menu.flatMap((d) => d.categories).find((c) => c.slug === 'gift-boxes')!;
    expect(added.subCategories).toEqual([
      { name: 'Mini Gift Boxes', slug: 'mini-gift-boxes', parentItems: [{ title: 'Pamper Box', slug: 'pamper-box' }] },
    ]);
  });

  test('navbarCategories: active categories in department then category order, one when a code is given', async () => {
    const { navbarCategories } = await ask(t, NAVBAR);
    const expected = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT c.slug FROM categories c JOIN departments d ON d.id = c.department_id WHERE c.branch_code = 'MAIN' AND c.is_active = 1 AND d.is_active = 1 ORDER BY d.position, d.id, c.position, c.id`,
    );
    expect(navbarCategories.map((c) => c.slug)).toEqual(expected.map((c) => c.slug));
    expect(navbarCategories.every((c) => c.subCategories.length > 0)).toBe(true);
    const first = navbarCategories[0];
    const one = await ask(t, NAVBAR, { code: first.code.toLowerCase() });
    expect(one.navbarCategories).toEqual([first]);
  });

  test('categoryBySlug answers the category with its sub-categories and its department; slugs match case-insensitively', async () => {
    const [cat] = await rows<{ slug: string; name: string; id: number }>(
      t.shop.db,
      `SELECT id, slug, name FROM categories WHERE branch_code = 'MAIN' AND is_active = 1 ORDER BY id LIMIT 1`,
    );
    const subs = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT slug FROM sub_categories WHERE category_id = ? AND is_active = 1 ORDER BY position, id`,
      [cat.id],
    );
    const { categoryBySlug } = await ask(t, CATEGORY, { s: ` ${cat.slug.toUpperCase()} ` });
    expect(categoryBySlug.name).toBe(cat.name);
    expect(categoryBySlug.department?.slug).toBeTruthy();
    expect(categoryBySlug.subCategories.map((s) => s.slug)).toEqual(subs.map((s) => s.slug));
  });

  test('subCategoryBySlug answers the sub-category with its parent items and its category', async () => {
    const { subCategoryBySlug } = await ask(t, SHAMPOO);
    expect(subCategoryBySlug.name).toBe('Shampoo');
    expect(subCategoryBySlug.category?.department?.slug).toBe('hair');
    const expected = await rows<{ slug: string }>(
      t.shop.db,
      `SELECT p.slug FROM parent_items p JOIN sub_categories s ON s.id = p.sub_category_id WHERE s.slug = 'shampoo' AND p.is_active = 1 ORDER BY p.position, p.id`,
    );
    expect(subCategoryBySlug.parentItems.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(expected.length).toBeGreaterThan(0);
  });

  test('parentItemBySlug answers the family with its active products by name', async () => {
    const [family] = await rows<{ id: number; slug: string; title: string }>(
      t.shop.db,
      `SELECT id, slug, title FROM parent_items WHERE branch_code = 'MAIN' ORDER BY id LIMIT 1`,
    );
    const products = await rows<{ name: string }>(t.shop.db, `SELECT name FROM products WHERE parent_item_id = ? AND is_active = 1`, [
      family.id,
    ]);
    const { parentItemBySlug } = await ask(t, PARENT_ITEM, { s: family.slug });
    expect(parentItemBySlug.title).toBe(family.title);
    expect(parentItemBySlug.subCategory?.slug).toBeTruthy();
    const names = parentItemBySlug.products.map((p) => p.name);
    expect([...names].sort()).toEqual(products.map((p) => p.name).sort());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('departmentBySlug answers an active department', async () => {
    const { departmentBySlug } = await ask(t, HAIR);
    expect(departmentBySlug.name).toBe('Hair');
    expect(departmentBySlug.categories.length).toBeGreaterThan(0);
  });

  test.each([
    ['departmentBySlug', 'department'],
    ['categoryBySlug', 'category'],
    ['subCategoryBySlug', 'sub-category'],
    ['parentItemBySlug', 'parent item'],
  ])('%s with an unknown slug answers NOT_FOUND naming the slug', async (field, label) => {
    const error = await askError(t, `{ ${field}(slug: "no-such-thing") { id } }`);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: `No ${label} with slug "no-such-thing"` });
  });

  test('a switched-off sub-category leaves the menu and its page answers NOT_FOUND; the public needs no token', async () => {
    const [sub] = await rows<{ id: number; slug: string }>(t.shop.db, `SELECT id, slug FROM sub_categories WHERE slug = 'hairspray'`);
    await ask(t, HIDE_SUB_CATEGORY, { id: sub.id }, staff);
    try {
      const { menu } = await ask(t, MENU);
      expect(
        menu
          .flatMap((d) => d.categories)
          .flatMap((c) => c.subCategories)
          .map((s) => s.slug),
      ).not.toContain('hairspray');
      expect((await askError(t, `{ subCategoryBySlug(slug: "hairspray") { id } }`)).code).toBe('NOT_FOUND');
    } finally {
      await ask(t, SHOW_SUB_CATEGORY, { id: sub.id }, staff);
    }
    const { subCategoryBySlug } = await ask(t, HAIRSPRAY);
    expect(subCategoryBySlug.slug).toBe('hairspray');
  });
});
