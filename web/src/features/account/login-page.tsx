import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StoreLoginDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { messages } from '../../config/messages';
import { dashboardPaths, paths } from '../../config/paths';
import { saveToken } from '../../lib/session';
import { mergeGuestWishlist } from '../../lib/wishlist/wishlist-sync';
import { returnPath, withReturn } from '../../lib/return-path';
import { TwoFactorStep } from './two-factor-step';
import { BusyButton } from '../../components/ui/busy-button';

type LoginStep = { token: string; setupRequired: boolean } | { challenge: string };

/**
 * /login: Email and Password (show/hide), the Login button, links to /register and /forgetpass. Once
 * signed in the visitor goes back where they were (`?next=` or the link's `state.from`, see
 * lib/return-path.ts), and Create an account keeps that way back.
 */
export function LoginPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, run, reset } = useRequest<LoginStep>(messages.login);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState('');
  const arrived = (location.state ?? {}) as { email?: unknown };
  const [email, setEmail] = useState(typeof arrived.email === 'string' ? arrived.email : '');
  const [password, setPassword] = useState('');
  // The server's words for an empty field, shown before asking it.
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = { email: email.trim() ? undefined : 'Email is required', password: password ? undefined : 'Password is required' };
    setMissing(empty);
    if (empty.email || empty.password) {
      (empty.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setRestartMessage('');
    const result = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreLoginDocument, variables: { name: email.trim(), password } });
      if (data?.login.twoFactorChallenge) return { challenge: data.login.twoFactorChallenge };
      if (!data?.login.token) throw new Error('no data');
      return { token: data.login.token, setupRequired: data.login.twoFactorSetupRequired };
    });
    if (!result?.ok) return;
    if ('challenge' in result.data) {
      setChallenge(result.data.challenge);
      return;
    }
    signedIn(result.data.token, result.data.setupRequired);
  };

  const signedIn = (token: string, setupRequired = false) => {
    saveToken(token);
    void mergeGuestWishlist(client);
    // Staff who must enrol in two-factor sign-in (STAFF_2FA=required) go to their profile after the password.
    void navigate(setupRequired ? dashboardPaths.profile : returnPath(location), { replace: true });
  };

  const restart = (message?: string) => {
    setChallenge(null);
    setPassword('');
    reset();
    setRestartMessage(message ?? '');
    window.setTimeout(() => passwordRef.current?.focus(), 0);
  };

  if (challenge) {
    return (
      <div className={`page ${s.panel}`}>
        <PageMeta title="Login" description="Log in to your Beauty Shop account." index={false} />
        <h1>Login</h1>
        <TwoFactorStep challenge={challenge} onSignedIn={(token) => signedIn(token)} onRestart={restart} />
      </div>
    );
  }

  const fieldError = (field: string) => (status.error?.field === field ? status.error.message : undefined);
  const generalError = (status.error && !status.error.field ? status.error.message : '') || restartMessage;
  return (
    <div className={`page ${s.panel}`}>
      <PageMeta title="Login" description="Log in to your Beauty Shop account." index={false} />
      <h1>Login</h1>
      <form className={s.form} onSubmit={submit} noValidate>
        <div role="alert">{generalError && <p className={s.alert}>{generalError}</p>}</div>
        <FormField label="Email" error={missing.email ?? fieldError('email') ?? fieldError('name')}>
          <input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            required
            className={s.input}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField label="Password" error={missing.password ?? fieldError('password')}>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <div>
          <BusyButton type="submit" className={s.button} busy={status.loading}>
            {status.loading ? 'Logging in…' : 'Login'}
          </BusyButton>
        </div>
      </form>
      <ul className={s.links}>
        <li>
          <Link to={withReturn(paths.register, returnPath(location))}>Create an account</Link>
        </li>
        <li>
          <Link to={paths.forgetPassword}>Forgot your password?</Link>
        </li>
      </ul>
    </div>
  );
}
