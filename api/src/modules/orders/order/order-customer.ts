import { toNormalised } from 'postcode';
import { ValidationError } from '../../../common/errors';
import { checkEmailFormat } from '../../account/auth/account-rules';
import type { CreateOrderInput } from './create-order.inputs';

export interface OrderCustomer {
  customerName: string;
  email: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,38}[0-9]$/;

/**
 * A UK postcode in its stored form (upper-case, one space before the inward code), e.g. 'sw1a1aa' →
 * 'SW1A 1AA', checked by the maintained `postcode` library (plus Girobank's GIR 0AA).
 */
export function normalisePostcode(value: string | null | undefined, field = 'postcode'): string {
  const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!compact) throw new ValidationError('Postcode is required', field);
  const normalised = compact === 'GIR0AA' ? 'GIR 0AA' : compact.length <= 7 ? toNormalised(compact) : null;
  if (!normalised) throw new ValidationError('Postcode must be a UK postcode, like SW1A 1AA', field);
  return normalised;
}

/** The who and where of an order, trimmed and checked; messages name the field. */
export function checkOrderCustomer(input: Partial<CreateOrderInput>): OrderCustomer {
  const email = required(input.email, 'Email', 'email', 200).toLowerCase();
  checkEmailFormat(email);
  const phone = optional(input.phone, 'Phone', 'phone', 40);
  if (phone !== null && !PHONE.test(phone)) throw new ValidationError('Phone must be a phone number, like 07700 900123', 'phone');
  return {
    customerName: required(input.customerName, 'Customer name', 'customerName', 120),
    email,
    phone,
    addressLine1: required(input.addressLine1, 'Address line 1', 'addressLine1', 200),
    addressLine2: optional(input.addressLine2, 'Address line 2', 'addressLine2', 200),
    city: required(input.city, 'City', 'city', 120),
    postcode: normalisePostcode(input.postcode),
  };
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
