import type { CheckoutForm } from './checkout-values';
import { formatDay, formatWindow } from './checkout-words';
import { formatPounds } from '../../lib/money';
import { QueryView } from '../../components/query-view';
import type { CheckoutPricing } from './use-checkout-pricing';
import s from './checkout.module.css';

/**
 * Step 3: the four UK delivery services with their price (or Free) and estimated dates, as the shop
 * priced them for this basket; when the parcel cannot be posted, the shop's reason instead of prices.
 */
export function DeliveryOptions({
  form,
  pricing,
  loading,
  failed,
  retry,
}: {
  form: CheckoutForm;
  pricing: CheckoutPricing | undefined;
  loading: boolean;
  failed: string | null;
  retry: () => void;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const error = errors.shippingMethod?.message;
  return (
    <section className={s.step} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">
        <span className={s.stepNumber} aria-hidden="true">
          3
        </span>{' '}
        Delivery
      </h2>
      <QueryView
        data={pricing}
        // The status line stays while no prices are shown (empty unless asking), so its words are announced.
        loading={!failed}
        failed={Boolean(failed)}
        loadingView={
          <p role="status" className={s.soft}>
            {loading ? 'Loading delivery options…' : ''}
          </p>
        }
        failureView={
          <div role="alert" className={s.problem}>
            <p className="error">{failed}</p>
            <button type="button" className={s.secondary} onClick={retry}>
              Retry
            </button>
          </div>
        }
      >
        {(priced) =>
          priced.refusal ? (
            <p className={s.refusal}>{priced.refusal}</p>
          ) : (
            <fieldset
              className={s.choices}
              aria-describedby={error ? 'delivery-error delivery-note' : 'delivery-note'}
              aria-invalid={error ? true : undefined}
            >
              <legend>Choose a UK delivery service</legend>
              {priced.options.map((o) => (
                <label key={o.method} className={`${s.choice} ${s.delivery}`}>
                  <input type="radio" value={o.method} {...register('shippingMethod', { required: 'Choose a delivery option' })} />
                  <span className={s.deliveryText}>
                    <strong>
                      {o.name}, {o.delivery}
                    </strong>
                    <span className={s.soft}>
                      Estimated dispatch {formatDay(o.dispatchDate)}; delivery {formatWindow(o.deliveryFrom, o.deliveryTo)}
                    </span>
                  </span>
                  <span className={s.price}>{o.free || o.price === 0 ? 'Free' : o.price === null ? '' : formatPounds(o.price)}</span>
                </label>
              ))}
              <p id="delivery-error" className={s.error}>
                {error}
              </p>
              <p id="delivery-note" className={s.soft}>
                Dates are estimates for an order placed now: the 1.00 pm cut-off applies on working days, with no dispatch or delivery at
                weekends or on bank holidays.
              </p>
            </fieldset>
          )
        }
      </QueryView>
    </section>
  );
}
