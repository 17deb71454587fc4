import { withoutRequestId } from './legacy';
import type { TestShop } from './test-shop';

export type Attachment = { buffer: Buffer; name?: string; type?: string; field?: string };

/** POST /contact as the Contact Us page sends it: multipart fields and files. */
export async function postContact(
  t: TestShop,
  fields: Record<string, string>,
  files: Attachment[] = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.field ?? 'attachments',
      new Blob([new Uint8Array(f.buffer)], { type: f.type ?? 'application/octet-stream' }),
      f.name ?? 'file',
    );
  const res = await fetch(`${t.url}/contact`, { method: 'POST', body: form, headers });
  return { status: res.status, body: withoutRequestId(res, await res.json()), retryAfter: res.headers.get('retry-after') };
}
