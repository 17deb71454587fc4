import crypto from 'node:crypto';
import { ukDate } from '../../../common/uk-days';

const RANDOM_DIGITS = 6;

/** What newOrderNumber makes: a typed order number is checked against it before any look-up. */
export const ORDER_NUMBER_SHAPE = /^BS-\d{8}-[0-9A-Z]{6}$/;

/** 'BS-' + the UK date + '-' + six random base-36 characters, e.g. 'BS-20250615-4K7Q0Z'. */
export function newOrderNumber(now: Date): string {
  const random = crypto
    .randomInt(36 ** RANDOM_DIGITS)
    .toString(36)
    .padStart(RANDOM_DIGITS, '0')
    .toUpperCase();
  return `BS-${ukDate(now).replace(/-/g, '')}-${random}`;
}
