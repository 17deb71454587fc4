import { ValidationError } from './errors';
import { phoneProblem, postcodeProblem, ukPhone, ukPostcode } from './uk-contact';

/**
 * The contact rules a UK address is checked by, wherever one is typed: checkout, saved addresses,
 * registration, the profile and the shop's own details in settings. The postcode and phone rules
 * themselves are uk-contact.ts's (shared with the web forms); these throw its messages, naming the field.
 */

/** A UK postcode in its stored form ('sw1a1aa' → 'SW1A 1AA'); the rule and messages are uk-contact.ts's. */
export function normalisePostcode(value: string | null | undefined, field = 'postcode'): string {
  const problem = postcodeProblem(value);
  if (problem) throw new ValidationError(problem, field);
  return ukPostcode(value)!;
}

/** An optional UK phone number in its stored form ('+44 7700 900123' → '07700 900123'): null when blank. */
export function optionalPhone(value: string | null | undefined, field = 'phone'): string | null {
  const problem = phoneProblem(value);
  if (problem) throw new ValidationError(problem, field);
  return ukPhone(value);
}

/** A trimmed text that must not be blank. */
export function requiredText(value: string | null | undefined, label: string, field: string, max: number): string {
  const text = optionalText(value, label, field, max);
  if (text === null) throw new ValidationError(`${label} is required`, field);
  return text;
}

/** Line breaks, tabs and other control characters (C0, DEL, C1, the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A name or an address line is one line of plain text: it goes into mails and onto labels, where a line break
 * would let a stranger write lines of their own in a mail sent from the shop.
 */
export function checkOneLine(text: string, label: string, field: string): string {
  if (CONTROL.test(text)) throw new ValidationError(`${label} must be one line, without line breaks or control characters`, field);
  return text;
}

/** A trimmed one-line text, null when blank. */
export function optionalText(value: string | null | undefined, label: string, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return checkOneLine(text, label, field) || null;
}
