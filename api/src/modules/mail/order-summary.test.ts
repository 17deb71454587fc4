import { orderTableHtml, orderTableText } from './order-summary';

const lines = [{ name: 'Rich Night Cream', code: 'PRD-0003', quantity: 1, unitPricePence: 3000, lineTotalPence: 3000, vatPence: 292 }];
const totals = {
  subtotalPence: 3000,
  discountPence: 0,
  pointsDiscountPence: 1250,
  pointsSpent: 1250,
  deliveryMethod: 'Tracked with email updates, 2-4 days',
  deliveryPence: 399,
  totalPence: 2149,
  vatPence: 359,
};

test('an order that spent reward points shows them as a line of its totals, in the text and the HTML mail', () => {
  const text = orderTableText(lines, totals);
  expect(text).toMatch(/Reward points \(1,250 points\):? +−£12\.50/);
  expect(text.indexOf('Reward points')).toBeLessThan(text.indexOf('Delivery'));
  expect(String(orderTableHtml(lines, totals))).toMatch(/Reward points \(1,250 points\)[\s\S]*−£12\.50/);
});

test('no line when no points were spent', () => {
  expect(orderTableText(lines, { ...totals, pointsDiscountPence: 0, pointsSpent: 0, totalPence: 3399 })).not.toContain('Reward points');
});
