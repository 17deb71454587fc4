import { toNormalised } from 'postcode';
import { ValidationError } from './errors';

/**
 * The contact rules a UK address is checked by, wherever one is typed: checkout, saved addresses and
 * the shop's own details in settings. Messages name the field.
 */

const PHONE = /^\+?[0-9][0-9 ()-]{5,38}[0-9]$/;

/**
 * A UK postcode in its stored form (upper-case, one space before the inward code), e.g. 'sw1a1aa' →
 * 'SW1A 1AA', checked by the maintained `postcode` library (plus Girobank's GIR 0AA). Spaces are
 * ignored; at most 7 characters remain.
 */
export function normalisePostcode(value: string | null | undefined, field = 'postcode'): string {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!compact) throw new ValidationError('Postcode is required', field);
  const normalised = compact === 'GIR0AA' ? 'GIR 0AA' : compact.length <= 7 ? toNormalised(compact) : null;
  if (!normalised) throw new ValidationError('Postcode must be a UK postcode, like SW1A 1AA', field);
  return normalised;
}

/** An optional phone number, trimmed: null when blank. */
export function optionalPhone(value: string | null | undefined, field = 'phone'): string | null {
  const phone = optionalText(value, 'Phone', field, 40);
  if (phone !== null && !PHONE.test(phone)) throw new ValidationError('Phone must be a phone number, like 07700 900123', field);
  return phone;
}

/** A trimmed text that must not be blank. */
export function requiredText(value: string | null | undefined, label: string, field: string, max: number): string {
  const text = optionalText(value, label, field, max);
  if (text === null) throw new ValidationError(`${label} is required`, field);
  return text;
}

/** A trimmed text, null when blank. */
export function optionalText(value: string | null | undefined, label: string, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return text || null;
}
