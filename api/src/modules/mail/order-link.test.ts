import type { ShopDetails } from './layout';
import { shopLinks } from './links';
import { orderLinkMail } from './order-link';

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
const links = shopLinks('https://shop.example.co.uk');
const placedAt = new Date('2026-11-22T10:30:00Z');

describe('the order link mail (Track Your Order)', () => {
  test("a guest's mail holds the order's link in text and HTML, the order number and date, and the name escaped in HTML", () => {
    const link = 'https://shop.example.co.uk/order/42#t=abc_DEF-123';
    const mail = orderLinkMail(
      { customerName: 'Ann <Lee>', orderNumber: 'BS-20261122-4K7Q0Z', placedAt, link, signIn: false },
      shop,
      links,
    );
    expect(mail.subject).toBe('The link to your order BS-20261122-4K7Q0Z');
    expect(mail.text).toContain('Hello Ann <Lee>,');
    expect(mail.html).toContain('Hello Ann &lt;Lee&gt;,');
    expect(mail.text).toContain(`See your order: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('22 November 2026');
      expect(part).toContain('please do not forward it');
      expect(part).toContain('Company number 01234567');
    }
  });

  test("a customer's mail sends them to sign in to My Account", () => {
    const link = 'https://shop.example.co.uk/account/orders/42';
    const mail = orderLinkMail({ customerName: 'Bea Khan', orderNumber: 'BS-20261122-4K7Q0Z', placedAt, link, signIn: true }, shop, links);
    expect(mail.text).toContain(`Sign in to see your order: ${link}`);
    expect(mail.text).not.toContain('forward');
  });
});
