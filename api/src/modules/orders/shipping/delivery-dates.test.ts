import { ukWallClock } from '../../../common/uk-days';
import { addBusinessDays, bankHolidays, deliveryEstimate, dispatchDate, isBusinessDay } from './delivery-dates';

/** An instant given as UTC. */
const at = (iso: string) => new Date(iso);

describe('dispatch date: 1.00 pm UK cut-off, no weekends or bank holidays', () => {
  test('before the cut-off on a weekday: dispatched the same day', () => {
    expect(dispatchDate(at('2026-03-04T12:59:00Z'))).toBe('2026-03-04'); // Wednesday, GMT
  });

  test('at or after the cut-off: the next business day', () => {
    expect(dispatchDate(at('2026-03-04T13:00:00Z'))).toBe('2026-03-05');
    expect(dispatchDate(at('2026-03-04T22:30:00Z'))).toBe('2026-03-05');
  });

  test('Friday after the cut-off, Saturday and Sunday: Monday', () => {
    expect(dispatchDate(at('2026-03-06T14:00:00Z'))).toBe('2026-03-09');
    expect(dispatchDate(at('2026-03-07T09:00:00Z'))).toBe('2026-03-09');
    expect(dispatchDate(at('2026-03-08T09:00:00Z'))).toBe('2026-03-09');
  });

  test('a bank holiday Monday is skipped (Spring bank holiday 2026 is 25 May)', () => {
    expect(dispatchDate(at('2026-05-22T15:00:00Z'))).toBe('2026-05-26');
    expect(dispatchDate(at('2026-05-25T08:00:00Z'))).toBe('2026-05-26');
  });

  test('Christmas on a Saturday: the substitute days 27 and 28 December are skipped in 2027 and 2032', () => {
    for (const year of [2027, 2032]) {
      expect([...bankHolidays(year)]).toEqual(expect.arrayContaining([`${year}-12-25`, `${year}-12-26`, `${year}-12-27`, `${year}-12-28`]));
      expect(isBusinessDay(`${year}-12-27`)).toBe(false);
      expect(isBusinessDay(`${year}-12-28`)).toBe(false);
      expect(dispatchDate(at(`${year}-12-24T14:00:00Z`))).toBe(`${year}-12-29`);
    }
  });

  test('Easter (Good Friday and Easter Monday) in a year other than this one', () => {
    expect(dispatchDate(at('2030-04-18T13:30:00Z'))).toBe('2030-04-23'); // Thu after cut-off → Tue after Easter Monday
  });

  test('the cut-off is 1.00 pm UK time: 12.00 UTC is 1.00 pm in BST, 12.59 UTC is 12.59 pm in GMT', () => {
    expect(dispatchDate(at('2026-07-01T11:59:00Z'))).toBe('2026-07-01'); // 12.59 pm BST
    expect(dispatchDate(at('2026-07-01T12:00:00Z'))).toBe('2026-07-02'); // 1.00 pm BST
    expect(dispatchDate(at('2026-01-07T12:59:00Z'))).toBe('2026-01-07'); // 12.59 pm GMT
  });

  test('across the clock changes: last Sunday of March and of October 2026', () => {
    expect(ukWallClock(at('2026-03-29T00:59:00Z'))).toEqual({ day: '2026-03-29', minutes: 59 }); // GMT
    expect(ukWallClock(at('2026-03-29T01:00:00Z'))).toEqual({ day: '2026-03-29', minutes: 120 }); // BST begins
    expect(dispatchDate(at('2026-03-30T11:59:00Z'))).toBe('2026-03-30'); // Monday 12.59 pm BST
    expect(dispatchDate(at('2026-03-30T12:00:00Z'))).toBe('2026-03-31');
    expect(dispatchDate(at('2026-10-26T12:30:00Z'))).toBe('2026-10-26'); // Monday 12.30 pm GMT after the change
    expect(dispatchDate(at('2026-10-23T23:30:00Z'))).toBe('2026-10-26'); // 00.30 Saturday BST → Monday
  });

  test('late evening UTC is already the next day in BST', () => {
    expect(ukWallClock(at('2026-06-30T23:30:00Z'))).toEqual({ day: '2026-07-01', minutes: 30 });
    expect(dispatchDate(at('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});

describe('delivery window: 1-2 or 2-4 business days after dispatch', () => {
  test('1-2 and 2-4 day services from a Wednesday morning', () => {
    const now = at('2026-03-04T10:00:00Z');
    expect(deliveryEstimate('tracked-1-2', now)).toEqual({
      dispatchDate: '2026-03-04',
      deliveryFrom: '2026-03-05',
      deliveryTo: '2026-03-06',
    });
    expect(deliveryEstimate('signed-2-4', now)).toEqual({
      dispatchDate: '2026-03-04',
      deliveryFrom: '2026-03-06',
      deliveryTo: '2026-03-10',
    });
  });

  test('weekends and bank holidays are not delivery days either', () => {
    expect(deliveryEstimate('tracked-2-4', at('2027-12-23T10:00:00Z'))).toEqual({
      dispatchDate: '2027-12-23',
      deliveryFrom: '2027-12-29',
      deliveryTo: '2027-12-31',
    });
    expect(addBusinessDays('2026-05-22', 1)).toBe('2026-05-26');
    expect(addBusinessDays('2026-05-22', 0)).toBe('2026-05-22');
  });
});
