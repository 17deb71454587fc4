import { Database } from '../../api/src/db/database';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { StoreProductService } from '../../api/src/modules/catalog/product/store-product.service';
import { ProductSearchService } from '../../api/src/modules/catalog/search/product-search.service';
import { Role } from '../../api/src/common/roles';
import { ask, loginAs, rows, startRedis, StartedRedis, startStoreShop, waitFor } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const RENAME = graphql(`
  mutation SearchRedisRename($id: Int!) {
    updateProduct(id: $id, input: { name: "Axolotl Silk Serum" }) {
      name
    }
  }
`);
const SEARCH = graphql(`
  query SearchRedisSearch($q: String!) {
    search(query: $q) {
      items {
        id
        name
      }
    }
  }
`);

/** Another instance of the shop: its own Database handle (own change events) and its own search index. */
function otherInstance(t: TestShop, redisUrl?: string): { db: Database; search: ProductSearchService } {
  const db = new Database(t.shop.db.dataSource);
  return { db, search: new ProductSearchService(db, new StoreProductService(db), { redisUrl }) };
}

const names = async (search: ProductSearchService, query: string) => (await search.search('MAIN', query)).items.map((p) => p.name);

describe.each(sqliteOnly)('search index shared through Redis on %s', (dialect) => {
  let redis: StartedRedis;
  let t: TestShop;
  let peer: { db: Database; search: ProductSearchService };
  let loner: { db: Database; search: ProductSearchService };
  beforeAll(async () => {
    redis = await startRedis();
    t = await startStoreShop(dialect, { REDIS_URL: redis.url });
    peer = otherInstance(t, redis.url);
    loner = otherInstance(t);
    await Promise.all([peer.search.settled(), t.shop.services.productSearch.settled()]);
  });
  afterAll(async () => {
    peer?.search.close();
    loner?.search.close();
    await t?.close();
    await redis?.stop();
  });

  test('a rename on one instance reaches another instance through Redis (and not an instance without Redis)', async () => {
    const [product] = await rows<{ id: number; name: string }>(
      t.shop.db,
      'SELECT id, name FROM products WHERE is_active = 1 ORDER BY id LIMIT 1',
    );
    expect(await names(peer.search, 'axolotl')).toEqual([]);
    expect(await names(loner.search, 'axolotl')).toEqual([]);
    const { headers } = await loginAs(t, Role.ADMIN);
    await ask(t, RENAME, { id: product.id }, headers);
    await waitFor(async () => (await names(peer.search, 'axolotl')).includes('Axolotl Silk Serum'));
    expect(await names(loner.search, 'axolotl')).toEqual([]);
  });

  test('a change made on another instance reaches this shop', async () => {
    const [product] = await rows<{ id: number }>(t.shop.db, 'SELECT id FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 1');
    expect((await ask(t, SEARCH, { q: 'narwhal' })).search.items).toEqual([]);
    await peer.db.repo(Product).update(product.id, { name: 'Narwhal Night Cream' });
    peer.db.changed(Product, [product.id], 'update');
    await waitFor(async () => (await ask(t, SEARCH, { q: 'narwhal' })).search.items.some((p) => p.id === product.id));
  });
});
