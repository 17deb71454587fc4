import 'reflect-metadata';
import { getIntrospectionQuery, getNamedType, GraphQLSchema, isListType, isNonNullType, isObjectType, parse } from 'graphql';
import { MAX_PAGE_SIZE } from '../../api/src/common/list';
import { MAX_QUERY_DEPTH } from '../../api/src/http/graphql';
import { MAX_QUERY_COMPLEXITY, queryCost } from '../../api/src/http/query-cost';
import { buildShopSchema } from '../../api/src/schema';
import { callerHeaders, CallerName, Headers } from '../helpers/crud';
import { operationFor, queryOfDepth, rootFields, takeArgument } from '../helpers/schema-args';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

// The limits live in the HTTP layer, the same for both databases: one demo-seeded SQLite shop covers them.
let t: TestShop;
let schema: GraphQLSchema;
let headers: Record<CallerName, Headers>;

beforeAll(async () => {
  [t, schema] = await Promise.all([startTestShop('sqlite', { seed: 'demo' }), buildShopSchema()]);
  headers = await callerHeaders(t);
});
afterAll(() => t?.close());

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('query depth', () => {
  // Ten levels of single objects and short lists: cheap, so only the depth can refuse it.
  const tenLevels =
    '{ productListing(page: { take: 1 }) { items { parentItem { subCategory { category { department { categories { department { categories { id } } } } } } } } } }';
  const elevenLevels = tenLevels.replace('categories { id }', 'categories { department { id } }');

  test(`a query nesting ${MAX_QUERY_DEPTH} levels runs without any error; ${MAX_QUERY_DEPTH + 1} levels are refused as too deep`, async () => {
    expect(queryCost(schema, parse(elevenLevels))).toBeLessThan(MAX_QUERY_COMPLEXITY / 10);
    const ok = await gql(t.url, tenLevels);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.productListing.items).toHaveLength(1);
    const refused = await gql(t.url, elevenLevels);
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: `The query is too deep: its fields nest ${MAX_QUERY_DEPTH + 1} levels, at most ${MAX_QUERY_DEPTH} are allowed`,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  test("a generated query of the schema's own shape is refused for its depth, whatever its cost", async () => {
    const refused = await gql(t.url, queryOfDepth(schema, MAX_QUERY_DEPTH + 1)!);
    expect(refused.errors?.[0].message).toBe(
      `The query is too deep: its fields nest ${MAX_QUERY_DEPTH + 1} levels, at most ${MAX_QUERY_DEPTH} are allowed`,
    );
  });

  test('fragments count where they are spread; a cycle of fragments is refused, not followed', async () => {
    const deep = queryOfDepth(schema, MAX_QUERY_DEPTH + 1)!;
    const inner = deep.slice(deep.indexOf('{') + 1, deep.lastIndexOf('}'));
    const viaFragment = await gql(t.url, `query { ...Deep } fragment Deep on Query { ${inner} }`);
    expect(viaFragment.errors?.[0].message).toMatch(/too deep/);
    const cycle = await gql(t.url, 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
    expect(cycle.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('query complexity', () => {
  test("the storefront's departments page (the web app's StoreDepartments) is within the limit", async () => {
    const menu = await gql(
      t.url,
      '{ departments(options: { take: 24 }) { totalItems items { id name slug fileName categories { id name slug subCategories { id name slug } } } } }',
    );
    expect(menu.errors).toBeUndefined();
    expect(menu.data.departments.items.length).toBeGreaterThan(0);
  });

  test('lists without a page size count as their declared size, so nesting them is refused before it runs', async () => {
    const body = await gql(
      t.url,
      '{ menu { categories { subCategories { parentItems { products { siblings { siblings { siblings { id } } } } } } } } }',
    );
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/too complex/);
  });

  const wide = Math.ceil(MAX_QUERY_COMPLEXITY / 100) + 10;
  test(`a list costs its selection once per item of options.take: 100 items × ${wide} fields is refused, 10 × ${wide} runs`, async () => {
    const query = `query($n: Int!) { products(options: { take: $n }) { totalItems items { ${aliases(wide, 'id')} } } }`;
    const small = await gql(t.url, query, { n: 10 });
    expect(small.errors).toBeUndefined();
    expect(small.data.products.items).toHaveLength(10);
    const big = await gql(t.url, query, { n: 100 });
    expect(big.data).toBeUndefined();
    expect(big.errors).toHaveLength(1);
    expect(big.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(big.errors![0].message).toMatch(
      new RegExp(`^The query is too complex: its cost is \\d+, at most ${MAX_QUERY_COMPLEXITY} is allowed`),
    );
  });

  test(`so does page.take (listing, collection, search and a product's reviews): 100 × ${wide} fields is refused, 10 × ${wide} runs`, async () => {
    const [sub] = await t.shop.db.dataSource.query('SELECT slug FROM sub_categories WHERE is_active = 1 ORDER BY id LIMIT 1');
    const queries = [
      `query($n: Int!) { productListing(page: { take: $n }) { items { ${aliases(wide, 'id')} } } }`,
      `query($n: Int!) { productListing(filter: { subCategorySlug: "${sub.slug}" }, page: { take: $n }) { items { ${aliases(wide, 'id')} } } }`,
      `query($n: Int!) { collectionProducts(slug: "new-arrivals", page: { take: $n }) { items { ${aliases(wide, 'id')} } } }`,
      `query($n: Int!) { search(query: "cream", page: { take: $n }) { items { ${aliases(wide, 'id')} } } }`,
      `query($n: Int!) { productListing(page: { take: 1 }) { items { reviews(page: { take: $n }) { items { ${aliases(wide, 'id')} } } } } }`,
    ];
    for (const query of queries) {
      expect({ query: query.slice(0, 60), errors: (await gql(t.url, query, { n: 10 })).errors }).toEqual({
        query: query.slice(0, 60),
        errors: undefined,
      });
      const big = await gql(t.url, query, { n: 100 });
      expect({ query: query.slice(0, 60), message: big.errors?.[0].message }).toEqual({
        query: query.slice(0, 60),
        message: expect.stringMatching(/^The query is too complex/),
      });
    }
  });

  test("related(limit) is costed at its limit (at most 24): the review's three levels of related under 100 products are refused", async () => {
    const c1 = await gql(
      t.url,
      '{ productListing(page: { take: 100 }) { items { id related(limit: 24) { id related(limit: 24) { id related(limit: 24) { id name } } } } } }',
    );
    expect(c1.data).toBeUndefined();
    expect(c1.errors?.[0].message).toMatch(/^The query is too complex/);
    const query = (limit: number) =>
      `{ productListing(page: { take: 100 }) { items { related(limit: ${limit}) { ${aliases(Math.ceil(wide / 10), 'id')} } } } }`;
    expect((await gql(t.url, query(1))).errors).toBeUndefined();
    expect((await gql(t.url, query(24))).errors?.[0].message).toMatch(/^The query is too complex/);
    const [big] = await t.shop.db.dataSource.query(`SELECT p.id AS id FROM products p WHERE p.is_active = 1 AND p.brand_id =
      (SELECT brand_id FROM products WHERE is_active = 1 GROUP BY brand_id ORDER BY COUNT(*) DESC, brand_id LIMIT 1) ORDER BY p.id LIMIT 1`);
    const related = async (limit: number) =>
      (await gql(t.url, `{ storeProduct(id: ${big.id}) { related(limit: ${limit}) { id } } }`)).data.storeProduct.related;
    expect(await related(1000)).toEqual(await related(24));
    expect((await related(1000)).length).toBeGreaterThan(8);
  });

  test('the cost is checked before any resolver runs: an over-complex mutation writes nothing', async () => {
    const before = await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM faq_groups');
    const body = await gql(
      t.url,
      `mutation { ${Array.from({ length: 10 }, (_, i) => `m${i}: createFaqGroup(input: { heading: "Limit ${i}" }) { questions { ${aliases(wide, 'id')} } }`).join(' ')} }`,
      undefined,
      headers.admin,
    );
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(/too complex/);
    const after = await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM faq_groups');
    expect(Number(after[0].n)).toBe(Number(before[0].n));
  });

  test('more than 10,000 fields in one operation are refused', async () => {
    const body = await gql(t.url, `{ ${aliases(10_001, '__typename')} }`);
    expect(body.errors?.[0]).toEqual(
      expect.objectContaining({ message: 'The query has too many fields: ask for fewer', extensions: { code: 'BAD_USER_INPUT' } }),
    );
  });

  test("the IDE's full introspection query passes both limits", async () => {
    const body = await gql(t.url, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('list sizes', () => {
  test(`every query with a page size refuses take ${MAX_PAGE_SIZE + 1} with BAD_USER_INPUT (or answers at most ${MAX_PAGE_SIZE} items)`, async () => {
    const lists = rootFields(schema).filter((f) => f.kind === 'query' && takeArgument(f.field, 1));
    expect(lists.map((f) => f.name)).toEqual(expect.arrayContaining(['products', 'departments', 'colors']));
    const wrong: string[] = [];
    for (const f of lists) {
      const type = getNamedType(f.field.type);
      const paged = isObjectType(type) && 'items' in type.getFields();
      const op = operationFor(f, takeArgument(f.field, MAX_PAGE_SIZE + 1), paged ? 'items { __typename }' : '__typename');
      const body = await gql(t.url, op, undefined, headers['super-admin']);
      const answer = body.data?.[f.name];
      const count = paged ? answer?.items?.length : Array.isArray(answer) ? answer.length : 0;
      const code = body.errors?.[0]?.extensions?.code;
      if (body.errors ? code !== 'BAD_USER_INPUT' : count > MAX_PAGE_SIZE)
        wrong.push(`${f.name}: ${JSON.stringify(body.errors?.[0] ?? `${count} items`)}`);
    }
    expect(wrong).toEqual([]);
  });

  test(`the message names the limit, and take ${MAX_PAGE_SIZE} is accepted`, async () => {
    const refused = await gql(t.url, `{ products(options: { take: ${MAX_PAGE_SIZE + 1} }) { totalItems } }`);
    expect(refused.errors?.[0]).toEqual(
      expect.objectContaining({
        message: `take must not be greater than ${MAX_PAGE_SIZE}`,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    );
    const full = await gql(t.url, `{ products(options: { take: ${MAX_PAGE_SIZE} }) { totalItems items { id } } }`);
    expect(full.errors).toBeUndefined();
    expect(full.data.products.items).toHaveLength(MAX_PAGE_SIZE);
    expect(full.data.products.totalItems).toBeGreaterThan(MAX_PAGE_SIZE);
  });

  test('no root query answers an unbounded list of catalogue rows (lists of rows come paginated)', () => {
    const unbounded = rootFields(schema).filter((f) => {
      let type = f.field.type;
      if (isNonNullType(type)) type = type.ofType;
      // A list asked by id is as long as the ids given, which the field bounds (storeProductsByIds: 50).
      const byIds = f.field.args.some((a) => a.name === 'ids');
      return (
        f.kind === 'query' &&
        isListType(type) &&
        ['Product', 'Order', 'User', 'Review'].includes(getNamedType(type).name) &&
        !takeArgument(f.field, 1) &&
        !byIds
      );
    });
    expect(unbounded.map((f) => f.name)).toEqual([]);
  });
});

describe('batched requests', () => {
  test('a JSON array of operations is refused with 400 and BAD_USER_INPUT', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'Batched operations are not accepted: send one operation per request',
          extensions: { code: 'BAD_USER_INPUT', requestId: res.headers.get('x-request-id') },
        },
      ],
    });
  });
});
