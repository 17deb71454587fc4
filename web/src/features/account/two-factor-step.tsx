import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { StoreVerifyTwoFactorDocument } from '../../generated/graphql';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/busy-button';

const VERIFY_FAILED = 'The code could not be checked. Please try again.';

/**
 * The second step of a staff sign-in with two-factor sign-in on: one field for the 6-digit code from
 * the authenticator app (the phone offers it from an SMS-style keyboard and autofill), or a recovery
 * code instead. An expired challenge (5 minutes) sends the visitor back to the password step.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (token: string) => void;
  /** Back to email and password, with a message when the challenge has expired. */
  onRestart: (message?: string) => void;
}) {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(VERIFY_FAILED);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recovery]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    const empty = !typed ? (recovery ? 'Type one of your recovery codes' : 'Type the 6-digit code from your app') : '';
    const malformed = !recovery && typed && !/^\d{6}$/.test(typed.replace(/\s+/g, '')) ? 'The code is 6 digits' : '';
    setMissing(empty || malformed);
    if (empty || malformed) return input.current?.focus();
    const result = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreVerifyTwoFactorDocument, variables: { challenge, code: typed } });
      if (!data?.verifyTwoFactor.token) throw new Error('no token');
      return data.verifyTwoFactor.token;
    });
    if (result?.ok) onSignedIn(result.data);
    else if (result && result.error.code === 'UNAUTHENTICATED') onRestart(result.error.message);
    else input.current?.select();
  };

  const error = missing || (status.error ? status.error.message : '');
  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      <p className={s.intro}>
        {recovery
          ? 'Type one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and type the 6-digit code it shows for Beauty Shop.'}
      </p>
      <FormField key={String(recovery)} label={label} error={error}>
        {recovery ? (
          <input
            ref={input}
            type="text"
            name="recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            className={s.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : (
          <input
            ref={input}
            type="text"
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={8}
            className={s.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <div className={s.links}>
        <BusyButton type="submit" className={s.button} busy={status.loading}>
          {status.loading ? 'Checking…' : 'Verify'}
        </BusyButton>
        <button
          type="button"
          className={s.secondary}
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setMissing('');
          }}
        >
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </button>
        <button type="button" className={s.secondary} onClick={() => onRestart()}>
          Back
        </button>
      </div>
    </form>
  );
}
