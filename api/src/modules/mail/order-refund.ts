import { formatDate, formatPounds } from './format';
import { html, SafeHtml } from './html';
import {
  band,
  details,
  followOrder,
  heading,
  orderQuestions,
  paragraph,
  renderLayout,
  ShopDetails,
  textDetails,
  type MailContent,
} from './layout';
import type { ShopLinks } from './links';

export interface OrderRefundMailData {
  orderNumber: string;
  customerName: string;
  /** What this refund gives back, lines and delivery, in pence. */
  amountPence: number;
  /** The lines refunded, with how many of each and what they are worth. */
  lines: readonly { name: string; quantity: number; amountPence: number }[];
  /** The delivery charge refunded with them (0: none). */
  deliveryPence: number;
  /** Whether nothing of the order is left unrefunded. */
  wholeOrder: boolean;
  /** 'card' (back to the card through Stripe) or another way the customer paid (the shop sends it itself). */
  paymentMethod: string | null;
  refundedAt: Date;
  /** My Account, for a registered customer's order. */
  accountUrl?: string | null;
}

/** The customer's mail for a refund staff made of some or all of an order's lines: what, how much and where the money goes. */
export function orderRefundMail(d: OrderRefundMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const n = d.orderNumber;
  const amount = formatPounds(d.amountPence);
  const where =
    d.paymentMethod === 'card'
      ? 'It goes back to the card you paid with; depending on your bank, it can take a few working days to show on your account.'
      : 'We send it back to you the way you paid; if we need your bank details for it, we will contact you.';
  const paragraphs = [
    d.wholeOrder
      ? `We refunded ${amount} for your order ${n} on ${formatDate(d.refundedAt)}: nothing of the order is left to refund.`
      : `We refunded ${amount} for part of your order ${n} on ${formatDate(d.refundedAt)}. The rest of your order is unchanged.`,
    where,
  ];
  const rows: (readonly [string, string])[] = [
    ...d.lines.map((l) => [`${l.quantity} × ${l.name}`, formatPounds(l.amountPence)] as const),
    ...(d.deliveryPence > 0 ? [['Delivery', formatPounds(d.deliveryPence)] as const] : []),
    ['Refunded', amount] as const,
  ];
  const follow = followOrder(d.accountUrl);
  const contact = orderQuestions(shop, links.contact);
  const subject = d.wholeOrder ? `We have refunded your order ${n}` : `We have refunded part of your order ${n}`;
  const body: SafeHtml = html`${heading('Your refund is on its way')} ${paragraph(`Hello ${d.customerName},`)}
  ${paragraphs.map((p) => paragraph(p))} ${band(details(rows))} ${follow.html} ${paragraph(contact.html)}`;
  return renderLayout({
    shop,
    links,
    subject,
    preheader: paragraphs[0],
    body,
    text: [`Hello ${d.customerName},`, 'Your refund is on its way', ...paragraphs, textDetails(rows), follow.text, contact.text],
    reason: `You receive this e-mail because you placed order ${n} with ${shop.shopName}.`,
  });
}
