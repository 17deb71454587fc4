import { ValidationError } from './errors';

/** Money is integer pence inside the shop and pounds (12.99) at the edges. */

/**
 * The largest amount any input or order may hold: prices, discounts and an order's subtotal. Far below
 * what an INT column holds (£21,474,836.47), so no total can overflow one.
 */
export const MAX_AMOUNT_POUNDS = 1_000_000;
export const MAX_AMOUNT_PENCE = MAX_AMOUNT_POUNDS * 100;

export function penceToPounds(pence: number | null | undefined): number | null {
  if (pence === null || pence === undefined) return null;
  return Math.round(pence) / 100;
}

/** Pounds to whole pence; an amount with no exact whole-pence value (not finite, or beyond 2^53 pence) is the client's error. */
export function poundsToPence(pounds: number): number {
  const pence = Math.round(pounds * 100);
  if (!Number.isSafeInteger(pence)) throw new ValidationError('Amount must be a number of pounds');
  return pence;
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export function formatPounds(pence: number): string {
  return gbp.format(pence / 100);
}
