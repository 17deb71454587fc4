/** Calendar days as a UK shopper sees them (Europe/London, GMT or BST), as YYYY-MM-DD strings. */
const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of london.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** How far London is ahead of UTC at this instant (0 in winter, one hour in summer). */
function londonOffsetMs(instant: number): number {
  const p = londonParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UK calendar day and the minutes since UK midnight of an instant. */
export function ukWallClock(instant: Date): { day: string; minutes: number } {
  const p = londonParts(instant.getTime());
  return { day: isoDay(Date.UTC(p.year, p.month - 1, p.day)), minutes: p.hour * 60 + p.minute };
}

/** The UK calendar date of an instant. */
export function ukDate(instant: Date): string {
  return ukWallClock(instant).day;
}

/** The instant a UK calendar day begins (midnight in London). */
export function ukDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  return new Date(utcMidnight - londonOffsetMs(utcMidnight));
}

/** The last `count` UK days, oldest first, ending with the day `now` falls on. */
export function lastUkDays(now: Date, count: number): string[] {
  const [y, m, d] = ukDate(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => isoDay(Date.UTC(y, m - 1, d - (count - 1 - i))));
}

function isoDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}
