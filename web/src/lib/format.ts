/** Dates as the shop writes them: "22 November 2026" (docs/design.md). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(date);
}

const whole = new Intl.NumberFormat('en-GB');

/** Reward points as the shop writes them: '1,250 points', '1 point'. */
export function formatPoints(points: number): string {
  return `${whole.format(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}
