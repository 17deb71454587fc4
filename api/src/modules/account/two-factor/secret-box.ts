import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Said when the stored secrets were encrypted with another key (the startup check and every sign-in). */
export const WRONG_KEY_MESSAGE =
  'Two-factor secrets cannot be read: TWO_FACTOR_KEY is not the key they were stored with (set the original key, or the two-factor-key file in DATA_DIR)';

export class WrongTwoFactorKeyError extends Error {
  constructor() {
    super(WRONG_KEY_MESSAGE);
  }
}

/**
 * The key of the two-factor secrets: TWO_FACTOR_KEY when given; otherwise one generated on first start
 * and kept in DATA_DIR (like the JWT secret), so the repository holds none.
 */
export function resolveTwoFactorKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'two-factor-key');
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} must hold a 32-byte key in base64`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** AES-256-GCM with a random 96-bit IV; `context` (the owner) is authenticated, so a row copied to another account does not open. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The two-factor key must be 32 bytes');
  }

  seal(plain: string, context: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The plain text, or WrongTwoFactorKeyError when the key (or the context) is not the one it was sealed with. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('A stored two-factor secret is not in a known format');
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new WrongTwoFactorKeyError();
    }
  }
}
