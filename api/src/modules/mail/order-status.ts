import { addDays, formatDate, formatPounds } from './format';
import { html, SafeHtml } from './html';
import {
  band,
  button,
  details,
  followOrder,
  heading,
  orderQuestions,
  paragraph,
  renderLayout,
  ShopDetails,
  subheading,
  textDetails,
  type MailContent,
} from './layout';
import type { ShopLinks } from './links';
import { MailOrderLine, MailOrderTotals, orderTableHtml, orderTableText } from './order-summary';
import { RETURN_CONDITION, RETURNS_WINDOW_DAYS } from './policies';

/** The statuses a customer is told about (an order is placed 'pending': its confirmation says so). */
export type MailedOrderStatus = 'paid' | 'dispatched' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderStatusMailData {
  orderNumber: string;
  customerName: string;
  status: MailedOrderStatus;
  /** When the status changed. */
  changedAt: Date;
  /** On dispatch: the carrier's tracking number, and the carrier when staff gave it. */
  trackingNumber?: string | null;
  carrier?: string | null;
  /** On dispatch: the carrier's page following the parcel (common/carriers.ts), when the shop knows the carrier. */
  trackingUrl?: string | null;
  lines: readonly MailOrderLine[];
  totals: MailOrderTotals;
  /** My Account, for a registered customer's order; a guest follows the link in the order confirmation. */
  accountUrl?: string | null;
}

interface StatusWords {
  subject: string;
  heading: string;
  /** Paragraphs of the message, before the tracking band and the order. */
  paragraphs: string[];
}

function wordsFor(d: OrderStatusMailData, shop: ShopDetails): StatusWords {
  const n = d.orderNumber;
  const total = formatPounds(d.totals.totalPence);
  const on = formatDate(d.changedAt);
  switch (d.status) {
    case 'paid':
      return {
        subject: `Payment received for your order ${n}`,
        heading: 'Thank you: your payment has reached us',
        paragraphs: [
          `We received your payment of ${total} for order ${n} on ${on}.`,
          'We are now preparing your order. Orders paid before 1.00 pm on a working day are dispatched the same day, later ones on the next working day; we do not dispatch on weekends or bank holidays. We will e-mail you the tracking number as soon as it leaves our warehouse.',
        ],
      };
    case 'dispatched':
      return {
        subject: `Your order ${n} is on its way`,
        heading: 'Your order is on its way',
        paragraphs: [
          `We dispatched your order ${n} on ${on}. This e-mail confirms the dispatch of your order.`,
          'Follow your parcel with the tracking number below. If your tracking has not updated for two working days, please contact us with your order number.',
        ],
      };
    case 'delivered':
      return {
        subject: `Your order ${n} has been delivered`,
        heading: 'Your order has been delivered',
        paragraphs: [
          `Your order ${n} was delivered on ${on}. We hope you enjoy it.`,
          `You may return most items within ${RETURNS_WINDOW_DAYS} days from delivery, that is until ${formatDate(addDays(d.changedAt, RETURNS_WINDOW_DAYS))}, for a full refund. ${RETURN_CONDITION}`,
          `To start a return, contact us${shop.contactEmail ? ` at ${shop.contactEmail}` : ''} with your order number ${n}.`,
        ],
      };
    case 'cancelled':
      return {
        subject: `Your order ${n} has been cancelled`,
        heading: 'Your order has been cancelled',
        paragraphs: [
          `Your order ${n} was cancelled on ${on}.`,
          'If you had already paid for it, we refund the payment in full to the original payment method within 14 days. If you did not ask for this, please contact us with your order number.',
        ],
      };
    case 'refunded':
      return {
        subject: `We have refunded your order ${n}`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We refunded ${total} for your order ${n} on ${on}, to the original payment method.`,
          'Depending on your bank, it can take a few working days to show on your account.',
        ],
      };
  }
}

/** A mail telling the customer their order's new status (with the tracking number on dispatch). */
export function orderStatusMail(d: OrderStatusMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const words = wordsFor(d, shop);
  const tracking =
    d.status === 'dispatched' && d.trackingNumber
      ? [...(d.carrier ? [['Carrier', d.carrier] as const] : []), ['Tracking number', d.trackingNumber] as const]
      : [];
  const trackLink =
    tracking.length && d.trackingUrl
      ? {
          html: html`${button(d.trackingUrl, `Track your parcel${d.carrier ? ` with ${d.carrier}` : ''}`)}`,
          text: `Track your parcel${d.carrier ? ` with ${d.carrier}` : ''}: ${d.trackingUrl}`,
        }
      : null;
  const follow = followOrder(d.accountUrl);
  const contact = orderQuestions(shop, links.contact);

  const body: SafeHtml = html`${heading(words.heading)} ${paragraph(`Hello ${d.customerName},`)}
  ${words.paragraphs.map((p) => paragraph(p))} ${tracking.length ? band(details(tracking)) : ''} ${trackLink?.html ?? ''} ${follow.html}
  ${subheading(`Order ${d.orderNumber}`)} ${orderTableHtml(d.lines, d.totals)} ${paragraph(contact.html)}`;
  const text = [
    `Hello ${d.customerName},`,
    words.heading,
    ...words.paragraphs,
    ...(tracking.length ? [textDetails(tracking)] : []),
    ...(trackLink ? [trackLink.text] : []),
    follow.text,
    `ORDER ${d.orderNumber}`,
    orderTableText(d.lines, d.totals),
    contact.text,
  ];
  return renderLayout({
    shop,
    links,
    subject: words.subject,
    preheader: words.paragraphs[0],
    body,
    text,
    reason: `You receive this e-mail because you placed order ${d.orderNumber} with ${shop.shopName}.`,
  });
}
