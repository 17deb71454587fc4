import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import {
  StoreChangePasswordDocument,
  StoreProfileDocument,
  StoreUpdateProfileDocument,
  type StoreProfileQuery,
} from '../../generated/graphql';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';
import { QueryView } from '../../components/query-view';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordFields } from '../../components/ui/password-fields';
import { requiredText } from '../../lib/form-rules';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { phoneProblem } from '../../config/uk-contact';
import { AccountFrame } from './account-frame';
import type { ProfileImage } from './profile-image';
import { ProfileImageField } from './profile-image-field';
import { saveToken } from '../../lib/session';
import a from './account-page.module.css';
import { BusyButton } from '../../components/ui/busy-button';
import { showFieldError } from '../../lib/field-error';

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
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, reset, setError, setFocus } = form;
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
      showFieldError({ setError, setFocus }, result.error.field as (typeof PASSWORD_FIELDS)[number], result.error.message);
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
        <PasswordFields form={form} names={{ current: 'currentPassword', password: 'newPassword', confirm: 'confirmPassword' }} />
        <div>
          <BusyButton type="submit" className={s.button} busy={status.loading}>
            {status.loading ? 'Saving…' : 'Change password'}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

const PROFILE_FIELDS = ['name', 'contactNo1', 'contactNo2', 'city', 'address', 'image'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const isProfileField = (field: string | undefined): field is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(field ?? '');

interface ProfileValues {
  name: string;
  contactNo1: string;
  contactNo2: string;
  city: string;
  address: string;
  image: ProfileImage | null;
}

/**
 * The details form: name ('Name is required'), then the optional contact numbers (the one UK
 * phone rule of config/uk-contact.ts), city and address (an empty one clears it), and, optionally, a new
 * profile image read as a scaled data URL as /register sends it.
 */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}) {
  const client = useApolloClient();
  const { status, run } = useRequest<Profile>(messages.profileUpdate);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: {
      name: profile.name,
      contactNo1: profile.contactNo1 ?? '',
      contactNo2: profile.contactNo2 ?? '',
      city: profile.city ?? '',
      address: profile.address ?? '',
      image: null,
    },
  });
  // The form replaces the Edit details button: the keyboard goes on in its first field.
  useEffect(() => setFocus('name'), [setFocus]);
  const onSubmit = async (values: ProfileValues) => {
    const result = await run(async () => {
      const { data } = await client.mutate({
        mutation: StoreUpdateProfileDocument,
        variables: {
          input: {
            name: values.name.trim(),
            contactNo1: values.contactNo1.trim(),
            contactNo2: values.contactNo2.trim(),
            city: values.city.trim(),
            address: values.address.trim(),
            ...(values.image
              ? {
                  image: {
                    dataUrl: values.image.dataUrl,
                    fileName: values.image.fileName,
                    width: values.image.width,
                    height: values.image.height,
                  },
                }
              : {}),
          },
        },
      });
      if (!data) throw new Error('no data');
      return data.updateProfile;
    });
    if (result?.ok) {
      void notify(messages.profileUpdated, { type: 'success' });
      onSaved(result.data);
    } else if (result && isProfileField(result.error.field)) {
      showFieldError({ setError, setFocus }, result.error.field, result.error.message);
    }
  };
  const general = status.error && !isProfileField(status.error.field) ? status.error.message : '';
  return (
    <form className={`${s.form} ${s.grid}`} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Your details">
      <div role="alert" className={s.full}>
        {general && <p className={s.alert}>{general}</p>}
      </div>
      <FormField label="Name" error={errors.name?.message}>
        <input type="text" autoComplete="name" className={s.input} {...register('name', requiredText('Name'))} />
      </FormField>
      <FormField label="Contact No 1" optional error={errors.contactNo1?.message} hint="A UK number, like 07700 900123.">
        <input
          type="tel"
          autoComplete="tel"
          className={s.input}
          {...register('contactNo1', { validate: (v) => phoneProblem(v) ?? true })}
        />
      </FormField>
      <FormField label="Contact No 2" optional error={errors.contactNo2?.message}>
        <input
          type="tel"
          autoComplete="off"
          className={s.input}
          {...register('contactNo2', { validate: (v) => phoneProblem(v) ?? true })}
        />
      </FormField>
      <FormField label="City" optional error={errors.city?.message}>
        <input type="text" autoComplete="address-level2" className={s.input} {...register('city')} />
      </FormField>
      <div className={s.full}>
        <FormField label="Address" optional error={errors.address?.message}>
          <input type="text" autoComplete="street-address" className={s.input} {...register('address')} />
        </FormField>
      </div>
      <div className={s.full}>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ProfileImageField
              name={field.name}
              inputRef={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              optional
              hint="Choose a new JPEG, PNG, WebP or GIF picture to replace the current one."
              preview={field.value?.dataUrl ?? (profile.image ? paths.upload('users', profile.image) : null)}
              previewAlt={field.value ? 'Preview of your new profile image' : 'Your profile image'}
            />
          )}
        />
      </div>
      <div className={`${s.full} ${a.actions}`}>
        <BusyButton type="submit" className={s.button} busy={status.loading}>
          {status.loading ? 'Saving…' : 'Save details'}
        </BusyButton>
        <button type="button" className={s.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The details as they are, with Edit details; the form in its place while editing. */
function YourDetails({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <section aria-labelledby="your-details" className={a.card}>
      <div className={a.cardHead}>
        <h2 id="your-details">Your details</h2>
        {!editing && (
          <button ref={editButton} type="button" className={s.secondary} onClick={() => setEditing(true)}>
            Edit details
          </button>
        )}
      </div>
      {editing ? (
        <ProfileForm
          profile={profile}
          onCancel={stopEditing}
          onSaved={(saved) => {
            onSaved(saved);
            stopEditing();
          }}
        />
      ) : (
        <div className={a.details}>
          {profile.image && <img src={paths.upload('users', profile.image)} alt="" width={96} height={96} className={a.avatar} />}
          <dl className={a.list}>
            <dt>Name</dt>
            <dd>{profile.name}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Contact No 1</dt>
            <dd>{profile.contactNo1 || '—'}</dd>
            <dt>Contact No 2</dt>
            <dd>{profile.contactNo2 || '—'}</dd>
            <dt>City</dt>
            <dd>{profile.city || '—'}</dd>
            <dt>Address</dt>
            <dd>{profile.address || '—'}</dd>
          </dl>
        </div>
      )}
    </section>
  );
}

/** The signed-in part of /account: the details (editable) and the change-password form. */
function AccountDetails() {
  const client = useApolloClient();
  const { status, run } = useRequest<Profile>(messages.fetchProfile);
  const [saved, setSaved] = useState<Profile | null>(null);
  useEffect(() => {
    void run(async () => {
      const { data } = await client.query({ query: StoreProfileDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      return data.me;
    });
  }, [client, run]);
  const profile = saved ?? status.data;
  return (
    <QueryView
      data={profile}
      loading={status.loading}
      failed={Boolean(status.error)}
      failureView={
        <p className="error" role="alert">
          {status.error?.message}
        </p>
      }
    >
      {(shown) => (
        <>
          <YourDetails profile={shown} onSaved={setSaved} />
          <ChangePassword email={shown.email} />
        </>
      )}
    </QueryView>
  );
}

/**
 * /account (My Account in the header's account menu): the visitor's details, which they can edit, and
 * a change-password form. It needs the token kept in this browser, so the server renders the frame and
 * the browser asks.
 */
export function AccountPage() {
  return (
    <AccountFrame title="My Account">
      <AccountDetails />
    </AccountFrame>
  );
}
