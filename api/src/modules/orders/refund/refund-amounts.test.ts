import { refundAmounts, type RefundableLine } from './refund-amounts';
import { checkRefundAsks } from './refund-rules';

const order = { discountPence: 500, shippingPence: 599, shippingRefunded: false };
const lines = (refunded: [number, number] = [0, 0]): RefundableLine[] => [
  { id: 1, productName: 'Vitamin C Serum', quantity: 3, refundedQuantity: refunded[0], lineTotalPence: 7050 },
  { id: 2, productName: 'Rose Lip Balm', quantity: 1, refundedQuantity: refunded[1], lineTotalPence: 899 },
];

test("a line's units are refunded at what was paid for them after its share of the discount, adding up exactly", () => {
  // £5 spread by value: £4.43 on the serums (£66.07 paid for 3), £0.57 on the balm (£8.42 paid).
  const unit = (refunded: number) => refundAmounts(order, lines([refunded, 0]), [{ lineId: 1, quantity: 1 }]).lines[0].amountPence;
  expect([unit(0), unit(1), unit(2)]).toEqual([2202, 2203, 2202]);
  expect(unit(0) + unit(1) + unit(2)).toBe(6607);
  expect(refundAmounts(order, lines(), [{ lineId: 2, quantity: 1 }]).lines[0].amountPence).toBe(842);
});

test('delivery goes with the refund that leaves nothing else, or earlier when asked, and only once', () => {
  const last = refundAmounts(order, lines([3, 0]), [{ lineId: 2, quantity: 1 }]);
  expect(last).toMatchObject({ deliveryPence: 599, amountPence: 842 + 599, wholeOrder: true });
  expect(refundAmounts(order, lines(), [{ lineId: 2, quantity: 1 }])).toMatchObject({ deliveryPence: 0, wholeOrder: false });
  expect(refundAmounts(order, lines(), [{ lineId: 2, quantity: 1 }], true).deliveryPence).toBe(599);
  expect(refundAmounts({ ...order, shippingRefunded: true }, lines([3, 0]), [{ lineId: 2, quantity: 1 }]).deliveryPence).toBe(0);
  const whole = refundAmounts(order, lines(), [
    { lineId: 1, quantity: 3 },
    { lineId: 2, quantity: 1 },
  ]);
  expect(whole.amountPence).toBe(7949 - 500 + 599);
});

test('asks are checked against the stored lines: named once, whole, and never more than is left', () => {
  expect(() => checkRefundAsks(lines([2, 0]), [{ lineId: 1, quantity: 2 }])).toThrow(
    'Only 1 of Vitamin C Serum can still be refunded: 2 of 3 already were',
  );
  expect(() => checkRefundAsks(lines(), [{ lineId: 1, quantity: 1.5 }])).toThrow('must be a whole number of at least 1');
  expect(
    checkRefundAsks(lines(), [
      { lineId: 2, quantity: 1 },
      { lineId: 1, quantity: 2 },
    ]),
  ).toEqual([
    { lineId: 1, quantity: 2 },
    { lineId: 2, quantity: 1 },
  ]);
});
