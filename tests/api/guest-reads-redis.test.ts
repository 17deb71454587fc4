import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { graphql } from '../generated';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { startRedis, StartedRedis, waitFor } from '../helpers/store';
import { describeMysql, TEST_DATABASE_URL } from '../helpers/test-db';

const FIRST_SHAMPOO = graphql(`
  query RedisReadsFirstShampoo {
    productListing(filter: { subCategorySlug: "shampoo" }, page: { skip: 0, take: 1 }) {
      items {
        id
        slug
        salePrice
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation RedisReadsLogin($name: String!, $password: String!) {
    login(name: $name, password: $password) {
      token
    }
  }
`);
const UPDATE_PRODUCT = graphql(`
  mutation RedisReadsUpdateProduct($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      salePrice
    }
  }
`);

/**
 * Two instances of the built shop on one MariaDB database and one Redis server (REDIS_URL): a write
 * on one empties every instance's kept guest reads and kept pages at once, so the other's page shows it
 * without the 30-second wait that bounds it without Redis.
 */
describeMysql('guest reads kept by two instances sharing Redis', () => {
  let redis: StartedRedis;
  let scratch: Awaited<ReturnType<typeof scratchMysqlDatabase>>;
  const shops: SpawnedShop[] = [];
  const admin = { email: 'redis-boss@example.co.uk', password: 'long-enough-redis-1' };

  const post = async <R, V>(shop: SpawnedShop, document: TypedDocumentNode<R, V>, variables: V, token?: string | null): Promise<R> => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await res.json()) as { data?: R; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const page = async (shop: SpawnedShop, path: string) => {
    const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    redis = await startRedis();
    scratch = await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test');
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redis.url,
      SEED: 'demo',
      JWT_SECRET: 'one-secret-shared-by-both-instances-of-this-test',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    shops.push(await spawnShop(env));
    shops.push(await spawnShop(env));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(shops.map((s) => s.stop()));
    await scratch?.drop();
    await redis?.stop();
  });

  test("a price changed on one instance shows on the other instance's product page at once", async () => {
    const [writer, reader] = shops;
    const { productListing } = await post(reader, FIRST_SHAMPOO, {});
    const product = productListing.items[0];
    const newPrice = 987.65;
    // The reader keeps its render of the page (read twice: the second is served from what the first kept).
    for (let i = 0; i < 2; i++) expect(await page(reader, `/product/${product.slug}`)).not.toContain('987.65');
    const kept = await fetch(`${reader.url}/product/${product.slug}`, { headers: { accept: 'text/html' } });
    expect(kept.headers.get('x-page-cache')).toBe('hit');

    const { login } = await post(writer, LOGIN, { name: admin.email, password: admin.password });
    const changed = await post(writer, UPDATE_PRODUCT, { id: product.id, input: { salePrice: newPrice } }, login.token);
    expect(changed.updateProduct.salePrice).toBe(newPrice);

    // Redis delivers the message in well under a second; without it the reader would show the old price for up to 30 s.
    await waitFor(async () => (await page(reader, `/product/${product.slug}`)).includes('987.65'), 10_000);
  }, 60_000);
});
