import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { StoreFooterPageDocument, StoreSendOrderLinkDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { prime } from '../../lib/prime';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { validateEmail } from '../../config/email';
import { messages } from '../../config/messages';
import { PageBody, parseBody, summary } from '../content/page-body';
import { BusyButton } from '../../components/ui/busy-button';
import { showFieldError } from '../../lib/field-error';

/** The seeded footer page whose text stands above the form. */
export const TRACK_ORDER_SLUG = 'track-your-order';

export interface TrackOrderValues {
  orderNumber: string;
  email: string;
}

const FIELDS = ['orderNumber', 'email'] as const;
/** As checkout makes them (api: order-number.ts); letters in any case. */
const ORDER_NUMBER = /^BS-\d{8}-[0-9A-Z]{6}$/i;

/** The route's loader: the footer page's text. */
export const loadTrackOrder = (client: ApolloClient) =>
  prime(client.query({ query: StoreFooterPageDocument, variables: { slug: TRACK_ORDER_SLUG } }));

/**
 * /Track Your Order/track-your-order: the seeded page's text (staff edit it), then a form for the order
 * number and the e-mail the order was placed with. The shop mails the order's link to that e-mail and
 * answers the same whether or not an order matches, so the page says only that.
 */
export function TrackOrderPage() {
  const client = useApolloClient();
  const page = useQuery(StoreFooterPageDocument, { variables: { slug: TRACK_ORDER_SLUG } }).data?.footerPage;
  const { status, run } = useRequest<string>(messages.unexpected);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TrackOrderValues>({ defaultValues: { orderNumber: '', email: '' } });

  const onSubmit = async (values: TrackOrderValues) => {
    const result = await run(async () => {
      const { data } = await client.mutate({
        mutation: StoreSendOrderLinkDocument,
        variables: { orderNumber: values.orderNumber.trim(), email: values.email.trim() },
      });
      if (!data) throw new Error('no data');
      return data.sendOrderLink.message;
    });
    if (result && !result.ok && FIELDS.includes(result.error.field as never)) {
      showFieldError({ setError, setFocus }, result.error.field as (typeof FIELDS)[number], result.error.message);
    }
  };

  const title = page?.subtitle ?? 'Track Your Order';
  const blocks = parseBody(page?.body ?? '');
  const general = status.error && !FIELDS.includes(status.error.field as never) ? status.error.message : '';
  return (
    <div className={`page ${s.panel}`}>
      <PageMeta title={title} description={summary(blocks) || 'Get the link to your order again by e-mail.'} />
      <h1>{title}</h1>
      {page?.body && <PageBody blocks={blocks} />}
      <h2>Find your order</h2>
      <form className={s.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Find your order">
        <p className={s.hint}>
          Lost the link to your order? Enter its order number and the e-mail you ordered with, and we will e-mail you the link again.
        </p>
        <div role="alert">{general && <p className={s.alert}>{general}</p>}</div>
        <FormField label="Order number" error={errors.orderNumber?.message} hint="In your confirmation e-mail, like BS-20261125-4K7Q0Z.">
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            className={s.input}
            {...register('orderNumber', {
              validate: (v) =>
                !v.trim()
                  ? 'Order number is required'
                  : ORDER_NUMBER.test(v.trim())
                    ? true
                    : 'Order number must look like BS-20261125-4K7Q0Z',
            })}
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
        <div>
          <BusyButton type="submit" className={s.button} busy={status.loading}>
            {status.loading ? 'Sending…' : 'Send me the link'}
          </BusyButton>
        </div>
        <div role="status">{status.success && <p className={s.success}>{status.data}</p>}</div>
      </form>
    </div>
  );
}
