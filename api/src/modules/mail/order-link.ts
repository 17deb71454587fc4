import { formatDate } from './format';
import { html } from './html';
import { band, button, details, heading, link, paragraph, renderLayout, ShopDetails, textDetails, type MailContent } from './layout';
import type { ShopLinks } from './links';

export interface OrderLinkMailData {
  customerName: string;
  orderNumber: string;
  placedAt: Date;
  /** The order's page: a guest's {PUBLIC_URL}/order/{id}#t=..., or My Account's for a customer's order. */
  link: string;
  /** True for a customer's order: the link leads to My Account, where they sign in. */
  signIn: boolean;
}

/** Track Your Order: the link to an order, mailed to the address it was placed with. */
export function orderLinkMail(d: OrderLinkMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = `The link to your order ${d.orderNumber}`;
  const greeting = `Hello ${d.customerName},`;
  const request = d.signIn
    ? 'You asked us for the link to your order. It is in your account: sign in to see its status, tracking and invoice.'
    : 'You asked us for the link to your order. Open it to see the order, its status and tracking, and its invoice. Keep this e-mail: anyone with the link can see the order, so please do not forward it.';
  const action = d.signIn ? 'Sign in to see your order' : 'See your order';
  const ignore = 'If you did not ask for this, you can ignore this e-mail: nothing has changed.';
  const rows = [
    ['Order number', d.orderNumber],
    ['Placed on', formatDate(d.placedAt)],
  ] as const;
  const body = html`${heading('Your order link')} ${paragraph(greeting)} ${paragraph(request)} ${band(details(rows))}
  ${button(d.link, action)} ${paragraph(html`Or copy this link into your browser:<br />${link(d.link, d.link)}`, { small: true })}
  ${paragraph(ignore)}`;
  return renderLayout({
    shop,
    links,
    subject,
    body,
    preheader: `${action}: ${d.orderNumber}.`,
    text: [greeting, request, textDetails(rows), `${action}: ${d.link}`, ignore],
    reason: `You receive this e-mail because someone asked for the link to order ${d.orderNumber} on ${shop.shopName}'s Track Your Order page.`,
  });
}
