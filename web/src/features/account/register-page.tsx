import { useApolloClient } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StoreRegisterDocument } from '../../generated/graphql';
import { notifyProgress } from '../../lib/notify';
import { PageMeta } from '../../lib/page-meta';
import { returnPath, withReturn } from '../../lib/return-path';
import { saveToken } from '../../lib/session';
import { mergeGuestWishlist } from '../../lib/wishlist/wishlist-sync';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordFields } from '../../components/ui/password-fields';
import { UkAddressFields } from '../../components/ui/uk-address-fields';
import { requiredText } from '../../lib/form-rules';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../config/constants';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { phoneProblem } from '../../config/uk-contact';
import type { ProfileImage } from './profile-image';
import { ProfileImageField } from './profile-image-field';
import r from './register-page.module.css';
import { showFieldError } from '../../lib/field-error';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The phone: the API's (and the legacy payload's) name for it. */
  contactNo1: string;
  address: string;
  city: string;
  postcode: string;
  image: ProfileImage | null;
}

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'contactNo1', 'address', 'city', 'postcode', 'image'] as const;
const isField = (field: string | undefined): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field ?? '');

/**
 * /register and /Create Account/create-account: what the shop needs (name, e-mail, a password), then an
 * optional phone and UK address (the one UK rule of config/uk-contact.ts; a complete address is saved to
 * the address book) and, folded away, an optional profile photo. Toasts 'Registering user...' then 'User
 * registered successfully!' (3 s) or the error (5 s). Registering signs the shopper in and takes them back
 * where they were: `?next=` or the link's `state.from` (lib/return-path.ts), else the home page.
 */
export function RegisterPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const next = returnPath(location);
  const { status, run, reset } = useRequest<string>(messages.registrationFailed);
  const form = useForm<RegisterValues>({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      contactNo1: '',
      address: '',
      city: '',
      postcode: '',
      image: null,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  const onSubmit = async (values: RegisterValues) => {
    const progress = notifyProgress(messages.registering);
    const text = (v: string) => v.trim() || null;
    const result = await run(async () => {
      const { data } = await client.mutate({
        mutation: StoreRegisterDocument,
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            contactNo1: text(values.contactNo1),
            address: text(values.address),
            city: text(values.city),
            postcode: text(values.postcode),
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
      saveToken(data.register.token);
      void mergeGuestWishlist(client);
      return data.register.message;
    });
    if (!result) return;
    // After registration succeeds or fails, its status is reset.
    reset();
    if (result.ok) {
      void progress.done(messages.registered, { type: 'success', autoClose: TOAST_SUCCESS_MS });
      void navigate(next, { replace: true });
      return;
    }
    const { field, message } = result.error;
    if (isField(field)) showFieldError({ setError, setFocus }, field, message);
    void progress.done(message, { type: 'error', autoClose: TOAST_ERROR_MS });
  };

  const submitting = status.loading;
  return (
    <div className={`page ${s.wide}`}>
      <PageMeta title="Create Account" description="Register for a Beauty Shop account." index={false} />
      <h1>Create Account</h1>
      <p className={s.intro}>We need your name, email and a password. Everything else is optional.</p>
      <form className={`${s.form} ${s.grid}`} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Registration">
        <FormField label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" className={s.input} {...register('name', requiredText('Name'))} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={s.input} {...register('email', requiredText('Email'))} />
        </FormField>
        <PasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
        />
        <fieldset className={`${s.full} ${r.optional}`}>
          <legend>Phone and delivery address (optional)</legend>
          <p>Add them now for a quicker checkout: the address is saved to your address book. We deliver in the UK only.</p>
          <div className={s.grid}>
            <FormField label="Phone" optional error={errors.contactNo1?.message} hint="A UK number, like 07700 900123.">
              <input
                type="tel"
                autoComplete="tel"
                className={s.input}
                {...register('contactNo1', { validate: (v) => phoneProblem(v) ?? true })}
              />
            </FormField>
            <UkAddressFields form={form} names={{ line1: 'address', city: 'city', postcode: 'postcode' }} optional />
          </div>
        </fieldset>
        <details className={`${s.full} ${r.photo}`} open={Boolean(errors.image)}>
          <summary>Add a profile photo (optional)</summary>
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
                hint="A JPEG, PNG, WebP or GIF picture."
                optional
                preview={field.value?.dataUrl ?? null}
                previewAlt="Preview of your profile image"
              />
            )}
          />
        </details>
        <div className={s.full}>
          <button type="submit" className={s.button} disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Registering…' : 'Register'}
          </button>
        </div>
      </form>
      <ul className={s.links}>
        <li>
          <Link to={withReturn(paths.login, next)}>Already have an account? Login</Link>
        </li>
      </ul>
    </div>
  );
}
