import fs from 'node:fs/promises';

/**
 * Writes a file that must not exist yet. When the write fails part-way (no space, no permission, an I/O
 * error), the part written is removed before the error goes on, so no half file is ever served or sent.
 */
export async function writeNewFile(file: string, data: Buffer | string): Promise<void> {
  try {
    await fs.writeFile(file, data, { flag: 'wx' });
  } catch (err) {
    // EEXIST: the name belongs to another file, which stays.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true }).catch(() => undefined);
    throw err;
  }
}
