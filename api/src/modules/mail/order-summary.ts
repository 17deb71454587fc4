import { formatPounds } from './format';
import { html, SafeHtml } from './html';
import { MAIL_STYLE as S, textDetails } from './layout';

/** One line of an order as a mail shows it; money in pence. */
export interface MailOrderLine {
  name: string;
  code: string;
  quantity: number;
  unitPricePence: number;
  /** unit price × quantity, as charged. */
  lineTotalPence: number;
  /** VAT included in the line after its share of any discount; left out where it is not known. */
  vatPence?: number | null;
}

/** The money below the lines; pence. */
export interface MailOrderTotals {
  subtotalPence: number;
  discountPence: number;
  discountCode?: string | null;
  /** What reward points took off the goods, and how many were spent; left out (or 0) when none. */
  pointsDiscountPence?: number;
  pointsSpent?: number;
  deliveryMethod: string;
  deliveryPence: number;
  totalPence: number;
  /** All VAT included in the total (lines and delivery); left out where it is not known. */
  vatPence?: number | null;
}

const number = new Intl.NumberFormat('en-GB');
const pointsWords = (n: number) => `${number.format(n)} ${n === 1 ? 'point' : 'points'}`;
const minus = (pence: number) => `−${formatPounds(pence)}`;
const delivery = (pence: number) => (pence === 0 ? 'Free' : formatPounds(pence));

function totalRows(t: MailOrderTotals): [string, string, boolean?][] {
  return [
    ['Subtotal', formatPounds(t.subtotalPence)],
    ...(t.discountPence > 0
      ? [[t.discountCode ? `Discount (${t.discountCode})` : 'Discount', minus(t.discountPence)] as [string, string]]
      : []),
    ...(t.pointsDiscountPence
      ? [[`Reward points (${pointsWords(t.pointsSpent ?? 0)})`, minus(t.pointsDiscountPence)] as [string, string]]
      : []),
    [`Delivery (${t.deliveryMethod})`, delivery(t.deliveryPence)],
    ['Total', formatPounds(t.totalPence), true],
    ...(t.vatPence !== null && t.vatPence !== undefined
      ? [['VAT included in the total', formatPounds(t.vatPence)] as [string, string]]
      : []),
  ];
}

const cell = `padding:8px 0 8px 8px;border-bottom:1px solid ${S.line};vertical-align:top;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;`;
const head = `padding:0 0 8px 8px;border-bottom:1px solid ${S.ink};font-size:12px;font-weight:normal;color:${S.inkSoft};text-align:right;`;

/** The lines and totals as a table (scope'd headers; numbers right-aligned). */
export function orderTableHtml(lines: readonly MailOrderLine[], totals: MailOrderTotals): SafeHtml {
  const withVat = lines.some((l) => l.vatPence !== null && l.vatPence !== undefined);
  const columns = withVat ? 5 : 4;
  return html`<table
    width="100%"
    cellspacing="0"
    cellpadding="0"
    border="0"
    style="border-collapse:collapse;margin:0 0 24px 0;font-family:${S.body};font-size:14px;line-height:1.4;color:${S.ink};"
  >
    <thead>
      <tr>
        <th scope="col" align="left" style="${head}text-align:left;padding-left:0;">Item</th>
        <th scope="col" align="right" style="${head}">Qty</th>
        <th scope="col" align="right" style="${head}">Price</th>
        ${withVat && html`<th scope="col" align="right" style="${head}">VAT</th>`}
        <th scope="col" align="right" style="${head}">Total</th>
      </tr>
    </thead>
    <tbody>
      ${lines.map(
        (l) => html`
          <tr>
            <td style="padding:8px 0;border-bottom:1px solid ${S.line};vertical-align:top;">
              ${l.name}<br /><span style="font-size:12px;color:${S.inkSoft};">Code ${l.code}</span>
            </td>
            <td align="right" style="${cell}">${l.quantity}</td>
            <td align="right" style="${cell}">${formatPounds(l.unitPricePence)}</td>
            ${withVat && html`<td align="right" style="${cell}">${l.vatPence === null || l.vatPence === undefined ? '' : formatPounds(l.vatPence)}</td>`}
            <td align="right" style="${cell}">${formatPounds(l.lineTotalPence)}</td>
          </tr>
        `,
      )}
    </tbody>
    <tfoot>
      ${totalRows(totals).map(
        ([label, value, strong]) => html`
          <tr>
            <th
              scope="row"
              colspan="${columns - 1}"
              align="right"
              style="padding:6px 0 0 0;text-align:right;font-weight:${strong ? 'bold' : 'normal'};${strong ? `font-size:16px;` : ''}"
            >
              ${label}
            </th>
            <td
              align="right"
              style="padding:6px 0 0 8px;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;font-weight:${strong ? 'bold' : 'normal'};${strong ? `font-size:16px;` : ''}"
            >
              ${value}
            </td>
          </tr>
        `,
      )}
    </tfoot>
  </table>`;
}

/** The same as plain text: one block per line, then the totals aligned. */
export function orderTableText(lines: readonly MailOrderLine[], totals: MailOrderTotals): string {
  const items = lines.map((l) => {
    const vat = l.vatPence === null || l.vatPence === undefined ? '' : ` (VAT ${formatPounds(l.vatPence)})`;
    return `${l.quantity} × ${l.name} (code ${l.code})\n    ${formatPounds(l.unitPricePence)} each, ${formatPounds(l.lineTotalPence)}${vat}`;
  });
  return `${items.join('\n')}\n\n${textDetails(totalRows(totals).map(([label, value]) => [label, value] as const))}`;
}
