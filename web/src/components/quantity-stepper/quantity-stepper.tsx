import { useId, useState } from 'react';
import s from './quantity-stepper.module.css';

/** The quantity stepper: minimum 1, and at most what is in stock when there is a limit. */
export function QuantityStepper({
  value,
  onChange,
  max,
  id,
  of,
}: {
  value: number;
  onChange: (q: number) => void;
  max?: number;
  id?: string;
  of?: string;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const clamp = (q: number) => Math.max(1, max && max > 0 ? Math.min(q, max) : q);
  const [text, setText] = useState<string | null>(null);
  return (
    <div className={s.stepper}>
      <label htmlFor={inputId}>Quantity{of && <span className="visually-hidden"> of {of}</span>}</label>
      <div className={s.controls}>
        <button
          type="button"
          aria-label={of ? `Decrease quantity of ${of}` : 'Decrease quantity'}
          onClick={() => onChange(clamp(value - 1))}
          disabled={value <= 1}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max && max > 0 ? max : undefined}
          step={1}
          value={text ?? String(value)}
          onChange={(e) => {
            setText(e.target.value);
            const q = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(q) && q >= 1) onChange(clamp(q));
          }}
          onBlur={() => setText(null)}
        />
        <button
          type="button"
          aria-label={of ? `Increase quantity of ${of}` : 'Increase quantity'}
          onClick={() => onChange(clamp(value + 1))}
          disabled={Boolean(max && max > 0 && value >= max)}
        >
          +
        </button>
      </div>
    </div>
  );
}
