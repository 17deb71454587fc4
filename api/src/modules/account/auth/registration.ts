import { ValidationError } from '../../../common/errors';
import { normaliseEmail } from '../user/user.service';
import type { RegisterInput, UpdateProfileInput } from './account.inputs';
import { checkEmailFormat } from '../../../common/email';
import { checkMaxLength, checkPasswordStrength, hasImage, trimmed } from './account-rules';

export interface ProfileValues {
  name: string;
  contactNo1: string;
  contactNo2: string | null;
  city: string;
  address: string;
}

const required = (value: string | null | undefined, message: string, field: string) => {
  const v = trimmed(value);
  if (!v) throw new ValidationError(message, field);
  return v;
};

/** Checks a registration in the order of the form, with the legacy shop's messages. */
export function checkRegistration(input: RegisterInput): ProfileValues & { email: string; password: string } {
  const name = checkMaxLength(required(input.name, 'Name is required', 'name'), 120, 'Name', 'name');
  const email = normaliseEmail(required(input.email, 'Email is required', 'email'));
  checkEmailFormat(email);
  const password = input.password ?? '';
  if (!password) throw new ValidationError('Password is required', 'password');
  checkPasswordStrength(password, 'password');
  if (password !== input.confirmPassword) throw new ValidationError('Passwords do not match', 'confirmPassword');
  const contactNo1 = checkMaxLength(required(input.contactNo1, 'Contact No 1 is required', 'contactNo1'), 40, 'Contact No 1', 'contactNo1');
  const contactNo2 = checkMaxLength(trimmed(input.contactNo2), 40, 'Contact No 2', 'contactNo2') || null;
  const city = checkMaxLength(required(input.city, 'City is required', 'city'), 120, 'City', 'city');
  const address = checkMaxLength(required(input.address, 'Address is required', 'address'), 300, 'Address', 'address');
  if (!hasImage(input.image)) throw new ValidationError('Profile image is required', 'image');
  return { name, email, password, contactNo1, contactNo2, city, address };
}

/** The profile fields an update changes: left-out ones stay, required ones cannot be emptied. */
export function checkProfileChanges(input: UpdateProfileInput): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  const rules = [
    ['name', 'Name', 120],
    ['contactNo1', 'Contact No 1', 40],
    ['city', 'City', 120],
    ['address', 'Address', 300],
  ] as const;
  for (const [field, label, max] of rules) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    changes[field] = checkMaxLength(required(value, `${label} is required`, field), max, label, field);
  }
  if (input.contactNo2 !== undefined)
    changes.contactNo2 = checkMaxLength(trimmed(input.contactNo2), 40, 'Contact No 2', 'contactNo2') || null;
  return changes;
}
