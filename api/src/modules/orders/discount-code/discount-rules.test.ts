import { checkDiscountUsable, discountPence, normaliseDiscountCode } from './discount-rules';

const NOW = new Date('2025-06-15T12:00:00Z');
const code = {
  isActive: true, startsAt: null as Date | null, endsAt: null as Date | null, usageLimit: null as number | null, timesUsed: 0,
  minSubtotalPence: 0, percentOff: 10 as number | null, amountOffPence: null as number | null,
};

test('codes are matched trimmed and upper-case; blank means none', () => {
  expect(normaliseDiscountCode(' summer10 ')).toBe('SUMMER10');
  expect(normaliseDiscountCode('  ')).toBeNull();
  expect(normaliseDiscountCode(undefined)).toBeNull();
});

test('a percentage is rounded to the nearest penny; an amount is taken as it is; neither exceeds the subtotal', () => {
  expect(discountPence({ percentOff: 10, amountOffPence: null }, 2_999)).toBe(300);
  expect(discountPence({ percentOff: 15, amountOffPence: null }, 1_001)).toBe(150);
  expect(discountPence({ percentOff: 100, amountOffPence: null }, 4_250)).toBe(4_250);
  expect(discountPence({ percentOff: null, amountOffPence: 500 }, 2_000)).toBe(500);
  expect(discountPence({ percentOff: null, amountOffPence: 5_000 }, 1_200)).toBe(1_200);
});

test('a code works inside its window, both ends included, and under its usage limit', () => {
  const window = { ...code, startsAt: new Date(NOW), endsAt: new Date(NOW), usageLimit: 3, timesUsed: 2 };
  expect(() => checkDiscountUsable(window, 1_000, NOW)).not.toThrow();
});

test.each([
  ['unknown', null],
  ['switched off', { ...code, isActive: false }],
  ['not started', { ...code, startsAt: new Date(NOW.getTime() + 1_000) }],
  ['expired', { ...code, endsAt: new Date(NOW.getTime() - 1_000) }],
  ['used up', { ...code, usageLimit: 5, timesUsed: 5 }],
])('a code that is %s is not valid', (_, terms) => {
  expect(() => checkDiscountUsable(terms, 1_000, NOW)).toThrow('This discount code is not valid');
});

test('the minimum subtotal is compared before discount and named in pounds', () => {
  const min = { ...code, minSubtotalPence: 2_000 };
  expect(() => checkDiscountUsable(min, 2_000, NOW)).not.toThrow();
  expect(() => checkDiscountUsable(min, 1_999, NOW)).toThrow('This discount code needs a subtotal of at least £20.00');
});
