import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Link } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { adminFailed } from '../../../config/messages';
import type { AdminResource, OptionSource, Row, UrlFilter } from '../resource';
import { resourceAt } from '../resources';
import { readListState, writeListState, type ListState } from './list-url';
import { Dialog } from '../dialog';
import { ResourceForm } from '../resource-form';
import s from '../admin.module.css';
import { ChoiceFilter, ListTable } from './list-parts';
import { ListScreen } from './list-screen';
import { listOptions, useListPage } from './use-list-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type Item = Row & Record<string, unknown>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each filter's choice in the URL; a value that is not one of its choices counts as none. */
function readFilters(params: URLSearchParams, filters: UrlFilter[]): Record<string, string> {
  return Object.fromEntries(
    filters.map((filter) => {
      const value = params.get(filter.param) ?? '';
      const valid = Array.isArray(filter.choices) ? filter.choices.some((c) => c.value === value) : /^[1-9]\d*$/.test(value);
      return [filter.param, valid ? value : ''];
    }),
  );
}

/** The filters whose choices wait for this one, and theirs in turn (department → parent item). */
function dependentFilters(filters: UrlFilter[], param: string): string[] {
  const direct = filters.filter((f) => !Array.isArray(f.choices) && f.choices.filter?.from === param).map((f) => f.param);
  return direct.flatMap((d) => [d, ...dependentFilters(filters, d)]);
}

/**
 * The one list page of the back office's list pattern (docs/design.md), for any data set: title, server-side search, Add,
 * a table with sortable headers and Edit / Delete per row, Prev / Next with 'Page X of Y' and the page
 * size. Search, sort, page and size live in the URL; a new search or page size starts at page 1.
 */
export function AdminListPage({
  resource,
  onChanged,
}: {
  resource: AdminResource;
  /** Told after a save or a delete (a page around the list that shows more of the set). */ onChanged?: () => void;
}) {
  const defaultSort = resource.defaultSort ?? null;
  const filters = resource.filters ?? [];
  const list = useListPage<ListState & { filters: Record<string, string> }, unknown, never, ReturnType<AdminResource['rows']>>({
    read: (params) => ({ ...readListState(params, defaultSort), filters: readFilters(params, filters) }),
    write: (state) => writeListState(state, defaultSort, state.filters),
    document: resource.list,
    variables: (state) =>
      ({
        options: {
          ...listOptions(state),
          ...Object.assign(
            {},
            ...filters.map((filter) => (state.filters[filter.param] ? filter.options(state.filters[filter.param]) : {})),
          ),
        },
      }) as never,
    rows: resource.rows,
    failedWith: resource.fallback.many,
  });
  const { state, go, failure } = list;
  const chosen = state.filters;
  const choose = (param: string, value: string) => {
    const cleared = Object.fromEntries(dependentFilters(filters, param).map((d) => [d, '']));
    go({ page: 1, filters: { ...chosen, [param]: value, ...cleared } });
  };
  const refetch = () => list.query.refetch();
  // Sets with toasts of their own (banners) also say a failed fetch in an error toast.
  useEffect(() => {
    if (failure && resource.toasts) void notify(failure, { type: 'error', autoClose: resource.toasts.ms });
  }, [failure, resource.toasts]);

  const [form, setForm] = useState<{ open: boolean; editing: Item | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Item | null>(null);

  const closeForm = () => setForm({ open: false, editing: null });
  const saved = () => {
    closeForm();
    void refetch();
    onChanged?.();
  };

  return (
    <ListScreen
      title={resource.title}
      list={list}
      actions={
        resource.routes ? (
          <Link className={s.primary} to={resource.routes.add}>
            Add {resource.one}
          </Link>
        ) : (
          <button type="button" className={s.primary} onClick={() => setForm({ open: true, editing: null })}>
            Add {resource.one}
          </button>
        )
      }
      search={{ label: `Search ${resource.title.toLowerCase()}`, placeholder: `Search ${resource.title.toLowerCase()}` }}
      filters={filters.map((filter) => (
        <FilterSelect key={filter.param} filter={filter} chosen={chosen} onChoose={choose} />
      ))}
      retry={false}
      empty={`No ${resource.title.toLowerCase()} found.`}
      after={
        <>
          {!resource.routes && (
            <Dialog open={form.open} title={form.editing ? `Edit ${resource.one}` : `Add ${resource.one}`} onClose={closeForm} wide>
              <ResourceForm key={form.editing?.id ?? 'new'} resource={resource} editing={form.editing} onDone={saved} />
            </Dialog>
          )}
          <ConfirmDelete
            resource={resource}
            row={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              void refetch();
              onChanged?.();
            }}
          />
        </>
      }
    >
      {(rows) => (
        <ListTable columns={resource.columns} sorting={list.sorting} busy={list.query.loading}>
          {(rows.items as Item[]).map((row) => {
            const name = resource.nameOf(row);
            return (
              <tr key={row.id}>
                {resource.columns.map((column) => (
                  <td key={column.label} data-label={column.label} className={column.numeric ? s.numeric : undefined}>
                    {column.value(row)}
                  </td>
                ))}
                <td className={s.actions}>
                  {resource.readOnly?.(row) ? (
                    <span className={s.readOnly}>Read-only</span>
                  ) : (
                    <>
                      {resource.routes ? (
                        <Link className={s.secondary} aria-label={`Edit ${name}`} to={resource.routes.edit(row)}>
                          Edit
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className={s.secondary}
                          aria-label={`Edit ${name}`}
                          onClick={() => setForm({ open: true, editing: row })}
                        >
                          Edit
                        </button>
                      )}
                      <button type="button" className={s.danger} aria-label={`Delete ${name}`} onClick={() => setDeleting(row)}>
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </ListScreen>
  );
}

/** A filter's select: 'Any' or one of its choices; one whose choices wait for another filter is disabled until that has a choice. */
function FilterSelect({
  filter,
  chosen,
  onChoose,
}: {
  filter: UrlFilter;
  chosen: Record<string, string>;
  onChoose: (param: string, value: string) => void;
}) {
  const select = (choices: { value: string; label: string }[], disabled = false, loading = false) => (
    <ChoiceFilter
      label={filter.label}
      all={loading ? 'Loading…' : 'Any'}
      value={chosen[filter.param]}
      choices={choices}
      disabled={disabled}
      onChoose={(value) => onChoose(filter.param, value)}
    />
  );
  if (Array.isArray(filter.choices)) return select(filter.choices);
  return (
    <RefChoices
      source={filter.choices}
      waitingFor={filter.choices.filter ? chosen[filter.choices.filter.from] : undefined}
      render={select}
    />
  );
}

function RefChoices({
  source: { resource, filter },
  waitingFor,
  render,
}: {
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
  return (
    <>
      {render(
        rows.map((row) => ({ value: String(row.id), label: source.nameOf(row) })),
        waiting,
        loading,
      )}
    </>
  );
}

/** "Delete the brand 'Acme'?" — what follows, then Delete or Cancel; a refused delete shows the server's reason. */
function ConfirmDelete({
  resource,
  row,
  onClose,
  onDeleted,
}: {
  resource: AdminResource;
  row: Item | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      item={row}
      title={`Delete ${resource.one}`}
      fallback={adminFailed('delete', resource.fallback.one)}
      onClose={onClose}
      mutation={resource.remove as TypedDocumentNode<unknown, { id: number }>}
      deleted={() => resource.toasts?.deleted ?? `${capitalise(resource.one)} deleted`}
      progress={resource.toasts && { deleting: resource.toasts.deleting, ms: resource.toasts.ms }}
      onDeleted={onDeleted}
      question={(item) => (
        <>
          Delete the {resource.one} &lsquo;{resource.nameOf(item)}&rsquo;?{resource.deleteNote ? ` ${resource.deleteNote}` : ''}
        </>
      )}
    />
  );
}
