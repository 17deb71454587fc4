import { useState, type InputHTMLAttributes, type Ref } from 'react';
import s from './form.module.css';

/** A password input with a Show / Hide toggle; id and aria attributes go to the input itself. */
export function PasswordInput({ ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const [shown, setShown] = useState(false);
  return (
    <div className={s.passwordRow}>
      <input ref={ref} {...props} type={shown ? 'text' : 'password'} className={s.input} />
      <button type="button" className={s.secondary} aria-pressed={shown} aria-controls={props.id} onClick={() => setShown((v) => !v)}>
        {shown ? 'Hide' : 'Show'}
        <span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}
