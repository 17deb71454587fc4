import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../../api/src/common/roles';
import { sampleOrderConfirmation } from '../../api/src/modules/mail/sample-order';
import { createUser, readOutbox } from '../helpers/accounts';
import { postContact } from '../helpers/contact';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import type { OutboxMessage } from '../helpers/outbox';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SETTINGS = graphql(`
  mutation TestMailShopSettings($input: UpdateShopSettingsInput!) {
    updateShopSettings(input: $input) {
      shopName
    }
  }
`);
const MOVE = graphql(`
  mutation TestMailOrderStatus($id: Int!, $status: String!, $trackingNumber: String, $carrier: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber, carrier: $carrier) {
      id
      status
    }
  }
`);
const FORGOT = graphql(`
  mutation TestMailForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
const CONTACT = graphql(`
  mutation TestMailContact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);
const HOSTILE = '<script>alert(1)</script> Mallory';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; Mallory';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every line the shop logs. */
class LogCapture {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string) {
    this.lines.push(JSON.parse(line));
  }
}

/** The text a reader sees in the HTML part: tags out, entities decoded, whitespace folded. */
function visible(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe.each(sqliteOnly)("the shop's mails land in the outbox as .eml on %s", (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  const logs = new LogCapture();
  const mailsTo = async (to: string) => (await readOutbox(t)).filter((m) => m.to === to);
  const rawOf = (m: OutboxMessage) => fs.readFileSync(path.join(t.dataDir, 'outbox', m.file), 'utf8');
  const both = (m: OutboxMessage) => [m.text, visible(m.html)];

  beforeAll(async () => {
    t = await startTestShop(dialect, {
      env: { PUBLIC_URL: 'https://shop.example.co.uk', MAIL_FROM: 'Beauty Shop <orders@beautyshop.example>', LOG_LEVEL: 'warn' },
      logDestination: logs,
    });
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  test("without a contact e-mail in Settings, the contact copy goes to MAIL_FROM's address, replies to the sender", async () => {
    const sent = await gql(t.url, CONTACT, {
      input: { fullName: 'Early Bird', email: 'early.bird@example.co.uk', subject: 'feedback', message: 'Lovely shop' },
    });
    expect(sent.errors).toBeUndefined();
    const [copy] = await mailsTo('orders@beautyshop.example');
    expect(copy).toMatchObject({ subject: 'Contact form (feedback): Early Bird' });
    expect(copy.text).toContain('Lovely shop');
    expect(rawOf(copy)).toMatch(/^Reply-To: early\.bird@example\.co\.uk\r$/m);
    expect(await mailsTo('early.bird@example.co.uk')).toHaveLength(1);
  });

  describe("with the shop's Settings", () => {
    beforeAll(async () => {
      const saved = await gql(
        t.url,
        SETTINGS,
        {
          input: {
            shopName: 'Beauty Shop',
            companyNumber: '01234567',
            vatNumber: 'GB123456789',
            addressLine1: '1 Briggate',
            city: 'Leeds',
            postcode: 'LS1 6HD',
            contactEmail: 'hello@beautyshop.example',
            bankAccountName: 'Beauty Shop Ltd',
            bankSortCode: '204577',
            bankAccountNumber: '41234567',
          },
        },
        staff,
      );
      expect(saved.errors).toBeUndefined();
    });

    function expectFooter(m: OutboxMessage) {
      for (const part of both(m)) {
        expect(part).toContain('1 Briggate, Leeds LS1 6HD');
        expect(part).toContain('Company number 01234567 · VAT number GB123456789');
        expect(part).toContain('hello@beautyshop.example');
      }
    }

    test('the order confirmation from sample data: lines, VAT, delivery, the bank details from Settings, the cancellation rights; a hostile name escaped', async () => {
      const sample = sampleOrderConfirmation({ bankTransfer: undefined });
      await t.shop.services.mails.orderConfirmation({ ...sample, customer: { name: HOSTILE, email: 'buyer@example.co.uk' } });
      const [mail] = await mailsTo('buyer@example.co.uk');
      expect(mail.file).toMatch(/\.eml$/);
      expect(mail).toMatchObject({ from: '"Beauty Shop" <orders@beautyshop.example>', subject: 'Thank you for your order BS-104217' });
      for (const part of both(mail)) {
        expect(part).toContain('Shea Butter Body Cream');
        expect(part).toMatch(/VAT included in the total\W+£5\.77/);
        expect(part).toContain('£34.56');
        expect(part).toMatch(/Account name\W+Beauty Shop Ltd/);
        expect(part).toMatch(/Sort code\W+20-45-77/);
        expect(part).toMatch(/Account number\W+41234567/);
        expect(part).toMatch(/Reference\W+BS-104217/);
        expect(part).toContain('You may return most items within 14 days from delivery for a full refund.');
        expect(part).toContain('Tracked with email updates, 2-4 business days');
      }
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain(ESCAPED);
      expect(mail.text).toContain(`Hello ${HOSTILE},`);
      expectFooter(mail);
    });

    test("each status change mails the order's e-mail after it is made: paid, dispatched with carrier and tracking number, delivered", async () => {
      const gel = await insertProduct(t.shop.db, { name: 'Edge Control Gel', pricePence: 650, stock: 10 });
      const order = await insertOrder(t.shop.db, {
        lines: [{ product: gel, quantity: 2 }],
        email: 'follow.me@example.co.uk',
        customerName: HOSTILE,
      });
      expect((await gql(t.url, MOVE, { id: order.id, status: 'paid' }, staff)).errors).toBeUndefined();
      expect(
        (await gql(t.url, MOVE, { id: order.id, status: 'dispatched', trackingNumber: 'rm 1234 5678 9gb', carrier: 'Royal Mail' }, staff))
          .errors,
      ).toBeUndefined();
      expect((await gql(t.url, MOVE, { id: order.id, status: 'delivered' }, staff)).errors).toBeUndefined();
      // A move the order does not allow changes nothing and mails nothing.
      expect((await gql(t.url, MOVE, { id: order.id, status: 'paid' }, staff)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const mails = await mailsTo('follow.me@example.co.uk');
      expect(mails.map((m) => m.subject)).toEqual([
        `Payment received for your order ${order.orderNumber}`,
        `Your order ${order.orderNumber} is on its way`,
        `Your order ${order.orderNumber} has been delivered`,
      ]);
      const [paid, dispatched, delivered] = mails;
      for (const part of both(paid)) expect(part).toContain(`We received your payment of £16.99 for order ${order.orderNumber}`);
      for (const part of both(dispatched)) {
        expect(part).toMatch(/Tracking number\W+RM 1234 5678 9GB/);
        expect(part).toMatch(/Carrier\W+Royal Mail/);
        expect(part).toContain('Edge Control Gel');
      }
      for (const part of both(delivered)) expect(part).toContain('You may return most items within 14 days from delivery');
      for (const m of mails) {
        expect(m.html).not.toContain('<script');
        expect(m.html).toContain(ESCAPED);
        expectFooter(m);
      }
    });

    test('cancelled and refunded orders are told so; a registered customer is pointed to My Account', async () => {
      const oil = await insertProduct(t.shop.db, { name: 'Castor Oil', pricePence: 999, stock: 10 });
      const customer = await createUser(t.shop.db, { email: 'kept.customer@example.co.uk', name: 'Kept Customer' });
      const cancelled = await insertOrder(t.shop.db, {
        lines: [{ product: oil, quantity: 1 }],
        email: 'kept.customer@example.co.uk',
        userId: customer.id,
      });
      const refunded = await insertOrder(t.shop.db, {
        status: 'delivered',
        lines: [{ product: oil, quantity: 1 }],
        email: 'kept.customer@example.co.uk',
        userId: customer.id,
      });
      expect((await gql(t.url, MOVE, { id: cancelled.id, status: 'cancelled' }, staff)).errors).toBeUndefined();
      expect((await gql(t.url, MOVE, { id: refunded.id, status: 'refunded' }, staff)).errors).toBeUndefined();
      const mails = await mailsTo('kept.customer@example.co.uk');
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [`Your order ${cancelled.orderNumber} has been cancelled`, `We have refunded your order ${refunded.orderNumber}`].sort(),
      );
      const refund = mails.find((m) => m.subject.startsWith('We have refunded'))!;
      for (const part of both(refund)) expect(part).toContain(`We refunded £13.98 for your order ${refunded.orderNumber}`);
      for (const m of mails) {
        expect(m.text).toContain('View your orders in My Account: https://shop.example.co.uk/account');
        expect(m.html).toContain('href="https://shop.example.co.uk/account"');
      }
    });

    test('a mail that cannot be sent is logged and never fails or undoes the status change', async () => {
      const brush = await insertProduct(t.shop.db, { name: 'Boar Bristle Brush', pricePence: 1575, stock: 3 });
      const order = await insertOrder(t.shop.db, { lines: [{ product: brush, quantity: 1 }], email: 'unlucky@example.co.uk' });
      const send = jest.spyOn(t.shop.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
      try {
        const moved = await gql(t.url, MOVE, { id: order.id, status: 'paid' }, staff);
        expect(moved.errors).toBeUndefined();
        expect(moved.data!.updateOrderStatus.status).toBe('paid');
        await t.shop.services.mails.settled();
      } finally {
        send.mockRestore();
      }
      const [row] = await t.shop.db.dataSource.query('SELECT status FROM orders WHERE id = ?', [order.id]);
      expect(row.status).toBe('paid');
      expect(await mailsTo('unlucky@example.co.uk')).toEqual([]);
      const logged = logs.lines.find((l) => l.msg === 'the order status mail could not be sent');
      expect(logged).toMatchObject({
        level: 50,
        mail: 'order status',
        orderId: order.id,
        status: 'paid',
        err: { message: 'SMTP is down' },
      });
    });

    test('the status change answers without waiting for its mail', async () => {
      const mist = await insertProduct(t.shop.db, { name: 'Setting Spray Mist', pricePence: 1100, stock: 3 });
      const order = await insertOrder(t.shop.db, { lines: [{ product: mist, quantity: 1 }], email: 'patient@example.co.uk' });
      let release: (() => void) | undefined;
      const original = t.shop.services.mailer.send.bind(t.shop.services.mailer);
      const send = jest.spyOn(t.shop.services.mailer, 'send').mockImplementationOnce(
        (message) =>
          new Promise<void>((resolve) => {
            release = () => resolve(original(message));
          }),
      );
      try {
        const moved = await gql(t.url, MOVE, { id: order.id, status: 'paid' }, staff);
        expect(moved.data!.updateOrderStatus.status).toBe('paid');
        // Answered while the mail is still being sent (a request that waited for it would never have answered).
        for (let i = 0; i < 50 && !release; i++) await new Promise((r) => setTimeout(r, 20));
        expect(release).toBeDefined();
        release!();
      } finally {
        send.mockRestore();
      }
      expect((await mailsTo('patient@example.co.uk')).map((m) => m.subject)).toEqual([
        `Payment received for your order ${order.orderNumber}`,
      ]);
    });

    test('the password reset mail: the /reset-password#token= link in the text and HTML parts, and the footer', async () => {
      await createUser(t.shop.db, { email: 'reset.me@example.co.uk', name: 'Reset <Me>' });
      expect((await gql(t.url, FORGOT, { email: 'reset.me@example.co.uk' })).errors).toBeUndefined();
      const [mail] = await mailsTo('reset.me@example.co.uk');
      expect(mail.subject).toBe('Reset your password');
      const link = /https:\/\/shop\.example\.co\.uk\/reset-password#token=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain('Hello Reset <Me>,');
      expect(mail.html).toContain('Hello Reset &lt;Me&gt;,');
      expectFooter(mail);
    });

    test("the contact form: a copy to the shop's contact e-mail with the message and attachment names, an acknowledgement to the sender", async () => {
      const sent = await postContact(
        t,
        { fullName: HOSTILE, email: 'Writer@Example.co.uk', subject: 'support', message: 'Where is my parcel?' },
        [{ buffer: PDF, name: 'Delivery Note.pdf', type: 'application/pdf' }],
      );
      expect(sent.status).toBe(201);
      const [copy] = await mailsTo('hello@beautyshop.example');
      expect(copy.subject).toBe(`Contact form (support): ${HOSTILE}`);
      for (const part of both(copy)) {
        expect(part).toContain('Where is my parcel?');
        expect(part).toContain('writer@example.co.uk');
        expect(part).toContain('Delivery Note.pdf');
      }
      expect(rawOf(copy)).toMatch(/^Reply-To: writer@example\.co\.uk\r$/m);
      expect(copy.html).not.toContain('<script');
      const [ack] = await mailsTo('writer@example.co.uk');
      expect(ack.subject).toBe('We have received your message');
      for (const part of both(ack)) {
        expect(part).toContain('We have received your support message with 1 attachment');
        expect(part).toContain('replies by e-mail within one working day');
        expect(part).not.toContain('Where is my parcel?');
      }
      expect(ack.html).toContain(ESCAPED);
      expect(ack.html).not.toContain('<script');
      expectFooter(ack);
    });
  });
});
