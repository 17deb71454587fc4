import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminAuditDataSetsDocument } from '../../../generated/graphql';
import { PageSize, useTypedSearch } from '../kit/list-parts';
import { dataSetLabel, isFiltered, type AuditState } from './audit-url';
import s from '../admin.module.css';
import a from './audit.module.css';

/**
 * The audit log's filters: who (the list's search box), data set, record id, from and to (whole days),
 * Clear filters once any is set, and the page size. Each change starts at page 1.
 */
export function AuditFilters({
  state,
  go,
  who,
}: {
  state: AuditState;
  go: (next: Partial<AuditState>) => void;
  who: ReturnType<typeof useTypedSearch>;
}) {
  const record = useTypedSearch(state.record, (text) => go({ record: text, page: 1 }));
  const sets = useQuery(AdminAuditDataSetsDocument, { fetchPolicy: 'network-only' }).data?.auditDataSets ?? [];
  const ids = { who: useId(), set: useId(), record: useId(), from: useId(), to: useId() };

  return (
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
        {isFiltered(state) ? (
          <button type="button" className={s.secondary} onClick={() => go({ search: '', set: '', record: '', from: '', to: '', page: 1 })}>
            Clear filters
          </button>
        ) : null}
        <PageSize label="Per page" size={state.size} onSize={(size) => go({ size, page: 1 })} />
      </div>
    </div>
  );
}
