import { expect, test } from '@jest/globals';
import { spendForFreeDelivery } from './free-delivery';

test('delivery is free over the threshold, as the server prices it: exactly £50.00 still needs a penny more', () => {
  expect(spendForFreeDelivery(37.5, 50)).toBe(12.51);
  expect(spendForFreeDelivery(50, 50)).toBe(0.01);
  expect(spendForFreeDelivery(50.01, 50)).toBe(0);
  expect(spendForFreeDelivery(0, 50)).toBe(50.01);
});
