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

/** A trimmed text, null when blank. */
export function optionalText(value: string | null | undefined, label: string, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return text || null;
}
