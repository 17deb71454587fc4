import { formatDate, oneLine } from './format';
import { html } from './html';
import {
  band,
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

/** A message sent from the Contact Us form, as the mails show it. */
export interface ContactMailData {
  fullName: string;
  email: string;
  /** support, sales or feedback */
  subject: string;
  message: string | null;
  /** The names the attached files had on the sender's machine (or their stored names). */
  attachments: readonly string[];
  sentAt: Date;
}

const topic = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);

/** The shop's copy of a Contact Us message: who, what, the message and the attachments' names. */
export function contactCopyMail(d: ContactMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = `Contact form (${d.subject}): ${oneLine(d.fullName, 80)}`;
  const rows = [
    ['From', d.fullName],
    ['Email', d.email],
    ['Subject', topic(d.subject)],
    ['Sent', formatDate(d.sentAt)],
  ] as const;
  const message = d.message ?? '';
  const attachments = d.attachments.length ? d.attachments : [];
  const body = html`${heading('A message from the Contact Us form')} ${band(details(rows))} ${subheading('Message')}
  ${message ? html`<p style="margin:0 0 16px 0;white-space:pre-wrap;">${message}</p>` : paragraph('(No message: only the fields above.)', { small: true })}
  ${subheading(attachments.length ? `Attachments (${attachments.length})` : 'Attachments')}
  ${attachments.length ? list(attachments) : paragraph('None.', { small: true })}
  ${paragraph(html`Reply to this e-mail to answer ${d.fullName}. The message and its attachments are in the back office: ${link(links.contactInbox, 'Contact Messages')}.`, { small: true })}`;
  const text = [
    'A message from the Contact Us form',
    textDetails(rows),
    'MESSAGE',
    message || '(No message: only the fields above.)',
    attachments.length ? `ATTACHMENTS (${attachments.length})\n${attachments.map((a) => `- ${a}`).join('\n')}` : 'ATTACHMENTS\nNone.',
    `Reply to this e-mail to answer ${d.fullName}. The message and its attachments are in the back office: ${links.contactInbox}`,
  ];
  return renderLayout({
    shop,
    links,
    subject,
    body,
    text,
    preheader: oneLine(message || `${topic(d.subject)} message from ${d.fullName}`, 100),
    reason: `You receive this e-mail because it is the contact address of ${shop.shopName}.`,
  });
}

/**
 * The acknowledgement to the sender. It does not repeat the message: the form can be filled in with
 * anyone's address, and the shop must not carry a stranger's words to it.
 */
export function contactAcknowledgementMail(d: ContactMailData, shop: ShopDetails, links: ShopLinks): MailContent {
  const subject = `We have received your message`;
  const files =
    d.attachments.length === 1 ? ' with 1 attachment' : d.attachments.length > 1 ? ` with ${d.attachments.length} attachments` : '';
  const received = `We have received your ${d.subject} message${files}, sent on ${formatDate(d.sentAt)}. Thank you for getting in touch.`;
  const next =
    'What happens next: our customer care team reads every message and replies by e-mail within one working day. We are here Monday to Friday, 9.00 am to 5.00 pm, except bank holidays.';
  const order = 'If your message is about an order, keep your order number to hand: it helps us answer sooner.';
  const notYou = 'If you did not send this message, you can ignore this e-mail.';
  const body = html`${heading(subject)} ${paragraph(`Hello ${d.fullName},`)} ${paragraph(received)} ${band(html`${next}`)}
  ${paragraph(order)} ${paragraph(html`You can find answers to common questions in our ${link(`${links.faq}`, 'FAQ')}.`)}
  ${paragraph(notYou, { small: true })}`;
  const text = [`Hello ${d.fullName},`, received, next, order, `Answers to common questions: ${links.faq}`, notYou];
  return renderLayout({
    shop,
    links,
    subject,
    body,
    text,
    preheader: 'We reply by e-mail within one working day.',
    reason: `You receive this e-mail because this address was given in the Contact Us form of ${shop.shopName}.`,
  });
}
