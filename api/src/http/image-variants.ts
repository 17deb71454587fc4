import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { isFileStorageFault } from '../db/unavailable';

/** The widths a page may ask for (`/uploads/{area}/{file}?w=480`): a few, so the cache stays bounded. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
const RASTER = /\.(webp|png|jpe?g)$/i;
const MAX_JOBS = 2;

/**
 * GET /uploads/{area}/{file}?w={width}: the image scaled down to one of VARIANT_WIDTHS as WebP (never
 * enlarged), made once with sharp and kept under {uploadsDir}/.variants (which the static handler never
 * serves: dotfiles are denied), remade when the original is newer. Phones get a banner of 480 px instead of
 * 1,600. Any other query, or a file that is not a raster image, falls through to the plain file.
 */
export function imageVariants(uploadsDir: string): RequestHandler {
  const root = path.resolve(uploadsDir);
  const cacheRoot = path.join(root, '.variants');
  const inFlight = new Map<string, Promise<void>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  const make = async (original: string, target: string, width: number) => {
    await slot();
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await sharp(original, { limitInputPixels: 50_000_000 })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toFile(temp);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw err;
      }
    } finally {
      release();
    }
  };

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!VARIANT_WIDTHS.includes(width as (typeof VARIANT_WIDTHS)[number])) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const original = path.resolve(root, relative);
    if (!original.startsWith(root + path.sep) || !RASTER.test(original) || relative.split('/').some((part) => part.startsWith('.')))
      return next();
    try {
      const source = await fs.stat(original).catch(() => undefined);
      if (!source?.isFile()) return next();
      const target = path.join(cacheRoot, String(width), `${relative}.webp`);
      const cached = await fs.stat(target).catch(() => undefined);
      if (!cached || cached.mtimeMs < source.mtimeMs) {
        let job = inFlight.get(target);
        if (!job) {
          job = make(original, target, width).finally(() => inFlight.delete(target));
          inFlight.set(target, job);
        }
        try {
          await job;
        } catch (err) {
          // The copy could not be kept (a full or read-only disk): the original still serves the page.
          if (isFileStorageFault(err)) return next();
          throw err;
        }
      }
      res.sendFile(target, { maxAge: '7d', dotfiles: 'allow', headers: { 'Content-Type': 'image/webp' } }, (err) => err && next(err));
    } catch (err) {
      next(err);
    }
  };
}
