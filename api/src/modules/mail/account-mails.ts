import { html } from './html';
import { button, heading, link, paragraph, renderLayout, ShopDetails, type MailContent } from './layout';
import type { ShopLinks } from './links';

export interface PasswordResetMailData {
  name: string;
  /** The single-use link, {PUBLIC_URL}/reset-password#token=... */
  link: string;
  /** How long the link works, in words: '1 hour'. */
  validFor: string;
}

/** The password reset link: a button and the link written out (for clients that strip buttons). */
export function passwordResetMail(d: PasswordResetMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = 'Reset your password';
  const greeting = `Hello ${d.name},`;
  const request = `We received a request to reset the password of your account. Open this link within ${d.validFor} to choose a new password (it works once):`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  const body = html`${heading(subject)} ${paragraph(greeting)} ${paragraph(request)} ${button(d.link, 'Choose a new password')}
  ${paragraph(html`Or copy this link into your browser:<br />${link(d.link, d.link)}`, { small: true })} ${paragraph(ignore)}`;
  return renderLayout({
    shop,
    links,
    subject,
    body,
    preheader: `Open the link within ${d.validFor} to choose a new password.`,
    text: [greeting, request, d.link, ignore],
    reason: `You receive this e-mail because someone asked to reset the password of your ${shop.shopName} account.`,
  });
}
