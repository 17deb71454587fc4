import fc from 'fast-check';
import { orderVat, spreadByValue, vatIncluded } from './vat';

test('VAT included at 20% is a sixth, rounded half up to the penny', () => {
  expect(vatIncluded(1200, 2000)).toBe(200);
  expect(vatIncluded(999, 2000)).toBe(167); // 166.5 → 167
  expect(vatIncluded(1, 2000)).toBe(0); // 0.1667
  expect(vatIncluded(3, 2000)).toBe(1); // 0.5 → 1
  expect(vatIncluded(1050, 500)).toBe(50); // reduced 5%
  expect(vatIncluded(1999, 0)).toBe(0);
  expect(vatIncluded(0, 2000)).toBe(0);
});

test('a discount is spread by value with the largest remainder, adding up exactly', () => {
  expect(spreadByValue(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(spreadByValue(1000, [2500, 7500])).toEqual([250, 750]);
  expect(spreadByValue(7, [333, 333, 334])).toEqual([2, 2, 3]);
  expect(spreadByValue(0, [500, 500])).toEqual([0, 0]);
  expect(spreadByValue(10, [0, 0])).toEqual([0, 0]);
});

test('mixed rates and a zero-rated line, with a discount and delivery', () => {
  // £24.99 at 20%, £10.00 at 5%, £6.00 zero-rated; £5.00 off; £3.99 delivery.
  const vat = orderVat(
    [
      { grossPence: 2499, rateBasisPoints: null },
      { grossPence: 1000, rateBasisPoints: 500 },
      { grossPence: 600, rateBasisPoints: 0 },
    ],
    500,
    399,
  );
  expect(vat.lines.map((l) => l.discountPence)).toEqual([305, 122, 73]);
  expect(vat.lines.map((l) => l.vatPence)).toEqual([366, 42, 0]); // (2194 / 6) = 365.67; (878 × 5 / 105) = 41.81; zero
  expect(vat.shippingVatPence).toBe(67); // 399 / 6 = 66.5 → 67
  expect(vat.vatPence).toBe(366 + 42 + 67);
});

test('no drift: discount shares add up to the discount, line VAT adds up to the order VAT minus delivery VAT', () => {
  const line = fc.record({ grossPence: fc.integer({ min: 0, max: 500_000 }), rateBasisPoints: fc.constantFrom(null, 0, 500, 2000) });
  fc.assert(
    fc.property(
      fc.array(line, { minLength: 1, maxLength: 50 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 1499 }),
      (lines, percent, shipping) => {
        const subtotal = lines.reduce((s, l) => s + l.grossPence, 0);
        const discount = Math.round((subtotal * percent) / 100);
        const vat = orderVat(lines, discount, shipping);
        expect(vat.lines.reduce((s, l) => s + l.discountPence, 0)).toBe(subtotal > 0 ? discount : 0);
        expect(vat.lines.reduce((s, l) => s + l.vatPence, 0)).toBe(vat.vatPence - vat.shippingVatPence);
        vat.lines.forEach((l, i) => {
          expect(l.discountPence).toBeLessThanOrEqual(lines[i].grossPence);
          expect(Number.isInteger(l.vatPence) && l.vatPence >= 0).toBe(true);
        });
      },
    ),
  );
});
