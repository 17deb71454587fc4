import { Role } from '../../api/src/common/roles';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SUBMIT = graphql(`
  mutation TestDeliveredSubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
      status
      rating
      title
    }
  }
`);
const CAN = graphql(`
  query TestCanReviewProduct($productId: Int!) {
    canReviewProduct(productId: $productId)
  }
`);
const STATUS = graphql(`
  mutation TestDeliveredOrderStatus($id: Int!, $status: String!, $tracking: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {
      status
    }
  }
`);

describe.each(sqliteOnly)('reviews from customers who received the product on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  test('refused before delivery, allowed once delivered (pending approval), refused the second time', async () => {
    const staff = (await insertUser(t, Role.ADMIN)).headers;
    const oil = await insertProduct(t.shop.db, { name: 'Argan Hair Oil', pricePence: 1450, stock: 20 });
    const { user, headers } = await insertUser(t, Role.USER);
    const order = await insertOrder(t.shop.db, { userId: user.id, lines: [{ product: oil, quantity: 1 }] });
    const review = { productId: oil.id, rating: 4, title: 'Silky', body: 'My hair has never been softer' };
    const refusal = { code: 'FORBIDDEN', message: 'You can review a product once an order of yours containing it has been delivered' };

    for (const [status, tracking] of [
      [null, null],
      ['paid', null],
      ['dispatched', 'RM987654321GB'],
    ] as const) {
      if (status) expect((await gql(t.url, STATUS, { id: order.id, status, tracking }, staff)).errors).toBeUndefined();
      expect((await gql(t.url, CAN, { productId: oil.id }, headers)).data?.canReviewProduct).toBe(false);
      const body = await gql(t.url, SUBMIT, { input: review }, headers);
      expect({ message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions?.code }).toEqual(refusal);
    }

    expect((await gql(t.url, STATUS, { id: order.id, status: 'delivered' }, staff)).errors).toBeUndefined();
    expect((await gql(t.url, CAN, { productId: oil.id }, headers)).data?.canReviewProduct).toBe(true);
    const first = await gql(t.url, SUBMIT, { input: review }, headers);
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitReview).toMatchObject({ status: 'pending', rating: 4, title: 'Silky' });

    expect((await gql(t.url, CAN, { productId: oil.id }, headers)).data?.canReviewProduct).toBe(false);
    const second = await gql(t.url, SUBMIT, { input: { ...review, title: 'Still silky' } }, headers);
    expect({ message: second.errors?.[0]?.message, code: second.errors?.[0]?.extensions?.code }).toEqual({
      code: 'CONFLICT',
      message: 'You have already reviewed this product',
    });
  });

  test('a customer without a delivered order of the product, and a guest, may not review it', async () => {
    const cream = await insertProduct(t.shop.db, { name: 'Night Cream', pricePence: 2200, stock: 5 });
    const other = await insertProduct(t.shop.db, { name: 'Day Cream', pricePence: 2100, stock: 5 });
    const { user, headers } = await insertUser(t, Role.USER);
    await insertOrder(t.shop.db, { userId: user.id, status: 'delivered', lines: [{ product: other, quantity: 1 }] });
    expect((await gql(t.url, CAN, { productId: cream.id }, headers)).data?.canReviewProduct).toBe(false);
    expect(
      (await gql(t.url, SUBMIT, { input: { productId: cream.id, rating: 5, title: 'Rich', body: 'Lovely' } }, headers)).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await gql(t.url, CAN, { productId: cream.id })).data?.canReviewProduct).toBe(false);
    expect(
      (await gql(t.url, SUBMIT, { input: { productId: cream.id, rating: 5, title: 'Rich', body: 'Lovely' } })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });
});
