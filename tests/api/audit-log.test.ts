import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FindOptionsWhere } from 'typeorm';
import type { GraphQLSchema } from 'graphql';
import { Role } from '../../api/src/common/roles';
import type { CrudDescriptor } from '../../api/src/common/crud/descriptor';
import { User } from '../../api/src/modules/account/user/user.entity';
import { AuditEntry } from '../../api/src/common/audit/audit-entry.entity';
import { StaffTwoFactor } from '../../api/src/modules/account/two-factor/staff-two-factor.entity';
import { Collection } from '../../api/src/modules/catalog/collection/collection.entity';
import { ShopSettings } from '../../api/src/modules/content/settings/shop-settings.entity';
import { ContactMessage } from '../../api/src/modules/content/contact-message/contact-message.entity';
import { crudRegistry } from '../../api/src/modules/crud-registry';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { buildShopSchema } from '../../api/src/schema';
import { pngBuffer } from '../helpers/accounts';
import {
  CallerName,
  callerHeaders,
  createRow,
  crudOperations,
  descriptorOf,
  fieldValue,
  Headers,
  rowIdOf,
  uniqueToken,
  validInput,
} from '../helpers/crud';
import { api } from '../helpers/legacy';
import { insertProduct, insertUser, orderInput } from '../helpers/orders';
import { rootFields } from '../helpers/schema-args';
import { dialects } from '../helpers/test-db';
import { startStripeStandIn, StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const BRANCH = 'MAIN';
const AUDIT_ENTRIES = graphql(`
  query TestAuditEntries($f: AuditEntryFilter, $p: AuditPage) {
    auditEntries(filter: $f, page: $p) {
      totalItems
      items {
        id
        userEmail
        operation
        dataSet
        recordId
        action
        changes {
          field
          before
          after
          hidden
        }
      }
    }
  }
`);
const AUDIT_CSV = graphql(`
  query TestAuditEntriesCsv($f: AuditEntryFilter) {
    auditEntriesCsv(filter: $f) {
      csv
      rowCount
      totalItems
      truncated
    }
  }
`);
const AUDIT_DATA_SETS = graphql(`
  query TestAuditDataSets {
    auditDataSets
  }
`);
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What one call of a staff mutation sends, and the record its audit entry must name ('none': a mutation that writes nothing). */
interface Call {
  query: string;
  variables: Record<string, unknown>;
  /** The data set and record id the entry names, worked out from the answer when not known before. */
  record:
    'none' | ((data: any) => Promise<{ dataSet: string; recordId: number | string }> | { dataSet: string; recordId: number | string });
}

type Case = (t: TestShop, headers: Headers) => Promise<Call>;

/** An input for an update of the set that differs from `createRow`'s in every field it can (new texts, other numbers). */
async function changedInput(t: TestShop, d: CrudDescriptor<any>, headers: Headers): Promise<Record<string, unknown>> {
  const input = await validInput(t, d, headers, BRANCH, uniqueToken());
  for (const [name, spec] of Object.entries(d.fields)) {
    if (!(name in input)) continue;
    if (spec.kind === 'int') input[name] = Math.min(Math.max(2, spec.min ?? -Infinity), spec.max ?? Infinity);
    else if (spec.kind === 'float') input[name] = Math.min(Math.max(2.5, spec.min ?? -Infinity), spec.max ?? Infinity);
    else if (spec.kind === 'text' && input[name] === fieldValue(name, spec, '')) delete input[name];
  }
  return input;
}

/** The generic data sets' three mutations each, from the registry: a new data set is covered with no change here. */
function crudCases(): Record<string, Case> {
  const cases: Record<string, Case> = {};
  for (const d of crudRegistry) {
    const name = pascal(d.one);
    const ops = crudOperations(d, ['id']);
    const dataSet = () => tableOf(d);
    cases[`create${name}`] = async (t, headers) => ({
      query: ops.create,
      variables: { input: await validInput(t, d, headers, BRANCH) },
      record: (data) => ({ dataSet: dataSet(), recordId: data[`create${name}`].id }),
    });
    cases[`update${name}`] = async (t, headers) => {
      const { id } = await createRow(t, d, headers, BRANCH);
      return {
        query: ops.update,
        variables: { id, input: await changedInput(t, d, headers) },
        record: () => ({ dataSet: dataSet(), recordId: id }),
      };
    };
    cases[`delete${name}`] = async (t, headers) => {
      const { id } = await createRow(t, d, headers, BRANCH);
      return { query: ops.remove, variables: { id }, record: () => ({ dataSet: dataSet(), recordId: id }) };
    };
  }
  return cases;
}

let tableNames: Map<Function, string>;
const tableOf = (d: CrudDescriptor<any>) => tableNames.get(d.entity)!;

async function uploadProductImage(t: TestShop, headers: Headers): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngBuffer(32, 32))], { type: 'image/png' }), 'Shade card.png');
  const res = await fetch(`${t.url}/upload/products`, { method: 'POST', body: form, headers });
  expect(res.status).toBe(201);
  return ((await res.json()) as { fileName: string }).fileName;
}

async function placedOrderId(t: TestShop, headers: Headers): Promise<number> {
  const product = await insertProduct(t.shop.db, { name: `Audit Serum ${uniqueToken()}`, pricePence: 1299, stock: 50 });
  const body = await gql(
    t.url,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }',
    { input: orderInput([[product, 1]]) },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data.createOrder.order.id;
}

/**
 * The staff mutations outside the generic data sets, each with a valid call against a database seeded
 * here. A new staff mutation fails the generated test until it has a line in this table and leaves an entry.
 */
const BESPOKE: Record<string, Case> = {
  updateUserRole: async (t) => {
    const { user } = await insertUser(t, Role.USER);
    return {
      query: 'mutation($id: Int!) { updateUserRole(id: $id, role: ADMIN) { id } }',
      variables: { id: user.id },
      record: () => ({ dataSet: 'users', recordId: user.id }),
    };
  },
  resetStaffTwoFactor: async (t) => {
    const { user } = await insertUser(t, Role.ADMIN);
    // Only the row's presence matters to a reset: it never opens the secret.
    await t.shop.db.repo(StaffTwoFactor).insert({ userId: user.id, secretEncrypted: 'v1.not.opened.here', enabledAt: new Date() });
    return {
      query: 'mutation($id: Int!) { resetStaffTwoFactor(userId: $id) }',
      variables: { id: user.id },
      record: () => ({ dataSet: 'users', recordId: user.id }),
    };
  },
  deleteUser: async (t) => {
    const { user } = await insertUser(t, Role.USER);
    return {
      query: 'mutation($id: Int!) { deleteUser(id: $id) { id } }',
      variables: { id: user.id },
      record: () => ({ dataSet: 'users', recordId: user.id }),
    };
  },
  setProductCollections: async (t, headers) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Balm ${uniqueToken()}`, pricePence: 500, stock: 5 });
    const collectionId = await rowIdOf(t, headers, () => Collection as never, BRANCH);
    return {
      query: 'mutation($p: Int!, $c: [Int!]!) { setProductCollections(productId: $p, collectionIds: $c) { id } }',
      variables: { p: product.id, c: [collectionId] },
      record: () => ({ dataSet: 'products', recordId: product.id }),
    };
  },
  setProductImages: async (t, headers) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Mask ${uniqueToken()}`, pricePence: 500, stock: 5 });
    const uploadedFileName = await uploadProductImage(t, headers);
    return {
      query: 'mutation($p: Int!, $i: [ProductImageInput!]!) { setProductImages(productId: $p, images: $i) { id } }',
      variables: { p: product.id, i: [{ uploadedFileName }] },
      record: () => ({ dataSet: 'products', recordId: product.id }),
    };
  },
  saveProduct: async (t, headers) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Cream ${uniqueToken()}`, pricePence: 700, stock: 5 });
    const collectionId = await rowIdOf(t, headers, () => Collection as never, BRANCH);
    const uploadedFileName = await uploadProductImage(t, headers);
    return {
      query:
        'mutation($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) { saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) { id } }',
      variables: { id: product.id, input: { stockQuantity: 8 }, i: [{ uploadedFileName }], c: [collectionId] },
      record: () => ({ dataSet: 'products', recordId: product.id }),
    };
  },
  updateProductPrices: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Toner ${uniqueToken()}`, pricePence: 999, stock: 5 });
    return {
      query: 'mutation($rows: [ProductPriceInput!]!) { updateProductPrices(rows: $rows) { changedCount } }',
      variables: { rows: [{ productId: product.id, salePrice: 11.49 }] },
      record: () => ({ dataSet: 'products', recordId: product.id }),
    };
  },
  previewProductImport: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Oil ${uniqueToken()}`, pricePence: 999, stock: 5 });
    return {
      query: 'mutation($csv: String!) { previewProductImport(csv: $csv) { applied } }',
      variables: { csv: `code,name\r\n${product.code},Renamed Oil\r\n` },
      record: 'none',
    };
  },
  importProducts: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Cream ${uniqueToken()}`, pricePence: 999, stock: 5 });
    return {
      query: 'mutation($csv: String!) { importProducts(csv: $csv) { applied } }',
      variables: { csv: `code,name\r\n${product.code},Renamed Cream ${uniqueToken()}\r\n` },
      record: () => ({ dataSet: 'products', recordId: product.id }),
    };
  },
  setContactMessageHandled: async (t, headers) => {
    const { id } = await createRow(t, descriptorOf(ContactMessage as never)!, headers, BRANCH);
    return {
      query: 'mutation($id: Int!) { setContactMessageHandled(id: $id, handled: true) { id } }',
      variables: { id },
      record: () => ({ dataSet: 'contact_messages', recordId: id }),
    };
  },
  updateShopSettings: async () => ({
    query: 'mutation($input: UpdateShopSettingsInput!) { updateShopSettings(input: $input) { shopName } }',
    variables: { input: { shopName: `Audit Beauty ${uniqueToken()}` } },
    record: async () => ({ dataSet: 'shop_settings', recordId: await settingsId!() }),
  }),
  setPromotionTile: async () => ({
    query: 'mutation { setPromotionTile(slot: 2, input: { removeImage: true }) { id } }',
    variables: {},
    record: (data) => ({ dataSet: 'promotion_tiles', recordId: data.setPromotionTile.id }),
  }),
  createOrder: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Lipstick ${uniqueToken()}`, pricePence: 1299, stock: 50 });
    return {
      query: 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }',
      variables: { input: orderInput([[product, 1]]) },
      record: (data) => ({ dataSet: 'orders', recordId: data.createOrder.order.id }),
    };
  },
  updateOrderStatus: async (t, headers) => {
    const id = await placedOrderId(t, headers);
    return {
      query: 'mutation($id: Int!) { updateOrderStatus(id: $id, status: "cancelled") { id } }',
      variables: { id },
      record: () => ({ dataSet: 'orders', recordId: id }),
    };
  },
  refundCardOrder: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Mask ${uniqueToken()}`, pricePence: 1899, stock: 50 });
    const placed = await gql(t.url, 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }', {
      input: {
        email: 'audit.card@example.co.uk',
        customerName: 'Audit Card',
        addressLine1: '1 High Street',
        city: 'Bath',
        postcode: 'BA1 1AA',
        shippingMethod: 'tracked-2-4',
        termsAccepted: true,
        paymentMethod: 'card',
        idempotencyKey: `audit-card-${uniqueToken()}-${uniqueToken()}-${uniqueToken()}`,
        lines: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    const id: number = placed.data.placeOrder.order.id;
    await t.shop.db.repo(Order).update({ id }, { status: 'paid' });
    return {
      query: 'mutation($id: Int!) { refundCardOrder(id: $id) { id } }',
      variables: { id },
      record: () => ({ dataSet: 'orders', recordId: id }),
    };
  },
  refundOrderLines: async (t) => {
    const product = await insertProduct(t.shop.db, { name: `Audit Toner ${uniqueToken()}`, pricePence: 1099, stock: 50 });
    const placed = await gql(t.url, 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id lines { id } } } }', {
      input: {
        email: 'audit.lines@example.co.uk',
        customerName: 'Audit Lines',
        addressLine1: '1 High Street',
        city: 'Bath',
        postcode: 'BA1 1AA',
        shippingMethod: 'tracked-2-4',
        termsAccepted: true,
        paymentMethod: 'bank-transfer',
        idempotencyKey: `audit-lines-${uniqueToken()}-${uniqueToken()}-${uniqueToken()}`,
        lines: [{ productId: product.id, quantity: 2 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    const { id, lines } = placed.data.placeOrder.order as { id: number; lines: { id: number }[] };
    await t.shop.db.repo(Order).update({ id }, { status: 'paid' });
    return {
      query: 'mutation($id: Int!, $lines: [RefundLineInput!]!) { refundOrderLines(id: $id, lines: $lines) { id } }',
      variables: { id, lines: [{ lineId: lines[0].id, quantity: 1 }] },
      record: () => ({ dataSet: 'orders', recordId: id }),
    };
  },
  deleteOrder: async (t, headers) => {
    const id = await placedOrderId(t, headers);
    const cancelled = await gql(t.url, 'mutation($id: Int!) { updateOrderStatus(id: $id, status: "cancelled") { id } }', { id }, headers);
    expect(cancelled.errors).toBeUndefined();
    return {
      query: 'mutation($id: Int!) { deleteOrder(id: $id) { id } }',
      variables: { id },
      record: () => ({ dataSet: 'orders', recordId: id }),
    };
  },
};

let settingsId: (() => Promise<number>) | undefined;

const CALLER_OF: Record<string, Exclude<CallerName, 'anonymous' | 'customer'>> = { staff: 'admin', 'super-admin': 'super-admin' };

describe.each(dialects)('the audit log on %s', (dialect) => {
  let t: TestShop;
  let stripeApi: StripeStandIn;
  let schema: GraphQLSchema;
  let headers: Record<CallerName, Headers>;
  let staffUser: Record<'admin' | 'super-admin', User>;
  const entries = (where: FindOptionsWhere<AuditEntry>) => t.shop.db.repo(AuditEntry).find({ where, order: { id: 'ASC' } });

  beforeAll(async () => {
    schema = await buildShopSchema();
    // Card payments on, against a stand-in for Stripe, so refundCardOrder has a card order to refund.
    stripeApi = await startStripeStandIn();
    t = await startTestShop(dialect, { seed: 'none', env: stripeEnv(stripeApi) });
    tableNames = new Map(t.shop.db.dataSource.entityMetadatas.map((m) => [m.target as Function, m.tableName]));
    settingsId = async () => (await t.shop.db.repo(ShopSettings).findOneByOrFail({ branchCode: BRANCH })).id;
    headers = await callerHeaders(t);
    staffUser = {
      admin: await t.shop.db.repo(User).findOneByOrFail({ email: 'test.admin@example.co.uk' }),
      'super-admin': await t.shop.db.repo(User).findOneByOrFail({ email: 'test.super-admin@example.co.uk' }),
    };
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi?.close();
  });

  const staffMutations = () =>
    rootFields(schema).filter((f) => f.kind === 'mutation' && (f.access === 'staff' || f.access === 'super-admin'));
  const cases = () => ({ ...crudCases(), ...BESPOKE });

  test('every staff mutation has a valid call in the table (generic data sets from the registry, the others by hand)', () => {
    const all = cases();
    expect(staffMutations().length).toBeGreaterThan(100);
    expect(
      staffMutations()
        .map((f) => f.name)
        .filter((name) => !all[name]),
    ).toEqual([]);
  });

  test('every staff mutation leaves an entry naming the staff member, the record and the mutation (and one that writes nothing, none)', async () => {
    const all = cases();
    const wrong: string[] = [];
    for (const f of staffMutations()) {
      const who = CALLER_OF[f.access!];
      const make = all[f.name];
      if (!make) continue;
      let call: Call;
      try {
        call = await make(t, headers[who]);
      } catch (err) {
        wrong.push(`${f.name}: preparing the call failed: ${(err as Error).message.slice(0, 300)}`);
        continue;
      }
      const lastId = (await t.shop.db.repo(AuditEntry).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
      const body = await gql(t.url, call.query, call.variables, headers[who]);
      if (body.errors?.length) {
        wrong.push(`${f.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
        continue;
      }
      const made = (await entries({ operation: f.name })).filter((e) => e.id > lastId);
      if (call.record === 'none') {
        if (made.length) wrong.push(`${f.name}: writes nothing, yet left ${made.length} entries`);
        continue;
      }
      const { dataSet, recordId } = await call.record(body.data);
      const entry = made.find((e) => e.dataSet === dataSet && e.recordId === String(recordId));
      if (!entry) {
        wrong.push(
          `${f.name}: no entry for ${dataSet} ${recordId} (entries: ${made.map((e) => `${e.dataSet} ${e.recordId}`).join(', ') || 'none'})`,
        );
        continue;
      }
      const user = staffUser[who];
      const expected = {
        userId: user.id,
        userEmail: user.email,
        userName: user.name,
        userRole: user.role,
        route: null,
        branchCode: BRANCH,
      };
      const got = {
        userId: entry.userId,
        userEmail: entry.userEmail,
        userName: entry.userName,
        userRole: entry.userRole,
        route: entry.route,
        branchCode: entry.branchCode,
      };
      if (JSON.stringify(got) !== JSON.stringify(expected))
        wrong.push(`${f.name}: entry names ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      if (!entry.address) wrong.push(`${f.name}: entry has no address`);
      if (entry.action === 'update' && JSON.parse(entry.changes).length === 0)
        wrong.push(`${f.name}: an update entry lists no changed field`);
    }
    expect(wrong).toEqual([]);
  });

  test('an update lists only the changed fields, before and after; a create lists the new values; a delete the old ones', async () => {
    const color = descriptorOf(crudRegistry.find((d) => d.one === 'color')!.entity)!;
    const ops = crudOperations(color, ['id']);
    const created = await gql(t.url, ops.create, { input: { name: 'Rose Pink', hexCode: '#FF66CC', rgb: '255,102,204' } }, headers.admin);
    expect(created.errors).toBeUndefined();
    const id = created.data.createColor.id;
    expect(JSON.parse((await entries({ operation: 'createColor', recordId: String(id) }))[0].changes)).toEqual(
      expect.arrayContaining([
        { field: 'name', after: 'Rose Pink' },
        { field: 'hexCode', after: '#FF66CC' },
      ]),
    );
    expect((await gql(t.url, ops.update, { id, input: { name: 'Dusky Rose' } }, headers.admin)).errors).toBeUndefined();
    const [update] = await entries({ operation: 'updateColor', recordId: String(id) });
    expect(update).toMatchObject({
      dataSet: 'colors',
      action: 'update',
      userEmail: 'test.admin@example.co.uk',
      userRole: 'admin',
      address: '127.0.0.1',
    });
    expect(JSON.parse(update.changes)).toEqual([{ field: 'name', before: 'Rose Pink', after: 'Dusky Rose' }]);
    expect((await gql(t.url, ops.remove, { id }, headers.admin)).errors).toBeUndefined();
    const [removed] = await entries({ operation: 'deleteColor', recordId: String(id) });
    expect(removed.action).toBe('delete');
    expect(JSON.parse(removed.changes)).toEqual(expect.arrayContaining([{ field: 'name', before: 'Dusky Rose' }]));
  });

  test('a write that is rolled back leaves no entry', async () => {
    const product = await insertProduct(t.shop.db, { name: `Audit Stock ${uniqueToken()}`, pricePence: 999, stock: 3 });
    const before = await t.shop.db.repo(AuditEntry).count();
    // The movement row is written, then the ledger refuses it (it would take the stock below 0): the transaction is undone.
    const body = await gql(
      t.url,
      'mutation($input: CreateStockMovementInput!) { createStockMovement(input: $input) { id } }',
      { input: { productId: product.id, quantity: -50, reason: 'adjusted' } },
      headers.admin,
    );
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.shop.db.repo(AuditEntry).count()).toBe(before);
  });

  test('a legacy REST write leaves an entry with the REST call beside the mutation', async () => {
    const color = descriptorOf(crudRegistry.find((d) => d.one === 'color')!.entity)!;
    const { id } = await createRow(t, color, headers.admin, BRANCH);
    const res = await api(t, 'PUT', `/colors/${id}`, { headers: headers.admin, body: { Color: 'Ruby Red' } });
    expect(res.status).toBe(200);
    const [entry] = await entries({ operation: 'updateColor', recordId: String(id) });
    expect(entry).toMatchObject({ dataSet: 'colors', route: `PUT /api/colors/${id}`, userId: staffUser.admin.id, action: 'update' });
    expect(JSON.parse(entry.changes)).toEqual([expect.objectContaining({ field: 'name', after: 'Ruby Red' })]);
  });

  test('secrets never reach an entry: a password change, a role change and a deleted account show no hash', async () => {
    const { user, headers: own } = await insertUser(t, Role.ADMIN, `Audit Admin ${uniqueToken()}`);
    const changed = await gql(
      t.url,
      'mutation { changePassword(currentPassword: "not used here", newPassword: "New password 123!", confirmPassword: "New password 123!") { token } }',
      undefined,
      own,
    );
    expect(changed.errors).toBeUndefined();
    const stored = await t.shop.db.repo(User).findOneByOrFail({ id: user.id });
    const [password] = await entries({ operation: 'changePassword', recordId: String(user.id) });
    expect(JSON.parse(password.changes)).toEqual([{ field: 'passwordHash', hidden: true }]);

    expect(
      (
        await gql(
          t.url,
          'mutation($id: Int!) { updateUserRole(id: $id, role: SUPER_ADMIN) { id } }',
          { id: user.id },
          headers['super-admin'],
        )
      ).errors,
    ).toBeUndefined();
    const [role] = await entries({ operation: 'updateUserRole', recordId: String(user.id) });
    expect(JSON.parse(role.changes)).toEqual([{ field: 'role', before: 'admin', after: 'super-admin' }]);

    const { user: customer } = await insertUser(t, Role.USER);
    expect(
      (await gql(t.url, 'mutation($id: Int!) { deleteUser(id: $id) { id } }', { id: customer.id }, headers.admin)).errors,
    ).toBeUndefined();
    const [removed] = await entries({ operation: 'deleteUser', recordId: String(customer.id) });
    const fields = JSON.parse(removed.changes) as { field: string; hidden?: boolean }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'email', before: customer.email },
        { field: 'passwordHash', hidden: true },
      ]),
    );
    for (const entry of [password, role, removed]) {
      expect(entry.changes).not.toContain(stored.passwordHash);
      expect(entry.changes).not.toMatch(/\$2[aby]?\$/);
      expect(entry.changes).not.toMatch(/tokenVersion"?\s*[,:]\s*"?before/);
    }
  });

  test("a member of staff's own profile change (My Profile) is recorded; a customer's is not", async () => {
    const { user, headers: own } = await insertUser(t, Role.ADMIN, `Audit Profile ${uniqueToken()}`);
    const changed = await gql(t.url, 'mutation { updateProfile(input: { name: "Amelia Hart-Jones" }) { name } }', undefined, own);
    expect(changed.errors).toBeUndefined();
    const [entry] = await entries({ operation: 'updateProfile', recordId: String(user.id) });
    expect(entry).toMatchObject({ dataSet: 'users', action: 'update', userId: user.id, userName: user.name });
    expect(JSON.parse(entry.changes)).toEqual([{ field: 'name', before: user.name, after: 'Amelia Hart-Jones' }]);

    const { user: customer, headers: theirs } = await insertUser(t, Role.USER);
    expect(
      (await gql(t.url, 'mutation { updateProfile(input: { name: "Cara Lewis" }) { name } }', undefined, theirs)).errors,
    ).toBeUndefined();
    expect(await entries({ recordId: String(customer.id), dataSet: 'users' })).toEqual([]);
  });

  test('a staff upload leaves an entry naming the file; a customer upload and a customer checkout leave none', async () => {
    const fileName = await uploadProductImage(t, headers.admin);
    const [entry] = await entries({ operation: 'upload', recordId: `products/${fileName}` });
    expect(entry).toMatchObject({ dataSet: 'uploads', action: 'create', route: 'POST /upload/products', userId: staffUser.admin.id });

    const before = await t.shop.db.repo(AuditEntry).count();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBuffer())], { type: 'image/png' }), 'me.png');
    expect((await fetch(`${t.url}/upload/users`, { method: 'POST', body: form, headers: headers.customer })).status).toBe(201);
    const product = await insertProduct(t.shop.db, { name: `Audit Gloss ${uniqueToken()}`, pricePence: 700, stock: 9 });
    const placed = await gql(
      t.url,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
      {
        input: {
          ...orderInput([[product, 1]]),
          paymentMethod: 'bank-transfer',
          termsAccepted: true,
          idempotencyKey: `audit-${uniqueToken()}-${Date.now()}`,
        },
      },
      headers.customer,
    );
    expect(placed.errors).toBeUndefined();
    expect(await t.shop.db.repo(AuditEntry).count()).toBe(before);
  });

  test('only super-admins read the log: filters by who, data set, record and dates, newest first, with paging and CSV', async () => {
    expect((await gql(t.url, AUDIT_ENTRIES, {}, headers.admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.url, AUDIT_ENTRIES, {}, headers.customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.url, AUDIT_ENTRIES, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const color = descriptorOf(crudRegistry.find((d) => d.one === 'color')!.entity)!;
    const { id } = await createRow(t, color, headers.admin, BRANCH);
    await gql(t.url, crudOperations(color, ['id']).update, { id, input: { name: 'Heather' } }, headers.admin);
    const ofRecord = await gql(t.url, AUDIT_ENTRIES, { f: { dataSet: 'colors', recordId: String(id) } }, headers['super-admin']);
    expect(ofRecord.errors).toBeUndefined();
    expect(ofRecord.data!.auditEntries.items.map((e) => e.operation)).toEqual(['updateColor', 'createColor']);
    expect(ofRecord.data!.auditEntries.items[0].changes).toEqual([
      expect.objectContaining({ field: 'name', after: 'Heather', hidden: false }),
    ]);

    const byWho = await gql(t.url, AUDIT_ENTRIES, { f: { who: 'TEST.ADMIN@' }, p: { skip: 0, take: 2 } }, headers['super-admin']);
    expect(byWho.data!.auditEntries.items).toHaveLength(2);
    expect(byWho.data!.auditEntries.totalItems).toBeGreaterThan(2);
    expect(new Set(byWho.data!.auditEntries.items.map((e) => e.userEmail))).toEqual(new Set(['test.admin@example.co.uk']));
    const next = await gql(t.url, AUDIT_ENTRIES, { f: { who: 'test.admin@' }, p: { skip: 2, take: 2 } }, headers['super-admin']);
    expect(next.data!.auditEntries.items[0].id).toBeLessThan(byWho.data!.auditEntries.items[1].id);

    const future = await gql(t.url, AUDIT_ENTRIES, { f: { from: '2099-01-01T00:00:00.000Z' } }, headers['super-admin']);
    expect(future.data!.auditEntries.totalItems).toBe(0);
    const past = await gql(
      t.url,
      AUDIT_ENTRIES,
      { f: { dataSet: 'colors', recordId: String(id), from: '2020-01-01T00:00:00.000Z', to: '2099-01-01T00:00:00.000Z' } },
      headers['super-admin'],
    );
    expect(past.data!.auditEntries.totalItems).toBe(2);
    const backwards = await gql(
      t.url,
      AUDIT_ENTRIES,
      { f: { from: '2030-01-02T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' } },
      headers['super-admin'],
    );
    expect(backwards.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const csv = await gql(t.url, AUDIT_CSV, { f: { dataSet: 'colors', recordId: String(id) } }, headers['super-admin']);
    expect(csv.data!.auditEntriesCsv).toMatchObject({ rowCount: 2, totalItems: 2, truncated: false });
    const lines = csv.data!.auditEntriesCsv.csv.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),E-mail,Name,Role,Address,Operation,REST call,Data set,Record,Action,Changes');
    expect(lines[1]).toContain(`test.admin@example.co.uk,Test admin,admin,127.0.0.1,updateColor,,colors,${id},update,`);
    expect(lines[1]).toContain('→ Heather');

    const sets = await gql(t.url, AUDIT_DATA_SETS, undefined, headers['super-admin']);
    expect(sets.data!.auditDataSets).toEqual(expect.arrayContaining(['colors', 'users', 'products', 'orders']));
  });

  test('no mutation and no REST row can change or delete an entry', async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const touching = mutations.filter(
      (m) => /audit/i.test(m.name) || /Audit/.test(String(m.type)) || m.args.some((a) => /Audit/.test(String(a.type))),
    );
    expect(touching.map((m) => m.name)).toEqual([]);
    expect(crudRegistry.some((d) => d.entity === (AuditEntry as never))).toBe(false);
    const { legacyRoutes } = await import('../../api/src/legacy-rest/table');
    const { legacySets } = await import('../../api/src/legacy-sets');
    expect(
      legacyRoutes(schema, legacySets)
        .filter((r) => /audit/i.test(r.path) || /audit/i.test(r.document))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
  });

  test('entries older than six years are purged; younger ones stay', async () => {
    const repo = t.shop.db.repo(AuditEntry);
    const base = {
      branchCode: BRANCH,
      userId: 1,
      userEmail: 'old@example.co.uk',
      userName: 'Old',
      userRole: 'admin',
      address: '127.0.0.1',
      operation: 'updateColor',
      route: null,
      dataSet: 'purge-test',
      action: 'update' as never,
      changes: '[]',
    };
    const now = new Date();
    const yearsAgo = (years: number, days = 0) =>
      new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
    await repo.insert({ ...base, recordId: 'old', createdAt: yearsAgo(6, 2) });
    await repo.insert({ ...base, recordId: 'young', createdAt: yearsAgo(5, 300) });
    expect(await t.shop.services.audit.purgeExpired(now)).toBe(1);
    expect((await repo.findBy({ dataSet: 'purge-test' })).map((e) => e.recordId)).toEqual(['young']);
  });
});

test('at start the shop removes entries older than six years (one SQLite file, started twice)', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-audit-purge-'));
  try {
    const first = await startTestShop('sqlite', { env: { DATA_DIR: dataDir } });
    const base = {
      branchCode: BRANCH,
      userId: 1,
      userEmail: 'old@example.co.uk',
      userName: 'Old',
      userRole: 'admin',
      address: '127.0.0.1',
      operation: 'updateColor',
      route: null,
      dataSet: 'colors',
      action: 'update' as never,
      changes: '[]',
    };
    const year = new Date().getUTCFullYear();
    await first.shop.db.repo(AuditEntry).insert({ ...base, recordId: '1', createdAt: new Date(Date.UTC(year - 7, 0, 1)) });
    await first.shop.db.repo(AuditEntry).insert({ ...base, recordId: '2', createdAt: new Date(Date.UTC(year - 1, 0, 1)) });
    await first.close();
    const second = await startTestShop('sqlite', { env: { DATA_DIR: dataDir } });
    try {
      expect((await second.shop.db.repo(AuditEntry).find()).map((e) => e.recordId)).toEqual(['2']);
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
