import {
  checkCustomerLimits,
  checkDiscountUsable,
  customerKeys,
  discountPence,
  limitedPerCustomer,
  limitsNote,
  normaliseCustomerEmail,
  normaliseDiscountCode,
} from './discount-rules';

const NOW = new Date('2025-06-15T12:00:00Z');
const code = {
  isActive: true,
  startsAt: null as Date | null,
  endsAt: null as Date | null,
  usageLimit: null as number | null,
  timesUsed: 0,
  minSubtotalPence: 0,
  percentOff: 10 as number | null,
  amountOffPence: null as number | null,
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

describe('limits per customer', () => {
  const welcome = { code: 'WELCOME10', firstOrderOnly: true, oncePerCustomer: true };
  const firstOnly = { ...welcome, oncePerCustomer: false };
  const once = { ...welcome, firstOrderOnly: false };
  const fresh = { hasEarlierOrder: false, hasUsedCode: false };

  test('e-mails are compared trimmed and lower-case; provider aliases (dots, +tags) stay distinct', () => {
    expect(normaliseCustomerEmail('  Maya.Singh@Example.CO.UK ')).toBe('maya.singh@example.co.uk');
    expect(normaliseCustomerEmail('maya.singh+shop@gmail.com')).not.toBe(normaliseCustomerEmail('mayasingh@gmail.com'));
    expect(normaliseCustomerEmail('   ')).toBeNull();
  });

  test('a customer is known by the account and the e-mail, each a key of its own', () => {
    expect(customerKeys({ userId: 12, email: ' Ann@Example.co.uk' })).toEqual(['account:12', 'email:ann@example.co.uk']);
    expect(customerKeys({ userId: null, email: 'ann@example.co.uk' })).toEqual(['email:ann@example.co.uk']);
    expect(customerKeys({ userId: null, email: null })).toEqual([]);
  });

  test('a code without limits is not limited; either limit makes it so', () => {
    expect(limitedPerCustomer({ firstOrderOnly: false, oncePerCustomer: false })).toBe(false);
    expect(limitedPerCustomer(firstOnly)).toBe(true);
    expect(limitedPerCustomer(once)).toBe(true);
  });

  test('a new customer may use a limited code', () => {
    expect(() => checkCustomerLimits(welcome, fresh)).not.toThrow();
  });

  test.each([
    [welcome, { hasEarlierOrder: true, hasUsedCode: true }, 'You have already used WELCOME10'],
    [welcome, { hasEarlierOrder: true, hasUsedCode: false }, 'WELCOME10 is for a first order only'],
    [firstOnly, { hasEarlierOrder: true, hasUsedCode: true }, 'WELCOME10 is for a first order only'],
    [once, { hasEarlierOrder: true, hasUsedCode: true }, 'You have already used WELCOME10'],
  ])('%o with %o is refused: %s', (code, history, message) => {
    expect(() => checkCustomerLimits(code, history)).toThrow(message);
  });

  test('an existing customer may use a once-per-customer code that is not first-order only', () => {
    expect(() => checkCustomerLimits(once, { hasEarlierOrder: true, hasUsedCode: false })).not.toThrow();
  });

  test("a guest is told a code's limits before the e-mail is checked", () => {
    expect(limitsNote(welcome)).toBe('WELCOME10 is for a first order only, once per customer: we check this when you place your order.');
    expect(limitsNote(once)).toBe('WELCOME10 can be used once per customer: we check this when you place your order.');
    expect(limitsNote({ ...welcome, firstOrderOnly: false, oncePerCustomer: false })).toBeNull();
  });
});
