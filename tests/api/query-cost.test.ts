import 'reflect-metadata';
import {
  DefinitionNode,
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  isInputType,
  Kind,
  OperationDefinitionNode,
  parse,
  parseValue,
  typeFromAST,
  validate,
  valueFromASTUntyped,
  visit,
} from 'graphql';
import { listRules, MAX_QUERY_COMPLEXITY, queryCost } from '../../api/src/http/query-cost';
import { buildShopSchema } from '../../api/src/schema';
import { dummyLiteral } from '../helpers/schema-args';
import { ask, startStoreShop } from '../helpers/store';
import { demoFacts, storefrontPages, webOperations } from '../helpers/storefront-queries';
import { gql, type TestShop } from '../helpers/test-shop';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildShopSchema();
});

/** The document with the fragments it spreads (and those they spread) that it does not define itself. */
function withFragments(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const defined = new Set(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => (d as FragmentDefinitionNode).name.value),
  );
  const added: FragmentDefinitionNode[] = [];
  const spreadIn = (node: DefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (defined.has(name) || !fragment) return;
        defined.add(name);
        added.push(fragment);
        spreadIn(fragment);
      },
    });
  };
  document.definitions.forEach(spreadIn);
  return { ...document, definitions: [...document.definitions, ...added] };
}

/** Values for an operation's required variables, so its cost can be counted without a page to fill them. */
function dummyVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    if (def.type.kind !== Kind.NON_NULL_TYPE || def.defaultValue) continue;
    const type = typeFromAST(schema, def.type);
    // As a client sends them (enums by name), not as the server holds them.
    if (type && isInputType(type)) values[def.variable.name.value] = valueFromASTUntyped(parseValue(dummyLiteral(type)));
  }
  return values;
}

describe('every list has a cost rule', () => {
  test('a field answering a list (or a page of one) is sized by a take/limit argument or a declared ListSize', () => {
    const missing = [...listRules(schema)].filter(([, rule]) => rule.kind === 'missing').map(([field]) => field);
    // A new list field fails here: give it a `take`/`limit` argument (options or page) or `@ListSize(n)` (api/src/common/list.ts).
    expect(missing).toEqual([]);
  });

  test('the rules cover the fields that fan out: related(limit), reviews(page.take), the tree, siblings and listings', () => {
    const rules = listRules(schema);
    expect(rules.get('Product.related')).toEqual({ kind: 'argument', path: ['limit'], fallback: 8, max: 24 });
    expect(rules.get('Product.reviews')).toEqual(expect.objectContaining({ kind: 'argument', path: ['page', 'take'] }));
    expect(rules.get('Query.productListing')).toEqual(expect.objectContaining({ kind: 'argument', path: ['page', 'take'], max: 100 }));
    expect(rules.get('Query.products')).toEqual(expect.objectContaining({ kind: 'argument', path: ['options', 'take'], max: 100 }));
    for (const field of [
      'Product.siblings',
      'ParentItem.products',
      'SubCategory.parentItems',
      'Category.subCategories',
      'Department.categories',
      'Query.menu',
    ]) {
      expect({ field, kind: rules.get(field)?.kind }).toEqual({ field, kind: 'declared' });
    }
  });

  test('nested lists multiply: related inside related inside a listing costs take × limit × limit', () => {
    const cost = (query: string) => queryCost(schema, parse(query));
    const one = cost('{ productListing(page: { take: 10 }) { items { id } } }');
    const related = cost('{ productListing(page: { take: 10 }) { items { id related(limit: 20) { id } } } }');
    const nested = cost('{ productListing(page: { take: 10 }) { items { id related(limit: 20) { id related(limit: 20) { id } } } } }');
    expect(related - one).toBeGreaterThanOrEqual(10 * 20);
    expect(nested - related).toBeGreaterThanOrEqual(10 * 20 * 20);
    expect(cost('{ productListing(page: { take: 100 }) { items { id } } }')).toBeGreaterThan(
      cost('{ productListing(page: { take: 10 }) { items { id } } }') + 90,
    );
    expect(cost('{ productListing { items { id related(limit: 1000) { id } } } }')).toBe(
      cost('{ productListing { items { id related(limit: 24) { id } } } }'),
    );
    // navbarCategories(categoryCode) answers one category; a blank code is no code, as the service reads it.
    const panel = (code: string) => cost(`{ navbarCategories(categoryCode: "${code}") { subCategories { parentItems { id } } } }`);
    expect(panel('SKIN')).toBeLessThan(panel('  ') / 10);
    expect(panel('  ')).toBe(cost('{ navbarCategories { subCategories { parentItems { id } } } }'));
  });
});

describe("the storefront's pages are well within the limit", () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startStoreShop('sqlite');
  });
  afterAll(() => t?.close());

  test('the limit fails closed (N8): an operation whose cost cannot be counted is refused before anything runs', async () => {
    // Product.related(limit: Int! = 8) takes a nullable variable (the argument has a default), but not a null:
    // counting the cost fails on it, and the costly second listing must not run on its own meanwhile.
    const costly = '{ productListing(page: { take: 100 }) { items { id related(limit: 24) { id related(limit: 24) { id } } } } }';
    expect(queryCost(schema, parse(costly))).toBeGreaterThan(MAX_QUERY_COMPLEXITY);
    const hidden = `query ($v: Int) { one: productListing(page: { take: 1 }) { items { related(limit: $v) { id } } } many: productListing${costly.slice('{ productListing'.length, -2)} }`;
    const refused = await gql(t.url, hidden, { v: null });
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^The query's cost cannot be counted/),
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    const wrongType = await gql(t.url, 'query ($v: Int) { productListing(page: { take: 2 }) { items { related(limit: $v) { id } } } }', {
      v: 'eight',
    });
    expect(wrongType.data).toBeUndefined();
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongType.errors?.[0]?.message).toMatch(/\$v/);
  });

  test('operations with well-typed variables still run, given or left to their defaults', async () => {
    const query = 'query ($v: Int, $take: Int!) { productListing(page: { take: $take }) { items { id related(limit: $v) { id } } } }';
    const given = await ask(t, query, { v: 2, take: 3 });
    expect(given.productListing.items).toHaveLength(3);
    expect(given.productListing.items.every((p: { related: unknown[] }) => p.related.length <= 2)).toBe(true);
    const defaults = await ask(t, query, { take: 1 });
    expect(defaults.productListing.items).toHaveLength(1);
  });

  test(`each page's query costs less than half of ${MAX_QUERY_COMPLEXITY} and runs`, async () => {
    const pages = storefrontPages(await demoFacts(t.shop.db));
    const costs: Record<string, number> = {};
    for (const page of pages) {
      const document = parse(page.query);
      expect(validate(schema, document)).toEqual([]);
      costs[page.name] = queryCost(schema, document, page.variables);
      await ask(t, page.query, page.variables);
    }
    console.log(
      `Storefront page costs (limit ${MAX_QUERY_COMPLEXITY}):\n${Object.entries(costs)
        .map(([name, cost]) => `  ${String(cost).padStart(6)}  ${name}`)
        .join('\n')}`,
    );
    expect(Object.entries(costs).filter(([, cost]) => cost >= MAX_QUERY_COMPLEXITY / 2)).toEqual([]);
  });

  test("so are the web app's own operations (the .graphql files under web/src)", () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(0);
    const costs: Record<string, number> = {};
    // Fragments live in their own files (the product card's); each operation file gets those it spreads.
    const fragments = new Map(
      ops
        .flatMap(({ source }) => parse(source).definitions)
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    for (const { file, source } of ops) {
      const document = withFragments(parse(source), fragments);
      // A file of fragments only is checked where it is spread.
      if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
      expect({ file, errors: validate(schema, document) }).toEqual({ file, errors: [] });
      for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        costs[`${file} ${operation.name?.value ?? ''}`] = queryCost(schema, document, dummyVariables(operation), operation.name?.value);
      }
    }
    console.log(
      `Web app operation costs (limit ${MAX_QUERY_COMPLEXITY}):\n${Object.entries(costs)
        .map(([name, cost]) => `  ${String(cost).padStart(6)}  ${name}`)
        .join('\n')}`,
    );
    expect(Object.entries(costs).filter(([, cost]) => cost >= MAX_QUERY_COMPLEXITY / 2)).toEqual([]);
  });
});
