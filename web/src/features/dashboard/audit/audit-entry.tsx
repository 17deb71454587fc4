import { useId } from 'react';
import type { AdminAuditEntriesQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/order-words';
import { dataSetLabel } from './audit-url';
import s from '../admin.module.css';
import a from './audit.module.css';

type Entry = AdminAuditEntriesQuery['auditEntries']['items'][number];

const ACTION_LABEL: Record<string, string> = { CREATE: 'Created', UPDATE: 'Changed', DELETE: 'Deleted', OTHER: 'Other' };
const ROLE_LABEL: Record<string, string> = { admin: 'Admin', 'super-admin': 'Super-admin' };

/** One entry of the audit log: what, who, when and from where; Show changes opens its fields before → after in place. */
export function AuditEntryItem({ entry, open, onToggle }: { entry: Entry; open: boolean; onToggle: () => void }) {
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
