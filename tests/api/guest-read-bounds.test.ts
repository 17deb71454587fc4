import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { formatError } from '../../api/src/http/graphql';
import { guestExecutor } from '../../api/src/http/storefront';
import { buildShopSchema } from '../../api/src/schema';
import { api } from '../helpers/legacy';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

/**
 * Anonymous requests for made-up long slugs must not grow the server's memory.
 * The guest-read cache (api/src/common/public-reads.ts) keeps 'not found' answers, so it is fed 10,000
 * distinct long slugs through the server render's own executor and the heap is weighed after a full
 * collection: a runaway guard with a generous bound, not a timing test.
 */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const heapAfterCollection = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

const PRODUCT_PAGE = graphql(`
  query GuestBoundsProductPage($slug: String!) {
    storeProduct(slug: $slug) {
      id
      name
    }
  }
`);
const PRODUCT = graphql(`
  query GuestBoundsProduct($slug: String!) {
    storeProduct(slug: $slug) {
      id
    }
  }
`);
/** Every other read by slug, each asking for the id only. */
const BY_SLUG: [field: string, document: TypedDocumentNode<unknown, { slug: string }>][] = [
  [
    'categoryBySlug',
    graphql(`
      query GuestBoundsCategory($slug: String!) {
        categoryBySlug(slug: $slug) {
          id
        }
      }
    `),
  ],
  [
    'departmentBySlug',
    graphql(`
      query GuestBoundsDepartment($slug: String!) {
        departmentBySlug(slug: $slug) {
          id
        }
      }
    `),
  ],
  [
    'subCategoryBySlug',
    graphql(`
      query GuestBoundsSubCategory($slug: String!) {
        subCategoryBySlug(slug: $slug) {
          id
        }
      }
    `),
  ],
  [
    'parentItemBySlug',
    graphql(`
      query GuestBoundsParentItem($slug: String!) {
        parentItemBySlug(slug: $slug) {
          id
        }
      }
    `),
  ],
  [
    'brandBySlug',
    graphql(`
      query GuestBoundsBrand($slug: String!) {
        brandBySlug(slug: $slug) {
          id
        }
      }
    `),
  ],
  [
    'storeCollection',
    graphql(`
      query GuestBoundsCollection($slug: String!) {
        storeCollection(slug: $slug) {
          id
        }
      }
    `),
  ],
];
const SEARCH = graphql(`
  query GuestBoundsSearch($q: String!) {
    search(query: $q) {
      totalItems
    }
  }
`);
const LOGIN = graphql(`
  mutation GuestBoundsLogin($name: String!, $password: String!) {
    login(name: $name, password: $password) {
      token
    }
  }
`);
const MB = 1024 * 1024;

describe('the guest-read cache under made-up long keys', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop('sqlite', { env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(() => t?.close());

  test('10,000 distinct long "not found" slugs leave the heap within a small bound', async () => {
    const schema = await buildShopSchema();
    const execute = guestExecutor(schema, t.shop.services, formatError(t.shop.logger), '127.0.0.1');
    // Warm the executor so the first-call allocations are not counted.
    await execute({ document: PRODUCT_PAGE, variables: { slug: 'warm-up' }, operationName: 'GuestBoundsProductPage' });
    const before = heapAfterCollection();
    for (let i = 0; i < 10_000; i++) {
      const slug = `${i}-${'x'.repeat(4000)}`;
      const result = await execute({ document: PRODUCT_PAGE, variables: { slug }, operationName: 'GuestBoundsProductPage' });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const grown = heapAfterCollection() - before;
    // Kept, these keys alone would weigh 40 MB (10,000 × 4 kB).
    expect(grown).toBeLessThan(16 * MB);
    expect(t.shop.services.publicReads.size).toBeLessThan(10_000);
  }, 120_000);

  test('a too-long slug is not found without a query, on the page and through GraphQL', async () => {
    const long = 's'.repeat(221);
    const page = await fetch(`${t.url}/product/${long}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    const body = await gql(t.url, PRODUCT, { slug: long });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [field, document] of BY_SLUG) {
      const answer = await gql(t.url, document, { slug: long });
      expect({ field, code: answer.errors?.[0]?.extensions?.code }).toEqual({ field, code: 'NOT_FOUND' });
    }
  });

  test('a too-long search text is refused as bad input, through GraphQL and the legacy /search row', async () => {
    const text = 'q'.repeat(201);
    const body = await gql(t.url, SEARCH, { q: text });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const legacy = await api(t, 'GET', `/search?searchquery=${text}`);
    expect(legacy.status).toBe(400);
    expect(legacy.body.message).toMatch(/at most 200 characters/);
  });

  test('a sign-in with an address longer than any account has answers the usual refusal and keeps no rate-limit key in memory', async () => {
    const name = `${'n'.repeat(100_000)}@example.co.uk`;
    const body = await gql(t.url, LOGIN, { name, password: 'whatever-1' });
    expect(body.errors?.[0]).toEqual({ message: 'Invalid email or password', path: ['login'], extensions: { code: 'UNAUTHENTICATED' } });
    expect(await t.shop.services.rateLimits.limiter('loginPerAccount').get(`MAIN|${name}`)).toBeNull();
  });
});
