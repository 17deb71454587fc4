import { ValidationError } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one e-mail address check: registration, password reset, checkout, order links and the shop's contact address. */
export function checkEmailFormat(email: string, field = 'email'): void {
  if (email.length > 200 || !EMAIL.test(email))
    throw new ValidationError('Email must be a valid email address, like name@example.co.uk', field);
}
