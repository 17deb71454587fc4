import { get, type FieldError, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * The one set of form rules the shop's forms check before sending, worded as the API words its own refusals
 * (README: sentence case, 'Name is required'), so the browser and the server say the same thing. Each rule is
 * react-hook-form's `validate`, given to `register(name, rule)`.
 */

/** The shortest password the shop accepts (the API's rule). */
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** What an empty required field says: 'Name is required'. */
export const requiredMessage = (label: string) => `${label} is required`;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export interface TextRule {
  validate: (value: string) => true | string;
}

/** A required text field: empty once trimmed says 'Label is required'; longer than `max` (as the server counts it) says so. */
export const requiredText = (label: string, max?: number): TextRule => ({
  validate: (v) => (!v.trim() ? requiredMessage(label) : max !== undefined && v.trim().length > max ? tooLong(label, max) : true),
});

/** An optional text field: only its length is checked. */
export const optionalText = (label: string, max: number): TextRule => ({
  validate: (v) => (v.trim().length > max ? tooLong(label, max) : true),
});

/** A required value taken as typed (a password is never trimmed). */
export const requiredValue = (label: string): TextRule => ({ validate: (v) => (v ? true : requiredMessage(label)) });

/** A password being chosen: given, and at least 8 characters. */
export const newPassword = (label: string): TextRule => ({
  validate: (v) =>
    !v ? requiredMessage(label) : v.length < MIN_PASSWORD_LENGTH ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters` : true,
});

/** The password typed again: the same as `password()` now. */
export const confirmPassword = (password: () => string): TextRule => ({
  validate: (v) => (v === password() ? true : PASSWORDS_DO_NOT_MATCH),
});

/** register() with one of these rules, on a field of a form whose values are the caller's. */
export const registerRule = <T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register'>, name: Path<T>, rule: TextRule) =>
  form.register(name, rule as RegisterOptions<T, Path<T>>);

/** A field's message by name (react-hook-form keeps them by path). */
export const errorOf = <T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState'>, name: Path<T>) =>
  (get(form.formState.errors, name) as FieldError | undefined)?.message;
