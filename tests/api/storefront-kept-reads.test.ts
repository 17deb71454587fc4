import { Role } from '../../api/src/common/roles';
import { tokenHeaders, createUser, login } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const FIRST_SHAMPOO = graphql(`
  query KeptReadsFirstShampoo {
    productListing(filter: { subCategorySlug: "shampoo" }, page: { skip: 0, take: 1 }) {
      items {
        id
        name
        slug
      }
    }
  }
`);
const RENAME = graphql(`
  mutation KeptReadsRenameProduct($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      name
    }
  }
`);
const NAVBAR = graphql(`
  query KeptReadsNavbar {
    navbarCategories {
      id
    }
  }
`);
const LOGOUT = graphql(`
  mutation KeptReadsLogout {
    logout
  }
`);
const STOCK_ALERT = graphql(`
  mutation KeptReadsStockAlert($email: String!, $productId: Int!) {
    requestStockAlert(email: $email, productId: $productId) {
      message
    }
  }
`);
const HEART = graphql(`
  mutation KeptReadsHeart($productId: Int!) {
    saveToWishlist(productId: $productId) {
      id
    }
  }
`);
const PLACE = graphql(`
  mutation KeptReadsPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      replayed
    }
  }
`);
const FORGOT_PASSWORD = graphql(`
  mutation KeptReadsForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

/**
 * The server render keeps guests' reads until the next write (api/src/common/public-reads.ts): a page
 * never shows what staff have just changed as it was before, whichever way the change came in.
 */
/** A name as React writes it into the page. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe.each(dialects)('storefront pages after a write on %s', (dialect) => {
  let t: TestShop;
  let admin: Record<string, string>;
  let product: { id: number; name: string; slug: string };
  const page = async (path: string) => {
    const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo' });
    const staff = await createUser(t.shop.db, { role: Role.ADMIN, email: 'kept-reads-admin@example.co.uk' });
    admin = await tokenHeaders(t, staff.id);
    const found = await gql(t.url, FIRST_SHAMPOO);
    product = found.data!.productListing.items[0];
  });
  afterAll(() => t?.close());

  test('a product renamed through GraphQL shows its new name on its page and in its listing at once', async () => {
    expect(await page(`/product/${product.slug}`)).toContain(html(product.name));
    expect(await page('/subcategory/shampoo')).toContain(html(product.name));
    // Twice, so the second render is served from what the first kept.
    expect(await page('/subcategory/shampoo')).toContain(html(product.name));

    const renamed = `${product.name} Kept Reads Edition`;
    const res = await gql(t.url, RENAME, { id: product.id, input: { name: renamed } }, admin);
    expect(res.errors).toBeUndefined();

    expect(await page(`/product/${product.slug}`)).toContain(html(renamed));
    expect(await page('/subcategory/shampoo')).toContain(html(renamed));
    product.name = renamed;
  });

  test('a change through the legacy REST rows shows at once too', async () => {
    expect(await page('/subcategory/shampoo')).toContain(html(product.name));
    const renamed = `${product.name.replace(' Kept Reads Edition', '')} Legacy Edition`;
    const res = await api(t, 'PUT', `/adminproduct/${product.id}`, { headers: admin, body: { ProductName: renamed } });
    expect(res.status).toBe(200);
    expect(await page('/subcategory/shampoo')).toContain(html(renamed));
  });

  test('reads by guests keep what is kept: a query through /graphql does not empty it', async () => {
    await page('/subcategory/shampoo');
    const kept = t.shop.services.publicReads.size;
    expect(kept).toBeGreaterThan(0);
    await gql(t.url, NAVBAR);
    expect(t.shop.services.publicReads.size).toBe(kept);
  });

  /** Warms the kept reads with a page, then runs `request` and tells whether they were kept (N6). */
  const keptAfter = async (request: () => Promise<unknown>) => {
    await page('/subcategory/shampoo');
    const kept = t.shop.services.publicReads.size;
    expect(kept).toBeGreaterThan(0);
    await request();
    return t.shop.services.publicReads.size === kept;
  };

  test('requests that write nothing keep the kept reads: a failed sign-in, an anonymous logout, a refused order (N6)', async () => {
    expect(
      await keptAfter(async () =>
        expect((await login(t, 'kept-reads-admin@example.co.uk', 'not the password')).errors?.[0]?.extensions?.code).toBe(
          'UNAUTHENTICATED',
        ),
      ),
    ).toBe(true);
    expect(await keptAfter(async () => expect(await gql(t.url, LOGOUT)).toEqual({ data: { logout: false } }))).toBe(true);
    const order = (overrides: Partial<PlaceOrderInput>): PlaceOrderInput => ({
      email: 'kept.reads@example.co.uk',
      customerName: 'Kept Reads',
      addressLine1: '1 Row',
      city: 'York',
      postcode: 'YO1 7HH',
      shippingMethod: 'tracked-2-4',
      termsAccepted: true,
      paymentMethod: 'bank-transfer',
      idempotencyKey: `kept-reads-${Math.random().toString(36).slice(2)}`,
      lines: [{ productId: product.id, quantity: 1 }],
      ...overrides,
    });
    expect(
      await keptAfter(async () =>
        expect((await gql(t.url, PLACE, { input: order({ email: 'not an address' }) })).errors?.[0]?.extensions?.code).toBe(
          'BAD_USER_INPUT',
        ),
      ),
    ).toBe(true);
    // More than the stock: refused inside the transaction, which is rolled back.
    expect(
      await keptAfter(async () =>
        expect((await gql(t.url, PLACE, { input: order({ lines: [{ productId: product.id, quantity: 99_999 }] }) })).errors).toBeDefined(),
      ),
    ).toBe(true);
    expect(await keptAfter(() => gql(t.url, FORGOT_PASSWORD, { email: 'nobody-here@example.co.uk' }))).toBe(true);
  });

  test('rejected legacy, upload and contact requests keep them too (N6)', async () => {
    expect(
      await keptAfter(async () =>
        expect((await api(t, 'POST', '/login', { body: { Name: 'nobody@example.co.uk', Password: 'wrong-password' } })).status).toBe(401),
      ),
    ).toBe(true);
    expect(
      await keptAfter(async () =>
        expect((await api(t, 'PUT', `/adminproduct/${product.id}`, { body: { ProductName: 'Nobody may' } })).status).toBe(401),
      ),
    ).toBe(true);
    expect(
      await keptAfter(async () =>
        expect((await fetch(`${t.url}/upload/product`, { method: 'POST', body: new FormData() })).status).toBe(401),
      ),
    ).toBe(true);
    expect(
      await keptAfter(async () =>
        expect(
          (await fetch(`${t.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
        ).toBe(400),
      ),
    ).toBe(true);
  });

  test('writes to tables no page reads keep them: a back-in-stock sign-up, a wishlist heart (R8)', async () => {
    expect((await gql(t.url, RENAME, { id: product.id, input: { stockQuantity: 0 } }, admin)).errors).toBeUndefined();
    const alert = { email: 'kept.reads.alert@example.co.uk', productId: product.id };
    expect(await keptAfter(async () => expect((await gql(t.url, STOCK_ALERT, alert)).errors).toBeUndefined())).toBe(true);
    expect(await t.shop.db.dataSource.query(`SELECT email FROM stock_alerts WHERE product_id = ${Number(product.id)}`)).toEqual([
      { email: alert.email },
    ]);
    const shopper = await tokenHeaders(t, (await createUser(t.shop.db, { role: Role.USER, email: 'kept-reads-heart@example.co.uk' })).id);
    expect(await keptAfter(async () => expect((await gql(t.url, HEART, { productId: product.id }, shopper)).errors).toBeUndefined())).toBe(
      true,
    );
    expect((await gql(t.url, RENAME, { id: product.id, input: { stockQuantity: 50 } }, admin)).errors).toBeUndefined();
  });

  test('a placed order empties them (its stock changed), and so does a write made with no request at all', async () => {
    expect(
      await keptAfter(async () =>
        expect(
          (
            await gql(t.url, PLACE, {
              input: {
                email: 'kept.reads@example.co.uk',
                customerName: 'Kept Reads',
                addressLine1: '1 Row',
                city: 'York',
                postcode: 'YO1 7HH',
                shippingMethod: 'tracked-2-4',
                termsAccepted: true,
                paymentMethod: 'bank-transfer',
                idempotencyKey: `kept-reads-placed-${Math.random().toString(36).slice(2)}`,
                lines: [{ productId: product.id, quantity: 1 }],
              },
            })
          ).errors,
        ).toBeUndefined(),
      ),
    ).toBe(false);
    expect(await keptAfter(() => t.shop.db.dataSource.query('UPDATE products SET name = name WHERE id = ?', [product.id]))).toBe(false);
  });
});
