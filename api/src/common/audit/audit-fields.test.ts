import 'reflect-metadata';
import { getMetadataArgsStorage } from 'typeorm';
import { entities } from '../../db/entities';
import { auditChanges, isSecretField, MAX_VALUE_CHARS, SECRET_COLUMNS, serialiseChanges } from './audit-fields';

test('secret columns are withheld by the words in their names, and the explicit list names each one', () => {
  for (const name of [
    'passwordHash',
    'password_hash',
    'tokenVersion',
    'accessTokenHash',
    'idempotencyKeyHash',
    'tokenHash',
    'twoFactorSecret',
    'totpSecret',
    'recoveryCodes',
    'twoFactorRecoveryCodes',
    'apiKey',
    'salt',
    'mfaSecretCiphertext',
    'otpAuthUrl',
  ]) {
    expect([name, isSecretField(name)]).toEqual([name, true]);
  }
  for (const name of SECRET_COLUMNS) expect([name, isSecretField(name)]).toEqual([name, true]);
  for (const name of [
    'name',
    'email',
    'role',
    'status',
    'salePricePence',
    'bankSortCode',
    'discountCode',
    'footerText',
    'keywords',
    'hotpink',
    'stockQuantity',
  ]) {
    expect([name, isSecretField(name)]).toEqual([name, false]);
  }
});

test("every column of the shop's tables that holds a secret is withheld (a new secret column must be named so, or listed)", () => {
  const columns = getMetadataArgsStorage().columns.filter((c) =>
    entities.some((e) => e === c.target || e.prototype instanceof (c.target as Function)),
  );
  const secrets = columns
    .map((c) => c.propertyName)
    .filter(isSecretField)
    .sort();
  expect(secrets).toEqual(expect.arrayContaining(['accessTokenHash', 'idempotencyKeyHash', 'passwordHash', 'tokenHash', 'tokenVersion']));
});

test('an update lists only the fields that changed; undefined means "not written"; timestamps and ids never', () => {
  const before = { id: 3, name: 'Rose', hexCode: '#fff', updatedAt: new Date('2026-01-01'), passwordHash: '$2b$10$abc' };
  const after = { id: 3, name: 'Rose', hexCode: '#000', updatedAt: new Date('2026-02-01'), passwordHash: '$2b$10$xyz', rgb: undefined };
  expect(auditChanges(Object.keys({ ...before, rgb: 1 }), before, after)).toEqual([
    { field: 'hexCode', before: '#fff', after: '#000' },
    { field: 'passwordHash', hidden: true },
  ]);
  expect(auditChanges(['name', 'note', 'at'], null, { name: 'Rose', note: null, at: new Date('2026-01-01T10:00:00Z') })).toEqual([
    { field: 'name', after: 'Rose' },
    { field: 'at', after: '2026-01-01T10:00:00.000Z' },
  ]);
  expect(auditChanges(['name'], { name: 'Rose' }, null)).toEqual([{ field: 'name', before: 'Rose' }]);
});

test('values that look like password hashes are withheld in any column; long values are cut, and the whole stays bounded', () => {
  const stored = JSON.parse(
    serialiseChanges([
      { field: 'note', after: '$2b$12$0123456789abcdefghijkl' },
      { field: 'body', after: 'x'.repeat(5_000) },
    ]),
  );
  expect(stored[0].after).toBe('[withheld]');
  expect(JSON.parse(serialiseChanges([{ field: 'title', after: '$2-for-1 on lipsticks' }]))[0].after).toBe('$2-for-1 on lipsticks');
  expect(stored[1].after).toBe(`${'x'.repeat(MAX_VALUE_CHARS)}… (5000 characters)`);
  const many = Array.from({ length: 60 }, (_, i) => ({ field: `f${i}`, after: 'y'.repeat(3_000) }));
  expect(serialiseChanges(many).length).toBeLessThan(16_000);
});
