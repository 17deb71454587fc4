import { contactAcknowledgementMail, contactCopyMail, ContactMailData } from './contact-mails';
import { addressOf, formatDate, isSingleAddress } from './format';
import { escapeHtml, html, raw } from './html';
import type { ShopDetails } from './layout';
import { shopLinks } from './links';
import { orderConfirmationMail } from './order-confirmation';
import { orderStatusMail, OrderStatusMailData } from './order-status';
import { orderRefundMail } from './order-refund';
import { passwordResetMail } from './account-mails';
import { sampleOrderConfirmation } from './sample-order';

const shop: ShopDetails = {
  shopName: 'Beauty Shop',
  addressLine1: '1 Briggate',
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 6HD',
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  contactEmail: 'hello@beautyshop.example',
};
const links = shopLinks('https://shop.example.co.uk/');
const HOSTILE = '<script>alert("x")</script> & Co';

/** The text a reader sees in an HTML body: tags out, entities decoded, whitespace folded. */
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

function expectFooter(mail: { text: string; html: string }) {
  for (const part of [mail.text, visible(mail.html)]) {
    expect(part).toContain('1 Briggate, Leeds LS1 6HD');
    expect(part).toContain('Company number 01234567 · VAT number GB123456789');
    expect(part).toContain('hello@beautyshop.example');
  }
}

describe('html', () => {
  test('the html tag escapes every value, keeps SafeHtml, joins arrays and drops null, undefined and false', () => {
    expect(html`<p title="${'"a" & b'}">${HOSTILE}</p>`.value).toBe(
      '<p title="&quot;a&quot; &amp; b">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>',
    );
    expect(html`${raw('<br>')}${[html`<i>${'<'}</i>`, 'x&']}${null}${undefined}${false}${0}`.value).toBe('<br><i>&lt;</i>x&amp;0');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  test('formats and addresses', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('22 November 2026');
    expect(formatDate(new Date('2026-07-01T23:30:00Z'))).toBe('2 July 2026'); // BST: already the next day in the UK
    expect(addressOf('Beauty Shop <no-reply@beautyshop.local>')).toBe('no-reply@beautyshop.local');
    expect(addressOf('orders@shop.example')).toBe('orders@shop.example');
    expect(isSingleAddress('ann@example.co.uk')).toBe(true);
    for (const bad of ['a,b@example.co.uk', 'Ann <ann@example.co.uk>', 'ann@example.co.uk\nBcc: x@y.z', 'ann@localhost', ''])
      expect(isSingleAddress(bad)).toBe(false);
  });
});

describe('the order confirmation', () => {
  test('shows the lines, totals with the VAT, delivery, bank transfer details and cancellation rights in text and HTML', () => {
    const mail = orderConfirmationMail(sampleOrderConfirmation(), shop, links);
    expect(mail.subject).toBe('Thank you for your order BS-104217');
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('Hello Amelia Hart,');
      expect(part).toContain('placed on 22 November 2026');
      expect(part).toContain('Shea Butter Body Cream');
      expect(part).toContain('SKN-1042');
      expect(part).toContain('£12.99');
      expect(part).toContain('£25.98');
      expect(part).toContain('£3.90');
      expect(part).toContain('Discount (WELCOME10)');
      expect(part).toContain('−£3.40');
      expect(part).toContain('Tracked with email updates, 2-4 business days');
      expect(part).toContain('£3.99');
      expect(part).toContain('£34.56');
      expect(part).toMatch(/VAT included in the total\W+£5\.77/);
      expect(part).toContain('between 25 November 2026 and 27 November 2026');
      expect(part).toMatch(/Account name\W+Beauty Shop Ltd/);
      expect(part).toMatch(/Sort code\W+20-45-77/);
      expect(part).toMatch(/Account number\W+41234567/);
      expect(part).toMatch(/Reference\W+BS-104217/);
      expect(part).toContain('14 Rose Lane');
      expect(part).toContain('LS1 4AB');
      expect(part).toContain('You may return most items within 14 days from delivery for a full refund.');
      expect(part).toContain('For hygiene reasons we cannot accept returns of opened cosmetics');
      expect(part).toContain('refund the original payment method within 14 days');
      expect(part).toContain('last updated 29 July 2024');
      expect(part).toContain('you can cancel it');
    }
    expect(mail.text).toContain('View your order: https://shop.example.co.uk/account/orders/BS-104217');
    expect(mail.html).toContain('href="https://shop.example.co.uk/account/orders/BS-104217"');
    expect(mail.html).toContain('href="https://shop.example.co.uk/Return%20&amp;%20Refunds/return-refunds"');
    expect(mail.text).toContain('https://shop.example.co.uk/Return%20&%20Refunds/return-refunds');
    expect(mail.html).toMatch(/<th scope="col"[^>]*>VAT<\/th>/);
    expect(mail.html).toContain('<html lang="en-GB">');
    expectFooter(mail);
  });

  test('escapes a hostile name, address and product in the HTML and keeps them as written in the text', () => {
    const sample = sampleOrderConfirmation();
    const mail = orderConfirmationMail(
      {
        ...sample,
        customer: { ...sample.customer, name: HOSTILE },
        address: { ...sample.address, line1: '<img src=x onerror=alert(1)>' },
        lines: [{ ...sample.lines[0], name: '<b>Cream</b>' }],
        orderUrl: 'https://shop.example.co.uk/orders/1#t="><script>',
      },
      { ...shop, shopName: '<i>Shop</i>' },
      links,
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>Cream|<i>Shop/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('href="https://shop.example.co.uk/orders/1#t=&quot;&gt;&lt;script&gt;"');
    expect(mail.text).toContain(`Hello ${HOSTILE},`);
  });

  test("without bank details given, Settings' are used by the service; with none at all it says to contact the shop; null leaves the section out", () => {
    const none = orderConfirmationMail(sampleOrderConfirmation({ bankTransfer: undefined }), shop, links);
    expect(none.text).toContain('PAY BY BANK TRANSFER');
    expect(none.text).toContain('contact us at hello@beautyshop.example for our bank details');
    expect(none.text).not.toContain('Sort code');
    const card = orderConfirmationMail(
      sampleOrderConfirmation({
        bankTransfer: null,
        discountPence: 0,
        discountCode: null,
        delivery: { method: 'Tracked and signed for, 1-2 business days', pricePence: 0 },
      }),
      shop,
      links,
    );
    expect(card.text).not.toMatch(/bank transfer|Discount/i);
    expect(card.text).toMatch(/Delivery \(Tracked and signed for, 1-2 business days\):\s+Free/);
    expect(card.text).not.toContain('Estimated delivery');
  });
});

describe('status mails', () => {
  const base: OrderStatusMailData = {
    orderNumber: 'BS-100201',
    customerName: 'Priya Shah',
    status: 'paid',
    changedAt: new Date('2026-11-23T09:00:00Z'),
    lines: [{ name: 'Edge Control Gel', code: 'HAI-77', quantity: 3, unitPricePence: 650, lineTotalPence: 1950 }],
    totals: { subtotalPence: 1950, discountPence: 0, deliveryMethod: 'Tracked with email updates', deliveryPence: 399, totalPence: 2349 },
    accountUrl: null,
  };

  test.each([
    ['paid', 'Payment received for your order BS-100201', 'We received your payment of £23.49 for order BS-100201 on 23 November 2026.'],
    ['dispatched', 'Your order BS-100201 is on its way', 'We dispatched your order BS-100201 on 23 November 2026.'],
    ['delivered', 'Your order BS-100201 has been delivered', 'that is until 7 December 2026'],
    ['cancelled', 'Your order BS-100201 has been cancelled', 'we refund the payment in full'],
    ['refunded', 'We have refunded your order BS-100201', 'We refunded £23.49 for your order BS-100201 on 23 November 2026'],
  ] as const)('%s: subject and words in text and HTML, with the order and the footer', (status, subject, words) => {
    const mail = orderStatusMail({ ...base, status, trackingNumber: status === 'dispatched' ? 'RM123456789GB' : null }, shop, links);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain(words);
      expect(part).toContain('Hello Priya Shah,');
      expect(part).toContain('Edge Control Gel');
      expect(part).toContain('£23.49');
      expect(part).toContain('link in your order confirmation');
    }
    expectFooter(mail);
  });

  test('dispatch shows the carrier and tracking number; a registered customer gets My Account', () => {
    const mail = orderStatusMail(
      { ...base, status: 'dispatched', trackingNumber: 'RM123456789GB', carrier: 'Royal Mail', accountUrl: links.account },
      shop,
      links,
    );
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toMatch(/Carrier\W+Royal Mail/);
      expect(part).toMatch(/Tracking number\W+RM123456789GB/);
      expect(part).toContain('View your orders in My Account');
    }
    expect(mail.text).toContain('https://shop.example.co.uk/account');
  });
});

test('the password reset mail keeps the link exactly and the words the account tests read', () => {
  const link = 'https://shop.example.co.uk/reset-password#token=abc_DEF-123';
  const mail = passwordResetMail({ name: 'Forgetful <Fay>', link, validFor: '1 hour' }, shop, links);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text).toContain('Hello Forgetful <Fay>,');
  expect(mail.text).toContain(`\n\n${link}\n\n`);
  expect(mail.text).toContain('within 1 hour');
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain('Hello Forgetful &lt;Fay&gt;,');
  expectFooter(mail);
});

describe('contact mails', () => {
  const message: ContactMailData = {
    fullName: HOSTILE,
    email: 'amara@example.co.uk',
    subject: 'sales',
    message: 'Do you ship to Belfast?\nThanks <3',
    attachments: ['Order Photo.PNG', 'invoice.pdf'],
    sentAt: new Date('2026-11-22T15:00:00Z'),
  };

  test("the shop's copy has the sender, the message and the attachments' names", () => {
    const mail = contactCopyMail(message, shop, links);
    expect(mail.subject).toBe(`Contact form (sales): ${HOSTILE}`);
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('amara@example.co.uk');
      expect(part).toContain('Do you ship to Belfast?');
      expect(part).toContain('Thanks <3');
      expect(part).toContain('Order Photo.PNG');
      expect(part).toContain('invoice.pdf');
      expect(part).toMatch(/Attachments \(2\)/i);
    }
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('href="https://shop.example.co.uk/dashboard/contact-messages"');
  });

  test('the acknowledgement says what happens next and never repeats the message', () => {
    const mail = contactAcknowledgementMail(message, shop, links);
    expect(mail.subject).toBe('We have received your message');
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('We have received your sales message with 2 attachments, sent on 22 November 2026.');
      expect(part).toContain('replies by e-mail within one working day');
      expect(part).not.toContain('Belfast');
    }
    expect(mail.html).not.toContain('<script');
    expectFooter(mail);
  });
});

describe('refund mail', () => {
  test('says what was refunded, line by line with delivery, how much and where the money goes', () => {
    const mail = orderRefundMail(
      {
        orderNumber: 'BS-20261126-ABC123',
        customerName: HOSTILE,
        amountPence: 2801,
        lines: [{ name: 'Vitamin C Serum', quantity: 1, amountPence: 2202 }],
        deliveryPence: 599,
        wholeOrder: false,
        paymentMethod: 'card',
        refundedAt: new Date('2026-11-26T10:00:00Z'),
        accountUrl: null,
      },
      shop,
      links,
    );
    expect(mail.subject).toBe('We have refunded part of your order BS-20261126-ABC123');
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('We refunded £28.01 for part of your order BS-20261126-ABC123 on 26 November 2026.');
      expect(part).toContain('1 × Vitamin C Serum');
      expect(part).toContain('£22.02');
      expect(part).toContain('Delivery');
      expect(part).toContain('It goes back to the card you paid with');
    }
    expect(mail.html).not.toContain('<script>');
    expectFooter(mail);
  });
});
