import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fs from 'node:fs';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { pngBuffer } from '../helpers/accounts';
import { callerHeaders, CallerName, fails as failsText, Headers, ok as okText } from '../helpers/crud';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { CreateProductInput, ProductListOptions } from '../generated/graphql';
import { startTestShop, TestShop } from '../helpers/test-shop';

/**
 * The back office's product API beyond the form: the staff list's filters, collection membership, the
 * prices grid's bulk save, and CSV export and import — on each database, through GraphQL as the back office calls it.
 */

const LIST = graphql(`
  query ProductsAdminList($o: ProductListOptions) {
    products(options: $o) {
      totalItems
      items {
        id
        code
        name
        stockQuantity
        isActive
      }
    }
  }
`);
const SET_COLLECTIONS = graphql(`
  mutation ProductsAdminSetCollections($p: Int!, $c: [Int!]!) {
    setProductCollections(productId: $p, collectionIds: $c) {
      id
      collections {
        id
        slug
      }
    }
  }
`);
const PRODUCT = graphql(`
  query ProductsAdminProduct($id: Int!) {
    product(id: $id) {
      id
      code
      name
      salePrice
      costPrice
      wholeSalePrice
      discountInAmount
      discountInPercent
      collections {
        slug
      }
    }
  }
`);
const PRODUCT_WITHOUT_COLLECTIONS = graphql(`
  query ProductsAdminProductWithoutCollections($id: Int!) {
    product(id: $id) {
      id
      code
      name
      salePrice
      costPrice
      wholeSalePrice
      discountInAmount
      discountInPercent
    }
  }
`);
const SET_IMAGES = graphql(`
  mutation ProductsAdminSetImages($p: Int!, $i: [ProductImageInput!]!) {
    setProductImages(productId: $p, images: $i) {
      id
      mainImage
      fileName
      galleryImages
      gallery
    }
  }
`);
const PRICES = graphql(`
  mutation ProductsAdminPrices($rows: [ProductPriceInput!]!) {
    updateProductPrices(rows: $rows) {
      changedCount
      unchangedCount
      rows {
        productId
        code
        name
        changed
        changes {
          field
          from
          to
        }
      }
    }
  }
`);
const EXPORT = graphql(`
  query ProductsAdminExport($o: ProductListOptions) {
    productsCsv(options: $o) {
      csv
      rowCount
      totalItems
      truncated
    }
  }
`);
const PREVIEW = graphql(`
  mutation ProductsAdminPreviewImport($csv: String!) {
    previewProductImport(csv: $csv) {
      applied
      totalRows
      createCount
      updateCount
      unchangedCount
      errorRowCount
      errorCount
      rows {
        rowNumber
        code
        name
        action
        changes
      }
      errors {
        rowNumber
        column
        message
      }
    }
  }
`);
const IMPORT = graphql(`
  mutation ProductsAdminImport($csv: String!) {
    importProducts(csv: $csv) {
      applied
      totalRows
      createCount
      updateCount
      unchangedCount
      errorRowCount
      errorCount
      rows {
        rowNumber
        code
        name
        action
        changes
      }
      errors {
        rowNumber
        column
        message
      }
    }
  }
`);
const CREATE_DEPARTMENT = graphql(`
  mutation ProductsAdminCreateDepartment($input: CreateDepartmentInput!) {
    createDepartment(input: $input) {
      id
      code
    }
  }
`);
const CREATE_CATEGORY = graphql(`
  mutation ProductsAdminCreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      id
      code
    }
  }
`);
const CREATE_SUB_CATEGORY = graphql(`
  mutation ProductsAdminCreateSubCategory($input: CreateSubCategoryInput!) {
    createSubCategory(input: $input) {
      id
      code
    }
  }
`);
const CREATE_PARENT_ITEM = graphql(`
  mutation ProductsAdminCreateParentItem($input: CreateParentItemInput!) {
    createParentItem(input: $input) {
      id
      code
    }
  }
`);
const CREATE_BRAND = graphql(`
  mutation ProductsAdminCreateBrand($input: CreateBrandInput!) {
    createBrand(input: $input) {
      id
      code
    }
  }
`);
const CREATE_COLLECTION = graphql(`
  mutation ProductsAdminCreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      id
      slug
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation ProductsAdminCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
      code
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query ProductsAdminNotifications {
    staffNotifications {
      entries {
        kind
        count
        path
      }
    }
  }
`);
const PARENT_ITEMS = graphql(`
  query ProductsAdminParentItems($o: ParentItemListOptions) {
    parentItems(options: $o) {
      items {
        title
      }
    }
  }
`);
const STORE_PRODUCT_COLLECTIONS = graphql(`
  query ProductsAdminStoreProductCollections($id: Int!) {
    storeProduct(id: $id) {
      name
      collections {
        slug
      }
    }
  }
`);
const ARGAN_OIL = graphql(`
  query ProductsAdminArganOil {
    products(options: { search: "Argan" }) {
      items {
        id
        code
        salePrice
        vegan
        brand {
          name
        }
        parentItem {
          title
        }
        detailedDescription
        collections {
          slug
        }
      }
    }
  }
`);
const PRODUCT_TEXTS = graphql(`
  query ProductsAdminProductTexts($id: Int!) {
    product(id: $id) {
      detailedDescription
      howToUse
      expiryDate
      lengthCm
    }
  }
`);
const SET_HOW_TO_USE = graphql(`
  mutation ProductsAdminSetHowToUse($id: Int!) {
    updateProduct(id: $id, input: { howToUse: "'+ apply daily" }) {
      id
    }
  }
`);

/** crud's ok() for a typed document: the variables and the data are typed. */
const ok = <R, V>(url: string, document: TypedDocumentNode<R, V>, variables: V, headers: Headers): Promise<R> =>
  okText<R>(url, print(document), variables as Record<string, unknown>, headers);
/** crud's fails() for a document. */
const fails = (url: string, document: DocumentNode, variables: Record<string, unknown>, headers: Headers) =>
  failsText(url, print(document), variables, headers);

interface Catalogue {
  departments: { beauty: number; hair: number };
  parents: { serums: number; wigs: number };
  brands: { glow: number; mane: number };
  collections: { summer: number; gifts: number };
  products: Record<'serum' | 'toner' | 'retired' | 'wig' | 'extension', { id: number; code: string }>;
}

describe.each(dialects)('back-office products on %s', (dialect) => {
  let t: TestShop;
  let callers: Record<CallerName, Headers>;
  let staff: Headers;
  let c: Catalogue;

  const listIds = async (options: ProductListOptions, headers = staff) => {
    const { products } = await ok(t.url, LIST, { o: options }, headers);
    return { total: products.totalItems, names: products.items.map((p) => p.name) };
  };
  const product = async (id: number) => (await ok(t.url, PRODUCT, { id }, staff)).product;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    callers = await callerHeaders(t);
    staff = callers.admin;
    const department = async (name: string) => (await ok(t.url, CREATE_DEPARTMENT, { input: { name } }, staff)).createDepartment;
    const category = async (departmentId: number, title: string) =>
      (await ok(t.url, CREATE_CATEGORY, { input: { departmentId, title } }, staff)).createCategory;
    const subCategory = async (categoryId: number, title: string) =>
      (await ok(t.url, CREATE_SUB_CATEGORY, { input: { categoryId, title } }, staff)).createSubCategory;
    const parentItem = async (subCategoryId: number, title: string) =>
      (await ok(t.url, CREATE_PARENT_ITEM, { input: { subCategoryId, title } }, staff)).createParentItem;
    const brand = async (name: string, slug: string) => (await ok(t.url, CREATE_BRAND, { input: { name, slug } }, staff)).createBrand;
    const collection = async (name: string) => (await ok(t.url, CREATE_COLLECTION, { input: { name } }, staff)).createCollection;
    const beauty = await department('Beauty');
    const hair = await department('Hair');
    const skincare = await category(beauty.id, 'Skincare');
    const wigsCat = await category(hair.id, 'Wigs and Extensions');
    const faceCare = await subCategory(skincare.id, 'Face Care');
    const humanHair = await subCategory(wigsCat.id, 'Human Hair');
    const serums = await parentItem(faceCare.id, 'Serums');
    const wigs = await parentItem(humanHair.id, 'Lace Wigs');
    const glow = await brand('Glow Lab', 'glow-lab');
    const mane = await brand('Mane Street', 'mane-street');
    const summer = await collection('Summer Edit');
    const gifts = await collection('Gift Ideas');
    const p = async (input: CreateProductInput) => (await ok(t.url, CREATE_PRODUCT, { input }, staff)).createProduct;
    c = {
      departments: { beauty: beauty.id, hair: hair.id },
      parents: { serums: serums.id, wigs: wigs.id },
      brands: { glow: glow.id, mane: mane.id },
      collections: { summer: summer.id, gifts: gifts.id },
      products: {
        serum: await p({
          name: 'Vitamin C Serum',
          salePrice: 20,
          costPrice: 8,
          stockQuantity: 12,
          parentItemId: serums.id,
          brandId: glow.id,
        }),
        toner: await p({ name: 'Rose Toner', salePrice: 9.99, stockQuantity: 0, parentItemId: serums.id, brandId: glow.id }),
        retired: await p({
          name: 'Retired Serum',
          salePrice: 5,
          stockQuantity: 3,
          parentItemId: serums.id,
          brandId: mane.id,
          isActive: false,
        }),
        wig: await p({ name: 'Body Wave Wig', salePrice: 120, stockQuantity: 2, parentItemId: wigs.id, brandId: mane.id }),
        extension: await p({ name: 'Clip-in Extension', salePrice: 45, stockQuantity: 0, brandId: mane.id }),
      },
    };
  });
  afterAll(() => t?.close());

  describe('staff product list filters', () => {
    test('department, parent item, brand, active and in stock narrow the list, alone and together', async () => {
      expect((await listIds({ departmentId: c.departments.beauty })).names).toEqual(['Retired Serum', 'Rose Toner', 'Vitamin C Serum']);
      expect((await listIds({ departmentId: c.departments.hair })).names).toEqual(['Body Wave Wig']);
      expect((await listIds({ parentItemId: c.parents.wigs })).names).toEqual(['Body Wave Wig']);
      expect((await listIds({ brandId: c.brands.mane })).names).toEqual(['Body Wave Wig', 'Clip-in Extension', 'Retired Serum']);
      expect((await listIds({ isActive: false })).names).toEqual(['Retired Serum']);
      expect((await listIds({ inStock: true })).names).toEqual(['Body Wave Wig', 'Retired Serum', 'Vitamin C Serum']);
      expect((await listIds({ inStock: false })).names).toEqual(['Clip-in Extension', 'Rose Toner']);
      expect((await listIds({ departmentId: c.departments.beauty, isActive: true, inStock: true })).names).toEqual(['Vitamin C Serum']);
      expect((await listIds({ brandId: c.brands.mane, departmentId: c.departments.beauty })).names).toEqual(['Retired Serum']);
    });

    test('filters keep search, sort and paging, and totalItems counts every match', async () => {
      const page = await listIds({
        departmentId: c.departments.beauty,
        search: 'SERUM',
        sortBy: 'salePricePence',
        sortDirection: 'DESC',
        take: 1,
      });
      expect(page).toEqual({ total: 2, names: ['Vitamin C Serum'] });
      expect(
        await listIds({
          departmentId: c.departments.beauty,
          search: 'serum',
          sortBy: 'salePricePence',
          sortDirection: 'DESC',
          take: 1,
          skip: 1,
        }),
      ).toEqual({ total: 2, names: ['Retired Serum'] });
      expect(await listIds({ departmentId: 999_999 })).toEqual({ total: 0, names: [] });
    });

    test('lowStock: the active products at or under the low-stock level, as the notifications count them', async () => {
      expect((await listIds({ lowStock: true })).names).toEqual(['Body Wave Wig', 'Clip-in Extension', 'Rose Toner']);
      expect((await listIds({ lowStock: false })).names).toEqual(['Retired Serum', 'Vitamin C Serum']);
      expect((await listIds({ lowStock: true, brandId: c.brands.mane, search: 'wig' })).names).toEqual(['Body Wave Wig']);
      const { staffNotifications } = await ok(t.url, NOTIFICATIONS, {}, staff);
      const low = staffNotifications.entries.find((e) => e.path.startsWith('/dashboard/products'));
      expect(low).toMatchObject({ count: 3, path: '/dashboard/products?stock=low' });
    });

    test('the search finds a product by its name or its code, in any case', async () => {
      const { wig } = c.products;
      expect((await listIds({ search: wig.code.toLowerCase() })).names).toEqual(['Body Wave Wig']);
      expect((await listIds({ search: 'body WAVE' })).names).toEqual(['Body Wave Wig']);
    });

    test("the parent items of a department (the list's dependent parent-item filter)", async () => {
      const titles = async (departmentId: number) =>
        (await ok(t.url, PARENT_ITEMS, { o: { departmentId } }, staff)).parentItems.items.map((p) => p.title);
      expect(await titles(c.departments.beauty)).toEqual(['Serums']);
      expect(await titles(c.departments.hair)).toEqual(['Lace Wigs']);
    });

    test('shoppers never see inactive products, whatever they ask for', async () => {
      expect((await listIds({ departmentId: c.departments.beauty, isActive: false }, callers.anonymous)).names).toEqual([
        'Rose Toner',
        'Vitamin C Serum',
      ]);
    });
  });

  describe('collection membership', () => {
    test("staff put a product in collections, change them, and list a collection's products", async () => {
      const { serum, wig } = c.products;
      const set = await ok(
        t.url,
        SET_COLLECTIONS,
        { p: serum.id, c: [c.collections.summer, c.collections.gifts, c.collections.summer] },
        staff,
      );
      expect(set.setProductCollections.collections.map((x) => x.slug).sort()).toEqual(['gift-ideas', 'summer-edit']);
      await ok(t.url, SET_COLLECTIONS, { p: wig.id, c: [c.collections.summer] }, staff);
      expect((await listIds({ collectionId: c.collections.summer })).names).toEqual(['Body Wave Wig', 'Vitamin C Serum']);
      expect((await listIds({ collectionId: c.collections.gifts })).names).toEqual(['Vitamin C Serum']);

      await ok(t.url, SET_COLLECTIONS, { p: serum.id, c: [c.collections.gifts] }, staff);
      expect((await product(serum.id)).collections).toEqual([{ slug: 'gift-ideas' }]);
      expect((await listIds({ collectionId: c.collections.summer })).names).toEqual(['Body Wave Wig']);
      await ok(t.url, SET_COLLECTIONS, { p: wig.id, c: [] }, staff);
      expect((await listIds({ collectionId: c.collections.summer })).names).toEqual([]);
    });

    test('an unknown collection or product is refused and changes nothing', async () => {
      const { serum } = c.products;
      const before = (await product(serum.id)).collections;
      const bad = await fails(t.url, SET_COLLECTIONS, { p: serum.id, c: [c.collections.summer, 987_654] }, staff);
      expect(bad).toMatchObject({ message: 'No collection with id 987654', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await product(serum.id)).collections).toEqual(before);
      expect((await fails(t.url, SET_COLLECTIONS, { p: 987_654, c: [] }, staff)).extensions?.code).toBe('NOT_FOUND');
    });

    test("customers and guests can neither set nor read a product's collections", async () => {
      const vars = { p: c.products.serum.id, c: [c.collections.summer] };
      expect((await fails(t.url, SET_COLLECTIONS, vars, callers.anonymous)).extensions?.code).toBe('UNAUTHENTICATED');
      expect((await fails(t.url, SET_COLLECTIONS, vars, callers.customer)).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(t.url, STORE_PRODUCT_COLLECTIONS, { id: c.products.serum.id }, callers.customer)).extensions?.code).toBe(
        'FORBIDDEN',
      );
    });
  });

  describe('pictures', () => {
    const upload = async (headers: Headers) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await pngBuffer(60, 60))], { type: 'image/png' }), 'x.png');
      const res = await fetch(`${t.url}/upload/products`, { method: 'POST', body: form, headers });
      return ((await res.json()) as { fileName: string }).fileName;
    };

    test('new uploads are taken over under names of their own, kept ones stay, the first is the main image', async () => {
      const { toner } = c.products;
      const [a, b] = [await upload(staff), await upload(staff)];
      const first = (
        await ok(
          t.url,
          SET_IMAGES,
          { p: toner.id, i: [{ uploadedFileName: a, originalName: 'Rose Toner Front.png' }, { uploadedFileName: b }] },
          staff,
        )
      ).setProductImages;
      const [front, back] = first.gallery;
      expect(front).toMatch(/^rose-toner-front-[0-9a-f]{12}\.png$/);
      expect(back).toMatch(/^image-[0-9a-f]{12}\.png$/);
      expect(first).toMatchObject({ mainImage: front, fileName: front, galleryImages: `${front},${back}` });
      const dir = path.join(t.dataDir, 'uploads', 'products');
      expect([front, back].map((f) => fs.existsSync(path.join(dir, f)))).toEqual([true, true]);
      expect(fs.existsSync(path.join(dir, a))).toBe(false);

      const reordered = (await ok(t.url, SET_IMAGES, { p: toner.id, i: [{ file: back }, { file: front }] }, staff)).setProductImages;
      expect(reordered).toMatchObject({ gallery: [back, front], mainImage: back });
      expect((await ok(t.url, SET_IMAGES, { p: toner.id, i: [] }, staff)).setProductImages).toMatchObject({
        gallery: [],
        mainImage: null,
        galleryImages: '',
      });
    });

    test("a name that is not the product's, an upload taken twice or a stranger is refused", async () => {
      const { serum } = c.products;
      const bad = await fails(t.url, SET_IMAGES, { p: serum.id, i: [{ file: '../../secret.png' }] }, staff);
      expect(bad).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      const a = await upload(staff);
      await ok(t.url, SET_IMAGES, { p: serum.id, i: [{ uploadedFileName: a }] }, staff);
      expect((await fails(t.url, SET_IMAGES, { p: serum.id, i: [{ uploadedFileName: a }] }, staff)).message).toMatch(
        /^No uploaded image .* upload it again$/,
      );
      expect((await fails(t.url, SET_IMAGES, { p: serum.id, i: [] }, callers.customer)).extensions?.code).toBe('FORBIDDEN');
      expect((await fails(t.url, SET_IMAGES, { p: 987_654, i: [] }, staff)).extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('bulk prices', () => {
    test('saves every row in one go, keeps discount amount and percent consistent, and reports what changed', async () => {
      const { serum, toner, wig } = c.products;
      const before = await product(wig.id);
      const { updateProductPrices: summary } = await ok(
        t.url,
        PRICES,
        {
          rows: [
            { productId: serum.id, salePrice: 25, discountInAmount: 5, costPrice: 8 },
            { productId: toner.id, discountInPercent: 10, wholeSalePrice: 6.5 },
            {
              productId: wig.id,
              salePrice: before.salePrice,
              discountInAmount: before.discountInAmount,
              discountInPercent: before.discountInPercent,
            },
          ],
        },
        staff,
      );
      expect(summary).toEqual({
        changedCount: 2,
        unchangedCount: 1,
        rows: [
          {
            productId: serum.id,
            code: serum.code,
            name: 'Vitamin C Serum',
            changed: true,
            changes: [
              { field: 'salePrice', from: 20, to: 25 },
              { field: 'discountInAmount', from: 0, to: 5 },
              { field: 'discountInPercent', from: 0, to: 20 },
            ],
          },
          {
            productId: toner.id,
            code: toner.code,
            name: 'Rose Toner',
            changed: true,
            changes: [
              { field: 'wholeSalePrice', from: null, to: 6.5 },
              { field: 'discountInAmount', from: 0, to: 1 },
              { field: 'discountInPercent', from: 0, to: 10 },
            ],
          },
          { productId: wig.id, code: wig.code, name: 'Body Wave Wig', changed: false, changes: [] },
        ],
      });
      expect(await product(serum.id)).toMatchObject({ salePrice: 25, costPrice: 8, discountInAmount: 5, discountInPercent: 20 });
      expect(await product(toner.id)).toMatchObject({ salePrice: 9.99, wholeSalePrice: 6.5, discountInAmount: 1, discountInPercent: 10 });
    });

    test('one bad row saves nothing, and the error names the row', async () => {
      const { serum, toner, wig } = c.products;
      const before = await Promise.all([serum, toner, wig].map((p) => product(p.id)));
      const bad = await fails(
        t.url,
        PRICES,
        {
          rows: [
            { productId: serum.id, salePrice: 30 },
            { productId: toner.id, salePrice: 10 },
            { productId: wig.id, salePrice: 10, discountInAmount: 12 },
          ],
        },
        staff,
      );
      expect(bad).toMatchObject({
        message: `Row 3 (${wig.code}): Discount amount cannot be more than the sale price`,
        extensions: { code: 'BAD_USER_INPUT', field: 'rows.2.discountInAmount' },
      });
      const negative = await fails(
        t.url,
        PRICES,
        {
          rows: [
            { productId: serum.id, salePrice: 31 },
            { productId: toner.id, costPrice: -1 },
          ],
        },
        staff,
      );
      expect(negative.message).toBe(`Row 2 (${toner.code}): Cost Price cannot be negative`);
      const twice = await fails(
        t.url,
        PRICES,
        {
          rows: [
            { productId: serum.id, salePrice: 31 },
            { productId: serum.id, salePrice: 32 },
          ],
        },
        staff,
      );
      expect(twice.message).toBe(`Row 2: product ${serum.id} is already in row 1`);
      expect(
        (
          await fails(
            t.url,
            PRICES,
            {
              rows: [
                { productId: serum.id, salePrice: 31 },
                { productId: 987_654, salePrice: 1 },
              ],
            },
            staff,
          )
        ).message,
      ).toBe('Row 2: no product with id 987654');
      expect(await Promise.all([serum, toner, wig].map((p) => product(p.id)))).toEqual(before);
    });

    test('customers and guests are refused', async () => {
      const rows = [{ productId: c.products.serum.id, salePrice: 1 }];
      expect((await fails(t.url, PRICES, { rows }, callers.anonymous)).extensions?.code).toBe('UNAUTHENTICATED');
      expect((await fails(t.url, PRICES, { rows }, callers.customer)).extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('CSV export and import', () => {
    const exportCsv = async (options: ProductListOptions = {}) => (await ok(t.url, EXPORT, { o: options }, staff)).productsCsv;
    const table = (csv: string): Record<string, string>[] => parse(csv, { columns: true, bom: true });
    const toCsv = (rows: Record<string, string>[]) => stringify(rows, { header: true, columns: Object.keys(rows[0]) });

    test('the export holds every field of the form, with links by code and by name', async () => {
      await ok(t.url, SET_COLLECTIONS, { p: c.products.serum.id, c: [c.collections.gifts, c.collections.summer] }, staff);
      const exported = await exportCsv({ departmentId: c.departments.beauty });
      expect(exported).toMatchObject({ rowCount: 3, totalItems: 3, truncated: false });
      const rows = table(exported.csv);
      const serum = rows.find((r) => r.name === 'Vitamin C Serum')!;
      expect(serum).toMatchObject({
        code: c.products.serum.code,
        department: 'Beauty',
        category: 'Skincare',
        subCategory: 'Face Care',
        parentItem: 'Serums',
        brand: 'Glow Lab',
        salePrice: '25.00',
        costPrice: '8.00',
        discountInAmount: '5.00',
        discountInPercent: '20',
        isActive: 'true',
        stockQuantity: '12',
      });
      expect(serum.parentItemCode).toMatch(/^PIT-/);
      expect(serum.brandCode).toMatch(/^BRD-/);
      expect(serum.collections.split('|').sort()).toEqual(['gift-ideas', 'summer-edit']);
      for (const column of [
        'colorCode',
        'color',
        'typeCode',
        'type',
        'vendor',
        'productClass',
        'productLocation',
        'howToUse',
        'expiryDate',
        'shippingWeightGrams',
        'vegan',
      ]) {
        expect(Object.keys(serum)).toContain(column);
      }
    });

    test('exporting and importing again changes nothing; an edited file updates and creates in one go', async () => {
      const exported = await exportCsv();
      const again = await ok(t.url, IMPORT, { csv: exported.csv }, staff);
      expect(again.importProducts).toMatchObject({
        applied: true,
        totalRows: 5,
        createCount: 0,
        updateCount: 0,
        unchangedCount: 5,
        errorCount: 0,
      });

      const rows = table(exported.csv);
      const wig = rows.find((r) => r.name === 'Body Wave Wig')!;
      wig.salePrice = '110.00';
      wig.discountInPercent = '10';
      wig.collections = 'summer-edit';
      wig.detailedDescription = '=HYPERLINK("x")';
      wig.howToUse = "'+ apply daily";
      wig.expiryDate = '2027-03-31';
      wig.lengthCm = '12.5';
      rows.push({
        ...Object.fromEntries(Object.keys(wig).map((k) => [k, ''])),
        name: 'Argan Hair Oil',
        salePrice: '£14.50',
        brand: 'mane street',
        parentItem: 'Lace Wigs',
        department: 'Hair',
        vegan: 'yes',
        collections: 'gift-ideas',
      });
      const csv = toCsv(rows);

      const dry = (await ok(t.url, PREVIEW, { csv }, staff)).previewProductImport;
      expect(dry).toMatchObject({ applied: false, totalRows: 6, createCount: 1, updateCount: 1, unchangedCount: 4, errorCount: 0 });
      expect(dry.rows[5]).toMatchObject({ rowNumber: 7, name: 'Argan Hair Oil', action: 'CREATE' });
      expect(dry.rows.find((r) => r.name === 'Body Wave Wig')!.changes.sort()).toEqual([
        'collections',
        'detailedDescription',
        'discountInAmount',
        'discountInPercent',
        'expiryDate',
        'howToUse',
        'lengthCm',
        'salePrice',
      ]);
      expect((await listIds({ search: 'Argan' })).total).toBe(0);

      const applied = (await ok(t.url, IMPORT, { csv }, staff)).importProducts;
      expect(applied).toMatchObject({ applied: true, createCount: 1, updateCount: 1, unchangedCount: 4 });
      expect(await product(c.products.wig.id)).toMatchObject({
        salePrice: 110,
        discountInPercent: 10,
        discountInAmount: 11,
        collections: [{ slug: 'summer-edit' }],
      });
      const oil = (await ok(t.url, ARGAN_OIL, {}, staff)).products.items;
      expect(oil).toEqual([
        {
          id: expect.any(Number),
          code: applied.rows[5].code,
          salePrice: 14.5,
          vegan: true,
          brand: { name: 'Mane Street' },
          parentItem: { title: 'Lace Wigs' },
          detailedDescription: null,
          collections: [{ slug: 'gift-ideas' }],
        },
      ]);
      expect((await ok(t.url, PRODUCT_WITHOUT_COLLECTIONS, { id: c.products.wig.id }, staff)).product).toBeTruthy();
      const wigAfter = table((await exportCsv({ parentItemId: c.parents.wigs, search: 'Body Wave' })).csv)[0];
      expect(wigAfter.detailedDescription).toBe(`'=HYPERLINK("x")`);
      expect((await ok(t.url, PRODUCT_TEXTS, { id: c.products.wig.id }, staff)).product).toEqual({
        detailedDescription: '=HYPERLINK("x")',
        howToUse: '+ apply daily',
        expiryDate: '2027-03-31',
        lengthCm: 12.5,
      });
      // A text that starts with its own apostrophe before such a character keeps it through a round trip.
      await ok(t.url, SET_HOW_TO_USE, { id: c.products.wig.id }, staff);
      const roundTrip = (await ok(t.url, IMPORT, { csv: (await exportCsv()).csv }, staff)).importProducts;
      expect(roundTrip).toMatchObject({ applied: true, totalRows: 6, unchangedCount: 6, errorCount: 0 });
    });

    test("the dry run lists each row's errors by row and column, and an import with errors writes nothing", async () => {
      const rows = table((await exportCsv({ departmentId: c.departments.hair })).csv);
      const blank = Object.fromEntries(Object.keys(rows[0]).map((k) => [k, '']));
      rows[0].salePrice = 'twelve';
      rows[0].brandCode = 'BRD-9999';
      const first = rows.length + 2;
      rows.push({ ...blank, name: 'Nameless Price', brand: 'Nobody' });
      rows.push({ ...blank, name: 'Wrong Tree', salePrice: '5', parentItem: 'Serums', department: 'Hair' });
      rows.push({ ...blank, code: rows[0].code, name: 'Twice', salePrice: '5', discountInAmount: '6' });
      const csv = toCsv(rows);
      const dry = (await ok(t.url, PREVIEW, { csv }, staff)).previewProductImport;
      expect(dry).toMatchObject({ applied: false, errorRowCount: 4 });
      expect(dry.errors).toEqual([
        { rowNumber: 2, column: 'salePrice', message: 'Sale price must be an amount in pounds' },
        { rowNumber: 2, column: 'brandCode', message: 'No brand with code BRD-9999' },
        { rowNumber: first, column: 'salePrice', message: 'Sale price is required' },
        { rowNumber: first, column: 'brand', message: 'No brand named "Nobody"' },
        {
          rowNumber: first + 1,
          column: 'department',
          message: 'Department "Hair" is not the department of the parent item (it is under "Beauty")',
        },
        { rowNumber: first + 2, column: 'code', message: `Code ${rows[0].code} is also in row 2` },
        { rowNumber: first + 2, column: 'discountInAmount', message: 'Discount amount cannot be more than the sale price' },
      ]);
      const before = await exportCsv();
      const refused = (await ok(t.url, IMPORT, { csv }, staff)).importProducts;
      expect(refused).toMatchObject({ applied: false, errorCount: 7 });
      expect((await exportCsv()).csv).toBe(before.csv);
    });

    test('a file that is not the product CSV is refused as a whole', async () => {
      expect((await fails(t.url, PREVIEW, { csv: '' }, staff)).message).toBe('The file is empty: the first row must name the columns');
      expect((await fails(t.url, PREVIEW, { csv: 'name,price\nA,1\n' }, staff)).message).toBe(
        'Unknown column "price"; the columns are those of the export',
      );
      expect((await fails(t.url, PREVIEW, { csv: 'name,salePrice\n"A,1\n' }, staff)).extensions?.code).toBe('BAD_USER_INPUT');
      const tooMany = ['name,salePrice', ...Array.from({ length: 2_001 }, (_, i) => `P${i},1`)].join('\n');
      expect((await fails(t.url, PREVIEW, { csv: tooMany }, staff)).message).toBe(
        'The file has 2001 products; at most 2,000 can be imported at once',
      );
    });

    test('customers and guests can neither export nor import', async () => {
      const csv = 'name,salePrice\nSneaky,1\n';
      for (const who of ['anonymous', 'customer'] as const) {
        const code = who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        expect((await fails(t.url, EXPORT, {}, callers[who])).extensions?.code).toBe(code);
        expect((await fails(t.url, PREVIEW, { csv }, callers[who])).extensions?.code).toBe(code);
        expect((await fails(t.url, IMPORT, { csv }, callers[who])).extensions?.code).toBe(code);
      }
      expect((await listIds({ search: 'Sneaky' })).total).toBe(0);
    });
  });
});
