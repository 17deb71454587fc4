import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { StoreResetPasswordDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { useInBrowser } from '../../lib/in-browser';
import { useRequest } from '../../lib/use-request';
import { showFieldError } from '../../lib/field-error';
import { formStyles as s } from '../../components/ui/form-field';
import { PasswordFields } from '../../components/ui/password-fields';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { BusyButton } from '../../components/ui/busy-button';

/** The token of a reset link, `/reset-password#token=...` (after '#', so it never reaches a server log). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}
const FIELDS = ['newPassword', 'confirmPassword'] as const;
const isField = (field: string | undefined): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field ?? '');

/** The page the reset e-mail links to: a new password twice; the token is read in the browser only. */
export function ResetPasswordPage() {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(messages.passwordChange);
  // null until read after hydration (the server never sees the fragment); read once.
  const inBrowser = useInBrowser();
  const token = useMemo(() => (inBrowser ? tokenFromHash(window.location.hash) : null), [inBrowser]);
  const form = useForm<ResetValues>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const { handleSubmit, setError, setFocus } = form;

  const submit = async ({ newPassword, confirmPassword }: ResetValues) => {
    if (!token) return;
    const result = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreResetPasswordDocument, variables: { token, newPassword, confirmPassword } });
      if (!data) throw new Error('no data');
      return data.resetPassword.message;
    });
    if (result && !result.ok && isField(result.error.field))
      showFieldError({ setError, setFocus }, result.error.field, result.error.message);
  };

  const general = status.error && !isField(status.error.field) ? status.error.message : '';
  return (
    <div className={`page ${s.panel}`}>
      <PageMeta title="Reset Password" description="Choose a new password for your Beauty Shop account." index={false} />
      <h1>Reset Password</h1>
      <div role="status">{status.success && <p className={s.success}>{status.data}</p>}</div>
      {token === '' && (
        <p className={s.alert}>
          This link has no reset token. Open the link from the e-mail again, or <Link to={paths.forgetPassword}>ask for a new one</Link>.
        </p>
      )}
      {token !== '' && !status.success && (
        <form className={s.form} onSubmit={handleSubmit(submit)} noValidate>
          <div role="alert">{general && <p className={s.alert}>{general}</p>}</div>
          <PasswordFields form={form} names={{ password: 'newPassword', confirm: 'confirmPassword' }} />
          <div>
            <BusyButton type="submit" className={s.button} disabled={token === null} busy={status.loading}>
              {status.loading ? 'Saving…' : 'Set new password'}
            </BusyButton>
          </div>
        </form>
      )}
      <ul className={s.links}>
        <li>
          <Link to={paths.login}>Back to Login</Link>
        </li>
        {status.error?.field === 'token' && (
          <li>
            <Link to={paths.forgetPassword}>Ask for a new link</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
