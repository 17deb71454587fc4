import { FormField, formStyles as f } from '../../components/ui/form-field';
import { EMAIL_SHAPE } from '../../config/email';
import { phoneProblem } from '../../config/uk-contact';
import { optionalText, requiredText } from '../../lib/form-rules';
import type { CheckoutForm } from './checkout-values';
import s from './checkout.module.css';

/** Step 1: who the order is for and how we reach them. */
export function ContactFields({ form }: { form: CheckoutForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <section className={s.step} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">
        <span className={s.stepNumber} aria-hidden="true">
          1
        </span>{' '}
        Your details
      </h2>
      <div className={f.grid}>
        <div className={f.full}>
          <FormField label="Email address" error={errors.email?.message} hint="We send your order confirmation here.">
            <input
              type="email"
              autoComplete="email"
              spellCheck={false}
              className={f.input}
              {...register('email', {
                validate: (v) =>
                  !v.trim()
                    ? 'Email address is required'
                    : !EMAIL_SHAPE.test(v.trim())
                      ? 'Email address must be like name@example.co.uk'
                      : v.trim().length > 200
                        ? 'Email address must be at most 200 characters'
                        : true,
              })}
            />
          </FormField>
        </div>
        <FormField label="Full name" error={errors.customerName?.message}>
          <input type="text" autoComplete="name" className={f.input} {...register('customerName', requiredText('Full name', 120))} />
        </FormField>
        <FormField label="Phone" optional error={errors.phone?.message} hint="For the carrier, if they need to reach you.">
          <input
            type="tel"
            autoComplete="tel"
            className={f.input}
            {...register('phone', { validate: (v) => phoneProblem(v) ?? optionalText('Phone', 40).validate(v) })}
          />
        </FormField>
      </div>
    </section>
  );
}
