import Holidays from 'date-holidays';
import { ukWallClock } from '../../../common/uk-days';
import type { ShippingMethod } from './shipping-rates';

/**
 * Estimated dispatch and delivery dates (docs/api.md, checkout): orders placed before 1.00 pm UK time
 * (Europe/London, GMT or BST) on a working day are dispatched that day, later ones on the next
 * working day; nothing is dispatched or delivered on Saturdays, Sundays or England and Wales bank
 * holidays (date-holidays, so every future year and its substitute days are covered). Dates are UK
 * calendar days as 'YYYY-MM-DD'.
 */
export const DISPATCH_CUT_OFF_MINUTES = 13 * 60;

/** Business days after dispatch, earliest and latest, per service. */
export const DELIVERY_BUSINESS_DAYS: Record<ShippingMethod, readonly [number, number]> = {
  'tracked-1-2': [1, 2],
  'tracked-2-4': [2, 4],
  'signed-1-2': [1, 2],
  'signed-2-4': [2, 4],
};

export interface DeliveryEstimate {
  dispatchDate: string;
  deliveryFrom: string;
  deliveryTo: string;
}

const holidays = new Holidays('GB', 'ENG');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** England and Wales bank holidays of a year (substitute days included), as 'YYYY-MM-DD'. */
export function bankHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Monday to Friday and not a bank holiday in England and Wales. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(Number(day.slice(0, 4))).has(day);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The business day `count` business days after `day` (count ≥ 0; 0 answers `day` itself). */
export function addBusinessDays(day: string, count: number): string {
  let result = day;
  for (let left = count; left > 0;) {
    result = nextDay(result);
    if (isBusinessDay(result)) left--;
  }
  return result;
}

/** The day an order placed at `now` leaves the shop: today before 1.00 pm on a business day, else the next business day. */
export function dispatchDate(now: Date): string {
  const { day, minutes } = ukWallClock(now);
  if (isBusinessDay(day) && minutes < DISPATCH_CUT_OFF_MINUTES) return day;
  return addBusinessDays(day, 1);
}

/** When an order placed at `now` with this service leaves the shop and arrives (first and last likely day). */
export function deliveryEstimate(method: ShippingMethod, now: Date): DeliveryEstimate {
  const dispatch = dispatchDate(now);
  const [from, to] = DELIVERY_BUSINESS_DAYS[method];
  return { dispatchDate: dispatch, deliveryFrom: addBusinessDays(dispatch, from), deliveryTo: addBusinessDays(dispatch, to) };
}
