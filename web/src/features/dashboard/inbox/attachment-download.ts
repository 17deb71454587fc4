import { storedToken } from '../../../lib/apollo';

/** The authorised route a contact message's file comes from (never public: staff send their Bearer token). */
export const attachmentUrl = (name: string) => `/contact/attachments/${encodeURIComponent(name)}`;

/** The name the server gives in Content-Disposition (RFC 6266 filename* first), else the stored name. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: try the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/**
 * Fetches a contact message's attachment with the staff member's token and saves it from a blob under
 * its file name; a refusal throws the server's message.
 */
export async function downloadAttachment(name: string): Promise<void> {
  const token = storedToken();
  const res = await fetch(attachmentUrl(name), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(answer.message || `The attachment ${name} could not be downloaded`);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameFrom(res.headers.get('content-disposition'), name);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
