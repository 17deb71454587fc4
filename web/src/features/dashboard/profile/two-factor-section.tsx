import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AdminConfirmTwoFactorDocument,
  AdminDisableTwoFactorDocument,
  AdminRegenerateRecoveryCodesDocument,
  AdminStartTwoFactorDocument,
  AdminTwoFactorStatusDocument,
  type AdminStartTwoFactorMutation,
} from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { useRequest } from '../../../lib/use-request';
import { saveToken } from '../../../lib/session';
import { formatDate } from '../../../lib/format';
import { Loading } from '../kit/list-parts';
import { AdminField } from '../settings/admin-field';
import s from '../admin.module.css';
import f from '../settings/settings.module.css';
import t from './two-factor.module.css';
import { BusyButton } from '../../../components/ui/busy-button';

type Enrolment = AdminStartTwoFactorMutation['startTwoFactorEnrolment'];
type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; action: 'disable' | 'regenerate' };

const FAILED = 'Two-factor sign-in could not be changed. Please try again.';

/** The base32 secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * My Profile's two-factor sign-in (TOTP): set it up with the QR code (or the secret typed by hand) and a
 * code from the app; the ten recovery codes are shown once; new recovery codes or turning it off ask
 * for a fresh code. Turning it on or off ends every other session, and this browser keeps the new token.
 */
export function TwoFactorSection() {
  const titleId = useId();
  const { data, error, refetch } = useQuery(AdminTwoFactorStatusDocument, { fetchPolicy: 'network-only' });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState('');
  const [starting, setStarting] = useState(false);
  const client = useApolloClient();
  const status = data?.twoFactorStatus;

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setFailure('');
    try {
      const { data: started } = await client.mutate({ mutation: AdminStartTwoFactorDocument });
      if (started) setStep({ kind: 'enrolling', enrolment: started.startTwoFactorEnrolment });
    } catch (err) {
      setFailure(requestFailure(err, FAILED).message);
    } finally {
      setStarting(false);
    }
  };

  const finished = async (next: Step, message: string) => {
    setStep(next);
    await refetch();
    void notify(message, { type: 'success' });
  };

  if (error)
    return (
      <Section titleId={titleId}>
        <p className={s.alert} role="alert">
          {requestFailure(error, 'Two-factor sign-in could not be loaded.').message}
        </p>
      </Section>
    );
  if (!status)
    return (
      <Section titleId={titleId}>
        <Loading />
      </Section>
    );
  if (!status.available) return null;
  return (
    <Section titleId={titleId}>
      {status.setupRequired && step.kind !== 'codes' && (
        <p className={t.required} role="status">
          This shop requires two-factor sign-in for staff. Set it up here to use the back office.
        </p>
      )}
      <div role="alert" className={f.alert}>
        {failure && <p className={s.alert}>{failure}</p>}
      </div>
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'enrolling' ? (
        <EnrolForm
          enrolment={step.enrolment}
          onCancel={() => setStep({ kind: 'idle' })}
          onEnabled={(codes, token) => {
            saveToken(token);
            void finished({ kind: 'codes', codes }, 'Two-factor sign-in is on');
          }}
        />
      ) : status.enabled ? (
        <>
          <p className={t.status}>
            <span className={t.on}>On</span> since {status.enabledAt ? formatDate(status.enabledAt) : 'now'}. You have{' '}
            {status.recoveryCodesLeft} unused recovery code{status.recoveryCodesLeft === 1 ? '' : 's'}.
          </p>
          {step.kind === 'confirm' ? (
            <CodeForm
              action={step.action}
              onCancel={() => setStep({ kind: 'idle' })}
              onDone={(result) => {
                if (result.token) saveToken(result.token);
                void finished(result.codes ? { kind: 'codes', codes: result.codes } : { kind: 'idle' }, result.message);
              }}
            />
          ) : (
            <div className={t.row}>
              <button type="button" className={s.secondary} onClick={() => setStep({ kind: 'confirm', action: 'regenerate' })}>
                New recovery codes
              </button>
              <button type="button" className={s.danger} onClick={() => setStep({ kind: 'confirm', action: 'disable' })}>
                Turn off two-factor sign-in
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className={t.status}>Off. With it on, signing in needs your password and a code from an authenticator app on your phone.</p>
          <button type="button" className={s.primary} onClick={start} disabled={starting} aria-busy={starting || undefined}>
            {starting ? 'Starting…' : 'Set up two-factor sign-in'}
          </button>
        </>
      )}
    </Section>
  );
}

function Section({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <section className={f.fieldset} aria-labelledby={titleId}>
      <h2 className={`${f.legend} ${t.title}`} id={titleId}>
        Two-factor sign-in
      </h2>
      {children}
    </section>
  );
}

/** One code field, as a phone's keyboard and autofill expect it; `input` is its ref (focused when empty, selected when refused). */
function useCodeForm(submitCode: (code: string) => Promise<void>, emptyMessage: string, input: RefObject<HTMLInputElement | null>) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState('');
  const { status, run } = useRequest<void>(FAILED);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMissing(code.trim() ? '' : emptyMessage);
    if (!code.trim()) return input.current?.focus();
    const result = await run(() => submitCode(code.trim()));
    if (result && !result.ok) input.current?.select();
  };
  return { code, setCode, error: missing || (status.error?.message ?? ''), busy: status.loading, onSubmit };
}

function EnrolForm({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: Enrolment;
  onEnabled: (codes: string[], token: string) => void;
  onCancel: () => void;
}) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const form = useCodeForm(
    async (code) => {
      const { data } = await client.mutate({ mutation: AdminConfirmTwoFactorDocument, variables: { code } });
      const done = data?.confirmTwoFactorEnrolment;
      if (done?.token) onEnabled(done.recoveryCodes, done.token);
    },
    'Type the 6-digit code from your app',
    input,
  );
  return (
    <div className={t.enrol}>
      <img className={t.qr} src={enrolment.qrCode} width={200} height={200} alt="QR code to scan with your authenticator app" />
      <div>
        <ol className={t.steps}>
          <li>
            Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password) and scan the QR
            code. On the phone itself? <a href={enrolment.otpauthUri}>Add it to your app</a>.
          </li>
          <li>
            Cannot scan it? Add an account by hand with this key (time-based):
            <br />
            <code className={t.secret} aria-label={`Key: ${enrolment.secret.split('').join(' ')}`}>
              {groupedSecret(enrolment.secret)}
            </code>
          </li>
          <li>Type the 6-digit code the app shows.</li>
        </ol>
        <form className={t.codeForm} onSubmit={form.onSubmit} noValidate>
          <AdminField label="Code from your app" error={form.error}>
            <input
              ref={input}
              type="text"
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={8}
              className={s.input}
              value={form.code}
              onChange={(e) => form.setCode(e.target.value)}
            />
          </AdminField>
          <div className={t.row}>
            <BusyButton type="submit" className={s.primary} busy={form.busy}>
              {form.busy ? 'Checking…' : 'Turn on'}
            </BusyButton>
            <button type="button" className={s.secondary} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

function CodeForm({
  action,
  onDone,
  onCancel,
}: {
  action: 'disable' | 'regenerate';
  onDone: (result: { message: string; token?: string; codes?: string[] }) => void;
  onCancel: () => void;
}) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const form = useCodeForm(
    async (code) => {
      if (action === 'disable') {
        const { data } = await client.mutate({ mutation: AdminDisableTwoFactorDocument, variables: { code } });
        if (data) onDone({ message: data.disableTwoFactor.message, token: data.disableTwoFactor.token });
      } else {
        const { data } = await client.mutate({ mutation: AdminRegenerateRecoveryCodesDocument, variables: { code } });
        if (data)
          onDone({ message: data.regenerateTwoFactorRecoveryCodes.message, codes: data.regenerateTwoFactorRecoveryCodes.recoveryCodes });
      }
    },
    'Type a code from your app, or a recovery code',
    input,
  );
  return (
    <form className={t.codeForm} onSubmit={form.onSubmit} noValidate>
      <p className={f.note}>
        {action === 'disable'
          ? 'To turn two-factor sign-in off, type a code from your app or a recovery code. Your other sessions will be signed out.'
          : 'To make new recovery codes, type a code from your app or a recovery code. Your old recovery codes stop working.'}
      </p>
      <AdminField label="Code from your app, or a recovery code" error={form.error}>
        <input
          ref={input}
          type="text"
          name="one-time-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          className={s.input}
          value={form.code}
          onChange={(e) => form.setCode(e.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user just asked to type a code
          autoFocus
        />
      </AdminField>
      <div className={t.row}>
        <BusyButton type="submit" className={action === 'disable' ? s.danger : s.primary} busy={form.busy}>
          {form.busy ? 'Checking…' : action === 'disable' ? 'Turn off' : 'Make new codes'}
        </BusyButton>
        <button type="button" className={s.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The recovery codes, shown this once: copy them, then say they are kept. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      void notify('Copying failed: select the codes and copy them by hand', { type: 'error' });
    }
  };
  return (
    <div aria-labelledby={titleId} role="group">
      <h3 id={titleId}>Your recovery codes</h3>
      <p className={f.note}>
        Keep these somewhere safe, such as a password manager. Each one signs you in once if you lose your phone. They are shown only this
        once.
      </p>
      <ul className={t.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={t.row}>
        <button type="button" className={s.secondary} onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" className={s.primary} onClick={onDone}>
          I have saved my codes
        </button>
      </div>
      <p role="status" className={f.saved}>
        {copied ? 'The recovery codes are on your clipboard.' : ''}
      </p>
    </div>
  );
}
