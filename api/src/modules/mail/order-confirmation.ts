import { formatDate, formatPounds } from './format';
import { html } from './html';
import {
  band,
  button,
  details,
  heading,
  link,
  list,
  paragraph,
  renderLayout,
  ShopDetails,
  subheading,
  textDetails,
  type MailContent,
} from './layout';
import type { ShopLinks } from './links';
import { orderTableHtml, orderTableText } from './order-summary';
import { CANCEL_BEFORE_DISPATCH, RETURNS_POLICY_UPDATED, RETURNS_RIGHTS, STATUTORY_RIGHTS } from './policies';

/** Where a customer paying by bank transfer sends the money (Settings' bank details). */
export interface BankTransferDetails {
  accountName: string;
  /** NN-NN-NN */
  sortCode: string;
  /** 8 digits */
  accountNumber: string;
}

/**
 * Everything the order confirmation shows. Money is integer pence, VAT-inclusive, as the order stores it.
 * Fill it from the order just placed; `bankTransfer` may be left out to take the branch's Settings.
 */
export interface OrderConfirmationData {
  /** The order's branch (its Settings fill the footer and, when not given, the bank details); default 'MAIN'. */
  branchCode?: string;
  orderNumber: string;
  placedAt: Date;
  customer: { name: string; email: string; phone?: string | null };
  address: { line1: string; line2?: string | null; city: string; postcode: string };
  lines: {
    name: string;
    code: string;
    quantity: number;
    unitPricePence: number;
    /** unitPricePence × quantity */
    lineTotalPence: number;
    /** VAT included in the line, after its share of the discount. */
    vatPence: number;
  }[];
  /** Sum of the lines' totals. */
  subtotalPence: number;
  /** 0 when none. */
  discountPence: number;
  discountCode?: string | null;
  /** What reward points took off the goods (0 or left out: none), and how many were spent. */
  pointsDiscountPence?: number;
  pointsSpent?: number;
  delivery: {
    /** e.g. 'Tracked with email updates, 2-4 business days' */
    method: string;
    /** 0 shows 'Free'. */
    pricePence: number;
    /** The estimate shown at checkout, when known. */
    estimatedDelivery?: { from: Date; to: Date } | null;
  };
  totalPence: number;
  /** All VAT included in the total: the lines' and the delivery's. */
  vatPence: number;
  /**
   * Bank transfer instructions (the reference is always the order number). Left out: the branch's
   * Settings give them. null: the order is not paid by bank transfer, so the section is left out.
   */
  bankTransfer?: BankTransferDetails | null;
  /** Where the customer views the order: the account's order page, or a guest's link with its #t= token. */
  orderUrl: string;
}

function estimate(range: { from: Date; to: Date }): string {
  const from = formatDate(range.from);
  const to = formatDate(range.to);
  return from === to ? from : `between ${from} and ${to}`;
}

/** The order confirmation mail: lines, totals with the VAT, delivery, bank transfer details and the cancellation rights. */
export function orderConfirmationMail(data: OrderConfirmationData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = `Thank you for your order ${data.orderNumber}`;
  const placed = formatDate(data.placedAt);
  const total = formatPounds(data.totalPence);
  const bank = data.bankTransfer;
  const bankRows = bank
    ? ([
        ['Account name', bank.accountName],
        ['Sort code', bank.sortCode],
        ['Account number', bank.accountNumber],
        ['Reference', data.orderNumber],
        ['Amount', total],
      ] as const)
    : [];
  const payIntro = `Please pay ${total} by bank transfer to the account below, with your order number ${data.orderNumber} as the reference. Your order stays pending until the payment reaches us; we then dispatch it and e-mail you its tracking number.`;
  const noBankDetails = `Please pay ${total} by bank transfer with your order number ${data.orderNumber} as the reference; contact us${shop.contactEmail ? ` at ${shop.contactEmail}` : ''} for our bank details. Your order stays pending until the payment reaches us.`;
  const address = [data.customer.name, data.address.line1, data.address.line2, data.address.city, data.address.postcode].filter(
    (x): x is string => Boolean(x),
  );
  const deliveryEstimate = data.delivery.estimatedDelivery ? `Estimated delivery ${estimate(data.delivery.estimatedDelivery)}.` : '';
  const totals = {
    subtotalPence: data.subtotalPence,
    discountPence: data.discountPence,
    discountCode: data.discountCode,
    pointsDiscountPence: data.pointsDiscountPence,
    pointsSpent: data.pointsSpent,
    deliveryMethod: data.delivery.method,
    deliveryPence: data.delivery.pricePence,
    totalPence: data.totalPence,
    vatPence: data.vatPence,
  };
  const policyLine = `Read our Returns & Refunds policy (last updated ${formatDate(RETURNS_POLICY_UPDATED)})`;
  const contact = shop.contactEmail ? ` at ${shop.contactEmail}` : '';

  const body = html`${heading('Thank you for your order')} ${paragraph(`Hello ${data.customer.name},`)}
  ${paragraph(html`We have received your order <strong>${data.orderNumber}</strong>, placed on ${placed}. The prices include VAT.`)}
  ${button(data.orderUrl, 'View your order')}
  ${
    bank === null
      ? ''
      : html`${subheading('Pay by bank transfer')} ${paragraph(bank ? payIntro : noBankDetails)} ${bank ? band(details(bankRows)) : ''}`
  }
  ${subheading('Your order')} ${orderTableHtml(data.lines, totals)} ${subheading('Delivery')}
  ${paragraph(html`${address.map((line, i) => html`${i ? html`<br />` : ''}${line}`)}`)}
  ${paragraph(`${data.delivery.method}. ${deliveryEstimate}`.trim())}
  ${paragraph(`We will e-mail ${data.customer.email} as your order moves along.`, { small: true })}
  ${subheading('Your right to cancel and return')} ${paragraph(CANCEL_BEFORE_DISPATCH)} ${list(RETURNS_RIGHTS)}
  ${paragraph(html`${link(links.returns, policyLine)}. ${STATUTORY_RIGHTS}`, { small: true })}
  ${paragraph(`Questions about your order? Contact us${contact} with your order number ${data.orderNumber}.`)}`;

  const text = [
    `Hello ${data.customer.name},`,
    `Thank you for your order. We have received your order ${data.orderNumber}, placed on ${placed}. The prices include VAT.`,
    `View your order: ${data.orderUrl}`,
    ...(bank === null ? [] : ['PAY BY BANK TRANSFER', bank ? payIntro : noBankDetails, ...(bank ? [textDetails(bankRows)] : [])]),
    'YOUR ORDER',
    orderTableText(data.lines, totals),
    'DELIVERY',
    address.join('\n'),
    `${data.delivery.method}. ${deliveryEstimate}`.trim(),
    `We will e-mail ${data.customer.email} as your order moves along.`,
    'YOUR RIGHT TO CANCEL AND RETURN',
    CANCEL_BEFORE_DISPATCH,
    RETURNS_RIGHTS.map((r) => `- ${r}`).join('\n'),
    `${policyLine}: ${links.returns}`,
    STATUTORY_RIGHTS,
    `Questions about your order? Contact us${contact} with your order number ${data.orderNumber}.`,
  ];
  return renderLayout({
    shop,
    links,
    subject,
    preheader: `Order ${data.orderNumber}: ${total} including VAT.`,
    body,
    text,
    reason: `You receive this e-mail because you placed order ${data.orderNumber} with ${shop.shopName}.`,
  });
}
