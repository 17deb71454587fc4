import { useEffect, useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestFailure } from '../../app/request-error';
import { notify, notifyProgress } from '../../app/notify';
import { PageMeta } from '../../app/page-meta';
import { adminFailed } from '../../config/messages';
import type { AdminResource, OptionSource, Row, UrlFilter } from './resource';
import { resourceAt } from './resources';
import { nextSort, PAGE_SIZES, readListState, writeListState, type ListState } from './list-url';
import { Dialog } from './dialog';
import { ResourceForm } from './resource-form';
import s from './admin.module.css';
import { Pager, useTypedSearch } from './list-parts';

type Item = Row & Record<string, unknown>;


const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each filter's choice in the URL; a value that is not one of its choices counts as none. */
function readFilters(params: URLSearchParams, filters: UrlFilter[]): Record<string, string> {
  return Object.fromEntries(filters.map((filter) => {
    const value = params.get(filter.param) ?? '';
    const valid = Array.isArray(filter.choices) ? filter.choices.some((c) => c.value === value) : /^[1-9]\d*$/.test(value);
    return [filter.param, valid ? value : ''];
  }));
}

/** The filters whose choices wait for this one, and theirs in turn (department → parent item). */
function dependentFilters(filters: UrlFilter[], param: string): string[] {
  const direct = filters.filter((f) => !Array.isArray(f.choices) && f.choices.filter?.from === param).map((f) => f.param);
  return direct.flatMap((d) => [d, ...dependentFilters(filters, d)]);
}

/**
 * The one list page of spec section 2's pattern, for any data set: title, server-side search, Add,
 * a table with sortable headers and Edit / Delete per row, Prev / Next with 'Page X of Y' and the page
 * size. Search, sort, page and size live in the URL; a new search or page size starts at page 1.
 */
export function AdminListPage({ resource, onChanged }: { resource: AdminResource; /** Told after a save or a delete (a page around the list that shows more of the set). */ onChanged?: () => void }) {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const defaultSort = resource.defaultSort ?? null;
  const state = readListState(params, defaultSort);
  const filters = resource.filters ?? [];
  const chosen = readFilters(params, filters);
  const go = (next: Partial<ListState>, nextFilters = chosen) => setParams(writeListState({ ...state, ...next }, defaultSort, nextFilters));
  const choose = (param: string, value: string) => {
    const cleared = Object.fromEntries(dependentFilters(filters, param).map((d) => [d, '']));
    go({ page: 1 }, { ...chosen, [param]: value, ...cleared });
  };

  // The box follows the URL (back / forward); typing asks the server once the typing pauses.
  const { typed, setTyped, now } = useTypedSearch(state.search, (text) => go({ search: text, page: 1 }));

  const options = {
    skip: (state.page - 1) * state.size,
    take: state.size,
    search: state.search || null,
    sortBy: state.sort,
    sortDirection: state.sort ? (state.direction === 'desc' ? 'DESC' : 'ASC') : null,
    ...Object.assign({}, ...filters.map((filter) => (chosen[filter.param] ? filter.options(chosen[filter.param]) : {}))),
  };
  const { data, loading, error, refetch } = useQuery(resource.list, { variables: { options } as never, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const result = data ? resource.rows(data) : null;
  const failure = error ? requestFailure(error, adminFailed('fetch', resource.fallback.many)).message : '';
  // Sets with toasts of their own (banners) also say a failed fetch in an error toast (spec section 8).
  useEffect(() => {
    if (failure && resource.toasts) void notify(failure, { type: 'error', autoClose: resource.toasts.ms });
  }, [failure, resource.toasts]);
  const total = result?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));

  // A page past the end (the last row of the last page deleted, an old link) shows the last page.
  useEffect(() => {
    if (result && state.page > pages) go({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is a new function each render; the clamp follows the answer and the page only
  }, [result, pages, state.page]);

  const [form, setForm] = useState<{ open: boolean; editing: Item | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const titleId = useId();
  const searchId = useId();
  const sizeId = useId();

  const closeForm = () => setForm({ open: false, editing: null });
  const saved = () => {
    closeForm();
    void refetch();
    onChanged?.();
  };

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title={`${resource.title} · Dashboard`} index={false} />
      <div className={s.listHead}>
        <h1 id={titleId}>{resource.title}</h1>
        {resource.routes
          ? <Link className={s.primary} to={resource.routes.add}>Add {resource.one}</Link>
          : <button type="button" className={s.primary} onClick={() => setForm({ open: true, editing: null })}>Add {resource.one}</button>}
      </div>
      <div className={s.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">Search {resource.title.toLowerCase()}</label>
        <input
          id={searchId}
          type="search"
          className={`${s.input} ${s.search}`}
          placeholder={`Search ${resource.title.toLowerCase()}`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && now()}
        />
        {filters.map((filter) => <FilterSelect key={filter.param} filter={filter} chosen={chosen} onChoose={choose} />)}
        <label htmlFor={sizeId} className={s.sizeLabel}>Rows per page</label>
        <select id={sizeId} className={s.input} value={state.size} onChange={(e) => go({ size: Number(e.target.value), page: 1 })}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>

      {loading && !result ? (
        <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />Loading…</div>
      ) : error ? (
        <p className={`error ${s.loadError}`} role="alert">{failure}</p>
      ) : result && result.items.length === 0 ? (
        <p className={s.empty}>No {resource.title.toLowerCase()} found.</p>
      ) : result ? (
        <div className={s.tableWrap} aria-busy={loading || undefined}>
          <table className={`${s.table} ${s.cardsWhenNarrow}`}>
            <thead>
              <tr>
                {resource.columns.map((column) => {
                  const sorted = column.sort && state.sort === column.sort ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                  return (
                    <th key={column.label} scope="col" aria-sort={column.sort ? sorted ?? 'none' : undefined} className={column.numeric ? s.numeric : undefined}>
                      {column.sort ? (
                        <button type="button" className={s.sortButton} onClick={() => go({ ...nextSort(state, column.sort!), page: 1 })}>
                          {column.label}<span aria-hidden="true" className={s.sortMark}>{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                        </button>
                      ) : column.label}
                    </th>
                  );
                })}
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {(result.items as Item[]).map((row) => {
                const name = resource.nameOf(row);
                return (
                  <tr key={row.id}>
                    {resource.columns.map((column) => <td key={column.label} data-label={column.label} className={column.numeric ? s.numeric : undefined}>{column.value(row)}</td>)}
                    <td className={s.actions}>
                      {resource.readOnly?.(row) ? <span className={s.readOnly}>Read-only</span> : (
                        <>
                          {resource.routes
                            ? <Link className={s.secondary} aria-label={`Edit ${name}`} to={resource.routes.edit(row)}>Edit</Link>
                            : <button type="button" className={s.secondary} aria-label={`Edit ${name}`} onClick={() => setForm({ open: true, editing: row })}>Edit</button>}
                          <button type="button" className={s.danger} aria-label={`Delete ${name}`} onClick={() => setDeleting(row)}>Delete</button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pager page={state.page} pages={pages} onPage={(page) => go({ page })} />

      {!resource.routes && (
        <Dialog open={form.open} title={form.editing ? `Edit ${resource.one}` : `Add ${resource.one}`} onClose={closeForm} wide>
          <ResourceForm key={form.editing?.id ?? 'new'} resource={resource} editing={form.editing} onDone={saved} />
        </Dialog>
      )}
      <ConfirmDelete resource={resource} row={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); void refetch(); onChanged?.(); }} client={client} />
    </section>
  );
}

/** A filter's select: 'Any' or one of its choices; one whose choices wait for another filter is disabled until that has a choice. */
function FilterSelect({ filter, chosen, onChoose }: { filter: UrlFilter; chosen: Record<string, string>; onChoose: (param: string, value: string) => void }) {
  const id = useId();
  const select = (choices: { value: string; label: string }[], disabled = false, loading = false) => (
    <span className={s.filter}>
      <label htmlFor={id} className={s.filterLabel}>{filter.label}</label>
      <select id={id} className={s.input} value={chosen[filter.param]} disabled={disabled} onChange={(e) => onChoose(filter.param, e.target.value)}>
        <option value="">{loading ? 'Loading…' : 'Any'}</option>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
    </span>
  );
  if (Array.isArray(filter.choices)) return select(filter.choices);
  return <RefChoices source={filter.choices} waitingFor={filter.choices.filter ? chosen[filter.choices.filter.from] : undefined} render={select} />;
}

function RefChoices({ source: { resource, filter }, waitingFor, render }: {
  source: OptionSource;
  waitingFor: string | undefined;
  render: (choices: { value: string; label: string }[], disabled: boolean, loading: boolean) => React.ReactNode;
}) {
  const source = typeof resource === 'string' ? resourceAt(resource) : resource;
  if (!source) throw new Error(`No data set "${String(resource)}" for a list filter`);
  const waiting = Boolean(filter) && !waitingFor;
  const options = { take: 100, sortBy: source.defaultSort ?? null, ...(filter && !waiting ? { [filter.by]: Number(waitingFor) } : {}) };
  const { data, loading } = useQuery(source.list, { variables: { options } as never, skip: waiting });
  const rows = data ? source.rows(data).items : [];
  return <>{render(rows.map((row) => ({ value: String(row.id), label: source.nameOf(row) })), waiting, loading)}</>;
}

/** "Delete the brand 'Acme'?" — what follows, then Delete or Cancel; a refused delete shows the server's reason. */
function ConfirmDelete({ resource, row, onClose, onDeleted, client }: {
  resource: AdminResource;
  row: Item | null;
  onClose: () => void;
  onDeleted: () => void;
  client: ReturnType<typeof useApolloClient>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => setFailure(''), [row]);
  const name = row ? resource.nameOf(row) : '';
  const remove = async () => {
    if (!row || busy) return;
    setBusy(true);
    setFailure('');
    const progress = resource.toasts ? notifyProgress(resource.toasts.deleting) : null;
    try {
      await client.mutate({ mutation: resource.remove, variables: { id: row.id } as never });
      const done = resource.toasts?.deleted ?? `${capitalise(resource.one)} deleted`;
      if (progress) void progress.done(done, { type: 'success', autoClose: resource.toasts?.ms });
      else void notify(done, { type: 'success' });
      onDeleted();
    } catch (err) {
      const { message } = requestFailure(err, adminFailed('delete', resource.fallback.one));
      if (progress) void progress.done(message, { type: 'error', autoClose: resource.toasts?.ms });
      setFailure(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={row !== null} title={`Delete ${resource.one}`} onClose={onClose}>
      <p>Delete the {resource.one} &lsquo;{name}&rsquo;?{resource.deleteNote ? ` ${resource.deleteNote}` : ''}</p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>Cancel</button>
        <button type="button" className={s.danger} onClick={remove} disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete'}</button>
      </div>
    </Dialog>
  );
}
