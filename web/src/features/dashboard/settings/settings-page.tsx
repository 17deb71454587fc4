import { useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { AdminShopSettingsDocument, AdminUpdateShopSettingsDocument, type AdminShopSettingsQuery } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { Loading } from '../kit/list-parts';
import { UnsavedChangesGuard } from '../unsaved';
import { AdminField } from './admin-field';
import { PointsRuleForm } from './points-rule-form';
import { PromotionTilesForm } from './promotion-tiles-form';
import {
  BANK_FIELDS,
  BANK_TOGETHER,
  CARRIER_OPTIONS,
  missingBankFields,
  SETTINGS_FIELDS,
  SETTINGS_RULES,
  settingsInput,
  settingsValues,
  type SettingsField,
  type SettingsValues,
} from './settings-rules';
import s from '../admin.module.css';
import f from './settings.module.css';
import { BusyButton } from '../../../components/ui/busy-button';
import { showFieldError } from '../../../lib/field-error';

interface FieldSpec {
  name: SettingsField;
  label: string;
  type?: 'email' | 'url' | 'rate';
  autoComplete?: string;
  hint?: string;
  full?: boolean;
}

const SHOP: FieldSpec[] = [
  { name: 'shopName', label: 'Shop name', autoComplete: 'organization', full: true },
  { name: 'companyNumber', label: 'Company number', hint: 'Companies House: 8 digits, or 2 letters and 6 digits.' },
  { name: 'vatNumber', label: 'VAT number', hint: 'GB followed by 9 or 12 digits.' },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', full: true },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', full: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'contactEmail', label: 'Contact email', type: 'email', autoComplete: 'email', full: true },
];
const BANK: FieldSpec[] = [
  { name: 'bankAccountName', label: 'Account name', full: true },
  { name: 'bankSortCode', label: 'Sort code', hint: '6 digits, like 12-34-56.' },
  { name: 'bankAccountNumber', label: 'Account number', hint: '8 digits.' },
];
const SOCIAL: FieldSpec[] = [
  {
    name: 'facebookUrl',
    label: 'Facebook page',
    type: 'url',
    hint: 'An https:// address, like https://www.facebook.com/yourshop.',
    full: true,
  },
  {
    name: 'instagramUrl',
    label: 'Instagram page',
    type: 'url',
    hint: 'An https:// address, like https://www.instagram.com/yourshop.',
    full: true,
  },
];

const RATES: FieldSpec[] = [
  { name: 'audRate', label: 'Australian dollars (A$) to £1', type: 'rate', hint: 'For Australia, like 1.9500.' },
  { name: 'eurRate', label: 'Euros (€) to £1', type: 'rate', hint: 'For Austria and Belgium, like 1.1700.' },
];

/**
 * /dashboard/settings: the shop's details (shown in the storefront footer), the bank details for
 * bank-transfer payments (staff only), the social links (the storefront top bar's two icons), the
 * carrier whose tracking page a dispatch's tracking number links to, and the rates of the storefront's
 * approximate prices in other currencies (docs/back-office.md, Settings).
 */
export function SettingsPage() {
  const titleId = useId();
  const { data, error } = useQuery(AdminShopSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <section className={`${s.panel} ${f.page}`} aria-labelledby={titleId}>
      <PageMeta title="Settings · Dashboard" index={false} />
      <h1 id={titleId}>Settings</h1>
      <p className={f.intro}>
        The shop&rsquo;s details as customers see them in the storefront footer and top bar, and the bank details for bank-transfer
        payments, and the reward points rule.
      </p>
      {error ? (
        <p className={`error ${s.loadError}`} role="alert">
          {requestFailure(error, adminFailed('fetch', 'settings')).message}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <SettingsForm initial={data} />
          <PointsRuleForm initial={data.shopSettings} />
          <PromotionTilesForm />
        </>
      )}
    </section>
  );
}

function SettingsForm({ initial }: { initial: AdminShopSettingsQuery }) {
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SettingsValues>({
    defaultValues: settingsValues(initial),
  });
  const [failure, setFailure] = useState('');
  const sending = useRef(false);

  const save = async (values: SettingsValues) => {
    if (sending.current) return;
    sending.current = true;
    setFailure('');
    try {
      await client.mutate({ mutation: AdminUpdateShopSettingsDocument, variables: { input: settingsInput(values) } });
      // The saved values as the server keeps them (sort code 123456 → 12-34-56, postcode in capitals).
      const { data } = await client.query({ query: AdminShopSettingsDocument, fetchPolicy: 'network-only' });
      reset(data ? settingsValues(data) : values);
      void notify('Settings saved', { type: 'success' });
    } catch (err) {
      const { message, field } = requestFailure(err, adminFailed('update', 'settings'));
      if (field && (SETTINGS_FIELDS as string[]).includes(field))
        showFieldError({ setError, setFocus }, field as SettingsField, message, { type: 'server' });
      else setFailure(message);
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is called in the submit event, where the double-send guard (a ref) may be read.
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event);

  const field = (spec: FieldSpec) => {
    const bank = (BANK_FIELDS as readonly string[]).includes(spec.name);
    return (
      <AdminField
        key={spec.name}
        label={spec.label}
        hint={spec.hint}
        error={errors[spec.name]?.message}
        className={spec.full ? f.full : undefined}
      >
        <input
          type={spec.type === 'email' ? 'email' : spec.type === 'url' ? 'url' : 'text'}
          inputMode={
            spec.type === 'rate' ? 'decimal' : spec.name === 'bankSortCode' || spec.name === 'bankAccountNumber' ? 'numeric' : undefined
          }
          autoComplete={spec.autoComplete ?? 'off'}
          className={s.input}
          {...register(spec.name, {
            validate: (value, all) => {
              const own = SETTINGS_RULES[spec.name](value);
              if (own !== true) return own;
              return bank && missingBankFields(all).includes(spec.name as (typeof BANK_FIELDS)[number]) ? BANK_TOGETHER : true;
            },
            deps: bank ? BANK_FIELDS.filter((other) => other !== spec.name) : undefined,
          })}
        />
      </AdminField>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={isDirty} what="settings" />
      <div role="alert" className={f.alert}>
        {failure && <p className={s.alert}>{failure}</p>}
      </div>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Shop details</legend>
        <p className={f.note}>Shown in the storefront footer.</p>
        <div className={f.grid}>{SHOP.map(field)}</div>
      </fieldset>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Bank details</legend>
        <p className={f.note}>For bank-transfer payments. Give all three, or leave all three empty.</p>
        <div className={f.grid}>{BANK.map(field)}</div>
      </fieldset>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Social links</legend>
        <p className={f.note}>The storefront top bar&rsquo;s two icons; an empty link hides its icon.</p>
        <div className={f.grid}>{SOCIAL.map(field)}</div>
      </fieldset>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Delivery</legend>
        <p className={f.note}>
          Who carries the parcels: each dispatch records it, and customers&rsquo; tracking numbers link to its tracking page.
        </p>
        <div className={f.grid}>
          <AdminField label="Carrier" error={errors.carrier?.message}>
            <select className={s.input} {...register('carrier')}>
              {CARRIER_OPTIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </AdminField>
        </div>
      </fieldset>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>Currency rates</legend>
        <p className={f.note}>
          What £1 buys in each currency of the storefront&rsquo;s currency chooser. Shoppers who choose one see approximate prices beside
          the pound prices and are always charged in pounds (GBP); an empty rate shows no approximation.
        </p>
        <div className={f.grid}>{RATES.map(field)}</div>
      </fieldset>
      <div className={f.actions}>
        {!isDirty && !isSubmitting && <p className={f.saved}>No unsaved changes</p>}
        <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </BusyButton>
      </div>
    </form>
  );
}
