import { ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createConnection } from 'mysql2/promise';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { graphql } from '../generated';
import { freePort } from '../helpers/free-port';
import { RAISED_RATE_LIMITS } from '../helpers/rate-limits';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { startRedis, StartedRedis, waitFor } from '../helpers/store';
import { describeMysql, TEST_DATABASE_URL } from '../helpers/test-db';

const IN_STOCK = graphql(`
  query TopologyInStock {
    productListing(filter: { inStock: true }, sort: PRICE_ASC, page: { skip: 0, take: 40 }) {
      items {
        id
        slug
        salePrice
        stockQuantity
      }
    }
  }
`);
const PLACE_ORDER = graphql(`
  mutation TopologyPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      replayed
      order {
        id
        orderNumber
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation TopologyLogin($name: String!, $password: String!) {
    login(name: $name, password: $password) {
      token
    }
  }
`);
const UPDATE_PRICE = graphql(`
  mutation TopologyUpdatePrice($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      salePrice
    }
  }
`);

interface Answer<R> {
  status: number;
  data?: R;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POSTs an operation; a refused or dropped connection answers status 0, as a browser's fetch would fail. */
async function post<R, V>(url: string, document: TypedDocumentNode<R, V>, variables: V, token?: string): Promise<Answer<R>> {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json().catch(() => ({}))) as Omit<Answer<R>, 'status'>;
    return { status: res.status, ...body };
  } catch {
    return { status: 0 };
  }
}

/**
 * docker/nginx.conf, the compose file's proxy, with its upstream pointed at this test's two instances and
 * its server on a free port, inside the few top-level lines Debian's nginx needs to run as a child process.
 */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const site = fs
    .readFileSync(path.resolve(__dirname, '../../docker/nginx.conf'), 'utf8')
    .replace(/server app:3000;/, upstreams.map((u) => `server ${new URL(u).host} max_fails=1 fail_timeout=30s;`).join(' '))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  expect(site).toContain(`listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ');
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  ${temp}
  ${site}
}
`;
}

async function startNginx(upstreams: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status === 200, 20_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The compose topology (docker/compose.yml) without Docker: Debian's nginx with docker/nginx.conf in front of
 * two instances of the built shop on one MariaDB database and one Redis server. Skipped without
 * TEST_DATABASE_URL; jest's global setup installs nginx where it may (tests/helpers/global-setup.js).
 */
describeMysql('two instances behind nginx on one MariaDB and one Redis', () => {
  let redis: StartedRedis;
  let scratch: Awaited<ReturnType<typeof scratchMysqlDatabase>>;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  const shops: SpawnedShop[] = [];
  const admin = { email: 'topology-boss@example.co.uk', password: 'long-enough-topology-1' };
  const runTag = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    redis = await startRedis();
    scratch = await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test');
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redis.url,
      SEED: 'demo',
      JWT_SECRET: 'one-secret-shared-by-both-instances-behind-nginx',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Failed logins for one e-mail from one address: 4, counted across both instances.
      RATE_LIMITS: `${RAISED_RATE_LIMITS},loginPerAccountAndAddress=4/15m`,
    };
    // The first seeds the database; the second finds it ready.
    shops.push(await spawnShop(env));
    shops.push(await spawnShop(env));
    proxy = await startNginx(shops.map((s) => s.url));
  }, 300_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(shops.map((s) => s.stop()));
    await scratch?.drop();
    await redis?.stop();
  });

  const graphqlPosts = (shop: SpawnedShop) =>
    shop
      .output()
      .split('\n')
      .filter((l) => l.includes('"method":"POST","url":"/graphql"')).length;

  test('the rate limit on failed logins is shared: the fifth attempt is refused, whichever instance nginx picks', async () => {
    const before = shops.map(graphqlPosts);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await post(proxy.url, LOGIN, { name: `nobody-${runTag}@example.co.uk`, password: `wrong-password-${i}` });
      codes.push(answer.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // nginx spread the attempts over both instances, so neither could have counted them alone.
    shops.forEach((shop, i) => expect(graphqlPosts(shop) - before[i]).toBeGreaterThanOrEqual(2));
  }, 60_000);

  test("a price changed through one instance shows at once on the other instance's product page", async () => {
    const [writer, reader] = shops;
    const product = (await post(reader.url, IN_STOCK, {})).data!.productListing.items[0];
    const pageOf = async (shop: SpawnedShop) =>
      (await fetch(`${shop.url}/product/${product.slug}`, { headers: { accept: 'text/html' } })).text();
    for (let i = 0; i < 2; i++) expect(await pageOf(reader)).not.toContain('876.54');
    const { token } = (await post(writer.url, LOGIN, { name: admin.email, password: admin.password })).data!.login;
    expect((await post(writer.url, UPDATE_PRICE, { id: product.id, input: { salePrice: 876.54 } }, token!)).data).toEqual({
      updateProduct: { salePrice: 876.54 },
    });
    // Redis carries the write to the reader in well under a second.
    await waitFor(async () => (await pageOf(reader)).includes('876.54'), 5_000);
  }, 60_000);

  test('checkouts through nginx while one instance is killed: every order placed exactly once, stock taken once', async () => {
    const products = (await post(proxy.url, IN_STOCK, {})).data!.productListing.items.filter((p) => p.stockQuantity >= 20).slice(0, 4);
    expect(products).toHaveLength(4);
    const checkouts = 40;
    const told = new Map<string, string>();
    const bought = new Map<number, number>();
    let failedAttempts = 0;
    let next = 0;

    const checkout = async (n: number) => {
      const product = products[n % products.length];
      const input = {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ productId: product.id, quantity: 1 }],
        customerName: `Topology Shopper ${n}`,
        email: `topology-${runTag}-${n}@example.co.uk`,
        phone: '07700 900123',
        addressLine1: `${n} Proxy Street`,
        city: 'London',
        postcode: 'SW1A 1AA',
        shippingMethod: 'tracked-1-2',
        paymentMethod: 'bank-transfer',
        termsAccepted: true,
      };
      // As the storefront does: no answer or a 5xx means "send it again with the same key".
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await post(proxy.url, PLACE_ORDER, { input });
        if (answer.status === 200 && answer.data) {
          told.set(input.email, answer.data.placeOrder.order.orderNumber);
          bought.set(product.id, (bought.get(product.id) ?? 0) + 1);
          return;
        }
        failedAttempts++;
        expect([0, 502, 503, 504]).toContain(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`checkout ${n} got no answer in 20 attempts`);
    };
    const client = async () => {
      while (next < checkouts) {
        const n = next++;
        if (n === 12) shops[0].child.kill('SIGKILL');
        await checkout(n);
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    expect(await shops[0].exited).toBeNull();

    expect(told.size).toBe(checkouts);
    const db = await createConnection(scratch.url);
    try {
      const [orders] = (await db.query('SELECT email, order_number AS orderNumber FROM orders WHERE email LIKE ?', [
        `topology-${runTag}-%`,
      ])) as unknown as [{ email: string; orderNumber: string }[]];
      // One order per checkout, and it is the one the shopper was told about.
      expect(orders).toHaveLength(checkouts);
      for (const order of orders) expect(told.get(order.email)).toBe(order.orderNumber);
      for (const product of products) {
        const [[row]] = (await db.query('SELECT stock_quantity AS stock FROM products WHERE id = ?', [product.id])) as unknown as [
          { stock: number }[],
        ];
        expect(row.stock).toBe(product.stockQuantity - (bought.get(product.id) ?? 0));
      }
    } finally {
      await db.end();
    }
    // The survivor carried on alone: pages and the API answer through nginx.
    expect((await fetch(`${proxy.url}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    console.log(`two instances behind nginx: ${checkouts} checkouts, ${failedAttempts} attempts sent again after the kill`);
  }, 240_000);
});
