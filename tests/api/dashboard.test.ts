import { Role } from '../../api/src/common/roles';
import type { Product } from '../../api/src/modules/catalog/product/product.entity';
import { createUser } from '../helpers/accounts';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const DASHBOARD = graphql(`
  query Dashboard($days: Int) {
    dashboard(days: $days) {
      totalOrders
      revenue
      products
      customers
      salesByDay {
        date
        orders
        revenue
      }
      recentOrders {
        orderNumber
        status
        total
      }
      topSelling {
        productId
        name
        code
        quantity
        revenue
      }
      lowStock {
        name
        stockQuantity
      }
    }
  }
`);
const BRANCH_DASHBOARD = graphql(`
  query DashboardThreeDays {
    dashboard(days: 3) {
      totalOrders
      revenue
      products
      customers
      salesByDay {
        orders
        revenue
      }
      recentOrders {
        id
      }
      topSelling {
        productId
      }
      lowStock {
        id
      }
    }
  }
`);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ukDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

describe.each(dialects)('dashboard figures on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let superAdmin: Record<string, string>;
  let customer: Record<string, string>;
  let p: Record<'serum' | 'palette' | 'wig' | 'balm' | 'hidden' | 'plenty', Product>;
  const placed: { number: string; at: Date; status: string; totalPence: number }[] = [];

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    superAdmin = (await insertUser(t, Role.SUPER_ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
    await insertUser(t, Role.USER);
    const db = t.shop.db;
    p = {
      serum: await insertProduct(db, { name: 'Hyaluronic Acid Serum', pricePence: 1299, stock: 50 }),
      palette: await insertProduct(db, { name: 'Nude Eyeshadow Palette', pricePence: 2450, stock: 3 }),
      wig: await insertProduct(db, { name: 'Body Wave Lace Front Wig', pricePence: 4999, stock: 0 }),
      balm: await insertProduct(db, { name: 'Cocoa Butter Lip Balm', pricePence: 899, stock: 5 }),
      hidden: await insertProduct(db, { name: 'Retired Nail Polish', pricePence: 499, stock: 1, isActive: false }),
      plenty: await insertProduct(db, { name: 'Micellar Water 400ml', pricePence: 650, stock: 6 }),
    };
    const now = Date.now();
    const fixtures: [string, number, string, { product: Product; quantity: number }[]][] = [
      ['DB-01', 5 * MINUTE, 'paid', [{ product: p.serum, quantity: 2 }]],
      [
        'DB-02',
        DAY + 5 * MINUTE,
        'delivered',
        [
          { product: p.palette, quantity: 1 },
          { product: p.serum, quantity: 3 },
        ],
      ],
      ['DB-03', DAY + 20 * MINUTE, 'refunded', [{ product: p.palette, quantity: 5 }]],
      ['DB-04', 2 * DAY, 'pending', [{ product: p.balm, quantity: 4 }]],
      ['DB-05', 3 * DAY, 'cancelled', [{ product: p.serum, quantity: 10 }]],
      ['DB-06', 40 * DAY, 'dispatched', [{ product: p.wig, quantity: 1 }]],
    ];
    for (let i = 0; i < 6; i++) fixtures.push([`DB-OLD-${i}`, 100 * DAY + i * MINUTE, 'cancelled', [{ product: p.plenty, quantity: 1 }]]);
    for (const [number, ago, status, lines] of fixtures) {
      const at = new Date(now - ago);
      const order = await insertOrder(db, { orderNumber: number, status, createdAt: at, lines });
      placed.push({ number, at, status, totalPence: order.totalPence });
    }
  });
  afterAll(() => t?.close());

  test('anonymous is UNAUTHENTICATED, a customer FORBIDDEN; admin and super-admin see the same figures', async () => {
    expect((await gql(t.url, DASHBOARD)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.url, DASHBOARD, {}, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await gql(t.url, DASHBOARD, {}, staff);
    expect(admin.errors).toBeUndefined();
    expect((await gql(t.url, DASHBOARD, {}, superAdmin)).data).toEqual(admin.data);
  });

  test('stat cards: every order, revenue of paid/dispatched/delivered in pounds, active products, customers', async () => {
    const { dashboard } = (await gql(t.url, DASHBOARD, {}, staff)).data!;
    expect(placed.map((o) => o.totalPence).slice(0, 6)).toEqual([2997, 6347, 12250, 3995, 12990, 5398]);
    expect(dashboard.totalOrders).toBe(12);
    expect(dashboard.revenue).toBe(147.42);
    expect(dashboard.products).toBe(5);
    expect(dashboard.customers).toBe(2);
  });

  test('salesByDay: each of the last 30 UK days, zero-filled, oldest first, with order counts and paid revenue', async () => {
    const { salesByDay } = (await gql(t.url, DASHBOARD, {}, staff)).data!.dashboard;
    expect(salesByDay).toHaveLength(30);
    expect(salesByDay[29].date).toBe(ukDay(new Date()));
    for (const day of salesByDay) expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set(salesByDay.map((d) => d.date)).size).toBe(30);
    const expected = new Map<string, { orders: number; pence: number }>();
    for (const o of placed) {
      const bucket = expected.get(ukDay(o.at)) ?? { orders: 0, pence: 0 };
      bucket.orders += 1;
      if (['paid', 'dispatched', 'delivered'].includes(o.status)) bucket.pence += o.totalPence;
      expected.set(ukDay(o.at), bucket);
    }
    for (const day of salesByDay) {
      const want = expected.get(day.date) ?? { orders: 0, pence: 0 };
      expect(day).toEqual({ date: day.date, orders: want.orders, revenue: want.pence / 100 });
    }
    expect(salesByDay.reduce((n, d) => n + d.orders, 0)).toBe(5);
    expect(salesByDay.reduce((n, d) => n + d.revenue * 100, 0)).toBeCloseTo(2997 + 6347, 6);
    const week = (await gql(t.url, DASHBOARD, { days: 7 }, staff)).data!.dashboard.salesByDay;
    expect(week).toEqual(salesByDay.slice(23));
  });

  test('days outside 1..366 is BAD_USER_INPUT naming the field', async () => {
    for (const days of [0, -3, 367]) {
      const body = await gql(t.url, DASHBOARD, { days }, staff);
      expect(body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'days' });
      expect(body.errors?.[0].message).toBe('Days must be a whole number from 1 to 366');
    }
  });

  test('recentOrders: the 10 latest, newest first', async () => {
    const { recentOrders } = (await gql(t.url, DASHBOARD, {}, staff)).data!.dashboard;
    expect(recentOrders.map((o) => o.orderNumber)).toEqual([
      'DB-01',
      'DB-02',
      'DB-03',
      'DB-04',
      'DB-05',
      'DB-06',
      'DB-OLD-0',
      'DB-OLD-1',
      'DB-OLD-2',
      'DB-OLD-3',
    ]);
    expect(recentOrders[0]).toEqual({ orderNumber: 'DB-01', status: 'paid', total: 29.97 });
  });

  test('topSelling: top 5 by quantity from orders not cancelled or refunded, with name and revenue', async () => {
    const { topSelling } = (await gql(t.url, DASHBOARD, {}, staff)).data!.dashboard;
    expect(topSelling).toEqual([
      { productId: p.serum.id, name: 'Hyaluronic Acid Serum', code: p.serum.code, quantity: 5, revenue: 64.95 },
      { productId: p.balm.id, name: 'Cocoa Butter Lip Balm', code: p.balm.code, quantity: 4, revenue: 35.96 },
      { productId: p.wig.id, name: 'Body Wave Lace Front Wig', code: p.wig.code, quantity: 1, revenue: 49.99 },
      { productId: p.palette.id, name: 'Nude Eyeshadow Palette', code: p.palette.code, quantity: 1, revenue: 24.5 },
    ]);
  });

  test('lowStock: active products with 5 or fewer in stock, lowest first', async () => {
    const { lowStock } = (await gql(t.url, DASHBOARD, {}, staff)).data!.dashboard;
    expect(lowStock).toEqual([
      { name: 'Body Wave Lace Front Wig', stockQuantity: 0 },
      { name: 'Nude Eyeshadow Palette', stockQuantity: 3 },
      { name: 'Cocoa Butter Lip Balm', stockQuantity: 5 },
    ]);
  });

  test('another branch has its own, empty figures; a MAIN token does not open it', async () => {
    const foreign = await gql(t.url, BRANCH_DASHBOARD, {}, { ...staff, 'x-branch-code': 'LEEDS' });
    expect(foreign.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const leeds = await createUser(t.shop.db, { branchCode: 'LEEDS', role: Role.ADMIN });
    const leedsStaff = { authorization: `Bearer ${t.shop.tokens.sign({ userId: leeds.id, role: Role.ADMIN, branchCode: 'LEEDS' })}` };
    const body = await gql(t.url, BRANCH_DASHBOARD, {}, { ...leedsStaff, 'x-branch-code': 'LEEDS' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.dashboard).toEqual({
      totalOrders: 0,
      revenue: 0,
      products: 0,
      customers: 0,
      salesByDay: [
        { orders: 0, revenue: 0 },
        { orders: 0, revenue: 0 },
        { orders: 0, revenue: 0 },
      ],
      recentOrders: [],
      topSelling: [],
      lowStock: [],
    });
  });
});
