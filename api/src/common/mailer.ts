import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { writeNewFile } from './files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to the sender (the contact form's copy: to the customer who wrote). */
  replyTo?: string;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587; when unset, each message is written to outboxDir as an RFC 822 .eml file. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
}

/**
 * Sends the shop's e-mails through nodemailer: SMTP when configured, otherwise each message is built by
 * nodemailer as it would go out (headers, text and HTML parts) and kept in the outbox folder as an `.eml`
 * file that any mail client opens. Files are named by time, so a folder listing is oldest first.
 */
export class Mailer {
  private readonly transport: Transporter;
  private sequence = 0;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.mailFrom, ...message });
    if (this.options.smtpUrl) return;
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++this.sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    await writeNewFile(path.join(this.options.outboxDir, file), (info as unknown as { message: Buffer }).message);
  }
}
