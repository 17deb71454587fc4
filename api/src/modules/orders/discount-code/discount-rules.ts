import { ValidationError } from '../../../common/errors';
import { formatPounds } from '../../../common/money';
import type { DiscountCode } from './discount-code.entity';

export const INVALID_DISCOUNT_MESSAGE = 'This discount code is not valid';

type DiscountTerms = Pick<
  DiscountCode,
  'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'timesUsed' | 'minSubtotalPence' | 'percentOff' | 'amountOffPence'
>;

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

/** A discount code's limits per customer. */
export type CustomerLimits = Pick<DiscountCode, 'code' | 'firstOrderOnly' | 'oncePerCustomer'>;

/** Who is ordering, as the per-customer limits know them: the account (if signed in) and the e-mail given. */
export interface DiscountCustomer {
  userId: number | null;
  email: string | null;
}

/** What the shop knows of the customer: an earlier order that was not cancelled, and a use of this code on one. */
export interface CustomerHistory {
  hasEarlierOrder: boolean;
  hasUsedCode: boolean;
}

/**
 * An e-mail as the per-customer limits compare it: trimmed and lower-case. Provider-specific aliases
 * (Gmail's dots, '+tags') are deliberately not folded: other providers treat them as different
 * mailboxes, so folding them would refuse codes to different people, and whoever wants a new address
 * can make one anyway; the account and the address are the limit.
 */
export function normaliseCustomerEmail(email: string | null | undefined): string | null {
  const normalised = (email ?? '').trim().toLowerCase();
  return normalised || null;
}

/** The keys a customer is known by ('account:<id>', 'email:<address>'), the account first. */
export function customerKeys(customer: DiscountCustomer): string[] {
  const email = normaliseCustomerEmail(customer.email);
  return [...(customer.userId !== null ? [`account:${customer.userId}`] : []), ...(email ? [`email:${email}`] : [])];
}

/** True when the code is limited per customer, so each customer's use of it must be unique. */
export function limitedPerCustomer(code: Pick<CustomerLimits, 'firstOrderOnly' | 'oncePerCustomer'>): boolean {
  return code.firstOrderOnly || code.oncePerCustomer;
}

/** Why a limited code is refused to a customer who has used it: the limit it breaks, in the shopper's words. */
export function usedRefusal(code: CustomerLimits): ValidationError {
  return new ValidationError(
    code.oncePerCustomer ? `You have already used ${code.code}` : `${code.code} is for a first order only`,
    'discountCode',
  );
}

/**
 * Refuses a code limited per customer to a customer it does not fit: once per customer and already used
 * ("You have already used WELCOME10"), or first order only and an earlier order stands ("WELCOME10 is for
 * a first order only"). Cancelled orders do not count.
 */
export function checkCustomerLimits(code: CustomerLimits, history: CustomerHistory): void {
  if (code.oncePerCustomer && history.hasUsedCode) throw usedRefusal(code);
  if (code.firstOrderOnly && history.hasEarlierOrder) throw new ValidationError(`${code.code} is for a first order only`, 'discountCode');
}

/** What a shopper is told of a limited code before we know who they are (a guest's preview). */
export function limitsNote(code: CustomerLimits): string | null {
  if (code.firstOrderOnly && code.oncePerCustomer)
    return `${code.code} is for a first order only, once per customer: we check this when you place your order.`;
  if (code.firstOrderOnly) return `${code.code} is for a first order only: we check this when you place your order.`;
  if (code.oncePerCustomer) return `${code.code} can be used once per customer: we check this when you place your order.`;
  return null;
}

/** Pence off the subtotal: a percentage rounded to the nearest penny, or a fixed amount; never more than the subtotal. */
export function discountPence(code: Pick<DiscountTerms, 'percentOff' | 'amountOffPence'>, subtotalPence: number): number {
  const off = code.percentOff != null ? Math.round((subtotalPence * code.percentOff) / 100) : (code.amountOffPence ?? 0);
  return Math.min(Math.max(off, 0), subtotalPence);
}
