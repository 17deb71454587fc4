import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import s from './form.module.css';

export { s as formStyles };

/**
 * A labelled field: the label, the control (given as its one child), an optional hint, and the error
 * under it in red, tied to the control with aria-describedby and aria-invalid (DESIGN.md forms).
 */
export function FormField({ label, error, hint, optional, children }: {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}{optional && <span className={s.optional}> (optional)</span>}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={hintId} className={s.hint}>{hint}</p>}
      <p id={errorId} className={s.error}>{error}</p>
    </div>
  );
}
