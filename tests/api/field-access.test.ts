import 'reflect-metadata';
import {
  getNamedType,
  GraphQLObjectType,
  GraphQLResolveInfo,
  GraphQLSchema,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { AccessLevel } from '../../api/src/common/access';
import type { Caller } from '../../api/src/common/auth';
import { Role } from '../../api/src/common/roles';
import { User } from '../../api/src/modules/account/user/user.entity';
import type { Context } from '../../api/src/context';
import { legacyRoutes } from '../../api/src/legacy-rest/table';
import { legacySets } from '../../api/src/legacy-sets';
import { buildShopSchema } from '../../api/src/schema';
import { graphql } from '../generated';
import { callerHeaders, CallerName, Headers } from '../helpers/crud';
import { api } from '../helpers/legacy';
import { insertDeliveredOrder } from '../helpers/orders';
import { ask } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const CREATE_PRODUCT = graphql(`
  mutation FieldAccessCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);
const SUBMIT_REVIEW = graphql(`
  mutation FieldAccessSubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
    }
  }
`);
const APPROVE_REVIEW = graphql(`
  mutation FieldAccessApproveReview($id: Int!) {
    updateReview(id: $id, input: { status: "approved" }) {
      id
    }
  }
`);
/** Every query that returns products, each asking for the staff-only fields (costPrice … vendorId). */
const PRODUCTS_SECRETS = graphql(`
  query FieldAccessProductsSecrets {
    products(options: { take: 5 }) {
      items {
        id
        name
        costPrice
        wholeSalePrice
        batchNumber
        shelfCode
        expiryDate
        vendorId
      }
    }
  }
`);
const STORE_PRODUCT_SECRETS = graphql(`
  query FieldAccessStoreProductSecrets($id: Int!) {
    storeProduct(id: $id) {
      id
      name
      costPrice
      wholeSalePrice
      batchNumber
      shelfCode
      expiryDate
      vendorId
    }
  }
`);
const LISTING_SECRETS = graphql(`
  query FieldAccessListingSecrets {
    productListing {
      items {
        id
        costPrice
        wholeSalePrice
        batchNumber
        shelfCode
        expiryDate
        vendorId
      }
    }
  }
`);
const SEARCH_SECRETS = graphql(`
  query FieldAccessSearchSecrets {
    search(query: "velvet") {
      items {
        id
        costPrice
        wholeSalePrice
        batchNumber
        shelfCode
        expiryDate
        vendorId
      }
    }
  }
`);
const PRODUCT_SECRETS = graphql(`
  query FieldAccessProductSecrets($id: Int!) {
    product(id: $id) {
      id
      costPrice
      wholeSalePrice
      batchNumber
      shelfCode
      expiryDate
      vendorId
    }
  }
`);
const STAFF_SECRETS = graphql(`
  query FieldAccessStaffSecrets($id: Int!) {
    product(id: $id) {
      costPrice
      wholeSalePrice
      batchNumber
      shelfCode
      expiryDate
      vendorId
    }
  }
`);
const SHOWN_REVIEWS = graphql(`
  query FieldAccessShownReviews($id: Int!) {
    storeProduct(id: $id) {
      reviews {
        items {
          authorName
          rating
        }
      }
    }
  }
`);
const REVIEWERS = graphql(`
  query FieldAccessReviewers($id: Int!) {
    storeProduct(id: $id) {
      reviews {
        items {
          authorName
          userId
          authorFullName
        }
      }
    }
  }
`);
const STAFF_REVIEWS = graphql(`
  query FieldAccessStaffReviews {
    reviews(options: { take: 5 }) {
      items {
        authorName
        authorFullName
        userId
      }
    }
  }
`);
const PRODUCT_SLUG = graphql(`
  query FieldAccessProductSlug($id: Int!) {
    product(id: $id) {
      slug
    }
  }
`);

const OPEN: (AccessLevel | undefined)[] = ['public', 'user'];
const levelOf = (type: GraphQLObjectType, field: string) => type.getFields()[field]?.extensions?.access as AccessLevel | undefined;

/** Object types a guest or a customer can reach: from the public and customer root fields, through the fields they may read. */
function reachableTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  const seen = new Map<string, GraphQLObjectType>();
  const follow = (type: GraphQLObjectType, onlyOpenFields: boolean) => {
    for (const field of Object.values(type.getFields())) {
      if (onlyOpenFields && !OPEN.includes(levelOf(type, field.name)) && levelOf(type, field.name) !== undefined) continue;
      const target = getNamedType(field.type);
      if (!isObjectType(target) || seen.has(target.name)) continue;
      seen.set(target.name, target);
      follow(target, true);
    }
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    const open = new GraphQLObjectType({
      name: `Open${root.name}`,
      fields: () =>
        Object.fromEntries(
          Object.values(root.getFields())
            .filter((f) => OPEN.includes(f.extensions?.access as AccessLevel))
            .map((f) => [f.name, { type: f.type }]),
        ),
    });
    follow(open, false);
  }
  return [...seen.values()];
}

const staffFields = (types: GraphQLObjectType[]) =>
  types.flatMap((t) =>
    Object.keys(t.getFields())
      .filter((f) => !OPEN.includes(levelOf(t, f)))
      .map((f) => `${t.name}.${f}`),
  );

let schema: GraphQLSchema;
let reachable: GraphQLObjectType[];

beforeAll(async () => {
  schema = await buildShopSchema();
  reachable = reachableTypes(schema);
});

test('every field of every type a guest or customer can reach declares who may read it', () => {
  expect(reachable.map((t) => t.name)).toEqual(
    expect.arrayContaining(['Product', 'Review', 'User', 'Order', 'OrderLine', 'Department', 'Brand']),
  );
  const undecided = reachable.flatMap((t) =>
    Object.keys(t.getFields())
      .filter((f) => !levelOf(t, f))
      .map((f) => `${t.name}.${f}`),
  );
  expect(undecided).toEqual([]);
});

test("cost and wholesale prices, batch, shelf, expiry, bar code, the vendor, class and location ids, a product's collections and waiting back-in-stock alerts, reviewers' ids and full names and the reviewed product as staff see it, who wrote an order event (and whether it was the customer as a guest or the shop) and its note, and whether an order may be deleted are staff-only", () => {
  expect(staffFields(reachable).sort()).toEqual([
    'Order.deletable',
    'OrderEvent.actor',
    'OrderEvent.note',
    'OrderEvent.userId',
    'OrderEvent.userName',
    'Product.barCodeFormat',
    'Product.barCodeFormatOK',
    'Product.batchNumber',
    'Product.collections',
    'Product.costPrice',
    'Product.expiryDate',
    'Product.productClassId',
    'Product.productLocationId',
    'Product.shelfCode',
    'Product.vendorId',
    'Product.waitingStockAlerts',
    'Product.wholeSalePrice',
    'Review.authorFullName',
    'Review.product',
    'Review.userId',
  ]);
});

describe('every staff-only field of a reachable type, resolved as each caller', () => {
  const callers: Record<CallerName, Caller | null> = {
    anonymous: null,
    customer: { userId: 1, role: Role.USER, branchCode: 'MAIN' },
    admin: { userId: 2, role: Role.ADMIN, branchCode: 'MAIN' },
    'super-admin': { userId: 3, role: Role.SUPER_ADMIN, branchCode: 'MAIN' },
  };
  const codeOf = async (type: GraphQLObjectType, name: string, caller: Caller | null): Promise<string | null> => {
    const field = type.getFields()[name];
    const info = {
      parentType: type,
      fieldName: name,
      returnType: field.type,
      path: { key: name, prev: undefined },
      schema,
    } as unknown as GraphQLResolveInfo;
    const context = { caller, branchCode: 'MAIN' } as Context;
    try {
      await field.resolve!({}, {}, context, info);
      return null;
    } catch (err) {
      return (err as { code?: string }).code ?? 'OTHER';
    }
  };

  test.each(['anonymous', 'customer'] as const)('%s is refused (UNAUTHENTICATED or FORBIDDEN), not given null', async (caller) => {
    const expected = caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    const wrong: string[] = [];
    for (const type of reachable) {
      for (const name of Object.keys(type.getFields()).filter((f) => !OPEN.includes(levelOf(type, f)))) {
        const code = await codeOf(type, name, callers[caller]);
        if (code !== expected) wrong.push(`${type.name}.${name}: ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test.each(['admin', 'super-admin'] as const)('%s may read them', async (caller) => {
    const refused: string[] = [];
    for (const type of reachable) {
      for (const name of Object.keys(type.getFields()).filter((f) => levelOf(type, f) === 'staff')) {
        const code = await codeOf(type, name, callers[caller]);
        if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') refused.push(`${type.name}.${name}: ${code}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

test('no public or customer REST row selects a staff-only field', () => {
  const leaks: string[] = [];
  for (const route of legacyRoutes(schema, legacySets).filter((r) => OPEN.includes(r.access))) {
    const typeInfo = new TypeInfo(schema);
    visit(
      parse(route.document),
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          if (
            isObjectType(parent) &&
            parent.name !== 'Query' &&
            parent.name !== 'Mutation' &&
            !OPEN.includes(levelOf(parent, node.name.value))
          ) {
            leaks.push(`${route.method} ${route.path}: ${parent.name}.${node.name.value}`);
          }
        },
      }),
    );
  }
  expect(leaks).toEqual([]);
});

describe.each(sqliteOnly)('staff-only fields over HTTP on %s', (dialect) => {
  let t: TestShop;
  let headers: Record<CallerName, Headers>;
  let productId: number;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    headers = await callerHeaders(t);
    const input = {
      name: 'Velvet Lip Balm',
      salePrice: 12.5,
      costPrice: 4.2,
      wholeSalePrice: 7.1,
      batchNumber: 'B2509-254',
      shelfCode: 'LDS-B02',
      expiryDate: '2028-01-31',
      stockQuantity: 5,
    };
    productId = (await ask(t, CREATE_PRODUCT, { input }, headers.admin)).createProduct.id;
    const customer = await t.shop.db.repo(User).findOneByOrFail({ email: 'test.customer@example.co.uk' });
    await insertDeliveredOrder(t.shop.db, customer.id, [productId]); // only customers who received a product review it
    const { submitReview } = await ask(
      t,
      SUBMIT_REVIEW,
      { input: { productId, rating: 5, title: 'Lovely', body: 'Soft lips all day' } },
      headers.customer,
    );
    await ask(t, APPROVE_REVIEW, { id: submitReview.id }, headers.admin);
  });
  afterAll(() => t?.close());

  /** Each query that returns products, by its root field, run with a caller's headers. */
  const queries = (): [query: string, run: (h: Headers) => Promise<GqlBody<unknown>>][] => [
    ['products', (h) => gql(t.url, PRODUCTS_SECRETS, undefined, h)],
    ['storeProduct', (h) => gql(t.url, STORE_PRODUCT_SECRETS, { id: productId }, h)],
    ['productListing', (h) => gql(t.url, LISTING_SECRETS, undefined, h)],
    ['search', (h) => gql(t.url, SEARCH_SECRETS, undefined, h)],
    ['product', (h) => gql(t.url, PRODUCT_SECRETS, { id: productId }, h)],
  ];

  test.each(['anonymous', 'customer'] as const)(
    '%s: every query that returns products refuses the staff-only fields and leaks none of their values',
    async (caller) => {
      for (const [query, run] of queries()) {
        const body = await run(headers[caller]);
        const text = JSON.stringify(body.data ?? null);
        for (const secret of ['4.2', '7.1', 'B2509-254', 'LDS-B02', '2028-01-31'])
          expect([query, text.includes(secret)]).toEqual([query, false]);
        const refused = (body.errors ?? []).filter(
          (e) => e.extensions?.code === (caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN'),
        );
        expect([query, refused.length > 0]).toEqual([query, true]);
      }
    },
  );

  test('staff read them', async () => {
    const body = await gql(t.url, STAFF_SECRETS, { id: productId }, headers.admin);
    expect(body.errors).toBeUndefined();
    expect(body.data!.product).toEqual({
      costPrice: 4.2,
      wholeSalePrice: 7.1,
      batchNumber: 'B2509-254',
      shelfCode: 'LDS-B02',
      expiryDate: '2028-01-31',
      vendorId: null,
    });
  });

  test("reviews show the author's first name and initial; the user id and full name only to staff", async () => {
    const shown = await ask(t, SHOWN_REVIEWS, { id: productId }, headers.anonymous);
    expect(shown.storeProduct.reviews.items).toEqual([{ authorName: 'Test C.', rating: 5 }]);
    const asked = await gql(t.url, REVIEWERS, { id: productId }, headers.customer);
    expect(asked.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(JSON.stringify(asked.data)).not.toContain('Test customer');
    const staff = await ask(t, STAFF_REVIEWS, {}, headers.admin);
    expect(staff.reviews.items).toEqual([expect.objectContaining({ authorName: 'Test C.', authorFullName: 'Test customer' })]);
  });

  test('the REST product shapes carry no staff-only field', async () => {
    const slug = (await ask(t, PRODUCT_SLUG, { id: productId }, headers.admin)).product.slug;
    const detail = await api(t, 'GET', `/get/products/${productId}/${slug}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toMatch(/CostPrice|WholeSalePrice|BatchNumber|ShelfCode|ExpiryDate|B2509|LDS-B02/);
  });
});

describe('in production', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop('sqlite', {
      seed: 'none',
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'a-production-secret-of-more-than-32-bytes' },
    });
  });
  afterAll(() => t?.close());

  test('a misspelt field is refused without hinting at the names of hidden fields', async () => {
    const body = await gql(t.url, '{ products { items { costPric } } }');
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).not.toMatch(/Did you mean|costPrice/);
  });
});
