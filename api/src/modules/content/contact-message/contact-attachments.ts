import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError, ValidationError } from '../../../common/errors';
import { writeNewFile } from '../../../common/files';
import { slugify } from '../../../common/slug';

export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** All the files of one message together. */
export const MAX_MESSAGE_ATTACHMENT_BYTES = 25 * 1024 * 1024;
const IMAGE_EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
/** The names save() gives: a slug of the sender's file name, 16 random hex digits, the sniffed type. */
const STORED_NAME = /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{16}\.(pdf|jpg|png|webp|gif|avif)$/;

/** A file as the Contact Us form sends it (multipart): its bytes and the name it had on the sender's machine. */
export interface ContactFile {
  buffer: Buffer;
  fileName?: string | null;
}

interface CheckedAttachment {
  buffer: Buffer;
  base: string;
  ext: string;
}

/**
 * Contact Us attachments: images or PDFs, recognised by their content, kept with generated names in a
 * folder that is not served to the public (staff download them through GET /contact/attachments/{name}).
 */
export class ContactAttachmentStore {
  constructor(private readonly dir: string) {}

  /** Checks every attachment first, then writes them all; answers the stored file names in order. */
  async save(files: readonly ContactFile[]): Promise<string[]> {
    if (files.length > MAX_ATTACHMENTS) throw new ValidationError(`Attach at most ${MAX_ATTACHMENTS} files`, 'attachments');
    if (files.reduce((sum, f) => sum + f.buffer.length, 0) > MAX_MESSAGE_ATTACHMENT_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Attachments may come to at most 25 MB together', 'attachments');
    }
    const checked: CheckedAttachment[] = [];
    for (const [i, file] of files.entries()) checked.push(await check(file, i + 1));
    await fs.mkdir(this.dir, { recursive: true });
    const names: string[] = [];
    try {
      for (const file of checked) {
        const name = `${file.base}-${crypto.randomBytes(8).toString('hex')}.${file.ext}`;
        await writeNewFile(path.join(this.dir, name), file.buffer);
        names.push(name);
      }
    } catch (err) {
      await this.remove(names);
      throw err;
    }
    return names;
  }

  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) if (isStoredName(name)) await fs.rm(path.join(this.dir, name), { force: true });
  }

  /** Where a stored attachment is and its content type; undefined for a name save() never gives. */
  locate(name: string): { file: string; contentType: string } | undefined {
    if (!isStoredName(name)) return undefined;
    return { file: path.join(this.dir, name), contentType: CONTENT_TYPES[path.extname(name).slice(1)] };
  }
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

async function check(file: ContactFile, n: number): Promise<CheckedAttachment> {
  const label = `Attachment ${n}${file.fileName ? ` (${file.fileName.slice(0, 80)})` : ''}`;
  const { buffer } = file;
  if (buffer.length === 0) throw new ValidationError(`${label} is empty`, 'attachments');
  if (buffer.length > MAX_ATTACHMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `${label} is larger than 10 MB`, 'attachments');
  const ext = buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : await imageExtension(buffer);
  if (!ext) throw new ValidationError(`${label} is not an image or a PDF`, 'attachments');
  const base =
    slugify(path.parse(file.fileName ?? '').name)
      .slice(0, 60)
      .replace(/-+$/, '') || 'attachment';
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
