import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  StorePaymentMethodsDocument,
  StorePlaceOrderDocument,
  StoreProfileDocument,
  type StorePlaceOrderMutation,
} from '../../generated/graphql';
import { useRequest } from '../../lib/use-request';
import { requestFailure } from '../../lib/request-error';
import { formStyles as f } from '../../components/ui/form-field';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import type { BasketLine } from '../../lib/basket-storage';
import { AddressFields } from './address-fields';
import { BasketSummary } from './basket-summary';
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-session';
import { isCheckoutField, type CheckoutValues } from './checkout-values';
import { ContactFields } from './contact-fields';
import { DeliveryOptions } from './delivery-options';
import { DiscountCode } from './discount-code';
import { OrderTotals } from './order-totals';
import { BANK_TRANSFER, PaymentMethodChoice } from './payment-method-choice';
import { PricedLines, shortLines } from './priced-lines';
import { pointsToAsk, pointsToSpend, RewardPointsChoice } from './reward-points-choice';
import { readShippingInfo, writeShippingInfo } from './shipping-info-storage';
import { cheapestOption, useCheckoutPricing } from './use-checkout-pricing';
import s from './checkout.module.css';
import { showFieldError } from '../../lib/field-error';

export type PlacedOrder = StorePlaceOrderMutation['placeOrder'];

const ONLY_BANK_TRANSFER = [{ id: BANK_TRANSFER, label: 'Bank transfer' }] as const;

/**
 * The checkout's steps on one page (details, address, delivery, discount code, review and pay) beside
 * the basket's summary. Rendered only in the browser (the basket lives in its storage), so the saved
 * shipping info fills the form from the start. Every sum comes from the shop's checkoutOptions.
 */
export function CheckoutForm({
  lines,
  signedIn,
  onPlaced,
}: {
  lines: readonly BasketLine[];
  signedIn: boolean;
  onPlaced: (placed: PlacedOrder) => void;
}) {
  const client = useApolloClient();
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  // placeOrder's refusal of the code (a guest's e-mail has used it, or has ordered before): said in the discount step.
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const applyCode = (code: string | null) => {
    setCodeRefusal(null);
    setDiscountCode(code);
  };
  // Reward points (signed in): whether to use them, and placeOrder's refusal of them (more than the balance now).
  const [usePoints, setUsePoints] = useState(false);
  const [pointsRefusal, setPointsRefusal] = useState<string | null>(null);
  const [askPoints, setAskPoints] = useState<number | null>(null);
  const { pricing, loading, error: pricingError, retry } = useCheckoutPricing(lines, discountCode, askPoints);
  const choosePoints = (use: boolean) => {
    setPointsRefusal(null);
    setUsePoints(use);
    setAskPoints(pointsToAsk(use, pricing?.rewardPoints));
  };
  const [initial] = useState<CheckoutValues>(() => ({ ...readShippingInfo(), termsAccepted: false }));
  // The first invalid field in the page's order gets the focus (registration order differs from it).
  const form = useForm<CheckoutValues>({ defaultValues: initial, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = (invalid: FieldErrors<CheckoutValues>) => {
    const first = Array.from(formRef.current?.elements ?? []).find((el) => (el as HTMLInputElement).name in invalid);
    (first as HTMLElement | undefined)?.focus();
  };
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    subscribe,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { status, run } = useRequest<PlacedOrder>(messages.placeOrder);
  const profile = useQuery(StoreProfileDocument, { skip: !signedIn });
  // The ways to pay the shop offers: bank transfer alone until it says more (or if it cannot be asked).
  const offered = useQuery(StorePaymentMethodsDocument).data?.paymentMethods ?? ONLY_BANK_TRANSFER;
  const [chosenMethod, setChosenMethod] = useState<string | null>(null);
  const paymentMethod = offered.find((m) => m.id === chosenMethod)?.id ?? offered[0]?.id ?? BANK_TRANSFER;

  // What is typed is kept as it is typed, so a returning guest finds it (the terms box is not kept).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const { termsAccepted: _terms, ...info } = values;
          writeShippingInfo(info);
        },
      }),
    [subscribe],
  );

  // A signed-in customer's e-mail and name fill empty fields.
  const me = profile.data?.me;
  useEffect(() => {
    if (!me) return;
    if (!getValues('email')) setValue('email', me.email);
    if (!getValues('customerName')) setValue('customerName', me.name);
    if (!getValues('phone') && me.contactNo1) setValue('phone', me.contactNo1);
  }, [me, getValues, setValue]);

  // The chosen service must be one the shop offers; otherwise the cheapest (free when the basket qualifies).
  const method = useWatch({ control, name: 'shippingMethod' });
  const options = pricing?.options ?? [];
  const option = pricing?.refusal ? undefined : options.find((o) => o.method === method);
  // Chosen before the browser paints, so the services never show beside a summary still asking for one.
  useLayoutEffect(() => {
    if (!pricing || pricing.refusal || pricing.options.some((o) => o.method === method)) return;
    const cheapest = cheapestOption(pricing.options);
    if (cheapest) setValue('shippingMethod', cheapest.method);
  }, [pricing, method, setValue]);

  const refusal = pricing?.refusal ?? null;
  // A line asking for more than the shop has left would be refused: the basket must change first.
  const short = pricing ? shortLines(pricing.lines) : [];
  const onSubmit = async (values: CheckoutValues) => {
    if (refusal || short.length > 0) return;
    const result = await run(async () => {
      const { data } = await client.mutate({
        mutation: StorePlaceOrderDocument,
        variables: {
          input: {
            email: values.email.trim(),
            customerName: values.customerName.trim(),
            phone: values.phone.trim() || null,
            addressLine1: values.addressLine1.trim(),
            addressLine2: values.addressLine2.trim() || null,
            city: values.city.trim(),
            postcode: values.postcode.trim(),
            shippingMethod: values.shippingMethod,
            discountCode: discountCode && pricing?.discountCode ? discountCode : null,
            termsAccepted: values.termsAccepted,
            paymentMethod,
            lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
            idempotencyKey: checkoutAttemptKey(),
            pointsToSpend: pointsToSpend(usePoints, pricing),
          },
        },
      });
      if (!data) throw new Error('no data');
      return data.placeOrder;
    });
    if (!result) return;
    if (result.ok) {
      onPlaced(result.data);
      return;
    }
    // This attempt's key already placed another order: the next try is a new attempt.
    if (result.error.code === 'CONFLICT') endCheckoutAttempt();
    if (isCheckoutField(result.error.field)) showFieldError(form, result.error.field, result.error.message);
    if (result.error.field === 'discountCode') {
      // Priced again without the code, so the totals show what placing the order now would charge.
      setDiscountCode(null);
      setCodeRefusal(result.error.message);
    }
    if (result.error.field === 'pointsToSpend') {
      // Priced again without points (the balance is read afresh), so the totals show what placing the order now would charge.
      choosePoints(false);
      setPointsRefusal(result.error.message);
    }
  };
  const general =
    status.error && !isCheckoutField(status.error.field) && !['discountCode', 'pointsToSpend'].includes(status.error.field ?? '')
      ? status.error.message
      : '';
  const sending = status.loading || isSubmitting;
  const pricingFailed = pricingError ? requestFailure(pricingError, messages.fetchCheckoutOptions).message : null;
  const blocked = Boolean(refusal) || short.length > 0 || !pricing;

  return (
    <div className={s.layout}>
      <form
        ref={formRef}
        className={s.form}
        onSubmit={(event) => handleSubmit(onSubmit, focusFirstInvalid)(event)}
        noValidate
        aria-label="Checkout"
      >
        <ContactFields form={form} />
        <AddressFields form={form} signedIn={signedIn} />
        <DeliveryOptions form={form} pricing={pricing} loading={loading} failed={pricingFailed} retry={retry} />
        <DiscountCode applied={discountCode} pricing={pricing} loading={loading} onApply={applyCode} placeRefusal={codeRefusal} />
        <RewardPointsChoice pricing={pricing} using={usePoints} loading={loading} onUse={choosePoints} placeRefusal={pointsRefusal} />
        <section className={s.step} aria-labelledby="checkout-review">
          <h2 id="checkout-review">
            <span className={s.stepNumber} aria-hidden="true">
              5
            </span>{' '}
            Review and pay
          </h2>
          {pricing ? (
            <PricedLines lines={pricing.lines} size={48} />
          ) : (
            <ul className={s.review}>
              {lines.map((l) => (
                <li key={l.productId}>
                  {l.quantity} × {l.productName}
                </li>
              ))}
            </ul>
          )}
          {pricing && <OrderTotals pricing={pricing} option={option} />}
          <PaymentMethodChoice methods={offered} chosen={paymentMethod} onChoose={setChosenMethod} />
          <div className={s.terms}>
            <label className={s.check}>
              <input
                type="checkbox"
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby="terms-error"
                {...register('termsAccepted', { validate: (v) => v || 'Please accept the terms and conditions to place your order' })}
              />
              <span>
                I accept the{' '}
                <Link to={paths.termsOfServices} target="_blank" rel="noopener">
                  terms and conditions
                </Link>{' '}
                (opens in a new tab)
              </span>
            </label>
            <p id="terms-error" className={s.error}>
              {errors.termsAccepted?.message}
            </p>
          </div>
          <div role="alert" className={s.alertSlot}>
            {general && <p className={f.alert}>{general}</p>}
            {refusal && <p className={f.alert}>{refusal} We cannot take this order as it is: please change your basket.</p>}
            {short.length > 0 && (
              <p className={f.alert}>
                We do not have enough of {short.length === 1 ? short[0].name : 'some items'} in stock to place this order: please reduce the{' '}
                {short.length === 1 ? 'quantity' : 'quantities'} in your basket.
              </p>
            )}
          </div>
          <button type="submit" className={s.place} disabled={sending || blocked} aria-busy={sending}>
            {sending ? 'Placing your order…' : 'Place order'}
          </button>
        </section>
      </form>
      <BasketSummary lines={lines} pricing={pricing} option={option} />
    </div>
  );
}
