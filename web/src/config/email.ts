/** What the forms check before the server does: something@something.tld with no spaces (the server checks again). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form's `validate` of a required Email field, in the Contact Us form's words. */
export const validateEmail = (value: string) =>
  !value.trim() ? 'Email is required' : EMAIL_SHAPE.test(value.trim()) ? true : 'Email is not a valid email address';
