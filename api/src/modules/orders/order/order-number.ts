import crypto from 'node:crypto';
import { ukDate } from '../dashboard/uk-days';

const RANDOM_DIGITS = 6;

/** 'BS-' + the UK date + '-' + six random base-36 characters, e.g. 'BS-20250615-4K7Q0Z'. */
export function newOrderNumber(now: Date): string {
  const random = crypto.randomInt(36 ** RANDOM_DIGITS).toString(36).padStart(RANDOM_DIGITS, '0').toUpperCase();
  return `BS-${ukDate(now).replace(/-/g, '')}-${random}`;
}
