import { pointsOfLine, pointsOfOrder } from './reward-points-rules';

test("a product's own points win over its price, times the quantity", () => {
  expect(pointsOfLine({ quantity: 3, unitPricePence: 2499, productPoints: 50 })).toBe(150);
});

test('without product points: one per whole pound of the unit price, times the quantity', () => {
  expect(pointsOfLine({ quantity: 2, unitPricePence: 1299, productPoints: 0 })).toBe(24);
  expect(pointsOfLine({ quantity: 4, unitPricePence: 99, productPoints: null })).toBe(0);
  expect(pointsOfLine({ quantity: 1, unitPricePence: 1000, productPoints: null })).toBe(10);
});

test('an order adds its lines up', () => {
  expect(
    pointsOfOrder([
      { quantity: 2, unitPricePence: 1299, productPoints: null },
      { quantity: 1, unitPricePence: 500, productPoints: 40 },
    ]),
  ).toBe(64);
  expect(pointsOfOrder([])).toBe(0);
});
