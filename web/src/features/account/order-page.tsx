import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StoreOrderDocument } from '../../generated/graphql';
import { NotFoundPage } from '../../components/not-found-page';
import { PageMeta } from '../../lib/page-meta';
import { requestFailure } from '../../lib/request-error';
import { Loading, QueryView } from '../../components/query-view';
import { RetryFailure } from '../../components/ui/retry-failure';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AccountFrame } from './account-frame';
import { useSignedIn } from '../../lib/session';
import { useInBrowser } from '../../lib/in-browser';
import { OrderActions } from './order-actions';
import { OrderDetail } from './order-detail';
import o from './orders.module.css';

/** The order id of the path, or null when it is not a whole number. */
export const orderIdOf = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The guest access token of a link's fragment (#t=...), decoded; null when there is none. */
export function accessTokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return value && value.length <= 200 ? value : null;
}

/**
 * The access token of an order link's fragment and whether this browser is signed in, both read after
 * hydration (the fragment never reaches the server): undefined / null while unknown.
 */
export function useOrderLinkAccess(): { token: string | null | undefined; signedIn: boolean | null } {
  const { hash } = useLocation();
  const signedIn = useSignedIn();
  const inBrowser = useInBrowser();
  const token = inBrowser ? accessTokenFromHash(hash || window.location.hash) : undefined;
  return { token, signedIn };
}

/** One order with its history: the owner's (no token) or a guest's (the token goes in the POST body). */
const useOrder = (id: number, accessToken: string | null) =>
  useQuery(StoreOrderDocument, { variables: accessToken ? { id, accessToken } : { id }, fetchPolicy: 'network-only' });

const isNotFound = (error: unknown) => requestFailure(error, '').code === 'NOT_FOUND';

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  return <RetryFailure message={requestFailure(error, messages.fetchOrder).message} onRetry={retry} />;
}

/** The owner's order with its history; another customer's (or a missing) order is the 404 page's message. */
function MyOrder({ id }: { id: number }) {
  const { data, loading, error, refetch } = useOrder(id, null);
  return (
    <QueryView
      data={data}
      loading={loading}
      failed={Boolean(error) && !data}
      failureView={isNotFound(error) ? <OrderNotFound /> : <Failure error={error} retry={() => void refetch()} />}
    >
      {({ order }) => (
        <>
          <PageMeta title={`Order ${order.orderNumber}`} index={false} />
          <h2>Order {order.orderNumber}</h2>
          <OrderDetail
            order={order}
            events={order.events}
            nested
            invoicePath={paths.accountOrderInvoice(id)}
            reviewable
            actions={<OrderActions order={order} />}
          />
          <p>
            <Link className={o.back} to={paths.accountOrders}>
              Back to your orders
            </Link>
          </p>
        </>
      )}
    </QueryView>
  );
}

function OrderNotFound() {
  return (
    <p role="alert">
      Sorry, we cannot find that order. <Link to={paths.accountOrders}>See your orders</Link>
    </p>
  );
}

/** /account/orders/{id}: one of the signed-in customer's orders. */
export function OrderPage() {
  const id = orderIdOf(useParams().id);
  if (id === null) return <NotFoundPage />;
  return (
    <AccountFrame title="Your order" heading="My Account">
      <MyOrder id={id} />
    </AccountFrame>
  );
}

/**
 * The order of a link outside My Account: a guest's with the token of the link (the token goes as the
 * query's accessToken argument, in the POST body), or without one the signed-in owner's.
 */
function LinkedOrder({ id, accessToken }: { id: number; accessToken: string | null }) {
  const { data, loading, error, refetch } = useOrder(id, accessToken);
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
        isNotFound(error) ? (
          <NotFoundPage />
        ) : (
          <div className="page">
            <Failure error={error} retry={() => void refetch()} />
          </div>
        )
      }
    >
      {({ order }) => (
        <div className={`page ${o.guest}`}>
          <PageMeta title={`Order ${order.orderNumber}`} index={false} />
          <h1>Order {order.orderNumber}</h1>
          <OrderDetail
            order={order}
            events={order.events}
            reviewable={!accessToken}
            invoicePath={accessToken ? paths.guestOrderInvoice(id, accessToken) : paths.accountOrderInvoice(id)}
            actions={<OrderActions order={order} accessToken={accessToken ?? undefined} />}
          />
          {accessToken && (
            <p className={o.meaning}>
              Keep this page's link to come back to your order. <Link to={paths.register}>Create an account</Link> to follow your next
              orders in My Account.
            </p>
          )}
        </div>
      )}
    </QueryView>
  );
}

/**
 * /order/{id}#t={token}: the order page a guest reaches from the confirmation (and its mail). The token
 * sits in the fragment, so it never reaches a server or its logs; the page reads it after hydration.
 * Without a token the signed-in owner still sees their order; anyone else gets the 404 page.
 */
export function GuestOrderPage() {
  const id = orderIdOf(useParams().id);
  const { token, signedIn } = useOrderLinkAccess();
  if (id === null) return <NotFoundPage />;
  if (token === undefined || signedIn === null)
    return (
      <div className="page">
        <PageMeta title="Your order" index={false} />
        <Loading />
      </div>
    );
  if (token || signedIn) return <LinkedOrder id={id} accessToken={token} />;
  return <NotFoundPage />;
}
