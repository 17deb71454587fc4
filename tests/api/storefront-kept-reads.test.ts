import { Role } from '../../api/src/common/roles';
import { tokenHeaders, createUser } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

/**
 * The server render keeps guests' reads until the next write (api/src/common/public-reads.ts): a page
 * never shows what staff have just changed as it was before, whichever way the change came in.
 */
/** A name as React writes it into the page. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

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
    const found = await gql(t.url, '{ productListing(filter: { subCategorySlug: "shampoo" }, page: { skip: 0, take: 1 }) { items { id name slug } } }');
    product = found.data.productListing.items[0];
  });
  afterAll(() => t?.close());

  test('a product renamed through GraphQL shows its new name on its page and in its listing at once', async () => {
    expect(await page(`/product/${product.slug}`)).toContain(html(product.name));
    expect(await page('/subcategory/shampoo')).toContain(html(product.name));
    // Twice, so the second render is served from what the first kept.
    expect(await page('/subcategory/shampoo')).toContain(html(product.name));

    const renamed = `${product.name} Kept Reads Edition`;
    const res = await gql(t.url, 'mutation ($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }', { id: product.id, input: { name: renamed } }, admin);
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
    await gql(t.url, '{ navbarCategories { id } }');
    expect(t.shop.services.publicReads.size).toBe(kept);
  });
});
