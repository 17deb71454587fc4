import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, ValidationError } from '../../../common/errors';
import { slugify } from '../../../common/slug';
import type { ContactAttachmentInput } from './contact.inputs';

export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const IMAGE_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };

interface CheckedAttachment {
  buffer: Buffer;
  base: string;
  ext: string;
}

/**
 * Contact Us attachments: images or PDFs, recognised by their content, kept with generated names in a
 * folder that is not served to the public (only staff read them).
 */
export class ContactAttachmentStore {
  constructor(private readonly dir: string) {}

  /** Checks every attachment first, then writes them all; answers the stored file names in order. */
  async save(uploads: readonly ContactAttachmentInput[]): Promise<string[]> {
    if (uploads.length > MAX_ATTACHMENTS) throw new ValidationError(`Attach at most ${MAX_ATTACHMENTS} files`, 'attachments');
    const checked: CheckedAttachment[] = [];
    for (const [i, upload] of uploads.entries()) checked.push(await check(upload, i + 1));
    await fs.mkdir(this.dir, { recursive: true });
    const names: string[] = [];
    try {
      for (const file of checked) {
        const name = `${file.base}-${crypto.randomBytes(8).toString('hex')}.${file.ext}`;
        await fs.writeFile(path.join(this.dir, name), file.buffer, { flag: 'wx' });
        names.push(name);
      }
    } catch (err) {
      await this.remove(names);
      throw err;
    }
    return names;
  }

  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) if (path.basename(name) === name) await fs.rm(path.join(this.dir, name), { force: true });
  }
}

async function check(upload: ContactAttachmentInput, n: number): Promise<CheckedAttachment> {
  const label = `Attachment ${n}${upload.fileName ? ` (${upload.fileName.slice(0, 80)})` : ''}`;
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=-]+)*;base64,(.*)$/s.exec(upload.dataUrl?.trim() ?? '');
  if (!match) throw new ValidationError(`${label} must be a base64 data URL`, 'attachments');
  if (match[3].length > Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 4) throw tooLarge(label);
  const buffer = Buffer.from(match[3], 'base64');
  if (buffer.length === 0) throw new ValidationError(`${label} is empty`, 'attachments');
  if (buffer.length > MAX_ATTACHMENT_BYTES) throw tooLarge(label);
  const ext = buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : await imageExtension(buffer);
  if (!ext) throw new ValidationError(`${label} is not an image or a PDF`, 'attachments');
  const base = slugify(path.parse(upload.fileName ?? '').name).slice(0, 60) || 'attachment';
  return { buffer, base, ext };
}

async function imageExtension(buffer: Buffer): Promise<string | undefined> {
  try {
    const meta = await sharp(buffer, { limitInputPixels: 50_000_000 }).metadata();
    return meta.format && meta.width && meta.height ? IMAGE_EXTENSIONS[meta.format] : undefined;
  } catch {
    return undefined;
  }
}

function tooLarge(label: string) {
  return new AppError('PAYLOAD_TOO_LARGE', `${label} is larger than 10 MB`, 'attachments');
}
