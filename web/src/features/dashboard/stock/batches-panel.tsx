import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminStockBatchesDocument, type AdminStockBatchesQuery } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { formatDate } from '../../../lib/format';
import s from '../admin.module.css';
import k from './stock.module.css';
import { ListView, Pager } from '../kit/list-parts';

type Batch = AdminStockBatchesQuery['stockBatches']['items'][number];

/** The API flags batches expiring within this many days (expiresSoon). */
export const EXPIRY_WARNING_DAYS = 90;
const PAGE_SIZE = 10;

/** 'Expired 3 days ago', 'Expires today', 'Expires in 12 days' — said in words, not by colour alone. */
export function expiryWords(batch: Pick<Batch, 'daysUntilExpiry' | 'expiresSoon'>): string | null {
  const days = batch.daysUntilExpiry;
  if (days === null || days === undefined || !batch.expiresSoon) return null;
  if (days < 0) return `Expired ${-days} day${days === -1 ? '' : 's'} ago`;
  if (days === 0) return 'Expires today';
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}

/**
 * The received batches, soonest expiry first (first-expired, first-out); those expiring within 90 days
 * are highlighted and say so, expired ones say they have expired. `version` changes when the ledger does.
 */
export function BatchesPanel({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const [onlySoon, setOnlySoon] = useState(false);
  const titleId = useId();
  const onlyId = useId();
  const options = { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, expiringWithinDays: onlySoon ? EXPIRY_WARNING_DAYS : null };
  const { data, loading, error, refetch } = useQuery(AdminStockBatchesDocument, {
    variables: { options },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  // Asked again after each change in the ledger (a new batch, an edited expiry, a deleted row).
  useEffect(() => {
    if (version > 0) refetch().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change in the ledger asks again (a new page or filter is a new query of its own)
  }, [version]);
  const result = data?.stockBatches ?? null;
  const pages = Math.max(1, Math.ceil((result?.totalItems ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pages);

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={k.panelHead}>
        <h2 id={titleId}>Batches</h2>
        <label htmlFor={onlyId} className={k.only}>
          <input
            id={onlyId}
            type="checkbox"
            checked={onlySoon}
            onChange={(e) => {
              setOnlySoon(e.target.checked);
              setPage(1);
            }}
          />
          Only those expiring within {EXPIRY_WARNING_DAYS} days
        </label>
      </div>
      <p className={k.note}>
        Received batches, the soonest expiry first: sell or clear them in this order. Batches expiring within {EXPIRY_WARNING_DAYS} days are
        marked.
      </p>
      <ListView
        result={result}
        loading={loading}
        failure={error ? requestFailure(error, adminFailed('fetch', 'admin stocks')).message : ''}
        empty={onlySoon ? `No batches expire within ${EXPIRY_WARNING_DAYS} days.` : 'No batches received yet.'}
      >
        {({ items }) => (
          // Focusable, so a keyboard can scroll it (it holds no link or button of its own).
          <div className={s.tableWrap} aria-busy={loading || undefined} tabIndex={0} role="group" aria-labelledby={titleId}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">Expiry</th>
                  <th scope="col">Product</th>
                  <th scope="col">Batch</th>
                  <th scope="col" className={s.numeric}>
                    Received
                  </th>
                  <th scope="col">Received on</th>
                  <th scope="col">Location</th>
                </tr>
              </thead>
              <tbody>
                {items.map((batch) => {
                  const words = expiryWords(batch);
                  const expired = (batch.daysUntilExpiry ?? 0) < 0 && batch.expiresSoon;
                  return (
                    <tr key={batch.id} className={expired ? k.expired : words ? k.soon : undefined}>
                      <td>
                        <span className={k.nowrap}>{batch.expiryDate ? formatDate(batch.expiryDate) : 'No expiry date'}</span>
                        {words && <span className={`${k.flag} ${expired ? k.flagExpired : k.flagSoon}`}>{words}</span>}
                      </td>
                      <td>
                        {batch.product ? (
                          <span className={k.product}>
                            <span>{batch.product.name}</span>
                            <span className={k.soft}>{batch.product.code}</span>
                          </span>
                        ) : (
                          ''
                        )}
                      </td>
                      <td className={k.nowrap}>{batch.batchNumber}</td>
                      <td className={s.numeric}>{batch.quantity}</td>
                      <td className={k.nowrap}>{formatDate(batch.createdAt)}</td>
                      <td>{batch.productLocation?.name}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ListView>
      <Pager page={current} pages={pages} onPage={(page) => setPage(page)} label="Batch pages" />
    </section>
  );
}
