import { useMemo, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreResetPasswordDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { useInBrowser } from '../../lib/in-browser';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { BusyButton } from '../../components/ui/busy-button';

/** The token of a reset link, `/reset-password#token=...` (after '#', so it never reaches a server log). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The page the reset e-mail links to: a new password twice; the token is read in the browser only. */
export function ResetPasswordPage() {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(messages.passwordChange);
  // null until read after hydration (the server never sees the fragment); read once.
  const inBrowser = useInBrowser();
  const token = useMemo(() => (inBrowser ? tokenFromHash(window.location.hash) : null), [inBrowser]);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<{ newPassword?: string; confirmPassword?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      newPassword: !newPassword
        ? 'New password is required'
        : newPassword.length < 8
          ? 'Password must be at least 8 characters'
          : undefined,
      confirmPassword: newPassword && newPassword !== confirmPassword ? 'Passwords do not match' : undefined,
    };
    setProblems(found);
    if (found.newPassword || found.confirmPassword || !token) return;
    await run(async () => {
      const { data } = await client.mutate({ mutation: StoreResetPasswordDocument, variables: { token, newPassword, confirmPassword } });
      if (!data) throw new Error('no data');
      return data.resetPassword.message;
    });
  };

  const serverField = (field: string) => (status.error?.field === field ? status.error.message : undefined);
  const general = status.error && !['newPassword', 'confirmPassword'].includes(status.error.field ?? '') ? status.error.message : '';
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
        <form className={s.form} onSubmit={submit} noValidate>
          <div role="alert">{general && <p className={s.alert}>{general}</p>}</div>
          <FormField label="New password" error={problems.newPassword ?? serverField('newPassword')} hint="At least 8 characters.">
            <PasswordInput
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </FormField>
          <FormField label="Confirm new password" error={problems.confirmPassword ?? serverField('confirmPassword')}>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          </FormField>
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
