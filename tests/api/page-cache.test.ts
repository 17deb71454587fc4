import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MAX_KEPT_PAGE_BYTES, MAX_KEPT_PAGES } from '../../api/src/common/page-cache';
import { Role } from '../../api/src/common/roles';
import { KEPT_PAGE_CACHE_CONTROL, MAX_KEPT_URL_LENGTH } from '../../api/src/http/guest-pages';
import { createUser, loggedIn, tokenHeaders } from '../helpers/accounts';
import { rawGet } from '../helpers/raw-get';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const FIRST_CONDITIONER = graphql(`
  query PageCacheFirstConditioner {
    productListing(filter: { subCategorySlug: "conditioner" }, page: { skip: 0, take: 1 }) {
      items {
        id
        name
        slug
        salePrice
      }
    }
  }
`);
const SET_PRICE = graphql(`
  mutation PageCacheSetPrice($id: Int!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      salePrice
    }
  }
`);

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

/**
 * Guests' storefront pages are kept compressed (api/src/common/page-cache.ts, http/guest-pages.ts): a page
 * asked for again is sent as it was, until a write changes what pages show; signed-in visitors and their
 * own pages never touch it.
 */
describe('the page cache of guest pages', () => {
  let t: TestShop;
  const logLines: string[] = [];
  let admin: Record<string, string>;
  let product: { id: number; name: string; slug: string; salePrice: number };
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${t.url}${path}`, { accept: 'text/html', 'accept-encoding': 'br', ...headers });

  beforeAll(async () => {
    t = await startTestShop('sqlite', {
      seed: 'demo',
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line) => logLines.push(line) },
    });
    const staff = await createUser(t.shop.db, { role: Role.ADMIN, email: 'page-cache-admin@example.co.uk' });
    admin = await tokenHeaders(t, staff.id);
    const found = await gql(t.url, FIRST_CONDITIONER);
    product = found.data!.productListing.items[0];
  });
  afterAll(() => t?.close());

  test('a guest page asked for again is sent from the cache: the same bytes in each encoding, with its ETag and public caching', async () => {
    const path = `/product/${product.slug}`;
    for (const encoding of ENCODINGS) {
      const first = await get(path, { 'accept-encoding': encoding });
      const second = await get(path, { 'accept-encoding': encoding });
      expect([first.status, first.headers['x-page-cache'], second.status, second.headers['x-page-cache']]).toEqual([
        200,
        'miss',
        200,
        'hit',
      ]);
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(second.body.equals(first.body)).toBe(true);
      expect(Number(second.headers['content-length'])).toBe(second.body.length);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(KEPT_PAGE_CACHE_CONTROL);
      expect(second.headers.vary).toBe('Accept-Encoding');
      // The policy carries no per-request nonce, so the kept page and its header agree.
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(second.headers['content-security-policy']).not.toContain('nonce-');
      expect(decoded(second.body, second.headers['content-encoding'])).toContain('</html>');
    }
    expect(KEPT_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });

  test('a page sent from the cache carries every header a rendered one does, its own request id, and its access log line', async () => {
    const path = '/products?sort=price-asc';
    const first = await get(path);
    const second = await get(path, { 'x-request-id': 'nginx-request-0001' });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(names(second.headers)).toEqual(names(first.headers));
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
    expect(second.headers['x-request-id']).toBe('nginx-request-0001');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const logged = logLines.map(
      (line) =>
        JSON.parse(line) as { reqId?: string; msg?: string; pageCache?: string; req?: { url?: string }; res?: { statusCode?: number } },
    );
    expect(logged.find((line) => line.reqId === 'nginx-request-0001')).toMatchObject({
      msg: 'request completed',
      pageCache: 'hit',
      req: { url: path },
      res: { statusCode: 200 },
    });
  });

  test("a price staff change through GraphQL shows on the product's next page", async () => {
    const path = `/product/${product.slug}`;
    await get(path);
    const before = await get(path);
    expect(before.headers['x-page-cache']).toBe('hit');
    expect(decoded(before.body, 'br')).not.toContain('876.54');

    const changed = await gql(t.url, SET_PRICE, { id: product.id, input: { salePrice: 876.54 } }, admin);
    expect(changed.errors).toBeUndefined();

    const after = await get(path);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(decoded(after.body, 'br')).toContain('876.54');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  test('a browser that holds the page gets 304 Not Modified while its ETag holds, the page otherwise', async () => {
    const path = '/subcategory/conditioner';
    const { headers } = await get(path);
    const etag = headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const same = await get(path, { 'if-none-match': etag });
    expect([same.status, same.body.length, same.headers.etag, same.headers['cache-control']]).toEqual([
      304,
      0,
      etag,
      KEPT_PAGE_CACHE_CONTROL,
    ]);
    expect((await get(path, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': '"not-this-page"' })).status).toBe(200);
    // The gzip copy is another representation with its own tag.
    expect((await get(path, { 'if-none-match': etag, 'accept-encoding': 'gzip' })).status).toBe(200);
  });

  test('a signed-in request is never served a kept page nor kept, and its page holds nothing of the visitor', async () => {
    const path = `/product/${product.slug}`;
    const { headers: signedIn } = await loggedIn(t, { name: 'Zebedee Quuxley', email: 'zebedee.quuxley@example.co.uk' });
    await get(path);
    expect((await get(path)).headers['x-page-cache']).toBe('hit');

    const theirs = await get(path, signedIn);
    expect([theirs.status, theirs.headers['x-page-cache'], theirs.headers['cache-control'], theirs.headers.etag]).toEqual([
      200,
      'bypass',
      'private, no-store',
      undefined,
    ]);
    const html = decoded(theirs.body, 'br');
    expect(html).not.toMatch(/Zebedee|Quuxley|zebedee\.quuxley/i);

    t.shop.services.pageCache!.clear();
    await get(path, signedIn);
    await get(path, { cookie: 'session=abc' });
    expect(t.shop.services.pageCache!.size).toBe(0);
    expect((await get(path)).headers['x-page-cache']).toBe('miss');
  });

  test('the basket, checkout, account, order and sign-in pages are private to the visitor and never kept', async () => {
    t.shop.services.pageCache!.clear();
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout/confirmation',
      '/account',
      '/account/orders/1',
      '/order/1',
      '/login',
      '/register',
      '/Create%20Account/create-account',
      '/ACCOUNT',
    ]) {
      const res = await get(path);
      expect([path, res.headers['x-page-cache'], res.headers['cache-control'], res.headers.etag]).toEqual([
        path,
        'bypass',
        'private, no-store',
        undefined,
      ]);
    }
    expect(t.shop.services.pageCache!.size).toBe(0);
  });

  test('error pages, redirects, unknown query parameters and over-long URLs are not kept', async () => {
    t.shop.services.pageCache!.clear();
    const missing = await get('/product/no-such-product-here');
    expect([missing.status, missing.headers['x-page-cache'], missing.headers['cache-control'], missing.headers.etag]).toEqual([
      404,
      'miss',
      'no-cache',
      undefined,
    ]);
    expect((await get('/product/no-such-product-here')).headers['x-page-cache']).toBe('miss');

    const legacy = await get(`/product/${product.id}/${product.slug}`);
    expect([legacy.status, legacy.headers.location]).toEqual([301, `/product/${product.slug}`]);

    for (const path of ['/products?utm_source=newsletter', `/search?q=${'a'.repeat(MAX_KEPT_URL_LENGTH)}`]) {
      const res = await get(path);
      expect([res.status, res.headers['x-page-cache'], res.headers['cache-control']]).toEqual([200, 'bypass', 'no-cache']);
    }
    expect(t.shop.services.pageCache!.size).toBe(0);
  });

  test('one page under its parameters in any order, and a listing page kept with its filters', async () => {
    t.shop.services.pageCache!.clear();
    expect((await get('/products?sort=price-asc&page=2')).headers['x-page-cache']).toBe('miss');
    expect((await get('/products?page=2&sort=price-asc')).headers['x-page-cache']).toBe('hit');
    expect((await get('/products?page=3&sort=price-asc')).headers['x-page-cache']).toBe('miss');
  });

  test('the cache stays within its bounds however many different pages strangers ask for', async () => {
    t.shop.services.pageCache!.clear();
    for (let i = 0; i < 150; i++) {
      const res = await get(`/search?q=stranger-${i}-${'x'.repeat(200)}`);
      expect(res.status).toBe(200);
    }
    const { size, bytes } = t.shop.services.pageCache!;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(MAX_KEPT_PAGES);
    expect(bytes).toBeLessThanOrEqual(MAX_KEPT_PAGE_BYTES);
    // Each kept page is counted at its compressed size and key at least, and at most a generous 200 KB.
    expect(bytes / size).toBeGreaterThan(2_000);
    expect(bytes / size).toBeLessThan(200_000);
  }, 120_000);
});

describe('with PAGE_CACHE=off', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop('sqlite', { seed: 'demo', env: { PAGE_CACHE: 'off' } });
  });
  afterAll(() => t?.close());

  test('every page is rendered as before: no cache header, no ETag, no-cache', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(`${t.url}/`, { accept: 'text/html', 'accept-encoding': 'br' });
      expect([res.status, res.headers['x-page-cache'], res.headers.etag, res.headers['cache-control']]).toEqual([
        200,
        undefined,
        undefined,
        'no-cache',
      ]);
    }
    expect(t.shop.services.pageCache).toBeNull();
  });
});
