/** How the checkout writes dates (docs/design.md: '22 November 2026'); money is lib/money's. */
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day the API gives as 'YYYY-MM-DD' (a UK calendar day), written '22 November 2026'; anything else as given. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? longDate.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) : day;
}

/** A delivery window: one day, or 'from … to …'. */
export const formatWindow = (from: string, to: string): string =>
  from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
