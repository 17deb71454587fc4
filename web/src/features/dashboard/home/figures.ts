/** Counts as the shop writes them (en-GB), and a UK day (YYYY-MM-DD) in words. */
const count = new Intl.NumberFormat('en-GB');
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const counted = (n: number) => count.format(n);

/** A day the server names 'YYYY-MM-DD' (already a UK day): "22 November 2026". */
export const dayInWords = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));
/** The chart's axis: "22 Nov". */
export const dayShort = (date: string) => shortDay.format(new Date(`${date}T12:00:00Z`));

/** The periods the sales chart offers, in days; 30 unless the URL says otherwise. */
export const PERIODS = [7, 30, 90] as const;
export const DEFAULT_PERIOD = 30;
export const parsePeriod = (text: string | null) => {
  const n = Number(text);
  return (PERIODS as readonly number[]).includes(n) ? n : DEFAULT_PERIOD;
};
