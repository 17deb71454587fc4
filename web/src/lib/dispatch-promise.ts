/** What the server answers (dispatchPromise): see docs/storefront.md, 'Delivery promise'. */
export interface DispatchPromiseData {
  dispatchOn: string;
  cutoffAt: string;
  nextDispatchOn: string;
}

const MINUTE = 60_000;
const ukDayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The UK calendar day (YYYY-MM-DD) of an instant. */
function ukDay(instant: number): string {
  return ukDayOf.format(new Date(instant));
}

/** The calendar day after a YYYY-MM-DD day. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The promise at `now` (ms): a countdown to the cut-off while an order placed now leaves today ('Order
 * within 3 h 12 m for dispatch today'), else the day it leaves ('Order now for dispatch tomorrow', '… on
 * Monday 28 December'). Once the cut-off has passed, the next working day the server gave takes over.
 * Minutes are rounded down, so the countdown never promises time that is not there.
 */
export function dispatchPromiseText(p: DispatchPromiseData, now: number): string {
  const cutoff = Date.parse(p.cutoffAt);
  const dispatchOn = now < cutoff ? p.dispatchOn : p.nextDispatchOn;
  const today = ukDay(now);
  if (dispatchOn === today && now < cutoff) {
    const minutes = Math.floor((cutoff - now) / MINUTE);
    if (minutes < 1) return 'Order in the next minute for dispatch today';
    const h = Math.floor(minutes / 60);
    return `Order within ${h > 0 ? `${h} h ` : ''}${minutes % 60} m for dispatch today`;
  }
  if (dispatchOn <= today) return 'Order now for dispatch today';
  if (dispatchOn === dayAfter(today)) return 'Order now for dispatch tomorrow';
  return `Order now for dispatch on ${longDay.format(new Date(`${dispatchOn}T00:00:00Z`))}`;
}

/** 'Free UK delivery over £50' (whole pounds without pence). */
export function freeDeliveryText(pounds: number): string {
  const amount = Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2);
  return `Free UK delivery over £${amount}`;
}
