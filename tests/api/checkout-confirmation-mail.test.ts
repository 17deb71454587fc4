import { ShopSettings } from '../../api/src/modules/content/settings/shop-settings.entity';
import { readOutbox } from '../helpers/accounts';
import { insertProduct } from '../helpers/orders';
import type { OutboxMessage } from '../helpers/outbox';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation ConfirmationMailPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      orderPath
      order {
        id
        orderNumber
        total
        vat
      }
    }
  }
`);

describe.each(sqliteOnly)('the order confirmation mail on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
    await t.shop.db.repo(ShopSettings).insert({
      branchCode: 'MAIN',
      shopName: 'Beauty Shop',
      contactEmail: 'hello@beautyshop.example',
      bankAccountName: 'Beauty Shop Ltd',
      bankSortCode: '12-34-56',
      bankAccountNumber: '12345678',
    });
  });
  afterAll(() => t?.close());

  /** The mails to this address once one has come (checkout mails after answering, off the request path). */
  async function mailsTo(email: string): Promise<OutboxMessage[]> {
    for (let i = 0; i < 100; i++) {
      const mails = (await readOutbox(t)).filter((m) => m.to === email);
      if (mails.length) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }

  test('a guest who places an order gets one confirmation: lines, total with the VAT included, bank details with the order number as reference, and the order link with its token', async () => {
    const email = `guest.${dialect}@example.co.uk`;
    const balm = await insertProduct(t.shop.db, { name: 'Rose Lip Balm', pricePence: 1250, stock: 10, shippingWeightGrams: 40 });
    const input: PlaceOrderInput = {
      email,
      customerName: 'Grace Williams',
      phone: null,
      addressLine1: '88 Princes Street',
      addressLine2: null,
      city: 'Edinburgh',
      postcode: 'eh2 2er',
      shippingMethod: 'tracked-1-2',
      termsAccepted: true,
      paymentMethod: 'bank-transfer',
      idempotencyKey: `confirm-${dialect}-${Date.now()}`,
      lines: [{ productId: balm.id, quantity: 2 }],
    };
    const body = await gql(t.url, PLACE, { input });
    expect(body.errors).toBeUndefined();
    const { order, accessToken, orderPath } = body.data!.placeOrder;
    // The same key again answers the same order and sends no second mail.
    expect((await gql(t.url, PLACE, { input })).data!.placeOrder.order.id).toBe(order.id);

    const [mail] = await mailsTo(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readOutbox(t)).filter((m) => m.to === email)).toHaveLength(1);
    expect(mail.subject).toBe(`Thank you for your order ${order.orderNumber}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Rose Lip Balm');
      expect(part).toContain(`£${order.total.toFixed(2)}`);
      expect(part).toContain(`£${order.vat!.toFixed(2)}`);
      expect(part).toContain('12-34-56');
      expect(part).toContain('12345678');
      expect(part).toContain(order.orderNumber);
    }
    expect(orderPath).toContain(`#t=${accessToken}`);
    expect(mail.text).toContain(orderPath);
    expect(mail.text).toMatch(/14 days/);
  });
});
