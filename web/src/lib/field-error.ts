import { flushSync } from 'react-dom';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

/**
 * The server's refusal of one field: its message is put under the field (rendered at once), then the field
 * gets the focus, so focus never lands before the message a screen reader reads with it. react-hook-form's own
 * `setError(…, { shouldFocus: true })` focuses first and renders the message after.
 */
export function showFieldError<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  field: FieldPath<T>,
  message: string,
  { focus = true, type }: { focus?: boolean; type?: string } = {},
): void {
  flushSync(() => form.setError(field, { type, message }));
  if (focus) form.setFocus(field);
}
