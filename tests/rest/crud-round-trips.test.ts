import { legacyCrudNames } from '../../api/src/legacy-rest/crud-names';
import { legacySets } from '../../api/src/legacy-sets';
import { api, legacyCallers } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

type Codes = Record<string, string>;

/** A valid legacy body for each admin data set (legacy field names), and the field an update changes. */
const samples: Record<string, { add: (c: Codes) => Record<string, unknown>; change: Record<string, unknown> }> = {
  banners: {
    add: () => ({ BannerTitle: 'Summer Glow', BannerDescription: 'Up to 30% off sun care', IsActive: 'true' }),
    change: { BannerTitle: 'Autumn Glow' },
  },
  departments: { add: () => ({ Department: 'Wellness' }), change: { Department: 'Wellbeing' } },
  categories: { add: (c) => ({ CategoryTitle: 'Vitamins', DepCode: c.department }), change: { CategoryTitle: 'Vitamins & Minerals' } },
  subCategories: { add: (c) => ({ SubCategoryTitle: 'Gummies', CategoryCode: c.category }), change: { SubCategoryTitle: 'Chewables' } },
  parentItems: {
    add: (c) => ({ ParentItemTitle: 'Daily Gummies', SubCategoryCode: c.subCategory }),
    change: { ParentItemTitle: 'Night Gummies' },
  },
  colors: { add: () => ({ Color: 'Ruby', HexCode: '#C21E56', RGB: '194,30,86' }), change: { Color: 'Ruby Red' } },
  sizes: { add: () => ({ Size: 'XXL' }), change: { Size: 'XXXL' } },
  itemTypes: { add: () => ({ ItemClass: 'Facial Mist' }), change: { ItemClass: 'Face Mist' } },
  brands: { add: () => ({ Brand: 'Harbour Glow' }), change: { Brand: 'Harbour Glow London' } },
  pieces: { add: () => ({ PieceName: '4 Pieces' }), change: { PieceName: '5 Pieces' } },
  fabrics: { add: () => ({ FabricName: 'Bamboo' }), change: { FabricName: 'Bamboo Silk' } },
  shades: { add: () => ({ ShadeName: 'Porcelain', HexCode: '#f3e5d8' }), change: { ShadeName: 'Porcelain Cool' } },
  weights: { add: () => ({ WeightName: '75 g' }), change: { WeightName: '80 g' } },
  volumes: { add: () => ({ VolumeName: '75 ml' }), change: { VolumeName: '80 ml' } },
  fragrances: { add: () => ({ FragranceName: 'Neroli' }), change: { FragranceName: 'Neroli Blossom' } },
  vendors: { add: () => ({ VendorName: 'Acme Beauty Supplies', Email: 'Sales@Acme.example' }), change: { VendorName: 'Acme Beauty Ltd' } },
  stockMovements: { add: (c) => ({ ProductCode: c.product, Quantity: '5', Reason: 'received' }), change: { Note: 'Checked by Sam' } },
  productClasses: {
    add: () => ({ ProductClassName: 'Reduced rate', VatRateBasisPoints: '500' }),
    change: { ProductClassName: 'Reduced VAT' },
  },
  productLocations: { add: () => ({ ProductLocationName: 'Shelf Z9' }), change: { ProductLocationName: 'Shelf Z10' } },
  products: {
    add: (c) => ({
      ProductName: 'Harbour Test Serum 30 ml',
      SalePrice: '12.99',
      DiscountInPercent: '10',
      ParentItemCode: c.parentItem,
      BrandCode: c.brand,
      StockQuantity: 4,
    }),
    change: { ProductName: 'Harbour Test Serum 50 ml', SalePrice: 19.99 },
  },
};

const crudNames = legacyCrudNames(legacySets.productLinks);
const idField = (many: string) => Object.entries(crudNames[many].fields).find(([legacy, field]) => field === 'id' && legacy !== 'id')![0];

describe.each(sqliteOnly)('legacy admin data sets on %s', (dialect) => {
  let t: TestShop;
  let who: Awaited<ReturnType<typeof legacyCallers>>;
  const codes: Codes = {};

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo' });
    who = await legacyCallers(t);
    const first = async (path: string, field: string) => (await api(t, 'GET', path, { headers: who.admin })).body.result[0][field];
    codes.department = await first('/admin/get/departments', 'DepCode');
    codes.category = await first('/admin/get/category', 'CategoryCode');
    codes.subCategory = await first('/admin/get/subcategory', 'SubCategoryCode');
    codes.parentItem = await first('/admin/get/parentitems', 'ParentItemCode');
    codes.brand = await first('/admin/get/brands', 'BrandCode');
    codes.product = await first('/admin/get/products', 'ProductCode');
  });
  afterAll(() => t?.close());

  test('every data set with legacy names has a sample body here', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(crudNames).sort());
  });

  test.each(Object.keys(crudNames))('%s: admin rows refuse anonymous (401) and customers (403)', async (many) => {
    const { paths } = crudNames[many];
    for (const [method, path] of [
      ['GET', paths.list],
      ['POST', paths.add],
      ['PUT', paths.update.replace(':id', '1')],
      ['DELETE', paths.remove.replace(':id', '1')],
    ]) {
      const anonymous = await api(t, method, path, { body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect([method, path, anonymous.status, typeof anonymous.body.message]).toEqual([method, path, 401, 'string']);
      const customer = await api(t, method, path, { headers: who.customer, body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect([method, path, customer.status]).toEqual([method, path, 403]);
    }
  });

  test.each(Object.keys(crudNames))('%s: add → list → update → delete round trip with legacy field names', async (many) => {
    const { paths } = crudNames[many];
    const sample = samples[many];
    const id = idField(many);
    const added = await api(t, 'POST', `${paths.add}?BranchCode=MAIN`, { headers: who.admin, body: sample.add(codes) });
    expect([added.status, added.body.message]).toEqual([201, expect.stringMatching(/added successfully$/)]);
    const newId = added.body.result[id];
    expect(Number.isInteger(newId)).toBe(true);

    const list = await api(t, 'GET', `${paths.list}?BranchCode=main`, { headers: who.admin });
    expect(list.status).toBe(200);
    expect(list.body.result.map((r: Record<string, unknown>) => r[id])).toContain(newId);

    const updated = await api(t, 'PUT', paths.update.replace(':id', String(newId)), { headers: who.admin, body: sample.change });
    expect(updated.status).toBe(200);
    for (const [field, value] of Object.entries(sample.change)) expect([field, updated.body.result[field]]).toEqual([field, value]);

    const removed = await api(t, 'DELETE', `${paths.remove.replace(':id', String(newId))}?BranchCode=MAIN`, { headers: who.admin });
    expect([removed.status, removed.body.result[id]]).toEqual([200, newId]);
    const after = await api(t, 'GET', paths.list, { headers: who.admin });
    expect(after.body.result.map((r: Record<string, unknown>) => r[id])).not.toContain(newId);
    const again = await api(t, 'DELETE', paths.remove.replace(':id', String(newId)), { headers: who.admin });
    expect(again.status).toBe(404);
  });

  test('bad input answers 400 with a message and never a 500', async () => {
    const cases = [
      await api(t, 'POST', '/admin/add/color', { headers: who.admin, body: { Color: '' } }),
      await api(t, 'PUT', '/colors/abc', { headers: who.admin, body: { Color: 'X' } }),
      await api(t, 'POST', '/adminproduct', { headers: who.admin, body: { ProductName: 'X', SalePrice: 'twelve' } }),
      await api(t, 'POST', '/admin/add/category', { headers: who.admin, body: { CategoryTitle: 'X', DepCode: 'NO-SUCH-DEP' } }),
      await api(t, 'GET', '/admin/get/colors?BranchCode=%27;drop', { headers: who.admin }),
      await api(t, 'GET', '/admin/get/colors?fieldName=password', { headers: who.admin }),
    ];
    for (const c of cases) expect([c.status, typeof c.body.message, c.body.message]).toEqual([400, 'string', c.body.message]);
    expect(cases[0].body.message).toBe('Name is required');
  });

  test('deleting a department that still has categories answers 409 and keeps it', async () => {
    const deps = (await api(t, 'GET', '/admin/get/departments', { headers: who.admin })).body.result;
    const res = await api(t, 'DELETE', `/admin/delete/department/${deps[0].DepID}`, { headers: who.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/categor/);
    expect((await api(t, 'GET', '/admin/get/departments', { headers: who.admin })).body.result).toHaveLength(deps.length);
  });

  test('GET /admin/get/products returns the whole list, past one page', async () => {
    const res = await api(t, 'GET', '/admin/get/products?search=&BranchCode=', { headers: who.admin });
    expect(res.body.result.length).toBeGreaterThan(500);
    expect(new Set(res.body.result.map((p: { ProductID: number }) => p.ProductID)).size).toBe(res.body.result.length);
    expect(res.body.result[0]).toEqual(
      expect.objectContaining({ ProductName: expect.any(String), SalePrice: expect.any(Number), GalleryImages: expect.any(String) }),
    );
  });
});
