import { Role } from '../../api/src/common/roles';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { MAX_WISHLIST_ITEMS } from '../../api/src/modules/account/wishlist/wishlist.service';
import { insertProduct, insertUser } from '../helpers/orders';
import { loggedIn, PASSWORD } from '../helpers/accounts';
import { WishlistItem } from '../../api/src/modules/account/wishlist/wishlist-item.entity';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

graphql(`
  fragment WishlistFields on WishlistItem {
    id
    userId
    productId
    priceWhenSaved
    priceNow
    priceDropped
    savedAt
    product {
      id
      name
      stockQuantity
    }
  }
`);
const MINE = graphql(`
  query WishlistMine {
    myWishlist {
      ...WishlistFields
    }
  }
`);
const SAVE = graphql(`
  mutation WishlistSave($productId: Int!) {
    saveToWishlist(productId: $productId) {
      ...WishlistFields
    }
  }
`);
const REMOVE = graphql(`
  mutation WishlistRemove($productId: Int!) {
    removeFromWishlist(productId: $productId)
  }
`);
const MY_DATA = graphql(`
  query WishlistMyData {
    myData {
      json
    }
  }
`);
const DELETE_ME = graphql(`
  mutation WishlistDeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) {
      message
    }
  }
`);
const MERGE = graphql(`
  mutation WishlistMerge($productIds: [Int!]!) {
    mergeWishlist(productIds: $productIds) {
      ...WishlistFields
    }
  }
`);

type Headers = Record<string, string>;

describe.each(dialects)('the wishlist on %s', (dialect) => {
  let t: TestShop;
  let serum: Product;
  let balm: Product;
  let retired: Product;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    serum = await insertProduct(t.shop.db, { name: 'Glow Serum', pricePence: 1000, stock: 5 });
    balm = await insertProduct(t.shop.db, { name: 'Lip Balm', pricePence: 450, discountPence: 50, stock: 0 });
    retired = await insertProduct(t.shop.db, { name: 'Old Toner', pricePence: 700, stock: 3, isActive: false });
  });
  afterAll(() => t?.close());

  const customer = async () => (await insertUser(t, Role.USER)).headers;
  const mine = async (headers: Headers) => {
    const body = await gql(t.url, MINE, undefined, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.myWishlist;
  };
  const save = async (headers: Headers, productId: number) => {
    const body = await gql(t.url, SAVE, { productId }, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.saveToWishlist;
  };
  const errorCode = (body: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

  test('a customer saves products with the price a shopper pays today, lists them newest first and removes them', async () => {
    const headers = await customer();
    expect(await mine(headers)).toEqual([]);
    const first = await save(headers, serum.id);
    expect(first).toMatchObject({
      productId: serum.id,
      priceWhenSaved: 10,
      priceNow: 10,
      priceDropped: false,
      product: { name: 'Glow Serum' },
    });
    await save(headers, balm.id);
    const list = await mine(headers);
    expect(list.map((i) => [i.product?.name, i.priceWhenSaved, i.product?.stockQuantity])).toEqual([
      ['Lip Balm', 4, 0],
      ['Glow Serum', 10, 5],
    ]);
    // Saving again changes nothing: the same item, its first price and date.
    expect(await save(headers, serum.id)).toEqual(first);
    expect(await mine(headers)).toHaveLength(2);

    const removed = await gql(t.url, REMOVE, { productId: serum.id }, headers);
    expect(removed.data?.removeFromWishlist).toBe(true);
    const again = await gql(t.url, REMOVE, { productId: serum.id }, headers);
    expect(again.data?.removeFromWishlist).toBe(false);
    expect((await mine(headers)).map((i) => i.productId)).toEqual([balm.id]);
  });

  test('refused: guests, products that do not exist or are no longer sold, ids that cannot be ids', async () => {
    const headers = await customer();
    expect(errorCode(await gql(t.url, MINE))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.url, SAVE, { productId: serum.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.url, MERGE, { productIds: [serum.id] }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.url, SAVE, { productId: retired.id }, headers))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t.url, SAVE, { productId: 999_999 }, headers))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t.url, SAVE, { productId: -1 }, headers))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(t.url, MERGE, { productIds: [serum.id, 0] }, headers))).toBe('BAD_USER_INPUT');
    expect(await mine(headers)).toEqual([]);
  });

  test("only the owner sees or changes their wishlist: another customer's is their own", async () => {
    const amelia = await customer();
    const ben = await customer();
    await save(amelia, serum.id);
    expect(await mine(ben)).toEqual([]);
    const benRemoves = await gql(t.url, REMOVE, { productId: serum.id }, ben);
    expect(benRemoves.data?.removeFromWishlist).toBe(false);
    expect((await mine(amelia)).map((i) => i.productId)).toEqual([serum.id]);
    await save(ben, balm.id);
    expect((await mine(amelia)).map((i) => i.productId)).toEqual([serum.id]);
  });

  test('merging a guest list on sign-in is idempotent: duplicates, unknown and retired products are passed over', async () => {
    const headers = await customer();
    const kept = await save(headers, serum.id);
    const body = await gql(t.url, MERGE, { productIds: [balm.id, serum.id, balm.id, retired.id, 987_654] }, headers);
    expect(body.errors).toBeUndefined();
    const merged = body.data!.mergeWishlist;
    expect(merged.map((i) => i.productId).sort()).toEqual([serum.id, balm.id].sort());
    expect(merged.find((i) => i.productId === serum.id)).toEqual(kept);
    const again = await gql(t.url, MERGE, { productIds: [balm.id, serum.id] }, headers);
    expect(again.data!.mergeWishlist).toEqual(merged);
    expect(await mine(headers)).toEqual(merged);
  });

  test(`merging is bounded: at most ${MAX_WISHLIST_ITEMS} ids a call and ${MAX_WISHLIST_ITEMS} products a wishlist`, async () => {
    const many: Product[] = [];
    for (let i = 0; i < MAX_WISHLIST_ITEMS + 1; i++)
      many.push(await insertProduct(t.shop.db, { name: `Shade ${i}`, pricePence: 500, stock: 1 }));
    const headers = await customer();
    const tooMany = await gql(t.url, MERGE, { productIds: many.map((p) => p.id) }, headers);
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(await mine(headers)).toEqual([]);

    await save(headers, serum.id);
    const full = await gql(t.url, MERGE, { productIds: many.slice(0, MAX_WISHLIST_ITEMS).map((p) => p.id) }, headers);
    expect(full.errors).toBeUndefined();
    expect(full.data!.mergeWishlist).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(full.data!.mergeWishlist.some((i) => i.productId === serum.id)).toBe(true);
    const over = await gql(t.url, SAVE, { productId: many[MAX_WISHLIST_ITEMS]!.id }, headers);
    expect(errorCode(over)).toBe('CONFLICT');
    expect(over.errors?.[0]?.message).toBe(`Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products; remove one first`);
  });

  test('a price that has come down since it was saved is reported; a product no longer sold shows without a price', async () => {
    const headers = await customer();
    const cream = await insertProduct(t.shop.db, { name: 'Night Cream', pricePence: 1000, stock: 4 });
    const mask = await insertProduct(t.shop.db, { name: 'Clay Mask', pricePence: 1200, stock: 4 });
    await save(headers, cream.id);
    await save(headers, mask.id);
    await t.shop.db.repo(Product).update(cream.id, { discountInAmountPence: 200, discountInPercent: 20 });
    await t.shop.db.repo(Product).update(mask.id, { salePricePence: 1500 });
    const byName = new Map((await mine(headers)).map((i) => [i.product?.name, i]));
    expect(byName.get('Night Cream')).toMatchObject({ priceWhenSaved: 10, priceNow: 8, priceDropped: true });
    expect(byName.get('Clay Mask')).toMatchObject({ priceWhenSaved: 12, priceNow: 15, priceDropped: false });

    await t.shop.db.repo(Product).update(mask.id, { isActive: false });
    const retiredItem = (await mine(headers)).find((i) => i.productId === mask.id);
    expect(retiredItem).toMatchObject({ product: null, priceNow: null, priceDropped: false, priceWhenSaved: 12 });
  });

  test("the customer's data export lists their wishlist; deleting the account deletes it", async () => {
    const { user, headers } = await loggedIn(t);
    await save(headers, serum.id);
    const exported = await gql(t.url, MY_DATA, undefined, headers);
    expect(exported.errors).toBeUndefined();
    const data = JSON.parse(exported.data!.myData.json) as { wishlist: unknown[] };
    expect(data.wishlist).toEqual([{ product: 'Glow Serum', priceWhenSaved: 10, savedAt: expect.any(String) }]);
    const deleted = await gql(t.url, DELETE_ME, { password: PASSWORD }, headers);
    expect(deleted.errors).toBeUndefined();
    expect(await t.shop.db.repo(WishlistItem).countBy({ userId: user.id })).toBe(0);
  });
});
