import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { Field, InputType, Int } from 'type-graphql';
import { AppError, ValidationError } from './errors';
import { slugify } from './slug';
import { writeNewFile } from './files';

export const IMAGE_AREAS = [
  'banner',
  'subcategory',
  'parentitem',
  'department',
  'products',
  'brand',
  'aboutus',
  'category',
  'collections',
  'users',
  'attributes',
  'offers',
] as const;
export type ImageArea = (typeof IMAGE_AREAS)[number];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How long a multipart upload waits for a form to take it over before it is swept. */
export const UNADOPTED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
const ALLOWED_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
/** Names given to multipart uploads until a record takes them over (see ImageStore.adopt). */
const UPLOADED_NAME = /^upload-[0-9a-f]{24}\.(jpg|png|webp|gif|avif)$/;

export function isImageArea(area: string): area is ImageArea {
  return (IMAGE_AREAS as readonly string[]).includes(area);
}

/**
 * An image as the back office's forms send it (a data-URL string, the file name, and its natural size),
 * or the name of a file uploaded before through POST /upload/{area}. Exactly one of dataUrl and uploadedFileName.
 */
@InputType()
export class ImageUploadInput {
  @Field(() => String, {
    nullable: true,
    description: 'data:image/...;base64,... for small images (a GraphQL request is at most 1 MB); or give uploadedFileName instead',
  })
  dataUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The fileName answered by POST /upload/{area} for the same area, within a day of the upload; instead of dataUrl',
  })
  uploadedFileName?: string | null;

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

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Image is larger than 10 MB', 'image');

/** Keeps uploaded images under uploads/{area}/ with generated safe names, after checking they really are images. */
export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  /** Stores an image given as a data URL, or takes over one uploaded before to the same area. */
  async save(area: ImageArea, upload: ImageUploadInput): Promise<StoredImage> {
    const dataUrl = upload.dataUrl?.trim();
    const uploaded = upload.uploadedFileName?.trim();
    if (Boolean(dataUrl) === Boolean(uploaded)) {
      throw new ValidationError('Give the image as exactly one of dataUrl or uploadedFileName', 'image');
    }
    if (uploaded) return this.adopt(area, uploaded, upload.fileName);
    const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=-]+)*;base64,(.*)$/s.exec(dataUrl!);
    if (!match) throw new ValidationError('Image must be a base64 data URL', 'image');
    if (match[3].length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw tooLarge();
    return this.saveBuffer(area, Buffer.from(match[3], 'base64'), upload.fileName ?? 'image');
  }

  /** The same as save(), under the name the generic CRUD calls. */
  saveDataUrl(area: ImageArea, upload: ImageUploadInput): Promise<StoredImage> {
    return this.save(area, upload);
  }

  async saveBuffer(area: ImageArea, buffer: Buffer, originalName: string): Promise<StoredImage> {
    const base = slugify(path.parse(originalName).name).slice(0, 60) || 'image';
    return this.store(area, buffer, (ext) => `${base}-${crypto.randomBytes(6).toString('hex')}.${ext}`);
  }

  /** A multipart upload, kept under an unguessable name until a record takes it over with save({uploadedFileName}). */
  saveUpload(area: ImageArea, buffer: Buffer): Promise<StoredImage> {
    return this.store(area, buffer, (ext) => `upload-${crypto.randomBytes(12).toString('hex')}.${ext}`);
  }

  /** Moves an earlier upload to a name of its own, so that each upload is taken over at most once. */
  async adopt(area: ImageArea, uploadedFileName: string, displayName?: string | null): Promise<StoredImage> {
    this.checkArea(area);
    if (!UPLOADED_NAME.test(uploadedFileName)) {
      throw new ValidationError(`uploadedFileName must be a fileName answered by POST /upload/${area}`, 'image');
    }
    const dir = path.join(this.uploadsDir, area);
    const from = path.join(dir, uploadedFileName);
    const missing = () => new ValidationError(`No uploaded image "${uploadedFileName}" in ${area}; upload it again`, 'image');
    let meta: Metadata;
    try {
      await fs.access(from);
      meta = await sharp(from).metadata();
    } catch {
      throw missing();
    }
    const ext = path.extname(uploadedFileName).slice(1);
    const base = slugify(path.parse(displayName ?? '').name).slice(0, 60) || 'image';
    const fileName = `${base}-${crypto.randomBytes(6).toString('hex')}.${ext}`;
    try {
      await fs.rename(from, path.join(dir, fileName));
    } catch (err) {
      // Only a file that is gone asks for a new upload; a full or read-only disk is the shop's trouble (503).
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw missing();
      throw err;
    }
    return { fileName, width: meta.width!, height: meta.height! };
  }

  /**
   * Deletes multipart uploads no record took over (upload-* names) last modified before `olderThan`;
   * answers how many went. Adopted images have names of their own and are never touched.
   */
  async sweepUnadopted(olderThan: Date): Promise<number> {
    let removed = 0;
    for (const area of IMAGE_AREAS) {
      const dir = path.join(this.uploadsDir, area);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        continue;
      }
      for (const name of names.filter((n) => UPLOADED_NAME.test(n))) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat?.isFile() && stat.mtime < olderThan) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  /** Removes a stored image; a missing file is not an error. */
  async remove(area: ImageArea, fileName: string | null | undefined): Promise<void> {
    if (!fileName || fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) return;
    await fs.rm(path.join(this.uploadsDir, area, fileName), { force: true });
  }

  private checkArea(area: string): void {
    if (!isImageArea(area)) throw new ValidationError(`Unknown image area "${area}"`, 'area');
  }

  private async store(area: ImageArea, buffer: Buffer, nameFor: (ext: string) => string): Promise<StoredImage> {
    this.checkArea(area);
    if (buffer.length === 0) throw new ValidationError('Image is empty', 'image');
    if (buffer.length > MAX_IMAGE_BYTES) throw tooLarge();
    let meta: Metadata;
    try {
      meta = await sharp(buffer, { limitInputPixels: 50_000_000 }).metadata();
    } catch {
      throw new ValidationError('File is not an image', 'image');
    }
    const ext = meta.format ? ALLOWED_FORMATS[meta.format] : undefined;
    if (!ext || !meta.width || !meta.height) throw new ValidationError('Only JPEG, PNG, WebP, GIF or AVIF images are accepted', 'image');
    const fileName = nameFor(ext);
    const dir = path.join(this.uploadsDir, area);
    await fs.mkdir(dir, { recursive: true });
    await writeNewFile(path.join(dir, fileName), buffer);
    return { fileName, width: meta.width, height: meta.height };
  }
}
