import { randomUUID } from 'node:crypto';
import { Role } from '../../api/src/common/roles';
import { PASSWORD } from '../helpers/accounts';
import { insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

// Who made each step of an order's history, as the back office tells it: a guest's own steps (a guest
// checkout, cancelling with the order's link) are the guest's, never "a deleted account"'s; a deleted
// customer's steps still say their account is gone.

const REGISTER = graphql(`
  mutation ActorsRegister($input: RegisterInput!) {
    register(input: $input) {
      token
    }
  }
`);
const PLACE = graphql(`
  mutation ActorsPlace($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        id
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation ActorsCancel($id: Int!, $token: String) {
    cancelMyOrder(id: $id, accessToken: $token) {
      status
    }
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation ActorsDeleteAccount($password: String!) {
    deleteMyAccount(password: $password) {
      message
    }
  }
`);
const HISTORY = graphql(`
  query ActorsHistory($id: Int!) {
    order(id: $id) {
      events {
        status
        userName
        actor
      }
    }
  }
`);

let serial = 0;
const checkout = (productId: number): PlaceOrderInput => ({
  email: `buyer-${++serial}@example.co.uk`,
  customerName: 'Isla Reid',
  addressLine1: '3 Quay Street',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  shippingMethod: 'tracked-1-2',
  termsAccepted: true,
  paymentMethod: 'bank-transfer',
  idempotencyKey: randomUUID(),
  lines: [{ productId, quantity: 1 }],
});

describe.each(sqliteOnly)("who made an order's steps on %s", (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    staff = (await insertUser(t, Role.ADMIN, 'Priya Shah')).headers;
  });
  afterAll(() => t?.close());

  const history = async (id: number) => (await gql(t.url, HISTORY, { id }, staff)).data!.order.events;

  test("a guest's checkout and cancelling with the order's link are the guest's own steps", async () => {
    const serum = await insertProduct(t.shop.db, { name: 'Night Serum', pricePence: 2400, stock: 5 });
    const placed = await gql(t.url, PLACE, { input: checkout(serum.id) });
    expect(placed.errors).toBeUndefined();
    const { accessToken, order } = placed.data!.placeOrder;
    expect((await gql(t.url, CANCEL, { id: order.id, token: accessToken })).data!.cancelMyOrder.status).toBe('cancelled');
    expect(await history(order.id)).toEqual([
      { status: 'pending', userName: null, actor: 'GUEST' },
      { status: 'cancelled', userName: null, actor: 'GUEST' },
    ]);
  });

  test("a customer's steps name them, and once they delete their account they say so", async () => {
    const balm = await insertProduct(t.shop.db, { name: 'Lip Balm', pricePence: 500, stock: 5 });
    const input = { name: 'Ruby Khan', email: 'ruby@example.co.uk', password: PASSWORD, confirmPassword: PASSWORD };
    const { token } = (await gql(t.url, REGISTER, { input })).data!.register;
    const signedIn = { authorization: `Bearer ${token}` };
    const { order } = (await gql(t.url, PLACE, { input: checkout(balm.id) }, signedIn)).data!.placeOrder;
    expect((await gql(t.url, CANCEL, { id: order.id }, signedIn)).data!.cancelMyOrder.status).toBe('cancelled');
    expect(await history(order.id)).toEqual([
      { status: 'pending', userName: 'Ruby Khan', actor: 'ACCOUNT' },
      { status: 'cancelled', userName: 'Ruby Khan', actor: 'ACCOUNT' },
    ]);
    expect((await gql(t.url, DELETE_ACCOUNT, { password: PASSWORD }, signedIn)).errors).toBeUndefined();
    expect(await history(order.id)).toEqual([
      { status: 'pending', userName: null, actor: 'ACCOUNT' },
      { status: 'cancelled', userName: null, actor: 'ACCOUNT' },
    ]);
  });
});
