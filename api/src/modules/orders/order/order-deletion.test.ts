import { deletionRefusal, orderDeletable } from './order-deletion';

const history = (...statuses: string[]) => statuses.map((status) => ({ status }));

test('only an order cancelled straight from pending may be deleted', () => {
  expect(orderDeletable('cancelled', history('pending', 'cancelled'))).toBe(true);
  expect(orderDeletable('cancelled', history('pending', 'paid', 'cancelled'))).toBe(false);
  expect(orderDeletable('refunded', history('pending', 'paid', 'refunded'))).toBe(false);
  expect(orderDeletable('pending', history('pending'))).toBe(false);
  for (const status of ['paid', 'dispatched', 'delivered']) expect(orderDeletable(status, history('pending', status))).toBe(false);
});

test('a cancelled order whose history is incomplete is kept (it may have been paid before the history was kept)', () => {
  expect(orderDeletable('cancelled', [])).toBe(false);
  expect(orderDeletable('cancelled', history('pending'))).toBe(false);
  expect(orderDeletable('cancelled', history('cancelled'))).toBe(false);
});

test('the refusal says what to do instead', () => {
  expect(deletionRefusal({ orderNumber: 'BS-1', status: 'pending' })).toMatch(/^Order BS-1 is pending: cancel it instead/);
  expect(deletionRefusal({ orderNumber: 'BS-2', status: 'delivered' })).toMatch(/cancel or refund it instead/);
  expect(deletionRefusal({ orderNumber: 'BS-3', status: 'refunded' })).toMatch(/kept as a business record/);
});
