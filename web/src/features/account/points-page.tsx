import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreMyRewardPointsDocument } from '../../generated/graphql';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
import { AccountFrame } from './account-frame';
import { formatDate } from '../../lib/format';
import a from './account-page.module.css';
import o from './orders.module.css';

const FALLBACK = 'Sorry, we could not load your reward points. Please try again.';
const REASONS: Record<string, string> = {
  earned: 'Earned: order paid',
  reversed: 'Taken back: order refunded or cancelled',
  redeemed: 'Spent on the order',
  restored: 'Given back: order cancelled or refunded',
};
const number = new Intl.NumberFormat('en-GB');

/** '+144', '−144' (a true minus sign), '0'. */
export const signedPoints = (points: number) =>
  points > 0 ? `+${number.format(points)}` : points < 0 ? `−${number.format(-points)}` : '0';
const pointsWord = (n: number) => (Math.abs(n) === 1 ? 'point' : 'points');

/** The signed-in part of /account/points: the balance, how points work, and each movement, newest first. */
export function RewardPointsSection() {
  const { data, loading, error, refetch } = useQuery(StoreMyRewardPointsDocument, { fetchPolicy: 'network-only' });
  return (
    <QueryView
      data={data}
      loading={loading}
      failed={Boolean(error) && !data}
      failure={{ error, fallback: FALLBACK, onRetry: () => void refetch() }}
    >
      {({ myRewardPoints: { balance, history } }) => (
        <section aria-labelledby="your-points" className={a.card}>
          <h2 id="your-points">Your reward points</h2>
          <p className={o.pointsBalance}>
            Balance:{' '}
            <strong>
              {number.format(balance)} {pointsWord(balance)}
            </strong>
          </p>
          <p className={a.intro}>
            Orders you place while logged in earn points when we receive your payment; a refund, or a cancellation after payment, takes them
            back. Spend points at checkout; if that order is cancelled or refunded, they come back.{' '}
            <Link to={paths.footerPage('Reward Points', 'reward-points')}>How reward points work</Link>
          </p>
          {history.length === 0 ? (
            <p>
              No points yet. <Link to={paths.products}>Start shopping</Link>
            </p>
          ) : (
            <div className={o.scroll}>
              <table className={o.table}>
                <caption>Points history, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Order</th>
                    <th scope="col">Reason</th>
                    <th scope="col" className={o.num}>
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((row) => (
                    <tr key={row.id}>
                      <td>{formatDate(row.createdAt)}</td>
                      <th scope="row">
                        <Link className={o.orderLink} to={paths.accountOrder(row.orderId)}>
                          {row.orderNumber}
                        </Link>
                      </th>
                      <td>{REASONS[row.reason] ?? row.reason}</td>
                      <td className={o.num}>{signedPoints(row.points)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </QueryView>
  );
}

/** /account/points: the customer's reward points. */
export function PointsPage() {
  return (
    <AccountFrame title="Reward points" heading="My Account">
      <RewardPointsSection />
    </AccountFrame>
  );
}
