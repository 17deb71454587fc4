import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { confirmPassword, errorOf, MIN_PASSWORD_LENGTH, newPassword, registerRule, requiredValue } from '../../lib/form-rules';
import { FormField, type FieldLook } from './form-field';
import { PasswordInput } from './password-input';

type PasswordForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'getValues' | 'formState'>;

/**
 * The password fields, in the order every form asks them: the current password (when `names.current` is
 * given), a new one of at least 8 characters, and the same again. Registration labels them 'Password' and
 * 'Confirm Password'; changing or resetting a password keeps the defaults ('New password', 'Confirm new
 * password'). Each is a FormField with a Show / Hide toggle; the back office passes its own look.
 */
export function PasswordFields<T extends FieldValues>({
  form,
  names,
  labels = { password: 'New password', confirm: 'Confirm new password' },
  look,
  currentClassName,
}: {
  form: PasswordForm<T>;
  names: { current?: Path<T>; password: Path<T>; confirm: Path<T> };
  labels?: { password: string; confirm: string };
  look?: FieldLook;
  currentClassName?: string;
}) {
  return (
    <>
      {names.current && (
        <FormField label="Current password" error={errorOf(form, names.current)} look={look} className={currentClassName}>
          <PasswordInput autoComplete="current-password" {...registerRule(form, names.current, requiredValue('Current password'))} />
        </FormField>
      )}
      <FormField
        label={labels.password}
        error={errorOf(form, names.password)}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        look={look}
      >
        <PasswordInput autoComplete="new-password" {...registerRule(form, names.password, newPassword(labels.password))} />
      </FormField>
      <FormField label={labels.confirm} error={errorOf(form, names.confirm)} look={look}>
        <PasswordInput
          autoComplete="new-password"
          {...registerRule(
            form,
            names.confirm,
            confirmPassword(() => String(form.getValues(names.password) ?? '')),
          )}
        />
      </FormField>
    </>
  );
}
