import { ukDate } from '../../../common/uk-days';

/** Batches expiring within this many days of today (UK) are flagged, so they are sold or cleared first. */
export const EXPIRY_WARNING_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UK calendar days from `now` to a YYYY-MM-DD date: 0 on the day itself, negative once past. */
export function daysUntil(day: string, now: Date = new Date()): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${ukDate(now)}T00:00:00Z`)) / DAY_MS);
}

/** The YYYY-MM-DD date `days` UK days after today. */
export function ukDayAfter(days: number, now: Date = new Date()): string {
  return new Date(Date.parse(`${ukDate(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
