import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { AdminUpdateShopSettingsDocument, type AdminShopSettingsQuery } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { BusyButton } from '../../../components/ui/busy-button';
import { AdminField } from './admin-field';
import s from '../admin.module.css';
import f from './settings.module.css';
import { showFieldError } from '../../../lib/field-error';

const MAX_POINTS_PER_POUND = 10_000;

interface PointsRuleValues {
  pointsPerPound: string;
  pointsRedeemable: boolean;
}

/** The same check the shop makes: a whole number of points from 1 to 10,000. */
export function checkPointsPerPound(value: string): true | string {
  const text = value.trim();
  const n = Number(text);
  return /^\d+$/.test(text) && n >= 1 && n <= MAX_POINTS_PER_POUND
    ? true
    : `Points per £1 must be a whole number from 1 to ${MAX_POINTS_PER_POUND.toLocaleString('en-GB')}`;
}

const valuesOf = (shop: AdminShopSettingsQuery['shopSettings']): PointsRuleValues => ({
  pointsPerPound: String(shop.pointsPerPound),
  pointsRedeemable: shop.pointsRedeemable,
});

/**
 * Settings' reward points rule (docs/back-office.md, Settings): how many points take £1 off at checkout
 * and whether customers may spend them. Saved on its own; the Reward Points page follows the rule while
 * its text is still the shop's own words.
 */
export function PointsRuleForm({ initial }: { initial: AdminShopSettingsQuery['shopSettings'] }) {
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PointsRuleValues>({ defaultValues: valuesOf(initial) });
  const [failure, setFailure] = useState('');

  const save = async (values: PointsRuleValues) => {
    setFailure('');
    try {
      const { data } = await client.mutate({
        mutation: AdminUpdateShopSettingsDocument,
        variables: { input: { pointsPerPound: Number(values.pointsPerPound.trim()), pointsRedeemable: values.pointsRedeemable } },
      });
      reset(data ? valuesOf(data.updateShopSettings) : values);
      void notify('Reward points rule saved', { type: 'success' });
    } catch (err) {
      const { message, field } = requestFailure(err, adminFailed('update', 'settings'));
      if (field === 'pointsPerPound') showFieldError({ setError, setFocus }, 'pointsPerPound', message, { type: 'server' });
      else setFailure(message);
    }
  };

  return (
    <form onSubmit={(event) => handleSubmit(save)(event)} noValidate aria-label="Reward points rule">
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Reward points</legend>
        <p className={f.note}>
          Signed-in customers spend points at checkout on the goods after any discount code, never on delivery, in whole pence. Points spent
          on an order come back when it is cancelled or refunded.
        </p>
        <div role="alert" className={f.alert}>
          {failure && <p className={s.alert}>{failure}</p>}
        </div>
        <div className={f.grid}>
          <AdminField
            label="Points per £1 off"
            hint="100 means each point is worth 1p. From 1 to 10,000."
            error={errors.pointsPerPound?.message}
          >
            <input type="text" inputMode="numeric" className={s.input} {...register('pointsPerPound', { validate: checkPointsPerPound })} />
          </AdminField>
          <AdminField label="Customers may spend points at checkout" className={s.checkField}>
            <input type="checkbox" className={s.checkbox} {...register('pointsRedeemable')} />
          </AdminField>
        </div>
      </fieldset>
      <div className={f.actions}>
        <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save points rule'}
        </BusyButton>
      </div>
    </form>
  );
}
