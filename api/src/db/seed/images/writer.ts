import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type UploadArea =
  'banner' | 'department' | 'category' | 'subcategory' | 'parentitem' | 'products' | 'brand' | 'collections' | 'aboutus' | 'offers';

interface Job {
  svg: () => string;
  targets: string[];
}

/**
 * Collects the images a seed needs and renders them SVG → WebP with sharp, a few at a time.
 * Files already on disk are skipped, so a second seed over the same uploads folder is quick.
 */
export class ImageWriter {
  private jobs = new Map<string, Job>();
  written = 0;

  constructor(readonly uploadsDir: string) {}

  pathOf(area: UploadArea, file: string): string {
    return path.join(this.uploadsDir, area, file);
  }

  exists(area: UploadArea, file: string): boolean {
    return this.jobs.has(`${area}/${file}`) || fs.existsSync(this.pathOf(area, file));
  }

  /** Queue one picture; `alsoAs` writes the same render under other areas/names. */
  add(area: UploadArea, file: string, svg: () => string, alsoAs: readonly [UploadArea, string][] = []): string {
    const key = `${area}/${file}`;
    if (!this.jobs.has(key)) this.jobs.set(key, { svg, targets: [[area, file] as const, ...alsoAs].map(([a, f]) => this.pathOf(a, f)) });
    return file;
  }

  /** Render everything queued that is not on disk yet. */
  async flush(concurrency = 4): Promise<number> {
    const pending = [...this.jobs.values()]
      .map((j) => ({ ...j, targets: j.targets.filter((t) => !fs.existsSync(t)) }))
      .filter((j) => j.targets.length);
    this.jobs.clear();
    const dirs = new Set(pending.flatMap((j) => j.targets.map((t) => path.dirname(t))));
    for (const d of dirs) fs.mkdirSync(d, { recursive: true });
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const job = pending[next++];
        const buf = await sharp(Buffer.from(job.svg())).webp({ quality: 80, effort: 1 }).toBuffer();
        for (const target of job.targets) {
          const tmp = `${target}.${process.pid}.tmp`;
          await fs.promises.writeFile(tmp, buf);
          await fs.promises.rename(tmp, target);
          this.written++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
    return this.written;
  }
}
