import type { AuditChange } from './audit-entry.entity';

/**
 * Words that mark a column as a secret wherever they appear in its name (camelCase or snake_case):
 * its values never reach the audit log, only the fact that it changed.
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'secret',
  'secrets',
  'token',
  'tokens',
  'hash',
  'salt',
  'recovery',
  'totp',
  'otp',
  'mfa',
  'key',
  'keys',
  'credential',
  'credentials',
  'cipher',
  'ciphertext',
]);

/** Secret columns named one by one, so a rename that slips past the words above is still caught (audit-fields.test.ts). */
export const SECRET_COLUMNS = new Set([
  'passwordHash',
  'tokenVersion',
  'tokenHash',
  'accessTokenHash',
  'idempotencyKeyHash',
  'twoFactorSecret',
  'twoFactorRecoveryCodes',
  'recoveryCodes',
  'totpSecret',
]);

/** Values that look like a password hash are withheld whatever their column is called. */
const HASH_VALUE = /^\$(2[abxy]?|argon2(id|i|d)?|scrypt|pbkdf2[-\w]*)\$/;

/** Fields an entry never lists: the record's id and branch are the entry's own columns; timestamps change on every write. */
const SKIPPED = new Set(['id', 'branchCode', 'createdAt', 'updatedAt']);

/** Each value is kept to this many characters (a long description shows its start), and an entry's changes to about TOTAL characters. */
export const MAX_VALUE_CHARS = 1_000;
const SHORT_VALUE_CHARS = 200;
const MAX_TOTAL_CHARS = 16_000;

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function isSecretField(name: string): boolean {
  return SECRET_COLUMNS.has(name) || words(name).some((w) => SECRET_WORDS.has(w));
}

/** A value as the log keeps it: dates as ISO text, undefined as null, objects as they are. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

function cut(value: unknown, max: number): unknown {
  if (typeof value === 'string') {
    if (HASH_VALUE.test(value)) return '[withheld]';
    return value.length > max ? `${value.slice(0, max)}… (${value.length} characters)` : value;
  }
  if (value && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : value;
  }
  return value;
}

/**
 * The fields an entry records: for a create every field of `after`, for a delete every field of
 * `before`, for an update only those that differ (undefined in `after` means "not written"). Secret
 * fields appear by name only, as hidden.
 */
export function auditChanges(
  fields: string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (SKIPPED.has(field)) continue;
    const was = before ? before[field] : undefined;
    const now = after ? after[field] : undefined;
    if (before && after && (now === undefined || same(was, now))) continue;
    if (!before && (now === undefined || now === null)) continue;
    if (!after && (was === undefined || was === null)) continue;
    if (isSecretField(field)) {
      changes.push({ field, hidden: true });
      continue;
    }
    changes.push({ field, ...(before ? { before: plain(was) } : {}), ...(after ? { after: plain(now) } : {}) });
  }
  return changes;
}

/** The changes as stored: values cut to MAX_VALUE_CHARS, or shorter still when the whole would be too long. */
export function serialiseChanges(changes: AuditChange[]): string {
  const withLimit = (max: number) =>
    JSON.stringify(
      changes.map((c) => ({
        ...c,
        ...('before' in c ? { before: cut(c.before, max) } : {}),
        ...('after' in c ? { after: cut(c.after, max) } : {}),
      })),
    );
  const full = withLimit(MAX_VALUE_CHARS);
  return full.length <= MAX_TOTAL_CHARS ? full : withLimit(SHORT_VALUE_CHARS);
}
