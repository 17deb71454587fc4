import { Role } from '../../api/src/common/roles';
import { insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation InvoiceAccessPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        id
      }
    }
  }
`);
/** What the storefront's invoice reads: the order with each line's VAT rate and amount, and the shop's details. */
const INVOICE = graphql(`
  query InvoiceAccessInvoice($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      orderNumber
      createdAt
      customerName
      subtotal
      discount
      shipping
      total
      vat
      lines {
        productName
        quantity
        unitPrice
        lineTotal
        vatRate
        vat
      }
    }
    shopSettings {
      shopName
      companyNumber
      vatNumber
      addressLine1
      city
      postcode
      contactEmail
    }
  }
`);

const input = (productId: number, quantity: number) => ({
  email: 'isla.reid@example.co.uk',
  customerName: 'Isla Reid',
  phone: null,
  addressLine1: '9 Mill Lane',
  city: 'York',
  postcode: 'YO1 7HH',
  shippingMethod: 'tracked-1-2',
  termsAccepted: true,
  paymentMethod: 'bank-transfer',
  idempotencyKey: `invoice-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  lines: [{ productId, quantity }],
});

describe.each(sqliteOnly)('invoice data of an order on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  test('the owner, a guest with the token and staff read it with line VAT rates; a stranger and an anonymous caller get NOT_FOUND', async () => {
    const mascara = await insertProduct(t.shop.db, { name: 'Volume Mascara', pricePence: 1800, stock: 10 });
    const owner = await insertUser(t, Role.USER);
    const placed = await gql(t.url, PLACE, { input: input(mascara.id, 2) }, owner.headers);
    expect(placed.errors).toBeUndefined();
    const { id } = placed.data!.placeOrder.order;

    const mine = await gql(t.url, INVOICE, { id }, owner.headers);
    expect(mine.errors).toBeUndefined();
    const invoice = mine.data!.order;
    expect(invoice.lines).toEqual([{ productName: 'Volume Mascara', quantity: 2, unitPrice: 18, lineTotal: 36, vatRate: 20, vat: 6 }]);
    expect(invoice.vat).toBeCloseTo(6 + (invoice.shipping > 0 ? Math.round((invoice.shipping * 100) / 6) / 100 : 0), 2);

    const staff = await insertUser(t, Role.ADMIN);
    expect((await gql(t.url, INVOICE, { id }, staff.headers)).data?.order.orderNumber).toBe(invoice.orderNumber);

    const stranger = await insertUser(t, Role.USER);
    for (const headers of [stranger.headers, {}]) {
      const body = await gql(t.url, INVOICE, { id, token: 'not-the-token' }, headers);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: `No order with id ${id}`, extensions: { code: 'NOT_FOUND' } });
    }

    const guestPlaced = await gql(t.url, PLACE, { input: input(mascara.id, 1) });
    const { accessToken, order } = guestPlaced.data!.placeOrder;
    expect((await gql(t.url, INVOICE, { id: order.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const guest = await gql(t.url, INVOICE, { id: order.id, token: accessToken });
    expect(guest.errors).toBeUndefined();
    expect(guest.data!.order.lines[0]).toMatchObject({ vatRate: 20, vat: 3 });
  });
});
