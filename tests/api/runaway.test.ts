import 'reflect-metadata';
import http from 'node:http';
import { getNamedType, GraphQLObjectType, GraphQLSchema, isLeafType, parse } from 'graphql';
import { MAX_QUERY_DEPTH } from '../../api/src/http/graphql';
import { MAX_QUERY_COMPLEXITY, MAX_QUERY_TOKENS, queryCost } from '../../api/src/http/query-cost';
import { Review } from '../../api/src/modules/catalog/review/review.entity';
import { buildShopSchema } from '../../api/src/schema';
import { rows, startStoreShop } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import { TestShop } from '../helpers/test-shop';

/**
 * A runaway guard: the worst queries this test can build within the cost limit, against the demo
 * catalogue, each finish in a few seconds without growing the heap by hundreds of megabytes. The
 * bounds are generous on purpose (a shared, slow machine: the largest took 12 s while a second test run
 * shared the two cores); the C1 query of the review took 80 s and 5.9 GB before the fix.
 */
const MAX_SECONDS = 15;
const MAX_HEAP_GROWTH_MB = 200;

let schema: GraphQLSchema;

/** Every scalar field of a type a guest may read (staff-only fields are refused to guests). */
function publicLeaves(typeName: string): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.length && f.extensions?.access !== 'staff')
    .map((f) => f.name);
}

/** The largest n (up to `max`) for which `build(n)` costs no more than the limit. */
function largestWithin(build: (n: number) => string, max = 10_000): { n: number; query: string; cost: number } {
  let [low, high] = [1, max];
  const cost = (n: number) => {
    try {
      return queryCost(schema, parse(build(n)));
    } catch {
      return Infinity; // beyond the node limit
    }
  };
  if (cost(low) > MAX_QUERY_COMPLEXITY) throw new Error(`even n = 1 is over the limit: ${build(1).slice(0, 200)}`);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (cost(mid) <= MAX_QUERY_COMPLEXITY) low = mid;
    else high = mid - 1;
  }
  return { n: low, query: build(low), cost: cost(low) };
}

/** Repeats `fields` (aliased) until there are n of them. */
function fieldsUpTo(fields: string[], n: number): string {
  return Array.from({ length: n }, (_, i) => (i < fields.length ? fields[i] : `f${i}: ${fields[i % fields.length]}`)).join(' ');
}

/** A POST on a connection of its own (the minutes between these requests outlast a kept-alive socket). */
function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Measured {
  ms: number;
  heapMb: number;
  status: number;
  bytes: number;
  errors?: { message: string }[];
}

/** Sends one operation and measures its wall time and the highest heap growth seen while it ran (the shop runs in this process). */
async function measure(t: TestShop, query: string, variables?: Record<string, unknown>): Promise<Measured> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  try {
    const { status, text } = await post(`${t.url}/graphql`, JSON.stringify({ query, variables }));
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    const body = JSON.parse(text);
    return { ms: performance.now() - started, heapMb: (peak - before) / 2 ** 20, status, bytes: text.length, errors: body.errors };
  } finally {
    clearInterval(sampler);
  }
}

describe.each(sqliteOnly)('runaway guard on %s', (dialect) => {
  let t: TestShop;
  const report: string[] = [];
  const product = () => publicLeaves('Product');

  beforeAll(async () => {
    schema = await buildShopSchema();
    t = await startStoreShop(dialect);
    // Approved reviews on the first 100 products, so reviews inside listings have something to fetch.
    const products = await rows<{ id: number }>(t.shop.db, 'SELECT id FROM products WHERE is_active = 1 ORDER BY id LIMIT 100');
    const reviews = products.flatMap(({ id }) =>
      Array.from({ length: 30 }, (_, i) => ({
        branchCode: 'MAIN',
        productId: id,
        authorFullName: `Reviewer ${i} Smith`,
        rating: 1 + (i % 5),
        title: `Review ${i}`,
        body: 'Lovely texture. '.repeat(20),
        status: 'approved',
      })),
    );
    for (let i = 0; i < reviews.length; i += 500) await t.shop.db.repo(Review).insert(reviews.slice(i, i + 500));
  });
  afterAll(async () => {
    console.log(`Runaway guard on ${dialect} (limit ${MAX_QUERY_COMPLEXITY}):\n${report.join('\n')}`);
    await t?.close();
  });

  /** Runs a query that is within the limit: it must answer, in bounds. */
  async function withinBounds(name: string, query: string, cost: number): Promise<Measured> {
    const m = await measure(t, query);
    report.push(
      `  ${name}: cost ${cost}, ${Math.round(m.ms)} ms, heap +${Math.round(m.heapMb)} MB, ${Math.round(m.bytes / 1024)} KB answered`,
    );
    expect({ name, errors: m.errors }).toEqual({ name, errors: undefined });
    expect(m.ms).toBeLessThan(MAX_SECONDS * 1000);
    expect(m.heapMb).toBeLessThan(MAX_HEAP_GROWTH_MB);
    return m;
  }

  /** Sends a query that must be refused before it runs, quickly. */
  async function refusedQuickly(name: string, query: string, message: RegExp): Promise<void> {
    const m = await measure(t, query);
    report.push(`  ${name}: refused in ${Math.round(m.ms)} ms, heap +${Math.round(m.heapMb)} MB`);
    expect(m.errors?.[0]?.message).toMatch(message);
    expect(m.ms).toBeLessThan(MAX_SECONDS * 1000);
    expect(m.heapMb).toBeLessThan(MAX_HEAP_GROWTH_MB);
  }

  test('the query of the review (C1): three levels of related(limit: 24) under 100 products is refused at once', async () => {
    const query =
      '{ productListing(page: { take: 100 }) { items { id related(limit: 24) { id related(limit: 24) { id related(limit: 24) { id name } } } } } }';
    expect(queryCost(schema, parse(query))).toBeGreaterThan(MAX_QUERY_COMPLEXITY);
    await refusedQuickly('C1 query', query, /too complex/);
  });

  test('a full listing page with related inside related, every public field, as wide as the limit allows', async () => {
    const fields = product();
    const { n, query, cost } = largestWithin(
      (take) =>
        `{ productListing(page: { take: ${take} }) { totalItems items { ${fields.join(' ')} related(limit: 24) { ${fields.join(' ')} related(limit: 24) { id } } } } }`,
      100,
    );
    await withinBounds(`${n} products × related × related, ${fields.length} fields each`, query, cost);
  });

  test('as many related products as the limit allows, two levels deep', async () => {
    const { query, cost } = largestWithin(
      (n) => `{ productListing(page: { take: ${Math.min(n, 100)} }) { items { related(limit: 24) { related(limit: 24) { id name } } } } }`,
      100,
    );
    await withinBounds('related(24) × related(24) under a listing', query, cost);
  });

  test('reviews inside products inside related, pages at their largest', async () => {
    const { query, cost } = largestWithin(
      (
        n,
      ) => `{ products(options: { take: 100 }) { items { id reviews(page: { take: ${Math.min(n, 100)} }) { totalItems items { id authorName rating title body createdAt } }
      related(limit: 24) { id reviews(page: { take: ${Math.min(n, 100)} }) { totalItems items { id title body } } } } } }`,
      100,
    );
    await withinBounds('reviews in products and in related', query, cost);
  });

  test("the catalogue tree at every level, down to each product's family and related products", async () => {
    const tree = largestWithin(
      (n) => `{ menu { id categories { id subCategories { id parentItems { ${fieldsUpTo(['id', 'title', 'slug'], n)} } } } } }`,
      200,
    );
    await withinBounds('menu → categories → sub-categories → parent items', tree.query, tree.cost);
    const family = largestWithin(
      (n) =>
        `{ parentItems(options: { take: ${n} }) { items { id products { id name siblings { id name } related(limit: 24) { id } } } } }`,
      100,
    );
    await withinBounds(`${family.n} parent items → products → siblings and related`, family.query, family.cost);
  });

  test('aliases: the same expensive root field as many times as the limit allows', async () => {
    const [facts] = await rows<{ slug: string }>(t.shop.db, 'SELECT slug FROM sub_categories WHERE is_active = 1 ORDER BY id LIMIT 1');
    const filter = `filter: { subCategorySlug: "${facts.slug}", colorCodes: ["A", "B"], brandCodes: ["C"], minPrice: 1, maxPrice: 900, inStock: true }`;
    const listing = largestWithin(
      (n) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: productListing(${filter}, sort: PRICE_DESC, page: { skip: ${i}, take: 1 }) { totalItems items { id } }`).join(' ')} }`,
    );
    await withinBounds(`${listing.n} aliased filtered listings`, listing.query, listing.cost);
    const search = largestWithin(
      (n) =>
        `{ ${Array.from({ length: n }, (_, i) => `s${i}: search(query: "cream ${i} serum", page: { take: 1 }) { totalItems items { id } }`).join(' ')} }`,
    );
    await withinBounds(`${search.n} aliased searches`, search.query, search.cost);
    const filters = largestWithin(
      (n) =>
        `{ ${Array.from({ length: n }, (_, i) => `f${i}: filterOptions(subCategorySlug: "${facts.slug}") { brands { id } colors { id } shades { id } prices { count } }`).join(' ')} }`,
    );
    await withinBounds(`${filters.n} aliased filter panels`, filters.query, filters.cost);
  });

  test('fragments: one wide fragment spread at every level costs what it expands to', async () => {
    const fields = product();
    const { n, query, cost } = largestWithin(
      (take) => `query { productListing(page: { take: ${take} }) { items { ...P related(limit: 24) { ...P siblings { ...P } } } } }
      fragment P on Product { ${fields.join(' ')} }`,
      100,
    );
    await withinBounds(`a ${fields.length}-field fragment at three levels under ${n} products`, query, cost);
  });

  test(`deep nesting: ${MAX_QUERY_DEPTH} levels with a list at every level is refused or bounded`, async () => {
    const query =
      '{ menu { categories { subCategories { parentItems { products { siblings { related(limit: 24) { siblings { related(limit: 24) { id } } } } } } } } } }';
    await refusedQuickly('ten levels of lists', query, /too complex/);
  });

  test('fragment tricks that expand exponentially are refused before they are expanded', async () => {
    const levels = 20;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Product { id ${i + 1 < levels ? `...F${i + 1} a${i}: related(limit: 1) { ...F${i + 1} }` : 'name'} }`,
    ).join('\n');
    await refusedQuickly(
      '2^20 fragment expansion',
      `{ productListing(page: { take: 1 }) { items { ...F0 } } }\n${fragments}`,
      /too many fields|too deep|too complex/,
    );
    const wide = Array.from(
      { length: 14 },
      (_, i) => `fragment W${i} on Query { ${i + 1 < 14 ? `...W${i + 1} ...W${i + 1}` : '__typename'} }`,
    ).join('\n');
    await refusedQuickly('2^14 fragment spreads', `{ ...W0 }\n${wide}`, /too many fields/);
  });

  test('the same response key repeated thousands of times is refused quickly', async () => {
    await refusedQuickly(
      '10,000 × the same alias',
      `{ ${Array.from({ length: 10_000 }, () => 'x: __typename').join(' ')} }`,
      /too many fields|Validation aborted/,
    );
  });

  test(`a document of more than ${MAX_QUERY_TOKENS} tokens is refused by the parser`, async () => {
    const huge = `{ ${Array.from({ length: MAX_QUERY_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(huge.length).toBeGreaterThan(500_000);
    await refusedQuickly(`a ${Math.round(huge.length / 1024)} KB document`, huge, /tokens/);
  });
});
