import { ValidationError } from './errors';
import { formatPounds, penceToPounds, poundsToPence } from './money';
import { normaliseBranch } from './branch';
import { slugify } from './slug';

test('pence and pounds convert exactly at the edges', () => {
  expect(poundsToPence(12.99)).toBe(1299);
  expect(poundsToPence(0.1 + 0.2)).toBe(30);
  expect(penceToPounds(1299)).toBe(12.99);
  expect(formatPounds(599)).toBe('£5.99');
});

test('an amount with no whole-pence value is a validation error, not a crash', () => {
  for (const pounds of [1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
    expect(() => poundsToPence(pounds)).toThrow(ValidationError);
});

test('MAIN, Main and main are one branch; blank means MAIN', () => {
  expect(['MAIN', 'Main', 'main', ' main ', '', undefined].map(normaliseBranch)).toEqual(Array(6).fill('MAIN'));
  expect(() => normaliseBranch("x'; drop table")).toThrow(/not valid/);
});

test('slugs are lower-case and hyphenated like the spec slugs (return-refunds)', () => {
  expect(slugify('Return & Refunds')).toBe('return-refunds');
  expect(slugify('  Crème Brûlée Lip Balm ')).toBe('creme-brulee-lip-balm');
});
