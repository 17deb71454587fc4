import fs from 'node:fs';
import path from 'node:path';
import { dialects } from '../helpers/test-db';
import { LOGIN } from '../helpers/accounts';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const DEPARTMENTS = graphql(`
  query ShopStartDepartments {
    departments {
      totalItems
      items {
        name
        slug
        fileName
        categories {
          name
          slug
          subCategories {
            name
            slug
          }
        }
      }
    }
  }
`);
const DEPARTMENT_COUNT = graphql(`
  query ShopStartDepartmentCount {
    departments {
      totalItems
    }
  }
`);
const TOO_MANY_DEPARTMENTS = graphql(`
  query ShopStartTooManyDepartments {
    departments(options: { take: 1000 }) {
      totalItems
    }
  }
`);
const DEMO_ORDERS = graphql(`
  query ShopStartDemoOrders {
    orders(options: { take: 100 }) {
      items {
        status
        deletable
        events {
          status
        }
      }
    }
  }
`);

describe.each(dialects)('a shop started on %s with the demo seed', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, {
      seed: 'demo',
      fresh: true,
      env: { ADMIN_EMAIL: 'Boss@Example.co.uk', ADMIN_PASSWORD: 'correct horse 42' },
    });
  });
  afterAll(() => t?.close());

  test('GET /healthz answers {"status":"ok"}', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('lists the seeded departments with their categories and sub-categories over GraphQL', async () => {
    const body = await gql(t.url, DEPARTMENTS);
    expect(body.errors).toBeUndefined();
    const deps = body.data!.departments.items;
    expect(deps.length).toBeGreaterThanOrEqual(4);
    expect(body.data!.departments.totalItems).toBe(deps.length);
    expect(deps.map((d) => d.name)).toEqual(expect.arrayContaining(['Hair', 'Skin Care']));
    const categories = deps.flatMap((d) => d.categories);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.flatMap((c) => c.subCategories).length).toBeGreaterThanOrEqual(30);
  });

  test('serves a seeded department image from /uploads/department/', async () => {
    const body = await gql(t.url, DEPARTMENTS);
    const file = body.data!.departments.items[0].fileName;
    const res = await fetch(`${t.url}/uploads/department/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetch(`${t.url}/uploads/department/no-such-file.webp`)).status).toBe(404);
    const traversal = await fetch(`${t.url}/uploads/..%2f..%2fjwt-secret`);
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain(fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8'));
  });

  test('the ADMIN_EMAIL super-admin exists with a hashed password, e-mail lower-cased', async () => {
    // The demo's customer accounts aside (role user), the one staff account.
    const rows = await t.shop.db.dataSource.query(`SELECT email, role, password_hash FROM users WHERE role <> 'user'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('boss@example.co.uk');
    expect(rows[0].role).toBe('super-admin');
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$/);
    expect(rows[0].password_hash).not.toContain('correct horse');
  });

  test('unknown /api paths answer 404 with a JSON message, never HTML', async () => {
    const res = await fetch(`${t.url}/api/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', requestId: res.headers.get('x-request-id') });
  });

  test('GraphQL errors carry extensions.code and no stack trace', async () => {
    const bad = await gql(t.url, '{ departments { nope } }');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await gql(t.url, TOO_MANY_DEPARTMENTS);
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooMany)).not.toMatch(/stacktrace|at .*\.ts:/i);
  });

  test('MAIN, Main and main are one branch; another branch is empty', async () => {
    for (const branch of ['Main', 'main']) {
      const body = await gql(t.url, DEPARTMENT_COUNT, undefined, { 'x-branch-code': branch });
      expect(body.data!.departments.totalItems).toBeGreaterThanOrEqual(4);
    }
    const other = await gql(t.url, DEPARTMENT_COUNT, undefined, { 'x-branch-code': 'LEEDS' });
    expect(other.data!.departments.totalItems).toBe(0);
  });

  test("the demo's WELCOME10 is for a first order, once per customer, and the demo orders keep to it", async () => {
    const q = (sql: string) => t.shop.db.dataSource.query(sql);
    const [welcome] = await q(
      "SELECT id, first_order_only AS f, once_per_customer AS o, times_used AS used FROM discount_codes WHERE code = 'WELCOME10'",
    );
    expect([Boolean(Number(welcome.f)), Boolean(Number(welcome.o))]).toEqual([true, true]);
    // Every standing order that used it was its customer's first standing order, and no customer has two.
    const uses: { email: string; id: number }[] =
      await q(`SELECT DISTINCT o.email AS email, o.id AS id FROM discount_code_uses u JOIN orders o ON o.id = u.order_id
      WHERE u.discount_code_id = ${Number(welcome.id)} AND o.status <> 'cancelled'`);
    expect(new Set(uses.map((u) => u.email)).size).toBe(uses.length);
    for (const use of uses) {
      const [earlier] = await q(
        `SELECT COUNT(*) AS n FROM orders WHERE email = '${use.email}' AND status <> 'cancelled' AND id < ${Number(use.id)}`,
      );
      expect(Number(earlier.n)).toBe(0);
    }
    const [uses2] = await q(`SELECT COUNT(DISTINCT order_id) AS n FROM discount_code_uses WHERE discount_code_id = ${Number(welcome.id)}`);
    expect(Number(uses2.n)).toBe(Number(welcome.used));
  });

  test('of the demo orders, only those cancelled straight from pending may be deleted', async () => {
    const { token } = (await gql(t.url, LOGIN, { name: 'boss@example.co.uk', password: 'correct horse 42' })).data!.login;
    const body = await gql(t.url, DEMO_ORDERS, {}, { authorization: `Bearer ${token}` });
    expect(body.errors).toBeUndefined();
    const items = body.data!.orders.items;
    expect(items.some((o) => o.deletable)).toBe(true);
    for (const o of items)
      expect([o.status, o.deletable]).toEqual([
        o.status,
        o.status === 'cancelled' && o.events.map((e) => e.status).join() === 'pending,cancelled',
      ]);
    expect(items.filter((o) => o.status !== 'cancelled').every((o) => !o.deletable)).toBe(true);
  });

  test('a second start on the same database does not seed again', async () => {
    const before = await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM products');
    expect(Number(before[0].n)).toBeGreaterThanOrEqual(500);
    const { isDatabaseEmpty } = await import('../../api/src/db/seed');
    expect(await isDatabaseEmpty(t.shop.db, 'MAIN')).toBe(false);
  });
});

test('SEED=none leaves the database empty, and /healthz says 503 once the database is gone', async () => {
  const t = await startTestShop('sqlite', { seed: 'none' });
  try {
    const body = await gql(t.url, DEPARTMENT_COUNT);
    expect(body.data!.departments.totalItems).toBe(0);
    expect(fs.existsSync(path.join(t.dataDir, 'shop.sqlite'))).toBe(true);
    await t.shop.db.dataSource.destroy();
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
    await t.shop.db.dataSource.initialize();
  } finally {
    await t.close();
  }
});
