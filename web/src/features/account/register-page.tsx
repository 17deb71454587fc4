import { useApolloClient } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { StoreRegisterDocument } from '../../generated/graphql';
import { notifyProgress } from '../../lib/notify';
import { PageMeta } from '../../lib/page-meta';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../config/constants';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import type { ProfileImage } from './profile-image';
import { ProfileImageField } from './profile-image-field';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  contactNo1: string;
  contactNo2: string;
  city: string;
  address: string;
  image: ProfileImage | null;
}

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'contactNo1', 'contactNo2', 'city', 'address', 'image'] as const;
const isField = (field: string | undefined): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field ?? '');

/** Trims and keeps a text field; an empty one fails with the legacy message. */
const required = (message: string) => ({ validate: (v: string) => (v.trim() ? true : message) });

/**
 * /register and /Create Account/create-account: the registration form with the legacy shop's
 * messages, a profile image as a data URL with its preview, and the toasts 'Registering user...' then
 * 'User registered successfully!' (3 s) or the error (5 s). On success the visitor goes on to log in.
 */
export function RegisterPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, run, reset } = useRequest<string>(messages.registrationFailed);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      contactNo1: '',
      contactNo2: '',
      city: '',
      address: '',
      image: null,
    },
  });

  const onSubmit = async (values: RegisterValues) => {
    const progress = notifyProgress(messages.registering);
    const result = await run(async () => {
      const { data } = await client.mutate({
        mutation: StoreRegisterDocument,
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            contactNo1: values.contactNo1.trim(),
            contactNo2: values.contactNo2.trim() || null,
            city: values.city.trim(),
            address: values.address.trim(),
            image: values.image && {
              dataUrl: values.image.dataUrl,
              fileName: values.image.fileName,
              width: values.image.width,
              height: values.image.height,
            },
          },
        },
      });
      if (!data) throw new Error('no data');
      return data.register.message;
    });
    if (!result) return;
    // After registration succeeds or fails, its status is reset.
    reset();
    if (result.ok) {
      void progress.done(messages.registered, { type: 'success', autoClose: TOAST_SUCCESS_MS });
      void navigate(paths.login, { state: { email: values.email.trim(), registered: true } });
      return;
    }
    const { field, message } = result.error;
    if (isField(field)) setError(field, { message }, { shouldFocus: true });
    void progress.done(message, { type: 'error', autoClose: TOAST_ERROR_MS });
  };

  const submitting = status.loading;
  return (
    <div className={`page ${s.wide}`}>
      <PageMeta title="Create Account" description="Register for a Beauty Shop account." index={false} />
      <h1>Create Account</h1>
      <p className={s.intro}>Fields marked (optional) may be left empty; every other field is needed.</p>
      <form className={`${s.form} ${s.grid}`} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Registration">
        <FormField label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" className={s.input} {...register('name', required('Name is required'))} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={s.input} {...register('email', required('Email is required'))} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
          <PasswordInput
            autoComplete="new-password"
            {...register('password', {
              validate: (v) => (!v ? 'Password is required' : v.length < 8 ? 'Password must be at least 8 characters' : true),
            })}
          />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            {...register('confirmPassword', {
              validate: (v) => (v === getValues('password') ? true : 'Passwords do not match'),
            })}
          />
        </FormField>
        <FormField label="Contact No 1" error={errors.contactNo1?.message}>
          <input type="tel" autoComplete="tel" className={s.input} {...register('contactNo1', required('Contact No 1 is required'))} />
        </FormField>
        <FormField label="Contact No 2" optional error={errors.contactNo2?.message}>
          <input type="tel" autoComplete="off" className={s.input} {...register('contactNo2')} />
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <input type="text" autoComplete="address-level2" className={s.input} {...register('city', required('City is required'))} />
        </FormField>
        <FormField label="Address" error={errors.address?.message}>
          <input type="text" autoComplete="street-address" className={s.input} {...register('address', required('Address is required'))} />
        </FormField>
        <div className={s.full}>
          <Controller
            control={control}
            name="image"
            rules={{ validate: (v) => (v ? true : 'Profile image is required') }}
            render={({ field, fieldState }) => (
              <ProfileImageField
                name={field.name}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                hint="A JPEG, PNG, WebP or GIF picture."
                preview={field.value?.dataUrl ?? null}
                previewAlt="Preview of your profile image"
              />
            )}
          />
        </div>
        <div className={s.full}>
          <button type="submit" className={s.button} disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Registering…' : 'Register'}
          </button>
        </div>
      </form>
      <ul className={s.links}>
        <li>
          <Link to={paths.login}>Already have an account? Login</Link>
        </li>
      </ul>
    </div>
  );
}
