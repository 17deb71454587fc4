import { randomBytes } from 'node:crypto';
import { Role } from '../../api/src/common/roles';
import { SavedAddress } from '../../api/src/modules/account/address/saved-address.entity';
import { User } from '../../api/src/modules/account/user/user.entity';
import { Review } from '../../api/src/modules/catalog/review/review.entity';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { StockAlert } from '../../api/src/modules/stock-alerts/stock-alert.entity';
import { firstError, loggedIn, login, PASSWORD } from '../helpers/accounts';
import { insertOrder, insertProduct } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const MY_DATA = graphql(`
  query TestMyData {
    myData {
      fileName
      json
    }
  }
`);
const DELETE_ME = graphql(`
  mutation TestDeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) {
      message
    }
  }
`);
const CREATE_ADDRESS = graphql(`
  mutation TestCreateMyAddress($input: SavedAddressInput!) {
    createMyAddress(input: $input) {
      id
    }
  }
`);
const ME = graphql(`
  query TestPrivacyMe {
    me {
      id
    }
  }
`);
const ORDER = graphql(`
  query TestGuestOrderName($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      customerName
    }
  }
`);
const STAFF_ORDER = graphql(`
  query TestAnonymisedOrder($id: Int!) {
    order(id: $id) {
      id
      userId
      customerName
      email
      phone
      addressLine1
      addressLine2
      city
      postcode
      lines {
        productName
        quantity
      }
    }
  }
`);

/** The parts of the myData JSON these tests read. */
interface MyDataJson {
  profile: { email: string };
  addresses: unknown[];
  orders: { orderNumber: string; lines: unknown[]; history: unknown[] }[];
  reviews: unknown[];
  backInStockAlerts: unknown[];
  rewardPoints: unknown;
}

describe.each(dialects)('privacy: my data and deleting my account on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  /** A customer with an address, two orders (one with a guest link and a dispatch event), a review; and another customer with an order. */
  const customerWithHistory = async () => {
    const customer = await loggedIn(t, { name: 'Priya Shah', email: `priya-${Math.random().toString(36).slice(2, 8)}@example.co.uk` });
    const other = await loggedIn(t, { name: 'Tom Baker' });
    const serum = await insertProduct(t.shop.db, { name: 'Vitamin C Serum', pricePence: 1850, stock: 40 });
    expect(
      (
        await gql(
          t.url,
          CREATE_ADDRESS,
          { input: { label: 'Home', fullName: 'Priya Shah', addressLine1: '1 Park Row', city: 'Leeds', postcode: 'LS1 4AP' } },
          customer.headers,
        )
      ).errors,
    ).toBeUndefined();
    const first = await insertOrder(t.shop.db, {
      userId: customer.user.id,
      customerName: 'Priya Shah',
      email: customer.user.email,
      status: 'dispatched',
      accessToken: 'guest-link-token-1',
      lines: [{ product: serum, quantity: 2 }],
    });
    const second = await insertOrder(t.shop.db, {
      userId: customer.user.id,
      customerName: 'Priya Shah',
      email: customer.user.email,
      lines: [{ product: serum, quantity: 1 }],
    });
    const others = await insertOrder(t.shop.db, {
      userId: other.user.id,
      customerName: 'Tom Baker',
      lines: [{ product: serum, quantity: 5 }],
    });
    const events = t.shop.db.repo(OrderEvent);
    await events.save(
      events.create({
        branchCode: 'MAIN',
        orderId: first.id,
        status: 'dispatched',
        trackingNumber: 'RM123456789GB',
        carrier: 'Royal Mail',
        userId: customer.user.id,
        userName: 'Priya Shah',
      }),
    );
    const reviews = t.shop.db.repo(Review);
    const review = await reviews.save(
      reviews.create({
        branchCode: 'MAIN',
        productId: serum.id,
        userId: customer.user.id,
        authorFullName: 'Priya Shah',
        rating: 5,
        title: 'Lovely',
        body: 'Bright skin',
        status: 'approved',
      }),
    );
    // Back-in-stock alerts are kept by address: one for the customer's (typed in capitals), one for the other's.
    const alerts = t.shop.db.repo(StockAlert);
    const alertFor = (email: string) =>
      alerts.save(
        alerts.create({ branchCode: 'MAIN', productId: serum.id, email: email.toLowerCase(), token: randomBytes(32).toString('hex') }),
      );
    await alertFor(customer.user.email);
    await alertFor(other.user.email);
    return { customer, other, serum, first, second, others, review };
  };

  test("myData answers the caller's own profile, addresses, orders with lines and history, and reviews as JSON", async () => {
    const { customer, first, second, others } = await customerWithHistory();
    const body = await gql(t.url, MY_DATA, undefined, customer.headers);
    expect(body.errors).toBeUndefined();
    expect(body.data!.myData.fileName).toMatch(/^beauty-shop-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(body.data!.myData.json) as MyDataJson;
    expect(data.profile).toMatchObject({ name: 'Priya Shah', email: customer.user.email });
    expect(data.addresses).toEqual([expect.objectContaining({ label: 'Home', postcode: 'LS1 4AP', isDefault: true })]);
    expect(data.orders.map((o) => o.orderNumber).sort()).toEqual([first.orderNumber, second.orderNumber].sort());
    expect(data.orders.map((o) => o.orderNumber)).not.toContain(others.orderNumber);
    const dispatched = data.orders.find((o) => o.orderNumber === first.orderNumber);
    expect(dispatched!.lines).toEqual([
      { productName: 'Vitamin C Serum', productCode: expect.any(String), quantity: 2, unitPrice: 18.5, lineTotal: 37 },
    ]);
    expect(dispatched!.history).toEqual([expect.objectContaining({ status: 'dispatched', trackingNumber: 'RM123456789GB' })]);
    expect(data.reviews).toEqual([expect.objectContaining({ product: 'Vitamin C Serum', rating: 5, title: 'Lovely' })]);
    expect(data.backInStockAlerts).toEqual([{ product: 'Vitamin C Serum', askedAt: expect.any(String), sentAt: null }]);
    expect(data.rewardPoints).toEqual({ balance: expect.any(Number), history: expect.any(Array) });
    expect(body.data!.myData.json).not.toMatch(/passwordHash|tokenVersion|accessTokenHash|\$2[aby]\$/);
    expect(body.data!.myData.json).not.toContain('Tom Baker');
  });

  test('myData and deleteMyAccount take no one else: guests are UNAUTHENTICATED and an id argument is refused', async () => {
    const { other } = await customerWithHistory();
    expect(firstError(await gql(t.url, MY_DATA))?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(t.url, DELETE_ME, { password: PASSWORD }))?.code).toBe('UNAUTHENTICATED');
    const staff = await loggedIn(t, { role: Role.SUPER_ADMIN });
    const withId = await gql(t.url, `{ myData(userId: ${other.user.id}) { json } }`, undefined, staff.headers);
    expect(withId.errors?.[0].message).toMatch(/Unknown argument "userId"/);
    const deleteWithId = await gql(
      t.url,
      `mutation { deleteMyAccount(password: "${PASSWORD}", userId: ${other.user.id}) { message } }`,
      undefined,
      staff.headers,
    );
    expect(deleteWithId.errors?.[0].message).toMatch(/Unknown argument "userId"/);
    const staffData = JSON.parse((await gql(t.url, MY_DATA, undefined, staff.headers)).data!.myData.json) as MyDataJson;
    expect(staffData.profile.email).toBe(staff.user.email);
    expect(staffData.orders).toEqual([]);
    expect(await t.shop.db.repo(User).existsBy({ id: other.user.id })).toBe(true);
  });

  test('staff cannot delete their own account here (a super-admin closes staff accounts)', async () => {
    for (const role of [Role.ADMIN, Role.SUPER_ADMIN]) {
      const staff = await loggedIn(t, { role });
      expect(firstError(await gql(t.url, DELETE_ME, { password: PASSWORD }, staff.headers))?.code).toBe('CONFLICT');
      expect(await t.shop.db.repo(User).existsBy({ id: staff.user.id })).toBe(true);
    }
  });

  test('a wrong or missing password deletes nothing', async () => {
    const { customer } = await customerWithHistory();
    expect(firstError(await gql(t.url, DELETE_ME, { password: 'Not-my-password-1' }, customer.headers))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'password',
      message: 'Password is incorrect',
    });
    expect(firstError(await gql(t.url, DELETE_ME, { password: '' }, customer.headers))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'password',
      message: 'Password is required',
    });
    expect(await t.shop.db.repo(User).existsBy({ id: customer.user.id })).toBe(true);
  });

  test("deleteMyAccount removes the account and its address's back-in-stock alerts, keeps its orders anonymised and its reviews without the name, and ends every token", async () => {
    const { customer, other, first, second, others, review } = await customerWithHistory();
    const secondSession = (await login(t, customer.user.email)).data!.login.token!;
    const deleted = await gql(t.url, DELETE_ME, { password: PASSWORD }, customer.headers);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteMyAccount.message).toBe('Your account has been deleted');

    expect(await t.shop.db.repo(User).existsBy({ id: customer.user.id })).toBe(false);
    expect(await t.shop.db.repo(SavedAddress).countBy({ userId: customer.user.id })).toBe(0);
    expect(await t.shop.db.repo(StockAlert).countBy({ email: customer.user.email.toLowerCase() })).toBe(0);
    expect(await t.shop.db.repo(StockAlert).countBy({ email: other.user.email.toLowerCase() })).toBe(1);
    for (const headers of [customer.headers, { authorization: `Bearer ${secondSession}` }]) {
      expect(firstError(await gql(t.url, ME, undefined, headers))?.code).toBe('UNAUTHENTICATED');
    }
    expect(firstError(await login(t, customer.user.email))?.code).toBe('UNAUTHENTICATED');
    // The guest link from the confirmation stops working too.
    expect(firstError(await gql(t.url, ORDER, { id: first.id, token: 'guest-link-token-1' }))?.code).toBe('NOT_FOUND');

    const staff = await loggedIn(t, { role: Role.ADMIN });
    for (const order of [first, second]) {
      const body = await gql(t.url, STAFF_ORDER, { id: order.id }, staff.headers);
      expect(body.errors).toBeUndefined();
      expect(body.data!.order).toMatchObject({
        userId: null,
        customerName: 'Deleted customer',
        email: 'deleted-customer@invalid.invalid',
        phone: null,
        addressLine1: '',
        addressLine2: null,
        city: 'Leeds',
        postcode: 'LS1',
      });
      expect(body.data!.order.lines.length).toBeGreaterThan(0);
    }
    const event = await t.shop.db.repo(OrderEvent).findOneByOrFail({ orderId: first.id });
    expect(event).toMatchObject({ userId: null, userName: null, trackingNumber: 'RM123456789GB' });
    expect(await t.shop.db.repo(Review).findOneByOrFail({ id: review.id })).toMatchObject({
      userId: null,
      authorFullName: 'Anonymous',
      rating: 5,
      title: 'Lovely',
    });
    // Nobody else's data changed.
    expect(await t.shop.db.repo(Order).findOneByOrFail({ id: others.id })).toMatchObject({
      userId: other.user.id,
      customerName: 'Tom Baker',
    });
    expect(firstError(await gql(t.url, ME, undefined, other.headers))).toBeUndefined();
  });
});
