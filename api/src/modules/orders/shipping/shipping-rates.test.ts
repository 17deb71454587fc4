import { ValidationError } from '../../../common/errors';
import { parseShippingMethod, shippingQuote, shippingQuotes, ShippingMethod, weightBand } from './shipping-rates';

const BAND_EDGES: [grams: number, band: number][] = [
  [0, 0],
  [1, 0],
  [2_000, 0],
  [2_001, 1],
  [10_000, 1],
  [10_001, 2],
  [20_000, 2],
];

const PRICES: Record<ShippingMethod, [number, number, number]> = {
  'tracked-1-2': [599, 899, 1399],
  'tracked-2-4': [399, 799, 1199],
  'signed-1-2': [799, 999, 1499],
  'signed-2-4': [699, 899, 1399],
};

test.each(BAND_EDGES)('%i g falls in weight band %i (up to 2 kg, up to 10 kg, up to 20 kg, limits included)', (grams, band) => {
  expect(weightBand(grams)).toBe(band);
});

describe.each(Object.entries(PRICES) as [ShippingMethod, number[]][])('%s', (method, prices) => {
  test.each(BAND_EDGES)('at %i g costs the price of band %i on a £10 basket', (grams, band) => {
    expect(shippingQuote(method, grams, 1_000).pricePence).toBe(prices[band]);
  });
});

test('spec section 9 in pounds: every service and band', () => {
  const table = [1_500, 7_000, 15_000].map((grams) =>
    shippingQuotes(grams, 0).map((q) => `${q.method} £${(q.pricePence / 100).toFixed(2)}`),
  );
  expect(table).toEqual([
    ['tracked-1-2 £5.99', 'tracked-2-4 £3.99', 'signed-1-2 £7.99', 'signed-2-4 £6.99'],
    ['tracked-1-2 £8.99', 'tracked-2-4 £7.99', 'signed-1-2 £9.99', 'signed-2-4 £8.99'],
    ['tracked-1-2 £13.99', 'tracked-2-4 £11.99', 'signed-1-2 £14.99', 'signed-2-4 £13.99'],
  ]);
});

test('tracked 2-4 days is free over £50 in every band: £50.00 exactly pays, £50.01 is free', () => {
  for (const grams of [500, 5_000, 20_000]) {
    expect(shippingQuote('tracked-2-4', grams, 5_000)).toMatchObject({ free: false, pricePence: PRICES['tracked-2-4'][weightBand(grams)] });
    expect(shippingQuote('tracked-2-4', grams, 5_001)).toMatchObject({ free: true, pricePence: 0 });
  }
});

test('no free delivery on the 1-2 day or signed-for services, however big the basket', () => {
  for (const method of ['tracked-1-2', 'signed-1-2', 'signed-2-4'] as const) {
    expect(shippingQuote(method, 1_000, 100_000)).toMatchObject({ free: false, pricePence: PRICES[method][0] });
  }
});

test('names and delivery times are the spec words', () => {
  expect(shippingQuotes(0, 0).map((q) => `${q.name}, ${q.delivery}`)).toEqual([
    'Tracked with email updates, 1-2 business days',
    'Tracked with email updates, 2-4 days',
    'Tracked and signed for, 1-2 business days',
    'Tracked and signed for, 2-4 days',
  ]);
});

test('over 20 kg, negative or fractional weights are refused with a clear message', () => {
  expect(() => shippingQuote('tracked-1-2', 20_001, 0)).toThrow(
    new ValidationError('This order weighs 20.001 kg; we can post at most 20 kg in one order'),
  );
  expect(() => weightBand(-1)).toThrow('Weight must be a whole number of grams, 0 or more');
  expect(() => weightBand(1.5)).toThrow(ValidationError);
});

test('shipping methods are parsed case-insensitively and unknown ones are refused naming the choices', () => {
  expect(parseShippingMethod(' Tracked-2-4 ')).toBe('tracked-2-4');
  expect(() => parseShippingMethod('')).toThrow('Shipping method is required');
  expect(() => parseShippingMethod('next-day')).toThrow('Shipping method must be one of tracked-1-2, tracked-2-4, signed-1-2, signed-2-4');
});
