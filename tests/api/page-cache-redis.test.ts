import { Role } from '../../api/src/common/roles';
import { createUser, tokenHeaders } from '../helpers/accounts';
import { rawGet } from '../helpers/raw-get';
import { startRedis, StartedRedis, waitFor } from '../helpers/store';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const FIRST_PRODUCT = graphql(`
  query PageCacheRedisFirstProduct {
    productListing(page: { skip: 0, take: 1 }) {
      items {
        id
        slug
      }
    }
  }
`);
const RENAME = graphql(`
  mutation PageCacheRedisRename($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      name
    }
  }
`);

/**
 * Two instances on one Redis server (REDIS_URL): a write on one empties the other's kept pages at once,
 * through the guest reads' channel (common/guest-read-sync.ts), not after the pages' 30 seconds. Each
 * instance has its own SQLite database here, so what is checked is the emptying, not the new content
 * (tests/api/guest-reads-redis.test.ts shows that on a shared MySQL database).
 */
describe('kept pages on two instances sharing Redis', () => {
  let redis: StartedRedis;
  const shops: TestShop[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) shops.push(await startTestShop('sqlite', { seed: 'demo', env: { REDIS_URL: redis.url } }));
    await Promise.all(shops.map((t) => t.shop.services.guestReadSync.ready()));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shops.map((t) => t.close()));
    await redis?.stop();
  });

  test("a write on one instance empties the other instance's kept pages", async () => {
    const [writer, reader] = shops;
    const { data } = await gql(reader.url, FIRST_PRODUCT);
    const path = `/product/${data!.productListing.items[0].slug}`;
    const page = () => rawGet(`${reader.url}${path}`, { accept: 'text/html', 'accept-encoding': 'br' });
    await page();
    expect((await page()).headers['x-page-cache']).toBe('hit');

    const staff = await createUser(writer.shop.db, { role: Role.ADMIN });
    const renamed = await gql(
      writer.url,
      RENAME,
      { id: data!.productListing.items[0].id, input: { name: 'Renamed Elsewhere' } },
      await tokenHeaders(writer, staff.id),
    );
    expect(renamed.errors).toBeUndefined();

    await waitFor(async () => reader.shop.services.pageCache!.size === 0, 10_000);
    expect((await page()).headers['x-page-cache']).toBe('miss');
  }, 60_000);
});
