import { isValid, toNormalised } from 'postcode';
import { ValidationError } from '../../../common/errors';
import type { SavedAddressInput } from './saved-address.inputs';

/** The most addresses one customer keeps. */
export const MAX_SAVED_ADDRESSES = 20;

export interface SavedAddressValues {
  label: string;
  fullName: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,38}[0-9]$/;

/** A UK postcode in its stored form (upper-case, one space before the inward code) through the `postcode` library: 'ls14ap' → 'LS1 4AP'. */
export function normaliseUkPostcode(value: string | null | undefined, field = 'postcode'): string {
  const text = (value ?? '').trim();
  if (!text) throw new ValidationError('Postcode is required', field);
  const normalised = text.length <= 10 && isValid(text) ? toNormalised(text) : null;
  if (!normalised) throw new ValidationError('Postcode must be a UK postcode, like SW1A 1AA', field);
  return normalised;
}

/** Trims and checks a saved address, field by field in the form's order, with messages that name the field. */
export function checkSavedAddress(input: SavedAddressInput): SavedAddressValues {
  const label = required(input.label, 'Label', 'label', 40);
  const fullName = required(input.fullName, 'Full name', 'fullName', 120);
  const phone = optional(input.phone, 'Phone', 'phone', 40);
  if (phone !== null && !PHONE.test(phone)) throw new ValidationError('Phone must be a phone number, like 07700 900123', 'phone');
  const addressLine1 = required(input.addressLine1, 'Address line 1', 'addressLine1', 200);
  const addressLine2 = optional(input.addressLine2, 'Address line 2', 'addressLine2', 200);
  const city = required(input.city, 'Town or city', 'city', 120);
  const postcode = normaliseUkPostcode(input.postcode);
  return { label, fullName, phone, addressLine1, addressLine2, city, postcode };
}

function required(value: string | null | undefined, label: string, field: string, max: number): string {
  const text = optional(value, label, field, max);
  if (text === null) throw new ValidationError(`${label} is required`, field);
  return text;
}

function optional(value: string | null | undefined, label: string, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return text || null;
}
