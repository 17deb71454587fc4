import { Role } from '../../api/src/common/roles';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { recordRewardPoints } from '../../api/src/modules/orders/reward-points/reward-points-ledger';
import { RewardPoints } from '../../api/src/modules/orders/reward-points/reward-points.entity';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const POINTS = graphql(`
  query RewardPointsMine {
    myRewardPoints {
      balance
      history {
        points
        reason
        orderNumber
        orderId
        createdAt
      }
    }
  }
`);
const STATUS = graphql(`
  mutation RewardPointsMoveOrder($id: Int!, $status: String!, $tracking: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {
      id
      status
    }
  }
`);

describe.each(sqliteOnly)('reward points on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let serum: Product;
  let balm: Product;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    serum = await insertProduct(t.shop.db, { name: 'Glow Serum', pricePence: 1299, stock: 50 }); // no product points: 12 a unit
    balm = await insertProduct(t.shop.db, { name: 'Lip Balm', pricePence: 500, stock: 50 });
    await t.shop.db.repo(Product).update(balm.id, { productPoints: 40 }); // its own points win over its £5 price
  });
  afterAll(() => t?.close());

  const move = async (id: number, status: string, tracking?: string) => {
    const body = await gql(t.url, STATUS, { id, status, tracking }, staff);
    expect(body.errors).toBeUndefined();
  };
  const pointsOf = async (headers: Record<string, string>) => {
    const body = await gql(t.url, POINTS, undefined, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.myRewardPoints;
  };
  const customerOrder = async (userId: number) =>
    insertOrder(t.shop.db, {
      userId,
      lines: [
        { product: serum, quantity: 2 },
        { product: balm, quantity: 3 },
      ],
    });

  test('credited when paid: product points, else whole pounds, times the quantity; shown only to their owner', async () => {
    const { user, headers } = await insertUser(t, Role.USER);
    const order = await customerOrder(user.id);
    expect(await pointsOf(headers)).toEqual({ balance: 0, history: [] });
    await move(order.id, 'paid');
    const mine = await pointsOf(headers);
    expect(mine.balance).toBe(2 * 12 + 3 * 40);
    expect(mine.history).toEqual([
      expect.objectContaining({ points: 144, reason: 'earned', orderNumber: order.orderNumber, orderId: order.id }),
    ]);
    const stranger = await insertUser(t, Role.USER);
    expect((await pointsOf(stranger.headers)).balance).toBe(0);
    const anonymous = await gql(t.url, POINTS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('never credited twice: a second paid move is refused and the ledger ignores a repeat', async () => {
    const { user, headers } = await insertUser(t, Role.USER);
    const order = await customerOrder(user.id);
    await move(order.id, 'paid');
    expect((await gql(t.url, STATUS, { id: order.id, status: 'paid' }, staff)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const paid = await t.shop.db.repo(Order).findOneByOrFail({ id: order.id });
    await t.shop.db.transaction((m) => recordRewardPoints(m, paid, 'paid'));
    expect(await t.shop.db.repo(RewardPoints).countBy({ orderId: order.id })).toBe(1);
    expect((await pointsOf(headers)).balance).toBe(144);
  });

  test('reversed once when refunded after delivery, and when cancelled after payment', async () => {
    const { user, headers } = await insertUser(t, Role.USER);
    const refunded = await customerOrder(user.id);
    await move(refunded.id, 'paid');
    await move(refunded.id, 'dispatched', 'RM123456789GB');
    await move(refunded.id, 'delivered');
    expect((await pointsOf(headers)).balance).toBe(144);
    await move(refunded.id, 'refunded');
    const afterRefund = await pointsOf(headers);
    expect(afterRefund.balance).toBe(0);
    expect(afterRefund.history.map((h) => [h.reason, h.points])).toEqual(
      expect.arrayContaining([
        ['earned', 144],
        ['reversed', -144],
      ]),
    );
    const again = await t.shop.db.repo(Order).findOneByOrFail({ id: refunded.id });
    await t.shop.db.transaction((m) => recordRewardPoints(m, again, 'refunded'));
    expect((await pointsOf(headers)).balance).toBe(0);

    const cancelled = await customerOrder(user.id);
    await move(cancelled.id, 'paid');
    await move(cancelled.id, 'cancelled');
    expect((await pointsOf(headers)).balance).toBe(0);
    expect(await t.shop.db.repo(RewardPoints).countBy({ orderId: cancelled.id })).toBe(2);
  });

  test('nothing for an order cancelled before payment, nor for a guest order', async () => {
    const { user, headers } = await insertUser(t, Role.USER);
    const unpaid = await customerOrder(user.id);
    await move(unpaid.id, 'cancelled');
    const guest = await insertOrder(t.shop.db, { lines: [{ product: serum, quantity: 1 }] });
    await move(guest.id, 'paid');
    expect(await pointsOf(headers)).toEqual({ balance: 0, history: [] });
    expect(await t.shop.db.repo(RewardPoints).countBy({ orderId: guest.id })).toBe(0);
  });
});
