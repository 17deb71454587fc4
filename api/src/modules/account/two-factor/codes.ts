import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** Codes 30 s apart, 6 digits, SHA-1: what every authenticator app reads from an otpauth URI by default. */
const PERIOD_SECONDS = 30;
/** One step either side of now, for a phone's clock that is a little out. */
const DRIFT_SECONDS = PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread

export const ISSUER = 'Beauty Shop';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (secret: string, accountName: string): string => generateURI({ issuer: ISSUER, label: accountName, secret });

/** What the person typed, without spaces and hyphens, lower-cased. */
export const normaliseCode = (code: string): string =>
  String(code ?? '')
    .replace(/[\s-]+/g, '')
    .toLowerCase();

export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step of a valid code (now, or one step either side), or null. A code of `afterStep` or an
 * earlier step is refused, so a code seen once cannot be used again (RFC 6238 section 5.2).
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

/** Ten fresh recovery codes as shown to the person: `xxxxx-xxxxx`, about 49 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are long random strings, so a plain sha256 is enough to keep them unreadable at rest. */
export const hashRecoveryCode = (code: string): string => crypto.createHash('sha256').update(normaliseCode(code)).digest('hex');
