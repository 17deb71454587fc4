import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOutboxDir } from '../../../tests/helpers/outbox';
import { Mailer } from './mailer';

test('without SMTP, each mail lands in the outbox as an RFC 822 .eml file a mail client reads: sender, recipient, subject, text and HTML parts', async () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  try {
    const mailer = new Mailer({ mailFrom: 'Beauty Shop <orders@beautyshop.example>', outboxDir });
    await mailer.send({
      to: 'amelia@example.co.uk',
      subject: 'Your order BS-1042 — thank you',
      text: 'Total £12.99 (VAT £2.17)',
      html: '<p>Total <strong>£12.99</strong></p>',
    });
    await mailer.send({ to: 'shop@example.co.uk', subject: 'Second', text: 'Two' });
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]), 'latin1');
    expect(raw).toMatch(/^(?:[\w-]+: .*\r\n(?:[ \t].*\r\n)*)+\r\n/);
    expect(raw).toMatch(/\r\nMIME-Version: 1\.0\r\n/);
    const [first, second] = await readOutboxDir(outboxDir);
    expect(first).toMatchObject({
      from: '"Beauty Shop" <orders@beautyshop.example>',
      to: 'amelia@example.co.uk',
      subject: 'Your order BS-1042 — thank you',
    });
    expect(first.text.trim()).toBe('Total £12.99 (VAT £2.17)');
    expect(first.html).toContain('<strong>£12.99</strong>');
    expect(first.messageId).toMatch(/^<.+@.+>$/);
    expect(second).toMatchObject({ to: 'shop@example.co.uk', subject: 'Second', html: '' });
  } finally {
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
});
