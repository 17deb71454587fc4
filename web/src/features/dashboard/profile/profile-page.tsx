import { useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import {
  AdminChangePasswordDocument,
  AdminTwoFactorStatusDocument,
  AdminUpdateProfileDocument,
  AdminViewerDocument,
  type AdminViewerQuery,
} from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { PageMeta } from '../../../lib/page-meta';
import { requestFailure } from '../../../lib/request-error';
import { PasswordFields } from '../../../components/ui/password-fields';
import { adminFailed, messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { saveToken } from '../../../lib/session';
import { Loading } from '../kit/list-parts';
import { ImageInput, UploadError, uploadImage, type ChosenImage } from '../image-input';
import { UnsavedChangesGuard } from '../unsaved';
import { AdminField, adminFieldLook } from '../settings/admin-field';
import s from '../admin.module.css';
import f from '../settings/settings.module.css';
import { TwoFactorSection } from './two-factor-section';
import { BusyButton } from '../../../components/ui/busy-button';
import { showFieldError } from '../../../lib/field-error';

type Viewer = AdminViewerQuery['me'];

/**
 * /dashboard/profile (the top bar's My Profile): the staff member's name and image, saved with
 * updateProfile, and their password. The signed-in member is the guard's AdminViewer, read from the
 * cache; updateProfile answers the same fields, so the top bar's name and avatar follow at once.
 * Two-factor sign-in comes last, or first when STAFF_2FA requires this member of staff to set it up.
 */
export function ProfilePage() {
  const titleId = useId();
  const { data, error } = useQuery(AdminViewerDocument);
  const twoFactor = useQuery(AdminTwoFactorStatusDocument);
  const setupRequired = twoFactor.data?.twoFactorStatus.setupRequired ?? (twoFactor.error ? false : undefined);
  // Where the section sits is settled once: moving it after enrolment would lose the recovery codes it shows.
  const [twoFactorFirst, setTwoFactorFirst] = useState<boolean | null>(null);
  if (twoFactorFirst === null && setupRequired !== undefined) setTwoFactorFirst(setupRequired);
  return (
    <section className={`${s.panel} ${f.page}`} aria-labelledby={titleId}>
      <PageMeta title="My Profile · Dashboard" index={false} />
      <h1 id={titleId}>My Profile</h1>
      {error ? (
        <p className={`error ${s.loadError}`} role="alert">
          {requestFailure(error, messages.fetchProfile).message}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className={f.intro}>Signed in as {data.me.email}.</p>
          {twoFactorFirst === true && <TwoFactorSection />}
          <DetailsForm viewer={data.me} />
          <PasswordForm email={data.me.email} />
          {twoFactorFirst === false && <TwoFactorSection />}
        </>
      )}
    </section>
  );
}

interface DetailsValues {
  name: string;
  image: ChosenImage | null;
}

function DetailsForm({ viewer }: { viewer: Viewer }) {
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<DetailsValues>({
    defaultValues: { name: viewer.name, image: null },
  });
  const [failure, setFailure] = useState('');
  // Bumped after each save: the file input starts empty again (the saved image shows as the current one).
  const [saves, setSaves] = useState(0);
  const imageId = useId();
  const sending = useRef(false);

  const save = async (values: DetailsValues) => {
    if (sending.current) return;
    sending.current = true;
    setFailure('');
    try {
      const image = values.image ? await uploadImage('users', values.image) : undefined;
      const { data } = await client.mutate({
        mutation: AdminUpdateProfileDocument,
        variables: { input: { name: values.name.trim(), ...(image ? { image } : {}) } },
      });
      reset({ name: data?.updateProfile.name ?? values.name.trim(), image: null });
      setSaves((n) => n + 1);
      void notify('Profile updated', { type: 'success' });
    } catch (err) {
      const { message, field } =
        err instanceof UploadError ? { message: err.message, field: 'image' } : requestFailure(err, adminFailed('update', 'profile'));
      if (field === 'name' || field === 'image')
        showFieldError({ setError, setFocus }, field, message, { type: 'server', focus: field === 'name' });
      else setFailure(message);
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is called in the submit event, where the double-send guard (a ref) may be read.
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event);

  const imageError = errors.image?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${imageId}-title`}>
      <UnsavedChangesGuard dirty={isDirty} what="profile changes" />
      <fieldset className={f.fieldset}>
        <legend className={f.legend} id={`${imageId}-title`}>
          Your details
        </legend>
        <div role="alert" className={f.alert}>
          {failure && <p className={s.alert}>{failure}</p>}
        </div>
        <div className={f.grid}>
          <AdminField label="Name" error={errors.name?.message} className={f.full}>
            <input
              type="text"
              autoComplete="name"
              className={s.input}
              {...register('name', {
                validate: (v) => (!v.trim() ? 'Name is required' : v.trim().length > 120 ? 'Name must be at most 120 characters' : true),
              })}
            />
          </AdminField>
          <div className={`${s.field} ${f.full}`}>
            <label htmlFor={imageId} className={s.label}>
              Profile image
            </label>
            <Controller
              name="image"
              control={control}
              render={({ field }) => (
                <ImageInput
                  key={saves}
                  id={imageId}
                  describedBy={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
                  invalid={Boolean(imageError)}
                  current={viewer.image ? { src: paths.upload('users', viewer.image) } : null}
                  value={field.value}
                  onChange={field.onChange}
                  onError={(message) => (message ? setError('image', { type: 'image', message }) : clearErrors('image'))}
                />
              )}
            />
            <p id={`${imageId}-hint`} className={s.hint}>
              An image file (JPEG, PNG, WebP, GIF or AVIF), at most 10 MB. It shows beside your name in the top bar.
            </p>
            <p id={`${imageId}-error`} className={s.fieldError}>
              {imageError}
            </p>
          </div>
        </div>
        <div className={f.actions}>
          <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save details'}
          </BusyButton>
        </div>
      </fieldset>
    </form>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password: the current one and the new one twice. The API ends every earlier token of the
 * account and answers a new one, which this browser keeps (as the storefront's account page does), so
 * this session goes on while every other one is signed out.
 */
function PasswordForm({ email }: { email: string }) {
  const client = useApolloClient();
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = form;
  const [failure, setFailure] = useState('');
  const titleId = useId();
  const sending = useRef(false);

  const save = async (values: PasswordValues) => {
    if (sending.current) return;
    sending.current = true;
    setFailure('');
    try {
      const { data } = await client.mutate({ mutation: AdminChangePasswordDocument, variables: values });
      if (!data) throw new Error('no data');
      saveToken(data.changePassword.token);
      reset();
      void notify(data.changePassword.message, { type: 'success' });
    } catch (err) {
      const { message, field } = requestFailure(err, messages.passwordChange);
      if (field && (PASSWORD_FIELDS as readonly string[]).includes(field))
        showFieldError({ setError, setFocus }, field as (typeof PASSWORD_FIELDS)[number], message, { type: 'server' });
      else setFailure(message);
    } finally {
      sending.current = false;
    }
  };
  // handleSubmit is called in the submit event, where the double-send guard (a ref) may be read.
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <fieldset className={f.fieldset}>
        <legend className={f.legend} id={titleId}>
          Change password
        </legend>
        <p className={f.note}>Changing your password signs you out on every other device; you stay signed in here.</p>
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div role="alert" className={f.alert}>
          {failure && <p className={s.alert}>{failure}</p>}
        </div>
        <div className={f.grid}>
          <PasswordFields
            form={form}
            names={{ current: 'currentPassword', password: 'newPassword', confirm: 'confirmPassword' }}
            look={adminFieldLook}
            currentClassName={f.full}
          />
        </div>
        <div className={f.actions}>
          <BusyButton type="submit" className={s.primary} busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Change password'}
          </BusyButton>
        </div>
      </fieldset>
    </form>
  );
}
