import { useState } from 'react';
import { AdminListPage } from '../kit/admin-list-page';
import { BatchesPanel } from './batches-panel';
import { stockResource } from './stock-resource';
import s from '../admin.module.css';
import k from './stock.module.css';

/**
 * /dashboard/stock: the stock ledger on the generic list page (every movement changes the product's
 * saleable stock; edits apply the difference, deletes reverse it), why the order rows are read-only,
 * and the received batches, soonest expiry first.
 */
export function StockPage() {
  const [version, setVersion] = useState(0);
  return (
    <div className={k.page}>
      <AdminListPage resource={stockResource} onChanged={() => setVersion((v) => v + 1)} />
      <aside className={s.panel} aria-label="About read-only rows">
        <p className={k.note}>
          &lsquo;Sold&rsquo; and &lsquo;returned&rsquo; rows are written by orders (placing one; cancelling, refunding or deleting it), so
          they are read-only here: to undo one, cancel or refund its order. Every other movement changes the product&rsquo;s stock as it is
          saved; editing one applies the difference and deleting one reverses it.
        </p>
      </aside>
      <BatchesPanel version={version} />
    </div>
  );
}
