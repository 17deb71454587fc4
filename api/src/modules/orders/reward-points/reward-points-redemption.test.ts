import { redemptionOf } from './reward-points-redemption';

test('100 points to the pound: a point is a penny, up to the goods', () => {
  expect(redemptionOf(1250, 3000, 100)).toEqual({ points: 1250, pence: 1250 });
  expect(redemptionOf(5000, 3000, 100)).toEqual({ points: 3000, pence: 3000 });
  expect(redemptionOf(0, 3000, 100)).toEqual({ points: 0, pence: 0 });
  expect(redemptionOf(500, 0, 100)).toEqual({ points: 0, pence: 0 });
});

test('whole pence only: a fraction of a penny is never spent, and only the points the pence need are', () => {
  // 150 points to the pound: 1.5 points a penny.
  expect(redemptionOf(3, 1000, 150)).toEqual({ points: 3, pence: 2 });
  expect(redemptionOf(4, 1000, 150)).toEqual({ points: 3, pence: 2 });
  expect(redemptionOf(1, 1000, 150)).toEqual({ points: 0, pence: 0 });
  // 50 points to the pound: 2p a point; capped at the goods' £9.99.
  expect(redemptionOf(1000, 999, 50)).toEqual({ points: 500, pence: 999 });
});
