import { dispatchDate } from './delivery-dates';
import { dispatchPromiseAt } from './dispatch-promise';
import { ShippingService } from './shipping.service';

/** An instant given as UTC. */
const at = (iso: string) => new Date(iso);
const promise = (iso: string) => {
  const p = dispatchPromiseAt(at(iso));
  return { dispatchOn: p.dispatchOn, cutoffAt: p.cutoffAt.toISOString(), nextDispatchOn: p.nextDispatchOn };
};

describe('the dispatch promise the product page and mini-basket show', () => {
  test('a weekday morning: dispatch today, the cut-off at 1.00 pm UK (GMT in winter), the next working day after', () => {
    expect(promise('2026-03-04T09:48:00Z')).toEqual({
      dispatchOn: '2026-03-04',
      cutoffAt: '2026-03-04T13:00:00.000Z',
      nextDispatchOn: '2026-03-05',
    });
  });

  test('in summer time the cut-off is 12.00 UTC (1.00 pm BST)', () => {
    expect(promise('2026-07-15T11:59:00Z')).toEqual({
      dispatchOn: '2026-07-15',
      cutoffAt: '2026-07-15T12:00:00.000Z',
      nextDispatchOn: '2026-07-16',
    });
  });

  test('one minute before the cut-off is still today; at the cut-off it moves to the next working day and its own cut-off', () => {
    expect(promise('2026-03-04T12:59:00Z').dispatchOn).toBe('2026-03-04');
    expect(promise('2026-03-04T13:00:00Z')).toEqual({
      dispatchOn: '2026-03-05',
      cutoffAt: '2026-03-05T13:00:00.000Z',
      nextDispatchOn: '2026-03-06',
    });
  });

  test('Friday after the cut-off and the weekend: Monday, with Monday 1.00 pm as the cut-off', () => {
    for (const when of ['2026-03-06T15:00:00Z', '2026-03-07T10:00:00Z', '2026-03-08T23:30:00Z']) {
      expect(promise(when)).toEqual({ dispatchOn: '2026-03-09', cutoffAt: '2026-03-09T13:00:00.000Z', nextDispatchOn: '2026-03-10' });
    }
  });

  test('bank holidays are skipped: Christmas 2026 (Boxing Day substitute on Monday 28 December)', () => {
    // Thursday 24 December after the cut-off: 25 (Fri), 26-27 (weekend), 28 (substitute bank holiday) go by.
    expect(promise('2026-12-24T14:00:00Z')).toEqual({
      dispatchOn: '2026-12-29',
      cutoffAt: '2026-12-29T13:00:00.000Z',
      nextDispatchOn: '2026-12-30',
    });
    // The Spring bank holiday (Monday 25 May 2026) lies between dispatchOn and nextDispatchOn.
    expect(promise('2026-05-22T10:00:00Z')).toEqual({
      dispatchOn: '2026-05-22',
      cutoffAt: '2026-05-22T12:00:00.000Z',
      nextDispatchOn: '2026-05-26',
    });
  });

  test('it is the day checkout gives the order (one rule for both)', () => {
    for (const when of ['2026-03-04T12:59:00Z', '2026-03-06T15:00:00Z', '2026-12-24T14:00:00Z', '2027-03-28T00:30:00Z']) {
      expect(dispatchPromiseAt(at(when)).dispatchOn).toBe(dispatchDate(at(when)));
    }
  });

  test('the service answers the promise for its clock, with the £50 free-delivery threshold', () => {
    const service = new ShippingService(() => at('2026-12-24T14:00:00Z'));
    expect(service.dispatchPromise()).toEqual({
      dispatchOn: '2026-12-29',
      cutoffAt: at('2026-12-29T13:00:00Z'),
      nextDispatchOn: '2026-12-30',
      answeredAt: at('2026-12-24T14:00:00Z'),
      freeDeliveryOver: 50,
    });
  });
});
