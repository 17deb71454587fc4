import { lastUkDays, ukDate, ukDayStart } from './uk-days';

describe('UK calendar days', () => {
  test('an instant late on a summer evening in UTC is already the next day in London (BST)', () => {
    expect(ukDate(new Date('2024-06-30T22:59:59Z'))).toBe('2024-06-30');
    expect(ukDate(new Date('2024-06-30T23:00:00Z'))).toBe('2024-07-01');
  });

  test('in winter London is on UTC', () => {
    expect(ukDate(new Date('2024-01-15T23:59:59Z'))).toBe('2024-01-15');
    expect(ukDate(new Date('2024-01-16T00:00:00Z'))).toBe('2024-01-16');
  });

  test('a UK day starts at midnight London time, across both clock changes', () => {
    expect(ukDayStart('2024-07-01').toISOString()).toBe('2024-06-30T23:00:00.000Z');
    expect(ukDayStart('2024-01-16').toISOString()).toBe('2024-01-16T00:00:00.000Z');
    expect(ukDayStart('2024-03-31').toISOString()).toBe('2024-03-31T00:00:00.000Z');
    expect(ukDayStart('2024-10-27').toISOString()).toBe('2024-10-26T23:00:00.000Z');
  });

  test('the last N days end today, oldest first, across a month end', () => {
    expect(lastUkDays(new Date('2024-03-02T12:00:00Z'), 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(lastUkDays(new Date('2024-06-30T23:30:00Z'), 1)).toEqual(['2024-07-01']);
  });
});
