import s from './checkout.module.css';

export const BANK_TRANSFER = 'bank-transfer';
export const CARD = 'card';

/** What each way to pay means for the shopper, under its label (the label is the shop's, from paymentMethods). */
const EXPLAINED: Record<string, string> = {
  [CARD]:
    'Once you place your order you pay on this page with your card, Apple Pay or Google Pay. Your card details go straight to Stripe, our payment provider: they never reach us. We dispatch your order once the payment is confirmed.',
  [BANK_TRANSFER]:
    "Once you place your order we show you our bank details (and e-mail them to you). Pay the total by bank transfer from your bank's app or website, quoting your order number as the reference. We dispatch your order as soon as the payment arrives.",
};

/**
 * How the shopper pays. With bank transfer alone (card payments off, or the shop's list not read) it is
 * the one method, said as before; while card payments are on, a choice with the card first.
 */
export function PaymentMethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly { id: string; label: string }[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  if (!methods.some((m) => m.id === CARD)) {
    return (
      <div className={s.payment}>
        <h3>Payment: bank transfer</h3>
        <p>{EXPLAINED[BANK_TRANSFER]} No card details are needed.</p>
      </div>
    );
  }
  return (
    <fieldset className={s.choices}>
      <legend>How would you like to pay?</legend>
      {methods.map((m) => (
        <label key={m.id} className={s.choice}>
          <input type="radio" name="paymentMethod" value={m.id} checked={chosen === m.id} onChange={() => onChoose(m.id)} />
          <span className={s.methodText}>
            <strong>{m.label}</strong>
            {m.id in EXPLAINED && <span className={s.soft}>{EXPLAINED[m.id]}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
