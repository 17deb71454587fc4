import { useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCommitted } from '../../lib/use-committed';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AdminDeleteReviewRowDocument,
  AdminReviewsDocument,
  AdminSetReviewStatusDocument,
  type AdminReviewsQuery,
} from '../../generated/graphql';
import { requestFailure } from '../../lib/request-error';
import { notify } from '../../lib/notify';
import { PageMeta } from '../../lib/page-meta';
import { adminFailed } from '../../config/messages';
import { paths } from '../../config/paths';
import { ConfirmDeleteDialog } from './kit/confirm-delete-dialog';
import { formatDate } from '../../lib/format';
import s from './admin.module.css';
import p from './prices.module.css';
import { ListTable, ListView, Pager } from './kit/list-parts';
import { pageCount } from './kit/use-list-page';
import { BusyButton } from '../../components/ui/busy-button';

type Review = AdminReviewsQuery['reviews']['items'][number];

export const REVIEW_STATUSES = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
type Status = (typeof REVIEW_STATUSES)[number]['value'];

const PAGE_SIZE = 10;

const COLUMNS = [{ label: 'Product' }, { label: 'Author' }, { label: 'Rating' }, { label: 'Review' }, { label: 'Date' }];

/** ?status=pending|approved|rejected (default pending; 'waiting' is read as pending). */
export function readStatus(params: URLSearchParams): Status {
  const value = params.get('status');
  if (value === 'approved' || value === 'rejected') return value;
  return 'pending';
}

function ProductName({ review }: { review: Review }) {
  if (!review.product) return <span className={p.code}>Product {review.productId}</span>;
  return <Link to={paths.product(review.product.slug)}>{review.product.name}</Link>;
}

/**
 * /dashboard/ratings: reviews waiting, approved and rejected (?status=, default waiting), with product,
 * author, rating, text and date; approve, reject, or delete after a confirm. A product's rating is the
 * average of its approved reviews, so approving or rejecting changes what its page shows.
 */
export function RatingsPage() {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const titleId = useId();
  // The status and the page are asked of the server; the tabs' counts come with the page.
  const { data, loading, error, refetch } = useQuery(AdminReviewsDocument, {
    variables: useCommitted({
      options: { status, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'DESC' as never },
    }),
    fetchPolicy: 'cache-and-network',
  });
  const load = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  const failure = error ? requestFailure(error, adminFailed('fetch', 'reviews')).message : '';
  const counts: Record<Status, number | undefined> = {
    pending: data?.pending.totalItems,
    approved: data?.approved.totalItems,
    rejected: data?.rejected.totalItems,
  };
  const pages = pageCount(data?.reviews.totalItems ?? 0, PAGE_SIZE);
  const current = Math.min(page, pages);
  const go = (next: { status?: Status; page?: number }) => {
    const out = new URLSearchParams();
    const st = next.status ?? status;
    if (st !== 'pending') out.set('status', st);
    const pg = next.page ?? 1;
    if (pg > 1) out.set('page', String(pg));
    setParams(out);
  };

  const setStatus = async (review: Review, to: 'approved' | 'rejected') => {
    setBusy(review.id);
    try {
      await client.mutate({ mutation: AdminSetReviewStatusDocument, variables: { id: review.id, status: to } });
      void notify(to === 'approved' ? 'Review approved' : 'Review rejected', { type: 'success' });
      await load();
    } catch (err) {
      void notify(requestFailure(err, adminFailed('update', 'review')).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Ratings · Dashboard" index={false} />
      <div className={s.listHead}>
        <h1 id={titleId}>Ratings</h1>
      </div>
      <nav className={p.tabs} aria-label="Review status">
        {REVIEW_STATUSES.map((option) => (
          <Link
            key={option.value}
            className={p.tab}
            to={option.value === 'pending' ? '?' : `?status=${option.value}`}
            aria-current={option.value === status ? 'page' : undefined}
          >
            {option.label}
            {counts[option.value] !== undefined ? ` (${counts[option.value]})` : ''}
          </Link>
        ))}
      </nav>

      <ListView
        result={data?.reviews ?? null}
        loading={loading}
        failure={failure}
        empty={`No ${REVIEW_STATUSES.find((o) => o.value === status)!.label.toLowerCase()} reviews.`}
      >
        {({ items }) => (
          <ListTable columns={COLUMNS} className={`${s.table} ${p.reviews}`} wrapClassName={p.reviewsWrap}>
            {items.map((review) => (
              <tr key={review.id}>
                <td>
                  <ProductName review={review} />
                </td>
                <td>{review.authorFullName}</td>
                <td>
                  <span className={p.stars} aria-label={`${review.rating} out of 5`}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                </td>
                <td className={p.reviewText}>
                  <strong>{review.title}</strong>
                  <p>{review.body}</p>
                </td>
                <td>{formatDate(review.createdAt)}</td>
                <td className={`${s.actions} ${p.reviewActions}`}>
                  {review.status !== 'approved' && (
                    <BusyButton
                      type="button"
                      className={s.primary}
                      busy={busy === review.id}
                      aria-label={`Approve the review '${review.title}'`}
                      onClick={() => setStatus(review, 'approved')}
                    >
                      Approve
                    </BusyButton>
                  )}
                  {review.status !== 'rejected' && (
                    <BusyButton
                      type="button"
                      className={s.secondary}
                      busy={busy === review.id}
                      aria-label={`Reject the review '${review.title}'`}
                      onClick={() => setStatus(review, 'rejected')}
                    >
                      Reject
                    </BusyButton>
                  )}
                  <button
                    type="button"
                    className={s.danger}
                    aria-label={`Delete the review '${review.title}'`}
                    onClick={() => setDeleting(review)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListView>

      <Pager page={current} pages={pages} onPage={(page) => go({ page })} />

      <ConfirmDeleteReview
        review={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void load();
        }}
      />
    </section>
  );
}

function ConfirmDeleteReview({ review, onClose, onDeleted }: { review: Review | null; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteDialog
      item={review}
      title="Delete review"
      fallback={adminFailed('delete', 'review')}
      onClose={onClose}
      mutation={AdminDeleteReviewRowDocument}
      deleted={() => 'Review deleted'}
      onDeleted={onDeleted}
      question={(r) => (
        <>
          Delete the review &lsquo;{r.title}&rsquo; by {r.authorFullName}? This cannot be undone.
        </>
      )}
    />
  );
}
