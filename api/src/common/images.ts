import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { Field, InputType, Int } from 'type-graphql';
import { AppError, ValidationError } from './errors';
import { slugify } from './slug';

export const IMAGE_AREAS = ['banner', 'subcategory', 'parentitem', 'department', 'products', 'brand', 'aboutus', 'category', 'collections', 'users', 'attributes', 'offers'] as const;
export type ImageArea = (typeof IMAGE_AREAS)[number];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ALLOWED_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };

/** An image as the spec's admin forms send it: a data-URL string, the file name, and its natural size. */
@InputType()
export class ImageUploadInput {
  @Field({ description: 'data:image/...;base64,... (at most 10 MB of image)' })
  dataUrl: string;

  @Field(() => String, { nullable: true })
  fileName?: string | null;

  @Field(() => Int, { nullable: true })
  height?: number | null;

  @Field(() => Int, { nullable: true })
  width?: number | null;
}

export interface StoredImage {
  fileName: string;
  height: number;
  width: number;
}

/** Keeps uploaded images under uploads/{area}/ with generated safe names, after checking they really are images. */
export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  async saveDataUrl(area: ImageArea, upload: ImageUploadInput): Promise<StoredImage> {
    const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=-]+)*;base64,(.*)$/s.exec(upload.dataUrl?.trim() ?? '');
    if (!match) throw new ValidationError('Image must be a base64 data URL', 'image');
    if (match[3].length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw new AppError('PAYLOAD_TOO_LARGE', 'Image is larger than 10 MB', 'image');
    return this.saveBuffer(area, Buffer.from(match[3], 'base64'), upload.fileName ?? 'image');
  }

  async saveBuffer(area: ImageArea, buffer: Buffer, originalName: string): Promise<StoredImage> {
    if (!IMAGE_AREAS.includes(area)) throw new ValidationError(`Unknown image area "${area}"`, 'area');
    if (buffer.length === 0) throw new ValidationError('Image is empty', 'image');
    if (buffer.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Image is larger than 10 MB', 'image');
    let meta: Metadata;
    try {
      meta = await sharp(buffer, { limitInputPixels: 50_000_000 }).metadata();
    } catch {
      throw new ValidationError('File is not an image', 'image');
    }
    const ext = meta.format ? ALLOWED_FORMATS[meta.format] : undefined;
    if (!ext || !meta.width || !meta.height) throw new ValidationError('Only JPEG, PNG, WebP, GIF or AVIF images are accepted', 'image');
    const base = slugify(path.parse(originalName).name).slice(0, 60) || 'image';
    const fileName = `${base}-${crypto.randomBytes(6).toString('hex')}.${ext}`;
    const dir = path.join(this.uploadsDir, area);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, fileName), buffer, { flag: 'wx' });
    return { fileName, width: meta.width, height: meta.height };
  }

  /** Removes a stored image; a missing file is not an error. */
  async remove(area: ImageArea, fileName: string | null | undefined): Promise<void> {
    if (!fileName || fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) return;
    await fs.rm(path.join(this.uploadsDir, area, fileName), { force: true });
  }
}
