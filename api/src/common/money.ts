/** Money is integer pence inside the shop and pounds (12.99) at the edges. */
export function penceToPounds(pence: number | null | undefined): number | null {
  if (pence === null || pence === undefined) return null;
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new Error('Amount must be a number');
  return Math.round(pounds * 100);
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export function formatPounds(pence: number): string {
  return gbp.format(pence / 100);
}
