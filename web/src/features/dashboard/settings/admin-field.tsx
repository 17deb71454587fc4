import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import s from '../admin.module.css';

/**
 * A back-office field outside the list pattern's modal: the visible label, the control (its one child),
 * an optional hint, and the error under it in red, tied to the control with aria-describedby and
 * aria-invalid (DESIGN.md forms).
 */
export function AdminField({ label, error, hint, className, children }: {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${s.field} ${className}` : s.field}>
      <label htmlFor={id} className={s.label}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={hintId} className={s.hint}>{hint}</p>}
      <p id={errorId} className={s.fieldError}>{error}</p>
    </div>
  );
}
