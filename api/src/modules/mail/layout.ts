import type { ShopSettings } from '../content/settings/shop-settings.entity';
import { html, raw, SafeHtml } from './html';

/**
 * docs/design.md's tokens, written out: mail clients ignore CSS custom properties and most <style> blocks,
 * so every colour and font sits inline on the element that shows it.
 */
export const MAIL_STYLE = {
  ink: '#1d1b1a',
  inkSoft: '#5c5653',
  paper: '#ffffff',
  cream: '#f7f1ec',
  line: '#e6dfd9',
  blush: '#b4475f',
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "Georgia, 'Times New Roman', serif",
} as const;
const S = MAIL_STYLE;

/** What every mail carries in its footer: the shop's details from Settings. */
export type ShopDetails = Pick<
  ShopSettings,
  'shopName' | 'addressLine1' | 'addressLine2' | 'city' | 'postcode' | 'companyNumber' | 'vatNumber' | 'contactEmail'
>;

/** A mail ready for the Mailer: subject, plain text and HTML bodies. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  /** The shop's origin, PUBLIC_URL. */
  home: string;
}

export interface LayoutInput {
  shop: ShopDetails;
  links: MailLinks;
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  /** The HTML body between the header band and the footer band. */
  body: SafeHtml;
  /** The plain-text body: paragraphs, each a string (blank lines between them). */
  text: readonly string[];
  /** Why this person gets this mail, under the shop's details. */
  reason: string;
}

function shopAddress(shop: ShopDetails): string {
  const place = [shop.city, shop.postcode].filter(Boolean).join(' ');
  return [shop.addressLine1, shop.addressLine2, place].filter(Boolean).join(', ');
}

function registration(shop: ShopDetails): string {
  return [shop.companyNumber && `Company number ${shop.companyNumber}`, shop.vatNumber && `VAT number ${shop.vatNumber}`]
    .filter(Boolean)
    .join(' · ');
}

/** The footer's lines in the order both bodies show them. */
function footerLines(shop: ShopDetails): string[] {
  return [shop.shopName, shopAddress(shop), registration(shop), shop.contactEmail ? `Contact us: ${shop.contactEmail}` : ''].filter(
    Boolean,
  );
}

/** Wraps a template's body in the shop's frame: cream header band with the shop's name, white content, cream footer. */
export function renderLayout(input: LayoutInput): MailContent {
  const { shop, links } = input;
  const footer = footerLines(shop);
  const text = [...input.text, `—\n${footer.join('\n')}`, `${input.reason}\n${links.home}`].join('\n\n').replace(/\n{3,}/g, '\n\n');
  const footerHtml = html` <p style="margin:0 0 4px 0;font-family:${S.heading};font-size:16px;color:${S.ink};">${shop.shopName}</p>
    ${footer
      .slice(1)
      .map((line) =>
        line.startsWith('Contact us: ') && shop.contactEmail
          ? html`<p style="margin:0 0 4px 0;">
              Contact us: <a href="mailto:${shop.contactEmail}" style="color:${S.blush};">${shop.contactEmail}</a>
            </p>`
          : html`<p style="margin:0 0 4px 0;">${line}</p>`,
      )}
    <p style="margin:12px 0 0 0;">${input.reason}</p>
    <p style="margin:4px 0 0 0;"><a href="${links.home}" style="color:${S.blush};">${links.home}</a></p>`;
  const page = html`<!DOCTYPE html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${input.subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:${S.paper};color:${S.ink};font-family:${S.body};font-size:16px;line-height:1.5;">
        <div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${input.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellspacing="0"
          cellpadding="0"
          border="0"
          style="border-collapse:collapse;background-color:${S.paper};"
        >
          <tr>
            <td align="center" style="padding:0;">
              <table
                role="presentation"
                width="600"
                cellspacing="0"
                cellpadding="0"
                border="0"
                style="border-collapse:collapse;width:100%;max-width:600px;"
              >
                <tr>
                  <td style="background-color:${S.cream};border-bottom:3px solid ${S.blush};padding:24px 24px 20px 24px;">
                    <a
                      href="${links.home}"
                      style="font-family:${S.heading};font-size:24px;line-height:1.2;color:${S.ink};text-decoration:none;"
                      >${shop.shopName}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:32px 24px;font-family:${S.body};font-size:16px;line-height:1.5;color:${S.ink};">${input.body}</td>
                </tr>
                <tr>
                  <td
                    style="background-color:${S.cream};padding:24px;font-family:${S.body};font-size:12px;line-height:1.5;color:${S.inkSoft};"
                  >
                    ${footerHtml}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  return { subject: input.subject, text: `${text}\n`, html: page.value };
}

// Pieces the templates build their bodies from (all inline-styled, all escaping what they are given).

export function heading(text: string): SafeHtml {
  return html`<h1 style="margin:0 0 16px 0;font-family:${S.heading};font-size:24px;line-height:1.2;font-weight:normal;color:${S.ink};">
    ${text}
  </h1>`;
}

export function subheading(text: string): SafeHtml {
  return html`<h2 style="margin:32px 0 12px 0;font-family:${S.heading};font-size:20px;line-height:1.2;font-weight:normal;color:${S.ink};">
    ${text}
  </h2>`;
}

export function paragraph(content: string | SafeHtml, options: { small?: boolean } = {}): SafeHtml {
  const size = options.small ? `font-size:14px;color:${S.inkSoft};` : `font-size:16px;color:${S.ink};`;
  return html`<p style="margin:0 0 16px 0;line-height:1.5;${raw(size)}">${content}</p>`;
}

export function link(href: string, label: string): SafeHtml {
  return html`<a href="${href}" style="color:${S.blush};text-decoration:underline;">${label}</a>`;
}

/** A primary button (ink, white text) that also works where a mail client drops the padding. */
export function button(href: string, label: string): SafeHtml {
  return html`<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="border-collapse:separate;margin:8px 0 24px 0;">
    <tr>
      <td style="background-color:${S.ink};border-radius:4px;">
        <a
          href="${href}"
          style="display:inline-block;padding:12px 24px;font-family:${S.body};font-size:16px;line-height:1.2;color:${S.paper};text-decoration:none;border-radius:4px;"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;
}

/** A cream band for what the reader must act on (bank details, tracking). */
export function band(content: SafeHtml): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellspacing="0"
    cellpadding="0"
    border="0"
    style="border-collapse:collapse;margin:0 0 24px 0;"
  >
    <tr>
      <td
        style="background-color:${S.cream};border-left:3px solid ${S.blush};padding:16px;font-family:${S.body};font-size:16px;line-height:1.5;color:${S.ink};"
      >
        ${content}
      </td>
    </tr>
  </table>`;
}

/** Label and value rows (bank details, tracking): labels soft, values strong. */
export function details(rows: readonly (readonly [string, string])[]): SafeHtml {
  return html`<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="border-collapse:collapse;">
    ${rows.map(
      ([label, value]) => html`
        <tr>
          <th
            scope="row"
            align="left"
            style="padding:2px 16px 2px 0;font-weight:normal;color:${S.inkSoft};text-align:left;vertical-align:top;"
          >
            ${label}
          </th>
          <td style="padding:2px 0;font-weight:bold;color:${S.ink};font-variant-numeric:tabular-nums;">${value}</td>
        </tr>
      `,
    )}
  </table>`;
}

/** A bulleted list. */
export function list(items: readonly (string | SafeHtml)[]): SafeHtml {
  return html`<ul style="margin:0 0 16px 0;padding:0 0 0 20px;">
    ${items.map((item) => html`<li style="margin:0 0 8px 0;">${item}</li>`)}
  </ul>`;
}

/** Plain-text label/value lines aligned on the labels' widest. */
export function textDetails(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
}

/** A piece of a mail in both its forms. */
interface MailPart {
  html: SafeHtml;
  text: string;
}

/** Where an order's mail sends the customer to follow it: My Account for a registered customer, else the confirmation's link. */
export function followOrder(accountUrl: string | null | undefined): MailPart {
  return accountUrl
    ? { html: html`${button(accountUrl, 'View your orders in My Account')}`, text: `View your orders in My Account: ${accountUrl}` }
    : {
        html: paragraph('You can follow your order with the link in your order confirmation e-mail.', { small: true }),
        text: 'You can follow your order with the link in your order confirmation e-mail.',
      };
}

/** The last line of an order's mails: whom to ask, with the order number (the shop's address, else its contact page). */
export function orderQuestions(shop: ShopDetails, contactUrl: string): MailPart {
  return shop.contactEmail
    ? {
        html: html`Questions? Contact us at ${link(`mailto:${shop.contactEmail}`, shop.contactEmail)} with your order number.`,
        text: `Questions? Contact us at ${shop.contactEmail} with your order number.`,
      }
    : {
        html: html`Questions? ${link(contactUrl, 'Contact us')} with your order number.`,
        text: `Questions? Contact us with your order number: ${contactUrl}`,
      };
}
