export { formatPounds } from '../../common/money';
export { oneLine } from '../../common/text';

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A date as the shop writes it, in UK time: '22 November 2026'. */
export function formatDate(date: Date): string {
  return ukDate.format(date);
}

/** The same calendar day `days` later (UK time), for '14 days from delivery' and the like. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The address part of 'Beauty Shop <no-reply@beautyshop.local>' (or the whole text when it has no angle brackets). */
export function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** One plain address a mail may go to: no display name, list, comment or whitespace. */
export function isSingleAddress(text: string): boolean {
  return /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+\.[^\s@,;:<>()"[\]\\]+$/.test(text) && text.length <= 254;
}
