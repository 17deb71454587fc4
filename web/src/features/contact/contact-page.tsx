import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { StoreFooterPageDocument } from '../../generated/graphql';
import { storedToken } from '../../lib/apollo';
import { PageMeta } from '../../lib/page-meta';
import { prime } from '../../lib/prime';
import { RequestError, useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES, CONTACT_MAX_TOTAL_BYTES, CONTACT_SUBJECTS } from '../../config/constants';
import { validateEmail } from '../../config/email';
import { messages } from '../../config/messages';
import { PageBody, parseBody } from '../content/page-body';
import { BusyButton } from '../../components/ui/busy-button';
import { showFieldError } from '../../lib/field-error';

export interface ContactValues {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  attachments: FileList | null;
}

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = { support: 'Support', sales: 'Sales', feedback: 'Feedback' };
const FIELDS = ['fullName', 'email', 'subject', 'message', 'attachments'] as const;

/** The route's loader (loaded with the page's chunk): the shop's contact details above the form. */
export const loadContact = (client: ApolloClient) =>
  prime(client.query({ query: StoreFooterPageDocument, variables: { slug: 'contact-us' } }));

/** The attachments rule (docs/storefront.md; and the API's 25 MB for one message's files together). */
export function checkAttachments(files: ArrayLike<File> | null | undefined): true | string {
  const list = Array.from(files ?? []);
  if (list.length > CONTACT_MAX_FILES) return `Attach at most ${CONTACT_MAX_FILES} files`;
  const large = list.find((f) => f.size > CONTACT_MAX_FILE_BYTES);
  if (large) return `Each attachment must be at most 10 MB (${large.name} is larger)`;
  if (list.reduce((sum, f) => sum + f.size, 0) > CONTACT_MAX_TOTAL_BYTES) return 'Attachments may come to at most 25 MB together';
  return true;
}

/** POST /contact as multipart (the API's contact router); answers its confirmation or throws its message. */
async function sendContact(values: ContactValues): Promise<string> {
  const form = new FormData();
  form.append('fullName', values.fullName.trim());
  form.append('email', values.email.trim());
  form.append('subject', values.subject);
  form.append('message', values.message.trim());
  for (const file of Array.from(values.attachments ?? [])) form.append('attachments', file, file.name);
  const token = storedToken();
  let res: Response;
  try {
    res = await fetch('/contact', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new RequestError({ message: messages.unexpected });
  }
  const body = (await res.json().catch(() => ({}))) as { message?: unknown; field?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : messages.unexpected;
  if (!res.ok) throw new RequestError({ message, field: typeof body.field === 'string' ? body.field : undefined });
  return message;
}

/**
 * /contact and /Contact Us/contact-us: full name, email and subject (support, sales, feedback) required,
 * message optional, up to 10 attachments of 10 MB each; it sends the form and shows the shop's answer.
 */
export function ContactPage() {
  const intro = useQuery(StoreFooterPageDocument, { variables: { slug: 'contact-us' } }).data?.footerPage;
  const { status, run } = useRequest<string>(messages.unexpected);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactValues>({
    defaultValues: { fullName: '', email: '', subject: '', message: '', attachments: null },
  });

  const onSubmit = async (values: ContactValues) => {
    const result = await run(() => sendContact(values));
    if (result?.ok) reset();
    else if (result && FIELDS.includes(result.error.field as never))
      showFieldError({ setError, setFocus }, result.error.field as (typeof FIELDS)[number], result.error.message);
  };

  const general = status.error && !FIELDS.includes(status.error.field as never) ? status.error.message : '';
  return (
    <div className={`page ${s.wide}`}>
      <PageMeta title="Contact Us" description="Send Beauty Shop a message: support, sales or feedback." />
      <h1>Contact Us</h1>
      {intro?.body && <PageBody blocks={parseBody(intro.body)} />}
      <div role="status">{status.success && <p className={s.success}>{status.data}</p>}</div>
      <form className={`${s.form} ${s.grid}`} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact form">
        <div role="alert" className={s.full}>
          {general && <p className={s.alert}>{general}</p>}
        </div>
        <FormField label="Full name" error={errors.fullName?.message}>
          <input
            type="text"
            autoComplete="name"
            className={s.input}
            {...register('fullName', { validate: (v) => (v.trim() ? true : 'Full name is required') })}
          />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className={s.input}
            {...register('email', {
              validate: validateEmail,
            })}
          />
        </FormField>
        <div className={s.full}>
          <FormField label="Subject" error={errors.subject?.message}>
            <select className={s.input} {...register('subject', { validate: (v) => (v ? true : 'Subject is required') })}>
              <option value="">Choose a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {SUBJECT_LABELS[subject]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className={s.full}>
          <FormField label="Message" optional error={errors.message?.message}>
            <textarea
              className={s.input}
              rows={6}
              {...register('message', { maxLength: { value: 10_000, message: 'Message must be at most 10000 characters' } })}
            />
          </FormField>
        </div>
        <div className={s.full}>
          <FormField label="Attachments" optional error={errors.attachments?.message} hint="Up to 10 images or PDF files, 10 MB each.">
            <input
              type="file"
              multiple
              accept="image/*,application/pdf"
              className={s.input}
              {...register('attachments', { validate: checkAttachments })}
            />
          </FormField>
        </div>
        <div className={s.full}>
          <BusyButton type="submit" className={s.button} busy={status.loading}>
            {status.loading ? 'Sending…' : 'Send'}
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
