import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { createDataSource } from '../../api/src/db/data-source';
import { Database } from '../../api/src/db/database';
import { insertProduct, orderInput } from '../helpers/orders';
import { startOwnMariadb, OwnMariadb } from '../helpers/own-mariadb';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { waitFor } from '../helpers/store';
import { describeMysql } from '../helpers/test-db';

const ADMIN = { email: 'faults.admin@example.co.uk', password: 'fault-test-password-1' };
const QUERY_TIMEOUT_MS = 3000;
const STOCK = 1_000_000;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { orderNumber } } }`;

/**
 * What the client was told: placed (with its number), refused (503: DATABASE_UNAVAILABLE, nothing was done; or
 * SAVE_UNCONFIRMED, the database never answered the COMMIT, so it may have been kept), failed (the operation ran
 * and failed) or no answer.
 */
interface Attempt {
  email: string;
  startedAt: number;
  answeredAt?: number;
  outcome?: 'placed' | 'refused' | 'failed' | 'no answer';
  orderNumber?: string;
  code?: string;
}

// Its own MariaDB, so freezing and killing it disturbs no other suite. Runs with the MySQL suites.
describeMysql('the shop on MariaDB while the database freezes, dies and comes back', () => {
  let mariadb: OwnMariadb | undefined;
  let shop: SpawnedShop | undefined;
  afterAll(async () => {
    await shop?.stop();
    await mariadb?.destroy();
    if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  });

  test('answers 503 fast, recovers by itself, and loses or doubles no order', async () => {
    mariadb = await startOwnMariadb();
    shop = await spawnShop({
      DATABASE_URL: mariadb.url,
      SEED: 'none',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    const { url } = shop;
    const ds = await createDataSource({ databaseUrl: mariadb.url, dataDir: ':memory:' });
    await ds.initialize();
    const product = await insertProduct(new Database(ds), { name: 'Fault Line Shampoo', pricePence: 650, stock: STOCK });
    await ds.destroy();

    const login = (await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
          variables: { n: ADMIN.email, p: ADMIN.password },
        }),
      })
    ).json()) as { data: { login: { token: string } } };
    const staff = { 'content-type': 'application/json', authorization: `Bearer ${login.data.login.token}` };

    const healthz = async () => {
      const started = Date.now();
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      return { status: res.status, ms: Date.now() - started };
    };
    const attempts: Attempt[] = [];
    const placed = () => attempts.filter((a) => a.outcome === 'placed').length;
    const placeOrder = async (): Promise<Attempt> => {
      const attempt: Attempt = { email: `load.${attempts.length}@example.co.uk`, startedAt: Date.now() };
      attempts.push(attempt);
      try {
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: staff,
          signal: AbortSignal.timeout(60_000),
          body: JSON.stringify({
            query: CREATE,
            variables: { input: orderInput([{ productId: product.id, quantity: 1 }], { email: attempt.email }) },
          }),
        });
        const body = (await res.json()) as {
          data?: { createOrder: { order: { orderNumber: string } } };
          errors?: { extensions?: { code?: string } }[];
        };
        attempt.orderNumber = body.data?.createOrder?.order.orderNumber;
        attempt.code = body.errors?.[0]?.extensions?.code;
        attempt.outcome = attempt.orderNumber ? 'placed' : res.status === 503 ? 'refused' : 'failed';
      } catch {
        attempt.outcome = 'no answer';
      }
      attempt.answeredAt = Date.now();
      return attempt;
    };

    let loading = true;
    const workers = Array.from({ length: 6 }, async () => {
      while (loading) {
        const attempt = await placeOrder();
        if (attempt.outcome !== 'placed') await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const morePlaced = async (n: number) => {
      const target = placed() + n;
      await waitFor(async () => placed() >= target, 30_000);
    };
    const healthy = () => waitFor(async () => (await healthz()).status === 200, 30_000);

    try {
      await morePlaced(20);

      // Frozen: connections stay open and nothing answers.
      mariadb.freeze();
      const frozenAt = Date.now();
      const stalled = await healthz();
      expect(stalled.status).toBe(503);
      expect(stalled.ms).toBeLessThan(3500);
      const refused = await placeOrder();
      expect(refused).toMatchObject({ outcome: 'refused', code: 'DATABASE_UNAVAILABLE' });
      expect(refused.answeredAt! - refused.startedAt).toBeLessThan(1000);
      const rest = await fetch(`${url}/api/get/category?BranchCode=MAIN&search=`);
      expect(rest.status).toBe(503);
      expect(((await rest.json()) as { message: string }).message).toMatch(/database/);
      // Requests that were already waiting on the database get their answer within the timeouts.
      await waitFor(async () => attempts.every((a) => a.startedAt > frozenAt || a.answeredAt !== undefined), 4 * QUERY_TIMEOUT_MS + 5000);
      mariadb.thaw();
      await healthy();
      await morePlaced(20);

      // Killed: connections are refused; then it starts again on the same data.
      await mariadb.kill();
      await waitFor(async () => (await healthz()).status === 503, 5000);
      expect((await healthz()).ms).toBeLessThan(3500);
      const down = await placeOrder();
      expect(down).toMatchObject({ outcome: 'refused', code: 'DATABASE_UNAVAILABLE' });
      // A shopper opening a page gets the shop's own 503 page at once, not a page of error sections.
      const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
      expect([page.status, page.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await page.text()).toContain('We will be back shortly');
      await mariadb.restart();
      await healthy();
      await morePlaced(20);

      // Frozen once more, this time thawed before the server's timeouts run out.
      mariadb.freeze();
      await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS / 2));
      mariadb.thaw();
      await healthy();
      await morePlaced(20);
    } finally {
      loading = false;
      await Promise.all(workers);
    }

    expect(shop.child.exitCode).toBeNull();
    // Each outage is logged where it starts and where it ends, not once per refused request.
    const outages = shop.output().match(/the database does not answer/g) ?? [];
    expect(outages.length).toBeGreaterThanOrEqual(2);
    expect(outages.length).toBeLessThan(10);
    expect(shop.output().match(/the database answers again/g)).toHaveLength(outages.length);
    const unexpected = attempts.filter(
      (a) => a.outcome !== 'placed' && a.outcome !== 'no answer' && a.code !== 'DATABASE_UNAVAILABLE' && a.code !== 'SAVE_UNCONFIRMED',
    );
    // On a failure, the shop's error lines name the error it did not recognise as the database being away.
    const logged = unexpected.length
      ? shop
          .output()
          .split('\n')
          .filter((line) => /"level":50/.test(line) && !/does not answer/.test(line))
      : [];
    expect({ unexpected, logged }).toEqual({ unexpected: [], logged: [] });
    // Six checkouts of one product at once take turns on its row; none deadlocks (one that did would be retried,
    // and enough of them at once would end a checkout in an error).
    expect(mariadb.deadlocks()).toEqual([]);

    const conn = await createConnection(mariadb.url);
    try {
      const [orders] = (await conn.query('SELECT order_number AS orderNumber, email FROM orders')) as unknown as [
        { orderNumber: string; email: string }[],
      ];
      const [[stock]] = (await conn.query(
        'SELECT stock_quantity AS left_, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines) AS sold FROM products WHERE id = ?',
        [product.id],
      )) as unknown as [{ left_: number; sold: string }[]];
      const byEmail = new Map<string, string[]>();
      for (const o of orders) byEmail.set(o.email, [...(byEmail.get(o.email) ?? []), o.orderNumber]);
      const sent = new Map(attempts.map((a) => [a.email, a]));

      // Every order answered as placed is there exactly once, under the number the client was given.
      const lost = attempts.filter((a) => a.outcome === 'placed' && (byEmail.get(a.email) ?? []).join() !== a.orderNumber);
      expect(lost).toEqual([]);
      // No order appears twice, none comes from nowhere, and none was saved after a 503 (nothing was done).
      expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(orders.length);
      expect([...byEmail].filter(([, numbers]) => numbers.length > 1)).toEqual([]);
      expect(orders.filter((o) => !sent.has(o.email))).toEqual([]);
      expect(attempts.filter((a) => a.outcome === 'refused' && a.code === 'DATABASE_UNAVAILABLE' && byEmail.has(a.email))).toEqual([]);
      // A commit whose answer was lost (no answer, or SAVE_UNCONFIRMED) may have landed, at most once; the stock agrees
      // with the orders there are.
      expect(Number(stock.sold)).toBe(orders.length);
      expect(stock.left_).toBe(STOCK - orders.length);
      expect(orders.length).toBeGreaterThanOrEqual(placed());
    } finally {
      await conn.end();
    }
  }, 300_000);
});

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { replayed order { orderNumber } } }`;

/** One shopper's checkout: its idempotency key, and what each sending of it was told. */
interface Checkout {
  key: string;
  email: string;
  answers: { outcome: 'placed' | 'refused' | 'failed' | 'no answer'; orderNumber?: string; replayed?: boolean; code?: string }[];
}

// The storefront's checkout (public placeOrder with idempotency keys) while its database is killed and frozen.
describeMysql('checkouts on MariaDB while the database stops in the middle of them', () => {
  let mariadb: OwnMariadb | undefined;
  let shop: SpawnedShop | undefined;
  afterAll(async () => {
    await shop?.stop();
    await mariadb?.destroy();
    if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  });

  test('every order a shopper was told about exists exactly once, and sending a checkout again after recovery answers the same order', async () => {
    mariadb = await startOwnMariadb();
    shop = await spawnShop({
      DATABASE_URL: mariadb.url,
      SEED: 'none',
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    const { url } = shop;
    const ds = await createDataSource({ databaseUrl: mariadb.url, dataDir: ':memory:' });
    await ds.initialize();
    const product = await insertProduct(new Database(ds), { name: 'Outage Night Cream', pricePence: 1450, stock: STOCK });
    await ds.destroy();

    const send = async (checkout: Checkout): Promise<Checkout['answers'][number]> => {
      let answer: Checkout['answers'][number];
      try {
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(60_000),
          body: JSON.stringify({
            query: PLACE,
            variables: {
              input: {
                email: checkout.email,
                customerName: 'Iris Kaur',
                phone: null,
                addressLine1: '12 Canal Street',
                addressLine2: null,
                city: 'Manchester',
                postcode: 'M1 3HE',
                shippingMethod: 'tracked-1-2',
                termsAccepted: true,
                paymentMethod: 'bank-transfer',
                idempotencyKey: checkout.key,
                lines: [{ productId: product.id, quantity: 1 }],
              },
            },
          }),
        });
        const body = (await res.json()) as {
          data?: { placeOrder?: { replayed: boolean; order: { orderNumber: string } } };
          errors?: { extensions?: { code?: string } }[];
        };
        const placed = body.data?.placeOrder;
        const code = body.errors?.[0]?.extensions?.code;
        answer = placed
          ? { outcome: 'placed', orderNumber: placed.order.orderNumber, replayed: placed.replayed }
          : { outcome: res.status === 503 ? 'refused' : 'failed', code };
      } catch {
        answer = { outcome: 'no answer' };
      }
      checkout.answers.push(answer);
      return answer;
    };
    const checkouts: Checkout[] = [];
    const placed = () => checkouts.filter((c) => c.answers.some((a) => a.outcome === 'placed')).length;
    const healthy = () => waitFor(async () => (await fetch(`${url}/healthz`)).status === 200, 30_000);
    const morePlaced = async (n: number) => {
      const target = placed() + n;
      await waitFor(async () => placed() >= target, 30_000);
    };

    let loading = true;
    const workers = Array.from({ length: 6 }, async () => {
      while (loading) {
        const checkout: Checkout = { key: randomUUID(), email: `checkout.${checkouts.length}@example.co.uk`, answers: [] };
        checkouts.push(checkout);
        if ((await send(checkout)).outcome !== 'placed') await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    try {
      await morePlaced(15);
      await mariadb.kill();
      await waitFor(async () => (await fetch(`${url}/healthz`)).status === 503, 5000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await mariadb.restart();
      await healthy();
      await morePlaced(15);
      mariadb.freeze();
      await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS + 1000));
      mariadb.thaw();
      await healthy();
      await morePlaced(15);
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    expect(shop.child.exitCode).toBeNull();
    // The outages did interrupt checkouts; anything but an order or "try again" would be a bug.
    expect(checkouts.filter((c) => c.answers[0].outcome !== 'placed').length).toBeGreaterThan(0);
    expect(checkouts.filter((c) => c.answers[0].outcome === 'failed')).toEqual([]);
    expect(mariadb.deadlocks()).toEqual([]);

    // After recovery every shopper sends the same checkout again, as the storefront does when told to retry.
    for (const checkout of checkouts) await send(checkout);
    for (const checkout of checkouts) {
      const [first, again] = checkout.answers;
      expect(again.outcome).toBe('placed');
      // Told about an order: sending again answers that order, never a second one.
      if (first.outcome === 'placed') expect(again).toMatchObject({ orderNumber: first.orderNumber, replayed: true });
    }

    const conn = await createConnection(mariadb.url);
    try {
      const [orders] = (await conn.query('SELECT order_number AS orderNumber, email FROM orders')) as unknown as [
        { orderNumber: string; email: string }[],
      ];
      const byEmail = new Map<string, string[]>();
      for (const o of orders) byEmail.set(o.email, [...(byEmail.get(o.email) ?? []), o.orderNumber]);
      // Each checkout is exactly one order, the one its shopper was last told about; none comes from nowhere.
      expect(checkouts.filter((c) => (byEmail.get(c.email) ?? []).join() !== c.answers[1].orderNumber)).toEqual([]);
      expect(orders).toHaveLength(checkouts.length);
      const [[stock]] = (await conn.query('SELECT stock_quantity AS left_ FROM products WHERE id = ?', [product.id])) as unknown as [
        { left_: number }[],
      ];
      expect(stock.left_).toBe(STOCK - orders.length);
    } finally {
      await conn.end();
    }
  }, 300_000);
});
