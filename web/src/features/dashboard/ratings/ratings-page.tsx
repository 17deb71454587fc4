import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  AdminDeleteReviewRowDocument,
  AdminReviewsDocument,
  AdminSetReviewStatusDocument,
  type AdminReviewsQuery,
} from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { notify } from '../../../lib/notify';
import { adminFailed } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';
import { formatDate } from '../../../lib/format';
import s from '../admin.module.css';
import r from './ratings.module.css';
import { ListTable, ListTabs } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { readListState, writeListState, type ListState } from '../kit/list-url';
import { useListPage } from '../kit/use-list-page';
import { BusyButton } from '../../../components/ui/busy-button';

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

type RatingsState = ListState & { status: Status };

/** ?status=approved&page=2: the status (pending unless said) and the page; ten reviews a page. */
function readState(params: URLSearchParams): RatingsState {
  return { ...readListState(params, null, [PAGE_SIZE]), search: '', sort: null, status: readStatus(params) };
}

function writeState(state: RatingsState): URLSearchParams {
  return writeListState(state, null, { status: state.status === 'pending' ? '' : state.status }, PAGE_SIZE);
}

function ProductName({ review }: { review: Review }) {
  if (!review.product) return <span className={r.code}>Product {review.productId}</span>;
  return <Link to={paths.product(review.product.slug)}>{review.product.name}</Link>;
}

/**
 * /dashboard/ratings: reviews waiting, approved and rejected (?status=, default waiting), with product,
 * author, rating, text and date; approve, reject, or delete after a confirm. A product's rating is the
 * average of its approved reviews, so approving or rejecting changes what its page shows.
 */
export function RatingsPage() {
  const client = useApolloClient();
  // The status and the page are asked of the server; the tabs' counts come with the page.
  const list = useListPage({
    read: readState,
    write: writeState,
    document: AdminReviewsDocument,
    variables: ({ status, page }) => ({
      options: { status, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'DESC' as const },
    }),
    rows: (data) => data.reviews,
    failedWith: 'reviews',
  });
  const { status } = list.state;
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const load = () => list.query.refetch().catch(() => undefined);

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
    <ListScreen
      title="Ratings"
      list={list}
      intro={
        <ListTabs
          label="Review status"
          tabs={REVIEW_STATUSES}
          current={status}
          to={(value) => (value === 'pending' ? '?' : `?status=${value}`)}
          counts={{
            pending: list.data?.pending.totalItems,
            approved: list.data?.approved.totalItems,
            rejected: list.data?.rejected.totalItems,
          }}
        />
      }
      sizes={false}
      empty={`No ${REVIEW_STATUSES.find((o) => o.value === status)!.label.toLowerCase()} reviews.`}
      after={
        <ConfirmDeleteReview
          review={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void load();
          }}
        />
      }
    >
      {({ items }) => (
        <ListTable columns={COLUMNS} className={`${s.table} ${r.reviews}`} wrapClassName={r.reviewsWrap}>
          {items.map((review) => (
            <tr key={review.id}>
              <td>
                <ProductName review={review} />
              </td>
              <td>{review.authorFullName}</td>
              <td>
                <span className={r.stars} aria-label={`${review.rating} out of 5`}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              </td>
              <td className={r.reviewText}>
                <strong>{review.title}</strong>
                <p>{review.body}</p>
              </td>
              <td>{formatDate(review.createdAt)}</td>
              <td className={`${s.actions} ${r.reviewActions}`}>
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
    </ListScreen>
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
