import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587; when unset, each message is written as a JSON file to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
}

/** What the outbox keeps for each message: one JSON file per message. */
export interface OutboxMessage extends MailMessage {
  messageId: string;
  from: string;
  date: string;
}

/** Sends the shop's e-mails through nodemailer: SMTP when configured, otherwise into the outbox folder. */
export class Mailer {
  private readonly transport: Transporter;
  private sequence = 0;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.mailFrom, ...message });
    if (this.options.smtpUrl) return;
    const date = new Date();
    const record: OutboxMessage = { messageId: String(info.messageId ?? ''), date: date.toISOString(), from: this.options.mailFrom, ...message };
    const file = `${date.toISOString().replace(/[:.]/g, '-')}-${String(++this.sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.json`;
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    await fs.writeFile(path.join(this.options.outboxDir, file), JSON.stringify(record, null, 2));
  }
}
