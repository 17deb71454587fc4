import { useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AdminAuditCsvDocument,
  AdminAuditDataSetsDocument,
  AdminAuditEntriesDocument,
  type AdminAuditEntriesQuery,
} from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { formatDateTime } from '../inbox/inbox-page';
import { PageSize, useTypedSearch } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { useListPage } from '../kit/use-list-page';
import { download } from '../product-import-page';
import { auditFilter, dataSetLabel, readAuditState, writeAuditState } from './audit-url';
import s from '../admin.module.css';
import a from './audit.module.css';

type Entry = AdminAuditEntriesQuery['auditEntries']['items'][number];

const ACTION_LABEL: Record<string, string> = { CREATE: 'Created', UPDATE: 'Changed', DELETE: 'Deleted', OTHER: 'Other' };
const ROLE_LABEL: Record<string, string> = { admin: 'Admin', 'super-admin': 'Super-admin' };

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
  const { state, go, search: who, result } = list;
  const record = useTypedSearch(state.record, (text) => go({ record: text, page: 1 }));
  const filter = auditFilter(state);
  const sets = useQuery(AdminAuditDataSetsDocument, { fetchPolicy: 'network-only' }).data?.auditDataSets ?? [];

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

  const ids = { who: useId(), set: useId(), record: useId(), from: useId(), to: useId() };
  const filtered = Boolean(state.search || state.set || state.record || state.from || state.to);

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
          <div className={a.filters} role="search" aria-label="Filter the audit log">
            <div className={a.filter}>
              <label htmlFor={ids.who} className={s.label}>
                Who
              </label>
              <input
                id={ids.who}
                type="search"
                className={s.input}
                placeholder="Name or e-mail"
                value={who.typed}
                onChange={(e) => who.setTyped(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && who.now()}
              />
            </div>
            <div className={a.filter}>
              <label htmlFor={ids.set} className={s.label}>
                Data set
              </label>
              <select id={ids.set} className={s.input} value={state.set} onChange={(e) => go({ set: e.target.value, page: 1 })}>
                <option value="">All data sets</option>
                {[...new Set([...sets, ...(state.set ? [state.set] : [])])].map((set) => (
                  <option key={set} value={set}>
                    {dataSetLabel(set)}
                  </option>
                ))}
              </select>
            </div>
            <div className={a.filter}>
              <label htmlFor={ids.record} className={s.label}>
                Record id
              </label>
              <input
                id={ids.record}
                type="search"
                inputMode="numeric"
                className={s.input}
                value={record.typed}
                onChange={(e) => record.setTyped(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && record.now()}
              />
            </div>
            <div className={a.filter}>
              <label htmlFor={ids.from} className={s.label}>
                From
              </label>
              <input
                id={ids.from}
                type="date"
                className={s.input}
                value={state.from}
                max={state.to || undefined}
                onChange={(e) => go({ from: e.target.value, page: 1 })}
              />
            </div>
            <div className={a.filter}>
              <label htmlFor={ids.to} className={s.label}>
                To
              </label>
              <input
                id={ids.to}
                type="date"
                className={s.input}
                value={state.to}
                min={state.from || undefined}
                onChange={(e) => go({ to: e.target.value, page: 1 })}
              />
            </div>
            <div className={a.filterEnd}>
              {filtered ? (
                <button
                  type="button"
                  className={s.secondary}
                  onClick={() => go({ search: '', set: '', record: '', from: '', to: '', page: 1 })}
                >
                  Clear filters
                </button>
              ) : null}
              <PageSize label="Per page" size={state.size} onSize={(size) => go({ size, page: 1 })} />
            </div>
          </div>
        </>
      }
      sizes={false}
      empty={filtered ? 'No entries match these filters.' : 'No entries yet.'}
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

function AuditEntryItem({ entry, open, onToggle }: { entry: Entry; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const what = `${dataSetLabel(entry.dataSet)} ${entry.recordId}`;
  const when = formatDateTime(entry.createdAt);
  return (
    <li className={a.entry}>
      <div className={a.summary}>
        <span className={`${a.action} ${a[`action${entry.action}`] ?? ''}`}>{ACTION_LABEL[entry.action] ?? entry.action}</span>
        <span className={a.what}>
          <strong>{what}</strong>
          <span className={a.operation}>
            {entry.operation}
            {entry.route ? ` · ${entry.route}` : ''}
          </span>
        </span>
        <span className={a.who}>
          {entry.userName || entry.userEmail}
          <span className={a.soft}>
            {entry.userEmail} · {ROLE_LABEL[entry.userRole] ?? entry.userRole}
          </span>
        </span>
        <span className={a.when}>
          <time dateTime={entry.createdAt}>{when}</time>
          <span className={a.soft}>from {entry.address}</span>
        </span>
        <button type="button" className={`${s.secondary} ${a.toggle}`} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {open ? 'Hide changes' : 'Show changes'}
          <span className="visually-hidden">
            : {what}, {when}
          </span>
        </button>
      </div>
      <div id={panelId} hidden={!open} className={a.details}>
        {open ? <ChangesTable entry={entry} /> : null}
      </div>
    </li>
  );
}

function ChangesTable({ entry }: { entry: Entry }) {
  if (!entry.changes.length) return <p className={s.empty}>No fields were recorded for this entry.</p>;
  const showBefore = entry.action !== 'CREATE';
  const showAfter = entry.action !== 'DELETE';
  const value = (text: string | null | undefined, hidden: boolean) =>
    hidden ? (
      <span className={a.soft}>Changed (hidden)</span>
    ) : text === null || text === undefined || text === '' ? (
      <span className={a.soft} aria-label="empty">
        —
      </span>
    ) : (
      <span className={a.value}>{text}</span>
    );
  return (
    <div className={a.changesWrap}>
      <table className={a.changes}>
        <caption className="visually-hidden">
          Fields of {dataSetLabel(entry.dataSet)} {entry.recordId}
          {showBefore && showAfter ? ', before and after' : showBefore ? ' as they were' : ' as written'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            {showBefore ? <th scope="col">Before</th> : null}
            {showAfter ? <th scope="col">After</th> : null}
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className={a.field}>
                {change.field}
              </th>
              {showBefore ? <td>{value(change.before, change.hidden)}</td> : null}
              {showAfter ? <td className={showBefore ? a.after : undefined}>{value(change.after, change.hidden)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
