import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import s from './form.module.css';

export { s as formStyles };

/** What a field gives its control: its id, and the hint and error tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The class names a field is drawn with: the storefront's by default, the back office passes its own. */
export interface FieldLook {
  field: string;
  label: string;
  hint: string;
  error: string;
  optional?: string;
}

const STOREFRONT: FieldLook = { field: s.field, label: s.label, hint: s.hint, error: s.error, optional: s.optional };

/**
 * A labelled field: the label, the control, an optional hint, and the error under it in red, tied to the
 * control with aria-describedby and aria-invalid (docs/design.md forms). The control is the one child (given the
 * id and ARIA props), or a function of those props when it spreads them itself.
 */
export function FormField({
  label,
  error,
  hint,
  optional,
  id: givenId,
  className,
  look = STOREFRONT,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The control's id when the form names it (otherwise one is made). */
  id?: string;
  className?: string;
  look?: FieldLook;
  children: ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => ReactNode);
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control: FieldControlProps = {
    id,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={className ? `${look.field} ${className}` : look.field}>
      <label htmlFor={id} className={look.label}>
        {label}
        {optional && <span className={look.optional}> (optional)</span>}
      </label>
      {typeof children === 'function' ? children(control) : cloneElement(children, { ...control })}
      {hint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={look.error}>
        {error}
      </p>
    </div>
  );
}
