import { Role } from '../../api/src/common/roles';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { api } from '../helpers/legacy';
import { CREATE_ORDER, insertProduct, insertUser, orderInput, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { CreateProductInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SHIPPING = graphql(`
  query MoneyBoundsShipping($w: Int!, $s: Float!) {
    shippingOptions(weightGrams: $w, subtotal: $s) {
      price
    }
  }
`);
const CREATE_BANNER = graphql(`
  mutation MoneyBoundsCreateBanner($input: CreateBannerInput!) {
    createBanner(input: $input) {
      id
      linkUrl
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation MoneyBoundsCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

const firstError = (body: Awaited<ReturnType<typeof gql>>) => {
  const e = body.errors?.[0];
  return e && { message: e.message, code: e.extensions?.code, field: e.extensions?.field };
};

describe.each(dialects)('money, quantity and link bounds on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  test('an order may come to at most £1,000,000, so its totals always fit their columns; nothing is taken when it is refused', async () => {
    const tiara = await insertProduct(t.shop.db, { name: 'Diamond Tiara', pricePence: 100_000_000, stock: 500 });
    const orders = await t.shop.db.repo(Order).count();
    const body = await gql(t.url, CREATE_ORDER, { input: orderInput([[tiara, 99]]) }, staff);
    expect(firstError(body)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lines',
      message: 'An order can come to at most £1,000,000.00; this one comes to £99,000,000.00',
    });
    const fifty = Array.from({ length: 50 }, () => ({ productCode: tiara.code, quantity: 1 }));
    const wide = await gql(t.url, CREATE_ORDER, { input: orderInput([{ productId: tiara.id, quantity: 2 }]) }, staff);
    expect(firstError(wide)?.message).toBe('An order can come to at most £1,000,000.00; this one comes to £2,000,000.00');
    const manyLines = await gql(t.url, CREATE_ORDER, { input: orderInput(fifty) }, staff);
    expect(firstError(manyLines)?.code).toBe('BAD_USER_INPUT');
    expect(await t.shop.db.repo(Order).count()).toBe(orders);
    expect(await stockOf(t.shop.db, tiara.id)).toBe(500);
    // Exactly the limit is fine.
    const one = await gql(t.url, CREATE_ORDER, { input: orderInput([[tiara, 1]]) }, staff);
    expect(one.errors).toBeUndefined();
    expect(one.data!.createOrder.order.subtotal).toBe(1_000_000);
  });

  test('prices above £1,000,000, negative, or not in whole pence are refused with the field named, in GraphQL and REST', async () => {
    const base = { name: 'Bound Test Serum', salePrice: 10 };
    for (const [change, field, message] of [
      [{ salePrice: 1_000_000.01 }, 'salePrice', 'Sale price must be at most £1,000,000'],
      [{ salePrice: 1e308 }, 'salePrice', 'Sale price must be at most £1,000,000'],
      [{ costPrice: -0.01 }, 'costPrice', 'Cost Price cannot be negative'],
      [{ discountInAmount: 1e15 }, 'discountInAmount', 'Discount amount must be at most £1,000,000'],
      [{ salePrice: 0.001 }, 'salePrice', 'Sale price must be in whole pence'],
      [{ stockQuantity: 2_000_000_000 }, 'stockQuantity', 'Stock Quantity must be at most 10000000'],
    ] as [Partial<CreateProductInput>, string, string][]) {
      expect(firstError(await gql(t.url, CREATE_PRODUCT, { input: { ...base, ...change } }, staff))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
        message,
      });
    }
    const rest = await api(t, 'POST', '/adminproduct', { headers: staff, body: { ProductName: 'Bound Test Serum', SalePrice: 1e308 } });
    expect(rest).toEqual({ status: 400, body: { message: 'Sale price must be at most £1,000,000' } });
  });

  test('shippingOptions refuses subtotals beyond £1,000,000 and 1e308 instead of pricing them', async () => {
    for (const s of [1e308, 1_000_000.01]) {
      expect(firstError(await gql(t.url, SHIPPING, { w: 100, s }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'subtotal',
        message: 'Subtotal must be an amount in pounds, from 0 to £1,000,000',
      });
    }
    expect((await gql(t.url, SHIPPING, { w: 100, s: 1_000_000 })).errors).toBeUndefined();
  });

  test('a banner links to a path on this shop or an https address, never to another site through //, \\ or another scheme', async () => {
    const banner = (linkUrl: string) => gql(t.url, CREATE_BANNER, { input: { title: 'Summer', description: 'Sun care', linkUrl } }, staff);
    for (const good of ['/collections/summer', '/', 'https://www.example.co.uk/spring?ref=banner']) {
      const body = await banner(good);
      expect(body.errors).toBeUndefined();
      expect(body.data!.createBanner.linkUrl).toBe(good);
    }
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'http://evil.example',
      'javascript:alert(1)',
      'https://',
      'https://evil.example/ x',
      'collections/summer',
      '/a\u0000b',
    ]) {
      expect(firstError(await banner(bad))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'linkUrl',
        message: 'Link must be a path on this shop starting with a single /, or an https:// address',
      });
    }
  });
});
