import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { StoreChangePasswordDocument, StoreProfileDocument, type StoreProfileQuery } from '../../generated/graphql';
import { storedToken } from '../../app/apollo';
import { notify } from '../../app/notify';
import { PageMeta } from '../../app/page-meta';
import { useRequest } from '../../app/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { onSessionChange, saveToken } from './session';
import a from './account-page.module.css';

type Profile = StoreProfileQuery['me'];

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password: the current one and the new one twice; the API answers a new token (earlier ones end). */
function ChangePassword({ email }: { email: string }) {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(messages.passwordChange);
  const { register, handleSubmit, reset, getValues, setError, formState: { errors } } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = async (values: PasswordValues) => {
    const result = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreChangePasswordDocument, variables: values });
      if (!data) throw new Error('no data');
      saveToken(data.changePassword.token);
      return data.changePassword.message;
    });
    if (result?.ok) {
      reset();
      void notify(result.data, { type: 'success' });
    } else if (result && PASSWORD_FIELDS.includes(result.error.field as never)) {
      setError(result.error.field as (typeof PASSWORD_FIELDS)[number], { message: result.error.message }, { shouldFocus: true });
    }
  };
  const general = status.error && !PASSWORD_FIELDS.includes(status.error.field as never) ? status.error.message : '';
  return (
    <section aria-labelledby="change-password" className={a.card}>
      <h2 id="change-password">Change password</h2>
      <form className={s.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div role="status">{status.success && <p className={s.success}>{status.data}</p>}</div>
        <div role="alert">{general && <p className={s.alert}>{general}</p>}</div>
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword', { validate: (v) => (v ? true : 'Current password is required') })} />
        </FormField>
        <FormField label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" {...register('newPassword', {
            validate: (v) => (!v ? 'New password is required' : v.length < 8 ? 'Password must be at least 8 characters' : true),
          })} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword', {
            validate: (v) => (v === getValues('newPassword') ? true : 'Passwords do not match'),
          })} />
        </FormField>
        <div>
          <button type="submit" className={s.button} disabled={status.loading} aria-busy={status.loading}>
            {status.loading ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * /account (My Account in the header's account menu): the visitor's details and a change-password
 * form. It needs the token kept in this browser, so the server renders the frame and the browser asks.
 */
export function AccountPage() {
  const client = useApolloClient();
  const { status, run } = useRequest<Profile>(messages.fetchProfile);
  // null until read after hydration; follows login and logout (a changed password's new token keeps it true).
  const [signedIn, setSignedIn] = useState<boolean | null>(null);

  useEffect(() => {
    const update = () => setSignedIn(Boolean(storedToken()));
    update();
    return onSessionChange(update);
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    void run(async () => {
      const { data } = await client.query({ query: StoreProfileDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      return data.me;
    });
  }, [client, run, signedIn]);

  const profile = status.data;
  return (
    <div className={`page ${s.wide}`}>
      <PageMeta title="My Account" description="Your Beauty Shop account." index={false} />
      <h1>My Account</h1>
      {signedIn === null && <p role="status">Loading...</p>}
      {signedIn === false && (
        <p>Please <Link to={paths.login} state={{ from: paths.account }}>log in</Link> to see your account.</p>
      )}
      {signedIn && status.loading && <p role="status">Loading...</p>}
      {signedIn && status.error && <p className="error" role="alert">{status.error.message}</p>}
      {signedIn && profile && (
        <>
          <section aria-labelledby="your-details" className={a.card}>
            <h2 id="your-details">Your details</h2>
            <div className={a.details}>
              {profile.image && <img src={paths.upload('users', profile.image)} alt="" width={96} height={96} className={a.avatar} />}
              <dl className={a.list}>
                <dt>Name</dt><dd>{profile.name}</dd>
                <dt>Email</dt><dd>{profile.email}</dd>
                <dt>Contact No 1</dt><dd>{profile.contactNo1 || '—'}</dd>
                <dt>Contact No 2</dt><dd>{profile.contactNo2 || '—'}</dd>
                <dt>City</dt><dd>{profile.city || '—'}</dd>
                <dt>Address</dt><dd>{profile.address || '—'}</dd>
              </dl>
            </div>
          </section>
          <ChangePassword email={profile.email} />
        </>
      )}
    </div>
  );
}
