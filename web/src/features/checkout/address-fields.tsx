import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { StoreMyAddressesDocument, type StoreSavedAddressFieldsFragment } from '../../generated/graphql';
import { formStyles as f } from '../../components/ui/form-field';
import { UkAddressFields } from '../../components/ui/uk-address-fields';
import type { CheckoutForm } from './checkout-values';
import s from './checkout.module.css';

const NEW_ADDRESS = 'new';

/** Step 2: the UK delivery address; a signed-in customer may start from one of their saved addresses (the default chosen first). */
export function AddressFields({ form, signedIn }: { form: CheckoutForm; signedIn: boolean }) {
  return (
    <section className={s.step} aria-labelledby="checkout-address">
      <h2 id="checkout-address">
        <span className={s.stepNumber} aria-hidden="true">
          2
        </span>{' '}
        Delivery address
      </h2>
      {signedIn && <SavedAddresses form={form} />}
      <div className={f.grid}>
        <UkAddressFields
          form={form}
          names={{ line1: 'addressLine1', line2: 'addressLine2', city: 'city', postcode: 'postcode' }}
          postcodeHint="A UK postcode, like SW1A 1AA. We deliver in the UK only."
        />
      </div>
    </section>
  );
}

function fill(form: CheckoutForm, address: StoreSavedAddressFieldsFragment) {
  const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted } as const;
  form.setValue('customerName', address.fullName, set);
  if (address.phone) form.setValue('phone', address.phone, set);
  form.setValue('addressLine1', address.addressLine1, set);
  form.setValue('addressLine2', address.addressLine2 ?? '', set);
  form.setValue('city', address.city, set);
  form.setValue('postcode', address.postcode, set);
}

/** The customer's saved addresses as choices; choosing one fills the fields below, which stay editable. */
function SavedAddresses({ form }: { form: CheckoutForm }) {
  const { data } = useQuery(StoreMyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = useMemo(() => data?.myAddresses ?? [], [data]);
  const [chosen, setChosen] = useState<string>(NEW_ADDRESS);
  const preselected = useRef(false);
  // Before the browser paints (and before anything reads the page), so the choices never show with none chosen.
  useLayoutEffect(() => {
    if (preselected.current || addresses.length === 0) return;
    preselected.current = true;
    const first = addresses.find((a) => a.isDefault) ?? addresses[0];
    setChosen(String(first.id));
    fill(form, first);
  }, [addresses, form]);
  if (addresses.length === 0) return null;
  const choose = (value: string) => {
    setChosen(value);
    const address = addresses.find((a) => String(a.id) === value);
    if (address) fill(form, address);
    else for (const field of ['addressLine1', 'addressLine2', 'city', 'postcode'] as const) form.setValue(field, '', { shouldDirty: true });
  };
  return (
    <fieldset className={s.choices}>
      <legend>Your saved addresses</legend>
      {addresses.map((a) => (
        <label key={a.id} className={s.choice}>
          <input type="radio" name="savedAddress" value={a.id} checked={chosen === String(a.id)} onChange={() => choose(String(a.id))} />
          <span>
            <strong>{a.label}</strong>
            {a.isDefault && <span className={s.soft}> (default)</span>}
            <br />
            <span className={s.soft}>{[a.fullName, a.addressLine1, a.addressLine2, a.city, a.postcode].filter(Boolean).join(', ')}</span>
          </span>
        </label>
      ))}
      <label className={s.choice}>
        <input type="radio" name="savedAddress" value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} onChange={() => choose(NEW_ADDRESS)} />
        <span>Another address (type it below)</span>
      </label>
    </fieldset>
  );
}
