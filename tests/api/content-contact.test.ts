import { print } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Role } from '../../api/src/common/roles';
import { loggedIn } from '../helpers/accounts';
import { postContact } from '../helpers/contact';
import { withoutRequestId } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SEND = graphql(`
  mutation ContactSend($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);
const DELETE = graphql(`
  mutation ContactDelete($id: Int!) {
    deleteContactMessage(id: $id) {
      id
    }
  }
`);
const COUNT = graphql(`
  query ContactCount {
    contactMessages {
      totalItems
    }
  }
`);
const SEARCH = graphql(`
  query ContactSearch($s: String) {
    contactMessages(options: { search: $s }) {
      items {
        fullName
      }
    }
  }
`);
const SET = graphql(`
  mutation ContactSetHandled($id: Int!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);
const LIST = graphql(`
  query ContactList($handled: Boolean) {
    contactMessages(options: { handled: $handled, take: 100 }) {
      totalItems
      items {
        id
        handledAt
      }
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query ContactNotifications {
    staffNotifications {
      entries {
        kind
        count
      }
    }
  }
`);
const CONFIRMATION = 'Thank you for your message. We will reply by email as soon as we can.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MB = 1024 * 1024;

/** A contact_messages row as the database answers it. */
interface MessageRow {
  id: number;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  attachments: string;
}
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 32)]);

describe.each(sqliteOnly)('the Contact Us form on %s', (dialect) => {
  let t: TestShop;
  let png: Buffer;
  let staff: Record<string, string>;
  const dir = () => path.join(t.dataDir, 'contact-attachments');
  const filesKept = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).length : 0);
  const messages = async () =>
    t.shop.db.dataSource.query<MessageRow[]>(
      'SELECT id, full_name, email, subject, message, attachments FROM contact_messages ORDER BY id',
    );
  const valid = { fullName: 'Amara Okafor', email: 'Amara.Okafor@Example.co.uk', subject: 'support' };
  const download = (name: string, headers: Record<string, string> = staff) => fetch(`${t.url}/contact/attachments/${name}`, { headers });

  beforeAll(async () => {
    t = await startTestShop(dialect);
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    staff = (await loggedIn(t, { role: Role.ADMIN })).headers;
  });
  afterAll(() => t?.close());

  test('POST /contact: anyone can send the form with an image and a PDF; they are kept in a folder that is not served', async () => {
    const sent = await postContact(t, { ...valid, subject: 'Sales', message: '  Do you ship to Belfast?  ' }, [
      { buffer: png, name: 'Order Photo.PNG', type: 'image/png' },
      { buffer: PDF, name: 'invoice.pdf', type: 'application/pdf' },
    ]);
    expect(sent).toMatchObject({ status: 201, body: { message: CONFIRMATION } });
    const rows = await messages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Amara Okafor',
      email: 'amara.okafor@example.co.uk',
      subject: 'sales',
      message: 'Do you ship to Belfast?',
    });
    const names: string[] = JSON.parse(rows[0].attachments);
    expect(names).toEqual([expect.stringMatching(/^order-photo-[0-9a-f]{16}\.png$/), expect.stringMatching(/^invoice-[0-9a-f]{16}\.pdf$/)]);
    expect(fs.readFileSync(path.join(dir(), names[0]))).toEqual(png);
    expect(fs.readFileSync(path.join(dir(), names[1]))).toEqual(PDF);
    for (const url of [
      `/uploads/contact-attachments/${names[0]}`,
      `/uploads/../contact-attachments/${names[0]}`,
      `/contact-attachments/${names[1]}`,
    ]) {
      const res = await fetch(`${t.url}${url}`, { headers: { accept: 'application/json' } });
      expect(res.status).toBe(404);
    }
  });

  test('staff download an attachment with their Bearer token; guests, customers, other branches and made-up names cannot', async () => {
    await postContact(t, valid, [{ buffer: PDF, name: 'Receipt March.pdf' }]);
    const rows = await messages();
    const [name] = JSON.parse(rows[rows.length - 1].attachments) as string[];
    const res = await download(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${name}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);

    const statusOf = async (n: string, headers?: Record<string, string>) => (await download(n, headers)).status;
    expect(await statusOf(name, {})).toBe(401);
    expect(await statusOf(name, (await loggedIn(t)).headers)).toBe(403);
    const leeds = await loggedIn(t, { role: Role.ADMIN, branchCode: 'LEEDS' });
    expect(await statusOf(name, { ...leeds.headers, 'x-branch-code': 'LEEDS' })).toBe(404);
    for (const other of [name.replace(/[0-9a-f]{16}/, '0123456789abcdef'), '..%2f..%2fjwt-secret', '..%2fuploads', 'x'.repeat(300)])
      expect(await statusOf(other)).toBe(404);
  });

  test('deleting a message deletes its files', async () => {
    await postContact(t, valid, [
      { buffer: png, name: 'a.png' },
      { buffer: PDF, name: 'b.pdf' },
    ]);
    const rows = await messages();
    const { id, attachments } = rows[rows.length - 1];
    const names: string[] = JSON.parse(attachments);
    for (const n of names) expect(fs.existsSync(path.join(dir(), n))).toBe(true);
    const deleted = await gql(t.url, DELETE, { id }, staff);
    expect(deleted.errors).toBeUndefined();
    for (const n of names) expect(fs.existsSync(path.join(dir(), n))).toBe(false);
    expect((await download(names[0])).status).toBe(404);
  });

  test('the message and attachments are optional; sendContactMessage takes the form without files', async () => {
    const before = (await messages()).length;
    expect((await postContact(t, { ...valid, subject: 'feedback' })).status).toBe(201);
    const body = await gql(t.url, SEND, { input: { ...valid, subject: 'feedback' } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.sendContactMessage.message).toBe(CONFIRMATION);
    const rows = await messages();
    expect(rows).toHaveLength(before + 2);
    expect(rows[rows.length - 1]).toMatchObject({ subject: 'feedback', message: null });
    expect(JSON.parse(rows[rows.length - 1].attachments)).toEqual([]);
    // Files are not part of the GraphQL input: sent anyway (so untyped), the schema refuses them.
    const withFiles = await gql(t.url, print(SEND), {
      input: { ...valid, attachments: [{ dataUrl: `data:application/pdf;base64,${PDF.toString('base64')}` }] },
    });
    expect(withFiles.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('required fields and formats answer 400 (REST) and BAD_USER_INPUT (GraphQL) with the field and a clear message', async () => {
    const cases: [Record<string, string>, string, string][] = [
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
      expect(await postContact(t, { ...valid, ...change }, [{ buffer: png }])).toMatchObject({ status: 400, body: { message, field } });
    }
    const { fullName: _, ...noName } = valid;
    expect(await postContact(t, noName)).toMatchObject({ status: 400, body: { message: 'Full name is required' } });
    expect(await messages()).toHaveLength(before);
    expect(filesKept()).toBe((await messages()).reduce((n, r) => n + JSON.parse(r.attachments).length, 0));
  });

  test('attachments: more than 10, one that is neither image nor PDF, one over 10 MB or over 25 MB together are refused and nothing is kept', async () => {
    const before = { rows: (await messages()).length, files: filesKept() };
    const eleven = Array.from({ length: 11 }, () => ({ buffer: png, name: 'p.png' }));
    expect(await postContact(t, valid, eleven)).toMatchObject({ status: 400, body: { message: 'Attach at most 10 files' } });
    const fake = [{ buffer: png }, { buffer: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'cat.png', type: 'image/png' }];
    expect(await postContact(t, valid, fake)).toMatchObject({
      status: 400,
      body: { message: 'Attachment 2 (cat.png) is not an image or a PDF', field: 'attachments' },
    });
    expect(await postContact(t, valid, [{ buffer: Buffer.alloc(0), name: 'empty.pdf' }])).toMatchObject({
      status: 400,
      body: { message: 'Attachment 1 (empty.pdf) is empty' },
    });
    expect(await postContact(t, valid, [{ buffer: pdfOf(10 * MB + 1), name: 'scan.pdf' }])).toMatchObject({
      status: 413,
      body: { message: 'Each attachment must be at most 10 MB' },
    });
    const three = [1, 2, 3].map((n) => ({ buffer: pdfOf(9 * MB), name: `part${n}.pdf` }));
    expect(await postContact(t, valid, three)).toMatchObject({
      status: 413,
      body: { message: 'Attachments may come to at most 25 MB together' },
    });
    expect(await postContact(t, valid, [{ buffer: png, field: 'file' }])).toMatchObject({
      status: 400,
      body: { message: 'Send files in fields named "attachments"' },
    });
    expect(await messages()).toHaveLength(before.rows);
    expect(filesKept()).toBe(before.files);

    const fits = await postContact(t, valid, [{ buffer: pdfOf(10 * MB) }, { buffer: pdfOf(10 * MB) }, { buffer: pdfOf(4 * MB) }]);
    expect(fits.status).toBe(201);
    expect(await messages()).toHaveLength(before.rows + 1);
    expect(filesKept()).toBe(before.files + 3);
  });

  test('a form that is not multipart, or has no length, is refused; GraphQL bodies over 1 MB are refused with 413', async () => {
    const json = await fetch(`${t.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(json.status).toBe(400);
    expect(withoutRequestId(json, await json.json())).toEqual({ message: 'Send the form as multipart/form-data' });
    const chunked = await fetch(`${t.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      duplex: 'half',
      body: new ReadableStream({
        start: (c) => {
          c.enqueue(new TextEncoder().encode('--xyz--\r\n'));
          c.close();
        },
      }),
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect(withoutRequestId(chunked, await chunked.json())).toEqual({
      message: 'Send the form as multipart/form-data with a Content-Length',
    });
    const big = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(SEND), variables: { input: { ...valid, message: 'x'.repeat(1024 * 1024) } } }),
    });
    expect(big.status).toBe(413);
    expect(withoutRequestId(big, await big.json())).toEqual({ message: 'Request body is too large' });
  });

  test('staff read the messages through contactMessages; the public cannot', async () => {
    const anonymous = await gql(t.url, COUNT);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test("the inbox's search finds a message by the sender's name, e-mail or words of the message, in any case", async () => {
    await postContact(t, {
      fullName: 'Bronwen Price',
      email: 'b.price@salon-example.co.uk',
      subject: 'sales',
      message: 'Trade prices for our Swansea salon?',
    });
    const found = async (search: string) =>
      (await gql(t.url, SEARCH, { s: search }, staff)).data!.contactMessages.items.map((m) => m.fullName);
    expect(await found('bronwen')).toEqual(['Bronwen Price']);
    expect(await found('SALON-EXAMPLE')).toEqual(['Bronwen Price']);
    expect(await found('swansea salon')).toEqual(['Bronwen Price']);
    expect(await found('no such words anywhere')).toEqual([]);
  });

  test('staff mark a message handled (read) and back to unhandled; guests and customers cannot, and notifications follow', async () => {
    await postContact(t, { ...valid, message: 'Where is my order?' });
    const [{ id }] = (await messages()).slice(-1);
    const unhandled = async () =>
      (await gql(t.url, NOTIFICATIONS, {}, staff)).data!.staffNotifications.entries.find((e) => e.kind === 'unhandledContactMessages')!
        .count;
    const before = await unhandled();
    expect((await gql(t.url, SET, { id: Number(id), handled: true })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const customer = (await loggedIn(t, { role: Role.USER })).headers;
    expect((await gql(t.url, SET, { id: Number(id), handled: true }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const first = (await gql(t.url, SET, { id: Number(id), handled: true }, staff)).data!.setContactMessageHandled;
    expect(first.handledAt).toEqual(expect.any(String));
    expect(await unhandled()).toBe(before - 1);
    // Marking it handled again keeps when it was first handled.
    expect((await gql(t.url, SET, { id: Number(id), handled: true }, staff)).data!.setContactMessageHandled.handledAt).toBe(
      first.handledAt,
    );
    expect((await gql(t.url, SET, { id: Number(id), handled: false }, staff)).data!.setContactMessageHandled).toEqual({
      id: Number(id),
      handledAt: null,
    });
    // The inbox lists unhandled or handled messages only.
    const unhandledList = (await gql(t.url, LIST, { handled: false }, staff)).data!.contactMessages;
    expect(unhandledList.items.map((m) => m.id)).toContain(Number(id));
    expect(unhandledList.items.every((m) => m.handledAt === null)).toBe(true);
    await gql(t.url, SET, { id: Number(id), handled: true }, staff);
    const handledList = (await gql(t.url, LIST, { handled: true }, staff)).data!.contactMessages;
    expect(handledList.items.map((m) => m.id)).toEqual([Number(id)]);
    const all = (await gql(t.url, LIST, {}, staff)).data!.contactMessages.totalItems;
    expect((await gql(t.url, LIST, { handled: false }, staff)).data!.contactMessages.totalItems).toBe(all - 1);
    await gql(t.url, SET, { id: Number(id), handled: false }, staff);
    expect(await unhandled()).toBe(before);
    const missing = await gql(t.url, SET, { id: 999_999, handled: true }, staff);
    expect([missing.errors?.[0].extensions?.code, missing.errors?.[0].message]).toEqual(['NOT_FOUND', 'No contact message with id 999999']);
  });
});
