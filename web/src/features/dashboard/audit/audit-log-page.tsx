import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminAuditCsvDocument, AdminAuditEntriesDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { ListScreen } from '../kit/list-screen';
import { useListPage } from '../kit/use-list-page';
import { download } from '../product-import/product-import-page';
import { AuditEntryItem } from './audit-entry';
import { AuditFilters } from './audit-filters';
import { auditFilter, isFiltered, readAuditState, writeAuditState } from './audit-url';
import s from '../admin.module.css';
import a from './audit.module.css';

/**
 * /dashboard/audit-log (super-admins): every back-office write, newest first — who, when, from which
 * address, the data set and record, and the mutation (with the REST call when it came through /api).
 * Filters (who, data set, record, from / to dates), page and page size live in the URL; each entry
 * opens in place to show its fields before → after; Export CSV saves the filtered entries.
 */
export function AuditLogPage() {
  const client = useApolloClient();
  const list = useListPage({
    read: readAuditState,
    write: writeAuditState,
    document: AdminAuditEntriesDocument,
    variables: (state) => ({ filter: auditFilter(state), page: { skip: (state.page - 1) * state.size, take: state.size } }),
    rows: (data) => data.auditEntries,
    failedWith: 'audit log',
  });
  const { state, go, result } = list;
  const filter = auditFilter(state);

  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: csv } = await client.query({ query: AdminAuditCsvDocument, variables: { filter }, fetchPolicy: 'network-only' });
      if (!csv) throw new Error('The export came back empty');
      const { rowCount, totalItems, truncated } = csv.auditEntriesCsv;
      download(csv.auditEntriesCsv.csv, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
      void notify(
        truncated
          ? `Exported the newest ${rowCount} of ${totalItems} entries: narrow the filters to export the rest`
          : `Exported ${rowCount} ${rowCount === 1 ? 'entry' : 'entries'}`,
        { type: truncated ? 'info' : 'success' },
      );
    } catch (err) {
      void notify(requestFailure(err, adminFailed('fetch', 'audit log')).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListScreen
      title="Audit Log"
      list={list}
      actions={
        <button
          type="button"
          className={s.secondary}
          disabled={exporting || !result?.totalItems}
          aria-busy={exporting || undefined}
          onClick={exportCsv}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      }
      intro={
        <>
          <p className={a.intro}>
            Every change staff make in the back office, newest first. Entries are kept for six years and cannot be edited or deleted.
          </p>
          <AuditFilters state={state} go={go} who={list.search} />
        </>
      }
      sizes={false}
      empty={isFiltered(state) ? 'No entries match these filters.' : 'No entries yet.'}
      pagerLabel="Audit log pages"
    >
      {({ items, totalItems }) => (
        <>
          <p className={a.count} aria-live="polite">
            {totalItems} {totalItems === 1 ? 'entry' : 'entries'}
          </p>
          <ol className={a.entries} aria-busy={list.query.loading || undefined} aria-label="Audit entries, newest first">
            {items.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
            ))}
          </ol>
        </>
      )}
    </ListScreen>
  );
}
