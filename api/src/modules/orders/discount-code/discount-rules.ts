import { ValidationError } from '../../../common/errors';
import { formatPounds } from '../../../common/money';
import type { DiscountCode } from './discount-code.entity';

export const INVALID_DISCOUNT_MESSAGE = 'This discount code is not valid';

type DiscountTerms = Pick<DiscountCode, 'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed' | 'minSubtotalPence' | 'percentOff' | 'amountOffPence'>;

/** A typed code in its stored form (trimmed, upper-case); blank means none. */
export function normaliseDiscountCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  if (code.length > 40) throw invalidDiscount();
  return code || null;
}

export function invalidDiscount(): ValidationError {
  return new ValidationError(INVALID_DISCOUNT_MESSAGE, 'discountCode');
}

/**
 * Refuses a code that is unknown, switched off, outside its startsAt–endsAt window (both ends
 * included), used up, or whose minimum subtotal (before discount) the basket does not reach.
 */
export function checkDiscountUsable(code: DiscountTerms | null, subtotalPence: number, now: Date): asserts code is DiscountTerms {
  if (!code || !code.isActive) throw invalidDiscount();
  if (code.startsAt && code.startsAt.getTime() > now.getTime()) throw invalidDiscount();
  if (code.endsAt && code.endsAt.getTime() < now.getTime()) throw invalidDiscount();
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) throw invalidDiscount();
  if (subtotalPence < code.minSubtotalPence) {
    throw new ValidationError(`This discount code needs a subtotal of at least ${formatPounds(code.minSubtotalPence)}`, 'discountCode');
  }
}

/** Pence off the subtotal: a percentage rounded to the nearest penny, or a fixed amount; never more than the subtotal. */
export function discountPence(code: Pick<DiscountTerms, 'percentOff' | 'amountOffPence'>, subtotalPence: number): number {
  const off = code.percentOff != null ? Math.round((subtotalPence * code.percentOff) / 100) : (code.amountOffPence ?? 0);
  return Math.min(Math.max(off, 0), subtotalPence);
}
