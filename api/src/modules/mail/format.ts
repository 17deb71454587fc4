export { formatPounds } from '../../common/money';

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A date as the shop writes it, in UK time: '22 November 2026'. */
export function formatDate(date: Date): string {
  return ukDate.format(date);
}

/** The same calendar day `days` later (UK time), for '14 days from delivery' and the like. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** One line of a header (subject, names): whitespace and line breaks folded to single spaces, at most `max` characters. */
export function oneLine(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The address part of 'Beauty Shop <no-reply@beautyshop.local>' (or the whole text when it has no angle brackets). */
export function addressOf(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** One plain address a mail may go to: no display name, list, comment or whitespace. */
export function isSingleAddress(text: string): boolean {
  return /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+\.[^\s@,;:<>()"[\]\\]+$/.test(text) && text.length <= 254;
}
