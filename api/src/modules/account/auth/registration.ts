import { ValidationError } from '../../../common/errors';
import { normaliseEmail } from '../user/user.service';
import type { RegisterInput, UpdateProfileInput } from './account.inputs';
import { checkEmailFormat } from '../../../common/email';
import { checkOneLine, normalisePostcode, optionalPhone } from '../../../common/uk-address';
import { checkMaxLength, checkPasswordStrength, hasImage, trimmed } from './account-rules';

export interface ProfileValues {
  name: string;
  contactNo1: string | null;
  contactNo2: string | null;
  city: string | null;
  address: string | null;
}

export interface Registration extends ProfileValues {
  email: string;
  password: string;
  /** The UK postcode of a complete address (address, city, postcode), which also goes into the address book. */
  postcode: string | null;
}

const required = (value: string | null | undefined, message: string, field: string) => {
  const v = trimmed(value);
  if (!v) throw new ValidationError(message, field);
  return v;
};

const optional = (value: string | null | undefined, max: number, label: string, field: string) =>
  checkMaxLength(trimmed(value), max, label, field) || null;

/**
 * Checks a registration in the order of the form. Name, e-mail and password are needed, with the legacy
 * shop's messages. The phone numbers follow the one UK phone rule (stored as '07700 900123'); the address
 * is optional, and a postcode (the one UK postcode rule, stored as 'SW1A 1AA') makes it a UK address
 * that needs its street and town. The profile image is optional.
 *
 * `legacyForm` (the legacy REST /api/register, whose contract does not change) keeps the legacy form's
 * rules instead: Contact No 1, City, Address and the profile image required with its messages, and the
 * contact numbers as typed.
 */
export function checkRegistration(input: RegisterInput, { legacyForm = false } = {}): Registration {
  const name = checkOneLine(
    checkMaxLength(required(input.name, legacyForm ? 'Name is Required' : 'Name is required', 'name'), 120, 'Name', 'name'),
    'Name',
    'name',
  );
  const email = normaliseEmail(required(input.email, legacyForm ? 'Email is Required' : 'Email is required', 'email'));
  checkEmailFormat(email);
  const password = input.password ?? '';
  if (!password) throw new ValidationError(legacyForm ? 'Password is Required' : 'Password is required', 'password');
  checkPasswordStrength(password, 'password');
  if (password !== input.confirmPassword) throw new ValidationError('Passwords do not match', 'confirmPassword');
  if (legacyForm) {
    const contactNo1 = checkMaxLength(
      required(input.contactNo1, 'Contact No 1 is Required', 'contactNo1'),
      40,
      'Contact No 1',
      'contactNo1',
    );
    const contactNo2 = optional(input.contactNo2, 40, 'Contact No 2', 'contactNo2');
    const city = checkMaxLength(required(input.city, 'City is Required', 'city'), 120, 'City', 'city');
    const address = checkMaxLength(required(input.address, 'Address is Required', 'address'), 300, 'Address', 'address');
    if (!hasImage(input.image)) throw new ValidationError('Profile image is Required', 'image');
    return { name, email, password, contactNo1, contactNo2, city, address, postcode: null };
  }
  const contactNo1 = optionalPhone(input.contactNo1, 'contactNo1');
  const contactNo2 = optionalPhone(input.contactNo2, 'contactNo2');
  const postcode = trimmed(input.postcode) ? normalisePostcode(input.postcode) : null;
  // A postcode makes it a UK delivery address: its street and town are needed, within the address book's limits.
  const address = postcode
    ? checkMaxLength(required(input.address, 'Address is required', 'address'), 200, 'Address', 'address')
    : optional(input.address, 300, 'Address', 'address');
  const city = postcode
    ? checkMaxLength(required(input.city, 'Town or city is required', 'city'), 120, 'Town or city', 'city')
    : optional(input.city, 120, 'Town or city', 'city');
  return { name, email, password, contactNo1, contactNo2, city, address, postcode };
}

/**
 * The profile fields an update changes: left-out (or null) ones stay; the name cannot be emptied; an
 * empty string clears a phone number, the city or the address. Phone numbers follow the one UK rule.
 */
export function checkProfileChanges(input: UpdateProfileInput): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  if (input.name !== undefined && input.name !== null)
    changes.name = checkOneLine(checkMaxLength(required(input.name, 'Name is required', 'name'), 120, 'Name', 'name'), 'Name', 'name');
  if (input.contactNo1 !== undefined && input.contactNo1 !== null) changes.contactNo1 = optionalPhone(input.contactNo1, 'contactNo1');
  if (input.contactNo2 !== undefined) changes.contactNo2 = optionalPhone(input.contactNo2, 'contactNo2');
  if (input.city !== undefined && input.city !== null) changes.city = optional(input.city, 120, 'City', 'city');
  if (input.address !== undefined && input.address !== null) changes.address = optional(input.address, 300, 'Address', 'address');
  return changes;
}
