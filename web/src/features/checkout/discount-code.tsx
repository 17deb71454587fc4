import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formStyles as f } from '../../components/ui/form-field';
import { formatPounds } from '../../lib/money';
import type { CheckoutPricing } from './use-checkout-pricing';
import s from './checkout.module.css';

/**
 * Step 4: an optional discount code. Apply asks the shop to price the basket again with it; a code the
 * shop refuses is said under the field (discountMessage, e.g. "You have already used WELCOME10") and the
 * basket stays priced without it. A guest is told a code's per-customer limits (discountNote), which the
 * shop checks against the e-mail when the order is placed; that refusal (`placeRefusal`) is said here
 * too, and the field gets the focus.
 */
export function DiscountCode({
  applied,
  pricing,
  loading,
  onApply,
  placeRefusal = null,
}: {
  applied: string | null;
  pricing: CheckoutPricing | undefined;
  loading: boolean;
  onApply: (code: string | null) => void;
  placeRefusal?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(applied ?? '');
  const [asked, setAsked] = useState(false);
  const checking = asked && loading;
  const refused = placeRefusal ?? (applied && !loading ? pricing?.discountMessage : null);
  const accepted = applied && !loading && pricing?.discountCode ? pricing : null;
  useEffect(() => {
    if (placeRefusal) input.current?.focus();
  }, [placeRefusal]);
  const apply = () => {
    setAsked(true);
    onApply(code.trim() || null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code (it does not place the order).
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return (
    <section className={s.step} aria-labelledby="checkout-discount">
      <h2 id="checkout-discount">
        <span className={s.stepNumber} aria-hidden="true">
          4
        </span>{' '}
        Discount code
      </h2>
      <div className={f.field}>
        <label htmlFor={id} className={f.label}>
          Discount code<span className={f.optional}> (optional)</span>
        </label>
        <div className={s.inline}>
          <input
            ref={input}
            id={id}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={f.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${id}-status`}
          />
          <button type="button" className={s.secondary} onClick={apply} disabled={checking} aria-busy={checking}>
            {checking ? 'Applying…' : 'Apply'}
          </button>
        </div>
        <p id={`${id}-status`} role="status" className={refused ? s.error : s.ok}>
          {refused ?? (accepted ? `Code ${accepted.discountCode} applied: you save ${formatPounds(accepted.discount)}.` : '')}
          {!refused && accepted?.discountNote ? ` ${accepted.discountNote}` : ''}
        </p>
        {accepted && (
          <button
            type="button"
            className={s.linkButton}
            onClick={() => {
              setCode('');
              onApply(null);
            }}
          >
            Remove the code
          </button>
        )}
      </div>
    </section>
  );
}
