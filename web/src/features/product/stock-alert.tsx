import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { StoreRequestStockAlertDocument, StoreStockAlertEmailDocument } from '../../generated/graphql';
import { FormField, formStyles as f } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/busy-button';
import { validateEmail } from '../../config/email';
import { messages } from '../../config/messages';
import { useSignedIn } from '../../lib/session';
import { useRequest } from '../../lib/use-request';
import s from './stock-alert.module.css';

const EMAIL_ME = "Email me when it's back";

/**
 * "Email me when it's back" on an out-of-stock product's page (a lazy part of it): an address, filled in
 * for a signed-in customer, that the shop mails once when the product is in stock again. The answer, or
 * what went wrong, is read out from the status and alert regions.
 */
export function StockAlertForm({ productId, productName }: { productId: number; productName: string }) {
  const client = useApolloClient();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState('');
  const { status, run } = useRequest<string>(messages.stockAlert);
  const signedIn = useSignedIn();
  const touched = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    client
      .query({ query: StoreStockAlertEmailDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!touched.current && data?.me?.email) setEmail(data.me.email);
      })
      .catch(() => undefined);
  }, [client, signedIn]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = validateEmail(email);
    setInvalid(check === true ? '' : check);
    if (check !== true) {
      input.current?.focus();
      return;
    }
    const outcome = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreRequestStockAlertDocument, variables: { productId, email: email.trim() } });
      if (!data) throw new Error('no data');
      return data.requestStockAlert.message;
    });
    if (outcome && !outcome.ok && outcome.error.field === 'email') input.current?.focus();
  };

  const fieldError = invalid || (status.error?.field === 'email' ? status.error.message : undefined);
  return (
    <section className={s.alert} aria-labelledby={headingId}>
      <h2 id={headingId}>{EMAIL_ME}</h2>
      <div role="status">{status.success && <p className={s.done}>{status.data}</p>}</div>
      {!status.success && (
        <form className={f.form} onSubmit={submit} noValidate>
          <p className={f.hint}>{productName} is out of stock. Leave your e-mail address and we will write once, when it is back.</p>
          <div role="alert">{status.error && status.error.field !== 'email' && <p className={f.alert}>{status.error.message}</p>}</div>
          <div className={s.row}>
            <FormField label="Email" error={fieldError}>
              <input
                ref={input}
                type="email"
                name="email"
                autoComplete="email"
                className={f.input}
                value={email}
                onChange={(e) => {
                  touched.current = true;
                  setEmail(e.target.value);
                }}
              />
            </FormField>
            <div>
              <BusyButton type="submit" className={f.button} busy={status.loading}>
                {status.loading ? 'Saving…' : EMAIL_ME}
              </BusyButton>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
