import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreForgotPasswordDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { BusyButton } from '../../components/ui/busy-button';

/**
 * /forgetpass: the e-mail only. The API mails a reset link when an account has that e-mail and answers
 * the same either way, so the page never tells who has an account.
 */
export function ForgotPasswordPage() {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(messages.forgotPassword);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMissing(email.trim() ? '' : 'Email is required');
    if (!email.trim()) return;
    await run(async () => {
      const { data } = await client.mutate({ mutation: StoreForgotPasswordDocument, variables: { email: email.trim() } });
      if (!data) throw new Error('no data');
      return data.forgotPassword.message;
    });
  };

  const fieldError = missing || (status.error?.field === 'email' ? status.error.message : undefined);
  return (
    <div className={`page ${s.panel}`}>
      <PageMeta title="Forgot Password" description="Ask for a link to reset your Beauty Shop password." index={false} />
      <h1>Forgot Password</h1>
      <div role="status">{status.success && <p className={s.success}>{status.data}</p>}</div>
      {!status.success && (
        <form className={s.form} onSubmit={submit} noValidate>
          <p className={s.hint}>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <div role="alert">{status.error && status.error.field !== 'email' && <p className={s.alert}>{status.error.message}</p>}</div>
          <FormField label="Email" error={fieldError}>
            <input
              type="email"
              name="email"
              autoComplete="email"
              className={s.input}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <div>
            <BusyButton type="submit" className={s.button} busy={status.loading}>
              {status.loading ? 'Sending…' : 'Send reset link'}
            </BusyButton>
          </div>
        </form>
      )}
      <ul className={s.links}>
        <li>
          <Link to={paths.login}>Back to Login</Link>
        </li>
      </ul>
    </div>
  );
}
