import { Role } from '../../api/src/common/roles';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { FooterGroup, FooterLink } from '../../api/src/modules/content/footer/footer.entity';
import { rewardPointsPageBody } from '../../api/src/modules/content/settings/points-rule';
import { ShopSettings } from '../../api/src/modules/content/settings/shop-settings.entity';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { RewardPoints } from '../../api/src/modules/orders/reward-points/reward-points.entity';
import { insertOrder, insertProduct, insertUser, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';

const OPTIONS = graphql(`
  query PointsCheckoutOptions($lines: [CheckoutLineInput!]!, $points: Int, $code: String) {
    checkoutOptions(lines: $lines, pointsToSpend: $points, discountCode: $code) {
      subtotal
      discount
      pointsDiscount
      vat
      rewardPoints {
        balance
        pointsPerPound
        usable
        usableValue
        spent
        message
      }
      options {
        method
        price
        total
        vat
      }
    }
  }
`);
const PLACE = graphql(`
  mutation PointsPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        orderNumber
        subtotal
        shipping
        pointsSpent
        pointsDiscount
        total
        vat
        lines {
          vat
        }
      }
    }
  }
`);
const POINTS = graphql(`
  query PointsMine {
    myRewardPoints {
      balance
      history {
        points
        reason
        orderId
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation PointsCancelMine($id: Int!) {
    cancelMyOrder(id: $id) {
      status
    }
  }
`);
const STATUS = graphql(`
  mutation PointsMoveOrder($id: Int!, $status: String!, $tracking: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {
      status
    }
  }
`);
const SETTINGS = graphql(`
  mutation PointsSaveRule($input: UpdateShopSettingsInput!) {
    updateShopSettings(input: $input) {
      pointsPerPound
      pointsRedeemable
    }
  }
`);

const failure = (body: GqlBody<unknown>) => ({
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
});
let keySerial = 0;
const newKey = () => `points-${Date.now().toString(36)}-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(dialects)('spending reward points at checkout on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let cream: Product; // £30.00, standard VAT

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    cream = await insertProduct(t.shop.db, { name: 'Rich Night Cream', pricePence: 3000, stock: 500, shippingWeightGrams: 200 });
  });
  afterAll(() => t?.close());

  /** A customer holding `points` (one paid order's 'earned' row). */
  const customerWith = async (points: number) => {
    const customer = await insertUser(t, Role.USER);
    const earnedOn = await insertOrder(t.shop.db, {
      userId: customer.user.id,
      status: 'delivered',
      lines: [{ product: cream, quantity: 1 }],
    });
    const repo = t.shop.db.repo(RewardPoints);
    await repo.insert(
      repo.create({
        branchCode: 'MAIN',
        userId: customer.user.id,
        orderId: earnedOn.id,
        orderNumber: earnedOn.orderNumber,
        points,
        reason: 'earned',
      }),
    );
    return customer;
  };
  const input = (quantity: number, points: number | null, more: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    email: 'amelia.jones@example.co.uk',
    customerName: 'Amelia Jones',
    addressLine1: '4 Castle Street',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    shippingMethod: 'tracked-2-4',
    termsAccepted: true,
    paymentMethod: 'bank-transfer',
    idempotencyKey: newKey(),
    lines: [{ productId: cream.id, quantity }],
    pointsToSpend: points,
    ...more,
  });
  const place = (body: PlaceOrderInput, headers: Record<string, string> = {}) => gql(t.url, PLACE, { input: body }, headers);
  const mine = async (headers: Record<string, string>) => {
    const body = await gql(t.url, POINTS, undefined, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.myRewardPoints;
  };
  const move = async (id: number, status: string, tracking?: string) => {
    expect((await gql(t.url, STATUS, { id, status, tracking }, staff)).errors).toBeUndefined();
  };

  test('checkoutOptions shows a customer their balance and prices the points they use: goods only, VAT like a discount', async () => {
    const { headers } = await customerWith(1250);
    const lines = [{ productId: cream.id, quantity: 1 }];
    const without = await gql(t.url, OPTIONS, { lines }, headers);
    expect(without.data!.checkoutOptions.rewardPoints).toEqual({
      balance: 1250,
      pointsPerPound: 100,
      usable: 1250,
      usableValue: 12.5,
      spent: 0,
      message: null,
    });
    expect(without.data!.checkoutOptions.pointsDiscount).toBe(0);

    const used = (await gql(t.url, OPTIONS, { lines, points: 1250 }, headers)).data!.checkoutOptions;
    expect(used.pointsDiscount).toBe(12.5);
    expect(used.rewardPoints!.spent).toBe(1250);
    // £30.00 − £12.50 = £17.50 of goods, VAT 17.50 × 20/120 = £2.92; delivery £3.99 (under £50) is not touched by points.
    expect(used.vat).toBe(2.92);
    const tracked = used.options.find((o) => o.method === 'tracked-2-4')!;
    expect(tracked).toEqual({ method: 'tracked-2-4', price: 3.99, total: 21.49, vat: 3.59 });

    const guest = (await gql(t.url, OPTIONS, { lines, points: 1250 })).data!.checkoutOptions;
    expect(guest.rewardPoints).toBeNull();
    expect(guest.pointsDiscount).toBe(0);
  });

  test('points never pay for more than the goods after the discount code, and the rest stay in the balance', async () => {
    const { headers } = await customerWith(5000);
    const options = (await gql(t.url, OPTIONS, { lines: [{ productId: cream.id, quantity: 1 }], points: 5000 }, headers)).data!
      .checkoutOptions;
    expect(options.rewardPoints).toMatchObject({ balance: 5000, usable: 3000, usableValue: 30, spent: 3000 });
    expect(options.pointsDiscount).toBe(30);
    expect(options.vat).toBe(0);
    expect(options.options.find((o) => o.method === 'tracked-2-4')!.total).toBe(3.99);
    const placed = await place(input(1, 5000), headers);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.order).toMatchObject({ pointsSpent: 3000, pointsDiscount: 30, total: 3.99, shipping: 3.99 });
    expect((await mine(headers)).balance).toBe(2000);
  });

  test('placeOrder spends the points: the order carries the line, its VAT after them, and the ledger a redeemed row', async () => {
    const { user, headers } = await customerWith(1250);
    const body = await place(input(2, 1250), headers);
    expect(body.errors).toBeUndefined();
    const order = body.data!.placeOrder.order;
    // £60.00 − £12.50 = £47.50 of goods, VAT £7.92; delivery stays free, as free delivery over £50 goes by the goods before points.
    expect(order).toMatchObject({ subtotal: 60, pointsSpent: 1250, pointsDiscount: 12.5, shipping: 0, total: 47.5, vat: 7.92 });
    const points = await mine(headers);
    expect(points.balance).toBe(0);
    expect(points.history[0]).toEqual({ points: -1250, reason: 'redeemed', orderId: order.id });
    expect(await t.shop.db.repo(RewardPoints).countBy({ userId: user.id, reason: 'redeemed' })).toBe(1);
  });

  test('more points than the balance are refused with a clear message, and nothing is placed', async () => {
    const { user, headers } = await customerWith(1250);
    const stock = await stockOf(t.shop.db, cream.id);
    const body = await place(input(1, 2000), headers);
    expect(failure(body)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'pointsToSpend',
      message: 'You have 1,250 points to spend, so 2,000 points cannot be used; please choose again',
    });
    expect(await t.shop.db.repo(Order).countBy({ userId: user.id, status: 'pending' })).toBe(0);
    expect(await stockOf(t.shop.db, cream.id)).toBe(stock);
    expect((await mine(headers)).balance).toBe(1250);
    const options = (await gql(t.url, OPTIONS, { lines: [{ productId: cream.id, quantity: 1 }], points: 2000 }, headers)).data!
      .checkoutOptions;
    expect(options.pointsDiscount).toBe(0);
    expect(options.rewardPoints!.message).toBe('You have 1,250 points to spend, so 2,000 points cannot be used; please choose again');
  });

  test('two orders at once cannot both spend the same points: one is placed, the other refused', async () => {
    const { user, headers } = await customerWith(1000);
    const answers = await Promise.all([place(input(1, 1000), headers), place(input(1, 1000), headers), place(input(1, 1000), headers)]);
    const placed = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(placed).toHaveLength(1);
    expect(refused.map(failure)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        field: 'pointsToSpend',
        message: 'You have 0 points to spend, so 1,000 points cannot be used; please choose again',
      },
      {
        code: 'BAD_USER_INPUT',
        field: 'pointsToSpend',
        message: 'You have 0 points to spend, so 1,000 points cannot be used; please choose again',
      },
    ]);
    expect((await mine(headers)).balance).toBe(0);
    expect(await t.shop.db.repo(RewardPoints).countBy({ userId: user.id, reason: 'redeemed' })).toBe(1);
  });

  test('a guest cannot spend points', async () => {
    const body = await place(input(1, 100));
    expect(failure(body)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'pointsToSpend',
      message: 'Please sign in to your account to spend reward points',
    });
  });

  test('cancelled by the customer before dispatch: the points spent come back, once', async () => {
    const { headers } = await customerWith(1250);
    const order = (await place(input(1, 1250), headers)).data!.placeOrder.order;
    expect((await mine(headers)).balance).toBe(0);
    const cancelled = await gql(t.url, CANCEL, { id: order.id }, headers);
    expect(cancelled.data!.cancelMyOrder.status).toBe('cancelled');
    const points = await mine(headers);
    expect(points.balance).toBe(1250);
    expect(points.history.filter((h) => h.orderId === order.id)).toEqual([
      { points: 1250, reason: 'restored', orderId: order.id },
      { points: -1250, reason: 'redeemed', orderId: order.id },
    ]);
  });

  test('cancelled by staff after payment, or refunded after delivery: the points spent come back and the points earned go', async () => {
    const { headers } = await customerWith(1000);
    const first = (await place(input(1, 500), headers)).data!.placeOrder.order;
    const second = (await place(input(1, 500), headers)).data!.placeOrder.order;
    expect((await mine(headers)).balance).toBe(0);
    await move(first.id, 'paid'); // earns 30 (one point per whole pound of £30.00)
    expect((await mine(headers)).balance).toBe(30);
    await move(first.id, 'cancelled');
    expect((await mine(headers)).balance).toBe(500);

    await move(second.id, 'paid');
    await move(second.id, 'dispatched', 'RM123456789GB');
    await move(second.id, 'delivered');
    expect((await mine(headers)).balance).toBe(530);
    await move(second.id, 'refunded');
    const points = await mine(headers);
    expect(points.balance).toBe(1000);
    expect(points.history.filter((h) => h.orderId === second.id).map((h) => [h.reason, h.points])).toEqual(
      expect.arrayContaining([
        ['redeemed', -500],
        ['earned', 30],
        ['reversed', -30],
        ['restored', 500],
      ]),
    );
  });

  test("the rule is staff's: points per £1 and on/off in the settings, with the Reward Points page following it", async () => {
    const { headers } = await customerWith(1000);
    const links = t.shop.db.repo(FooterLink);
    const group = await t.shop.db.repo(FooterGroup).save({ branchCode: 'MAIN', mainTitle: 'About Us', position: 1 });
    await links.insert({
      branchCode: 'MAIN',
      groupId: group.id,
      subtitle: 'Reward Points',
      slug: 'reward-points',
      body: rewardPointsPageBody({ pointsPerPound: 100, pointsRedeemable: true }),
    });
    const refused = await gql(t.url, SETTINGS, { input: { pointsPerPound: 0 } }, staff);
    expect(failure(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pointsPerPound' });
    const customerSaves = await gql(t.url, SETTINGS, { input: { pointsPerPound: 50 } }, headers);
    expect(failure(customerSaves).code).toBe('FORBIDDEN');

    const saved = await gql(t.url, SETTINGS, { input: { pointsPerPound: 50 } }, staff);
    expect(saved.data!.updateShopSettings).toEqual({ pointsPerPound: 50, pointsRedeemable: true });
    const page = await links.findOneByOrFail({ branchCode: 'MAIN', slug: 'reward-points' });
    expect(page.body).toContain('every 50 points take £1 off (each point is worth 2p)');
    const options = (await gql(t.url, OPTIONS, { lines: [{ productId: cream.id, quantity: 1 }], points: 1000 }, headers)).data!
      .checkoutOptions;
    expect(options.pointsDiscount).toBe(20);

    await gql(t.url, SETTINGS, { input: { pointsRedeemable: false } }, staff);
    expect((await links.findOneByOrFail({ branchCode: 'MAIN', slug: 'reward-points' })).body).toContain(
      'Points cannot be spent at checkout at the moment',
    );
    expect(
      (await gql(t.url, OPTIONS, { lines: [{ productId: cream.id, quantity: 1 }], points: 1000 }, headers)).data!.checkoutOptions,
    ).toMatchObject({ rewardPoints: null, pointsDiscount: 0 });
    expect(failure(await place(input(1, 1000), headers))).toMatchObject({
      field: 'pointsToSpend',
      message: 'Reward points cannot be spent at the moment',
    });

    // A page staff have rewritten is theirs: the rule no longer touches it.
    await links.update({ branchCode: 'MAIN', slug: 'reward-points' }, { body: 'Our own words.' });
    await gql(t.url, SETTINGS, { input: { pointsRedeemable: true, pointsPerPound: 100 } }, staff);
    expect((await links.findOneByOrFail({ branchCode: 'MAIN', slug: 'reward-points' })).body).toBe('Our own words.');
    expect(await t.shop.db.repo(ShopSettings).findOneByOrFail({ branchCode: 'MAIN' })).toMatchObject({
      pointsPerPound: 100,
      pointsRedeemable: true,
    });
  });
});
