import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail the shop wrote to its outbox folder, as a mail client reads the .eml file. */
export interface OutboxMessage {
  file: string;
  from: string;
  /** The recipients' addresses, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  messageId: string;
}

/** Every .eml file in the folder, oldest first, parsed with mailparser (headers decoded, parts split). */
export async function readOutboxDir(dir: string): Promise<OutboxMessage[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const addresses = (list: typeof mail.to) =>
        (Array.isArray(list) ? list : list ? [list] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).join(', ');
      return {
        file,
        from: mail.from?.text ?? '',
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        date: mail.date?.toISOString() ?? '',
        messageId: mail.messageId ?? '',
      };
    }),
  );
}
