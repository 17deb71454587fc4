import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const dataUrl = (mime: string, buffer: Buffer) => `data:${mime};base64,${buffer.toString('base64')}`;

describe.each(dialects)('the Contact Us form on %s', (dialect) => {
  let t: TestShop;
  let png: Buffer;
  const dir = () => path.join(t.dataDir, 'contact-attachments');
  const filesKept = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).length : 0);
  const messages = async () => t.shop.db.dataSource.query('SELECT full_name, email, subject, message, attachments FROM contact_messages ORDER BY id');
  const valid = { fullName: 'Amara Okafor', email: 'Amara.Okafor@Example.co.uk', subject: 'support' };

  beforeAll(async () => {
    t = await startTestShop(dialect);
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c2185b' } }).png().toBuffer();
  });
  afterAll(() => t?.close());

  test('sendContactMessage: anyone can send; the message is kept with its image and PDF in a folder that is not served', async () => {
    const body = await gql(t.url, SEND, {
      input: {
        ...valid, subject: 'Sales', message: '  Do you ship to Belfast?  ',
        attachments: [{ dataUrl: dataUrl('image/png', png), fileName: 'Order Photo.PNG' }, { dataUrl: dataUrl('application/pdf', PDF), fileName: 'invoice.pdf' }],
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.sendContactMessage.message).toBe('Thank you for your message. We will reply by email as soon as we can.');
    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Amara Okafor', email: 'amara.okafor@example.co.uk', subject: 'sales', message: 'Do you ship to Belfast?' });
    const names: string[] = JSON.parse(rows[0].attachments);
    expect(names).toEqual([expect.stringMatching(/^order-photo-[0-9a-f]{16}\.png$/), expect.stringMatching(/^invoice-[0-9a-f]{16}\.pdf$/)]);
    expect(fs.readFileSync(path.join(dir(), names[0]))).toEqual(png);
    expect(fs.readFileSync(path.join(dir(), names[1]))).toEqual(PDF);
    for (const url of [`/uploads/contact-attachments/${names[0]}`, `/uploads/../contact-attachments/${names[0]}`, `/contact-attachments/${names[1]}`]) {
      const res = await fetch(`${t.url}${url}`, { headers: { accept: 'application/json' } });
      expect(res.status).toBe(404);
    }
  });

  test('the message and attachments are optional', async () => {
    const before = (await messages()).length;
    const body = await gql(t.url, SEND, { input: { ...valid, subject: 'feedback' } });
    expect(body.errors).toBeUndefined();
    const rows = await messages();
    expect(rows).toHaveLength(before + 1);
    expect(rows[rows.length - 1]).toMatchObject({ subject: 'feedback', message: null });
    expect(JSON.parse(rows[rows.length - 1].attachments)).toEqual([]);
  });

  test('required fields and formats answer BAD_USER_INPUT with the field and a clear message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '   ' }, 'fullName', 'Full name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'amara@' }, 'email', 'Email is not a valid email address'],
      [{ email: 'amara okafor@example.co.uk' }, 'email', 'Email is not a valid email address'],
      [{ subject: ' ' }, 'subject', 'Subject is required'],
      [{ subject: 'complaint' }, 'subject', 'Subject must be support, sales or feedback'],
      [{ fullName: 'x'.repeat(121) }, 'fullName', 'Full name must be at most 120 characters'],
    ];
    const before = (await messages()).length;
    for (const [change, field, message] of cases) {
      const body = await gql(t.url, SEND, { input: { ...valid, ...change } });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await messages()).toHaveLength(before);
  });

  test('attachments: more than 10, a file that is neither image nor PDF, or one over 10 MB is refused and nothing is kept', async () => {
    const before = { rows: (await messages()).length, files: filesKept() };
    const eleven = Array.from({ length: 11 }, () => ({ dataUrl: dataUrl('image/png', png) }));
    const tooMany = await gql(t.url, SEND, { input: { ...valid, attachments: eleven } });
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'Attach at most 10 files', extensions: { code: 'BAD_USER_INPUT', field: 'attachments' } });

    const fake = [{ dataUrl: dataUrl('image/png', png) }, { dataUrl: dataUrl('image/png', Buffer.from('<svg onload="alert(1)"></svg>')), fileName: 'cat.png' }];
    const notImage = await gql(t.url, SEND, { input: { ...valid, attachments: fake } });
    expect(notImage.errors?.[0]).toMatchObject({ message: 'Attachment 2 (cat.png) is not an image or a PDF', extensions: { code: 'BAD_USER_INPUT', field: 'attachments' } });

    const notDataUrl = await gql(t.url, SEND, { input: { ...valid, attachments: [{ dataUrl: 'https://example.com/x.png' }] } });
    expect(notDataUrl.errors?.[0]).toMatchObject({ message: 'Attachment 1 must be a base64 data URL', extensions: { code: 'BAD_USER_INPUT' } });

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 32)]);
    const tooBig = await gql(t.url, SEND, { input: { ...valid, attachments: [{ dataUrl: dataUrl('application/pdf', big), fileName: 'scan.pdf' }] } });
    expect(tooBig.errors?.[0]).toMatchObject({ message: 'Attachment 1 (scan.pdf) is larger than 10 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });

    const tenMb = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 32)]);
    const justFits = await gql(t.url, SEND, { input: { ...valid, attachments: [{ dataUrl: dataUrl('application/pdf', tenMb) }] } });
    expect(justFits.errors).toBeUndefined();
    expect(await messages()).toHaveLength(before.rows + 1);
    expect(filesKept()).toBe(before.files + 1);
  });

  test('staff read the messages through contactMessages; the public cannot', async () => {
    const anonymous = await gql(t.url, `{ contactMessages { totalItems } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
