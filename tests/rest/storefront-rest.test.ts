import { api } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

describe.each(sqliteOnly)('legacy storefront calls on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo' });
  });
  afterAll(() => t?.close());

  test('GET /get/category with search answers departments with categories and sub-categories', async () => {
    const all = await api(t, 'GET', '/get/category?BranchCode=MAIN&search=');
    expect(all.status).toBe(200);
    expect(all.body.result.length).toBeGreaterThanOrEqual(4);
    const hair = all.body.result.find((d: { DepartmentName: string }) => d.DepartmentName === 'Hair');
    expect(hair).toEqual(
      expect.objectContaining({ DepartmentID: expect.any(Number), DepartmentSlug: 'hair', DepartmentCode: expect.any(String) }),
    );
    expect(hair.Categories[0]).toEqual(
      expect.objectContaining({ CategoryID: expect.any(Number), CategoryName: expect.any(String), CategorySlug: expect.any(String) }),
    );
    expect(hair.Categories[0].Subcategories[0]).toEqual(
      expect.objectContaining({
        SubCategoryID: expect.any(Number),
        SubCategoryName: expect.any(String),
        SubCategorySlug: expect.any(String),
      }),
    );
    const found = await api(t, 'GET', '/get/category?BranchCode=main&search=skin');
    expect(found.body.result.map((d: { DepartmentName: string }) => d.DepartmentName)).toEqual(['Skin Care']);
  });

  test('GET /get/category without search answers the flat category list with DepCode', async () => {
    const res = await api(t, 'GET', '/get/category?BranchCode=MAIN');
    expect(res.status).toBe(200);
    expect(res.body.result.length).toBeGreaterThanOrEqual(12);
    expect(res.body.result[0]).toEqual(
      expect.objectContaining({
        CategoryID: expect.any(Number),
        id: expect.any(Number),
        CategoryCode: expect.any(String),
        CategorySlug: expect.any(String),
        CategoryTitle: expect.any(String),
        CategoryName: expect.any(String),
        DepCode: expect.any(String),
      }),
    );
  });

  test("navbar, a category's sub-categories, a sub-category's parent items, a parent item's products", async () => {
    const nav = await api(t, 'GET', '/get/navbar?BranchCode=Main&CategoryCode=');
    expect(nav.status).toBe(200);
    const category = nav.body.result[0];
    expect(category.Subcategories[0].InvParentItem[0]).toEqual(
      expect.objectContaining({
        ParentItemID: expect.any(Number),
        ParentItemSlug: expect.any(String),
        ParentItemTitle: expect.any(String),
      }),
    );
    const subs = await api(t, 'GET', `/get/subCategory/${category.CategorySlug}?BranchCode=MAIN`);
    expect(subs.status).toBe(200);
    expect(subs.body.result[0]).toEqual(
      expect.objectContaining({
        SubCategoryID: expect.any(Number),
        SubCategorySlug: expect.any(String),
        CategoryCode: category.CategoryCode,
        InvParentItem: expect.any(Array),
      }),
    );
    const parents = await api(t, 'GET', `/get/parentitem/${subs.body.result[0].SubCategorySlug}?BranchCode=MAIN`);
    expect(parents.body.result[0]).toEqual(
      expect.objectContaining({
        ParentItemID: expect.any(Number),
        ParentItemTitle: expect.any(String),
        ParentItemCode: expect.any(String),
        SubCategoryCode: subs.body.result[0].SubCategoryCode,
      }),
    );
    const products = await api(t, 'GET', `/get/products/${parents.body.result[0].ParentItemSlug}?BranchCode=MAIN`);
    expect(products.body.result.length).toBeGreaterThan(0);
    const p = products.body.result[0];
    expect(p).toEqual(
      expect.objectContaining({
        ProductID: expect.any(Number),
        ProductSlug: expect.any(String),
        ProductName: expect.any(String),
        ProductCode: expect.any(String),
        SalePrice: expect.any(Number),
        StockQuantity: expect.any(Number),
        GalleryImages: expect.stringMatching(/\.webp/),
        ParentItemCode: parents.body.result[0].ParentItemCode,
        BrandName: expect.any(String),
      }),
    );
    expect(p.SalePrice - p.DiscountInAmount).toBeCloseTo(p.DiscountedPrice, 2);
    expect((await api(t, 'GET', '/get/subCategory/no-such-category')).status).toBe(404);
  });

  test('product detail by id and slug, and the basket item', async () => {
    const list = (await api(t, 'GET', '/search?searchquery=shampoo&BranchCode=MAIN')).body.result;
    expect(list.length).toBeGreaterThan(0);
    const detail = await api(t, 'GET', `/get/products/${list[0].ProductID}/${list[0].ProductSlug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toEqual(
      expect.objectContaining({
        ProductID: list[0].ProductID,
        ProductName: list[0].ProductName,
        DetailedDescription: expect.any(String),
        HowToUse: expect.any(String),
      }),
    );
    expect((await api(t, 'GET', `/get/products/${list[0].ProductID}/not-its-slug`)).status).toBe(404);
    expect((await api(t, 'GET', `/get/products/abc/x`)).status).toBe(400);
    const item = await api(t, 'GET', `/product/${list[0].ProductID}`);
    expect(item.body.result).toEqual({
      ItemName: list[0].ProductName,
      ItemId: list[0].ProductID,
      SalePrice: list[0].SalePrice,
      DiscountedPrice: list[0].DiscountedPrice,
      fileName: list[0].GalleryImages.split(',')[0],
      StockQuantity: list[0].StockQuantity,
    });
    expect((await api(t, 'GET', '/search?searchquery=%20%20')).body.result).toEqual([]);
  });

  test('banners, collections and collection products, footer, About Us (aboutUs key), FAQ', async () => {
    const banners = await api(t, 'GET', '/get/banners?BranchCode=MAIN');
    expect(banners.body.result.length).toBeGreaterThan(0);
    expect(banners.body.result.every((b: { IsActive: boolean; status: string }) => b.IsActive && b.status === 'Active')).toBe(true);
    const collections = await api(t, 'GET', '/get/collections?BranchCode=MAIN');
    expect(collections.body.result.every((c: { CollectionListVeiw: string }) => /yes/i.test(c.CollectionListVeiw))).toBe(true);
    for (const slug of ['new-arrivals', 'trending', collections.body.result[0].CollectionListSlug]) {
      const res = await api(t, 'GET', `/get/collection/products/${slug}?BranchCode=MAIN`);
      expect([slug, res.status, res.body.result.length > 0]).toEqual([slug, 200, true]);
    }
    const footer = await api(t, 'GET', '/get/footer');
    expect(footer.body.result[0]).toEqual({
      FooterMainTitle: expect.any(String),
      Subtitles: expect.arrayContaining([
        expect.objectContaining({ FooterSubtitle: expect.any(String), FooterSubtitleSlug: expect.any(String) }),
      ]),
    });
    const about = await api(t, 'GET', '/get/aboutus');
    expect(about.body.result).toBeUndefined();
    expect(about.body.aboutUs[0]).toEqual({
      AboutTitle: expect.any(String),
      AboutImage: expect.any(String),
      SubSections: expect.arrayContaining([{ Heading: expect.any(String), Paragraph: expect.any(String) }]),
    });
    const faq = await api(t, 'GET', '/get/faq');
    expect(faq.body.result[0]).toEqual({
      FaqID: expect.any(Number),
      Heading: expect.any(String),
      Questions: expect.arrayContaining([{ Question: expect.any(String), Answer: expect.any(String) }]),
    });
  });

  test("brands keyed by letter, a brand's sub-categories, and every filter list", async () => {
    const brands = await api(t, 'GET', '/get/brands?BranchCode=MAIN');
    const letters = Object.keys(brands.body.result);
    expect(letters).toEqual([...letters].sort());
    const brand = brands.body.result[letters[0]][0];
    expect(brand).toEqual(
      expect.objectContaining({ BrandID: expect.any(Number), BrandName: expect.any(String), BrandSlug: expect.any(String) }),
    );
    const subs = await api(t, 'GET', `/get/brand/Subcategories?BranchCode=MAIN&BrandSlug=${brand.BrandSlug}`);
    expect(subs.body.result.length).toBeGreaterThan(0);
    expect((await api(t, 'GET', '/get/brand/Subcategories?BranchCode=MAIN')).status).toBe(400);
    const sub = subs.body.result[0].SubCategorySlug;
    for (const f of ['brand', 'size', 'type', 'color', 'shade', 'weight', 'volume', 'fragrance', 'flavor', 'vendor', 'price']) {
      const res = await api(t, 'GET', `/filter/${f}?BranchCode=MAIN&SubCategorySlug=${sub}`);
      expect([f, res.status, Array.isArray(res.body.result)]).toEqual([f, 200, true]);
    }
    const prices = await api(t, 'GET', `/filter/price?SubCategorySlug=${sub}`);
    expect(prices.body.result[0]).toEqual(expect.objectContaining({ Label: expect.any(String), Count: expect.any(Number) }));
    expect((await api(t, 'GET', '/filter/brand?SubCategorySlug=no-such-sub')).status).toBe(404);
    expect((await api(t, 'GET', '/filter/brand')).status).toBe(400);
  });

  test("/filter/vendor answers the sub-category's vendors with their counts, though vendors are not a filter shoppers see", async () => {
    const res = await api(t, 'GET', '/filter/vendor?BranchCode=MAIN&SubCategorySlug=lipstick');
    expect(res.status).toBe(200);
    const rows: Record<string, unknown>[] = res.body.result;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['Count', 'VendorCode', 'VendorName']);
      expect(row).toEqual({ VendorCode: expect.any(String), VendorName: expect.any(String), Count: expect.any(Number) });
      expect(row.Count).toBeGreaterThan(0);
    }
    const names = rows.map((r) => String(r.VendorName));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const products = await api(t, 'GET', '/filter/brand?BranchCode=MAIN&SubCategorySlug=lipstick');
    const sum = (list: { Count: number }[]) => list.reduce((n, r) => n + r.Count, 0);
    expect(sum(rows as { Count: number }[])).toBeLessThanOrEqual(sum(products.body.result));
  });

  test('user-side pieces and fabrics lists', async () => {
    for (const [path, field] of [
      ['/pieces', 'PieceName'],
      ['/fabrics', 'FabricName'],
    ]) {
      const res = await api(t, 'GET', path);
      expect([path, res.status, typeof res.body.result[0][field]]).toEqual([path, 200, 'string']);
    }
  });

  test('/api/openapi.json is served and lists the calls', async () => {
    const res = await api(t, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/get/category', '/get/products/{productId}/{productSlug}', '/admincategory/{id}', '/types/{id}']),
    );
  });
});
