import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { StoreCreateMyAddressDocument, StoreUpdateMyAddressDocument, type StoreSavedAddressFieldsFragment } from '../../generated/graphql';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { messages } from '../../config/messages';
import { phoneProblem } from '../../config/uk-contact';
import { UkAddressFields } from '../../components/ui/uk-address-fields';
import { requiredText } from '../../lib/form-rules';
import a from './account-page.module.css';
import { BusyButton } from '../../components/ui/busy-button';
import { showFieldError } from '../../lib/field-error';

export interface AddressValues {
  label: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  isDefault: boolean;
}

const FIELDS = ['label', 'fullName', 'phone', 'addressLine1', 'addressLine2', 'city', 'postcode', 'isDefault'] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string | undefined): field is Field => (FIELDS as readonly string[]).includes(field ?? '');

const valuesOf = (address?: StoreSavedAddressFieldsFragment | null): AddressValues => ({
  label: address?.label ?? '',
  fullName: address?.fullName ?? '',
  phone: address?.phone ?? '',
  addressLine1: address?.addressLine1 ?? '',
  addressLine2: address?.addressLine2 ?? '',
  city: address?.city ?? '',
  postcode: address?.postcode ?? '',
  isDefault: address?.isDefault ?? false,
});

/**
 * Add or edit a saved address: every field labelled, the error under its field (the browser's checks
 * first, then the server's message on the field it names), the first invalid field focused, the
 * save button busy while saving. `suggestDefault` ticks 'Make this my default address' for a first address.
 */
export function AddressForm({
  address,
  suggestDefault,
  onSaved,
  onCancel,
}: {
  address?: StoreSavedAddressFieldsFragment | null;
  suggestDefault?: boolean;
  onSaved: (saved: StoreSavedAddressFieldsFragment) => void;
  onCancel: () => void;
}) {
  const client = useApolloClient();
  const { status, run } = useRequest<StoreSavedAddressFieldsFragment>(messages.saveAddress);
  const defaults = valuesOf(address);
  if (!address && suggestDefault) defaults.isDefault = true;
  const form = useForm<AddressValues>({ defaultValues: defaults });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  // The form opens in place of the button that asked for it: the keyboard goes on in its first field.
  useEffect(() => setFocus('label'), [setFocus]);
  const editing = Boolean(address);
  const alreadyDefault = Boolean(address?.isDefault);

  const onSubmit = async (values: AddressValues) => {
    const input = {
      label: values.label.trim(),
      fullName: values.fullName.trim(),
      phone: values.phone.trim() || null,
      addressLine1: values.addressLine1.trim(),
      addressLine2: values.addressLine2.trim() || null,
      city: values.city.trim(),
      postcode: values.postcode.trim(),
      // Unticking the default is not a way to have none: another address is made the default instead.
      isDefault: alreadyDefault ? null : values.isDefault,
    };
    const result = await run(async () => {
      if (address) {
        const { data } = await client.mutate({ mutation: StoreUpdateMyAddressDocument, variables: { id: address.id, input } });
        if (!data) throw new Error('no data');
        return data.updateMyAddress;
      }
      const { data } = await client.mutate({ mutation: StoreCreateMyAddressDocument, variables: { input } });
      if (!data) throw new Error('no data');
      return data.createMyAddress;
    });
    if (result?.ok) onSaved(result.data);
    else if (result && isField(result.error.field)) showFieldError({ setError, setFocus }, result.error.field, result.error.message);
  };
  const general = status.error && !isField(status.error.field) ? status.error.message : '';

  return (
    <form
      className={`${s.form} ${s.grid}`}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={editing ? `Edit address ${address!.label}` : 'New address'}
    >
      <div role="alert" className={s.full}>
        {general && <p className={s.alert}>{general}</p>}
      </div>
      <FormField label="Label" error={errors.label?.message} hint="For example Home or Work.">
        <input type="text" autoComplete="off" className={s.input} {...register('label', requiredText('Label', 40))} />
      </FormField>
      <FormField label="Full name" error={errors.fullName?.message}>
        <input type="text" autoComplete="name" className={s.input} {...register('fullName', requiredText('Full name', 120))} />
      </FormField>
      <FormField label="Phone" optional error={errors.phone?.message} hint="A UK number, for the carrier, if they need to reach you.">
        <input type="tel" autoComplete="tel" className={s.input} {...register('phone', { validate: (v) => phoneProblem(v) ?? true })} />
      </FormField>
      <UkAddressFields form={form} names={{ line1: 'addressLine1', line2: 'addressLine2', city: 'city', postcode: 'postcode' }} />
      <div className={s.full}>
        {alreadyDefault ? (
          <p className={a.muted}>This is your default address. To change that, make another address the default.</p>
        ) : (
          <label className={a.check}>
            <input type="checkbox" {...register('isDefault')} /> Make this my default address
          </label>
        )}
        {errors.isDefault?.message && <p className={s.error}>{errors.isDefault.message}</p>}
      </div>
      <div className={`${s.full} ${a.actions}`}>
        <BusyButton type="submit" className={s.button} busy={status.loading}>
          {status.loading ? 'Saving…' : editing ? 'Save address' : 'Add address'}
        </BusyButton>
        <button type="button" className={s.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
