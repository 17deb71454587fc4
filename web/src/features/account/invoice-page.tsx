import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StoreInvoiceDocument } from '../../generated/graphql';
import { NotFoundPage } from '../../components/not-found-page';
import { PageMeta } from '../../lib/page-meta';
import { requestFailure } from '../../lib/request-error';
import { formStyles as s } from '../../components/ui/form-field';
import { Loading, QueryView } from '../../components/query-view';
import { RetryFailure } from '../../components/ui/retry-failure';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import { Invoice } from './invoice';
import { orderIdOf, useOrderLinkAccess } from './order-page';
import v from './invoice.module.css';

const FALLBACK = 'Sorry, we could not load this invoice. Please try again.';

type Answer = {
  data: { order: Parameters<typeof Invoice>[0]['order']; shopSettings: Parameters<typeof Invoice>[0]['shop'] } | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/** The four states of an invoice: loading, not yours (the 404 page), failure with Retry, the invoice with Print. */
function InvoiceView({ answer, back }: { answer: Answer; back: { to: string; label: string } }) {
  const { data, loading, error, refetch } = answer;
  const failure = requestFailure(error, FALLBACK);
  return (
    <QueryView
      data={data}
      loading={loading}
      failed={Boolean(error) && !data}
      loadingView={
        <div className="page">
          <Loading />
        </div>
      }
      failureView={
        failure.code === 'NOT_FOUND' ? (
          <NotFoundPage />
        ) : (
          <RetryFailure className="page" message={failure.message} onRetry={() => void refetch()} />
        )
      }
    >
      {({ order, shopSettings }) => (
        <div className="page">
          <PageMeta title={`Invoice ${order.orderNumber}`} index={false} />
          <div className={v.actions}>
            <button type="button" className={s.button} onClick={() => window.print()}>
              Print
            </button>
            <Link to={back.to}>{back.label}</Link>
          </div>
          <Invoice order={order} shop={shopSettings} />
        </div>
      )}
    </QueryView>
  );
}

/** An order's invoice: the owner's (no token) or a guest's with the order link's token (in the POST body). */
function InvoiceOf({ id, accessToken }: { id: number; accessToken: string | null }) {
  const answer = useQuery(StoreInvoiceDocument, { variables: accessToken ? { id, accessToken } : { id }, fetchPolicy: 'network-only' });
  const back = accessToken ? paths.guestOrder(id, accessToken) : paths.accountOrder(id);
  return <InvoiceView answer={answer} back={{ to: back, label: 'Back to your order' }} />;
}

/**
 * /account/orders/{id}/invoice: the signed-in customer's (or staff's) printable VAT invoice; anyone
 * else gets the 404 page. Read after hydration, like every My Account page.
 */
export function InvoicePage() {
  const id = orderIdOf(useParams().id);
  const signedIn = useSignedIn();
  const location = useLocation();
  if (id === null) return <NotFoundPage />;
  if (signedIn === null)
    return (
      <div className="page">
        <PageMeta title="Invoice" index={false} />
        <Loading />
      </div>
    );
  if (!signedIn)
    return (
      <div className="page">
        <p>
          Please{' '}
          <Link to={paths.login} state={{ from: location.pathname }}>
            log in
          </Link>{' '}
          to see this invoice.
        </p>
      </div>
    );
  return <InvoiceOf id={id} accessToken={null} />;
}

/**
 * /order/{id}/invoice#t={token}: a guest's invoice with the access token of the order link (the
 * fragment never reaches a server); without a token the signed-in owner sees theirs, anyone else the 404 page.
 */
export function GuestInvoicePage() {
  const id = orderIdOf(useParams().id);
  const { token, signedIn } = useOrderLinkAccess();
  if (id === null) return <NotFoundPage />;
  if (token === undefined || signedIn === null)
    return (
      <div className="page">
        <PageMeta title="Invoice" index={false} />
        <Loading />
      </div>
    );
  if (token || signedIn) return <InvoiceOf id={id} accessToken={token} />;
  return <NotFoundPage />;
}
