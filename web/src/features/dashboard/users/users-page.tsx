import { useEffect, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { AdminUserListDocument, AdminViewerDocument, type Role } from '../../../generated/graphql';
import { PageMeta } from '../../../app/page-meta';
import { requestFailure } from '../../../app/request-error';
import { adminFailed } from '../../../config/messages';
import { nextSort, PAGE_SIZES, readListState, writeListState, type ListState } from '../list-url';
import { LoadFailure, Loading, Pager, useTypedSearch } from '../list-parts';
import { parseRole, ROLES } from './roles';
import { UsersTable } from './users-table';
import s from '../admin.module.css';
import u from './users.module.css';

const DEFAULT_SORT = 'name';

type UsersState = ListState & { role: Role | null };

function readState(params: URLSearchParams): UsersState {
  return { ...readListState(params, DEFAULT_SORT), role: parseRole(params.get('role')) };
}

function writeState(state: UsersState): URLSearchParams {
  const params = writeListState(state, DEFAULT_SORT);
  if (state.role) params.set('role', state.role);
  return params;
}

/**
 * /dashboard/users: every account of the shop, searched (name or e-mail, on the server), filtered by role,
 * sorted and paged, all in the URL. Staff delete customers; a super-admin also changes roles and deletes
 * staff. The server checks each of these itself and its refusal is shown.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const go = (next: Partial<UsersState>) => setParams(writeState({ ...state, ...next }));
  const search = useTypedSearch(state.search, (text) => go({ search: text, page: 1 }));
  // The guard asked who is signed in; the answer is in the cache.
  const viewer = useQuery(AdminViewerDocument, { fetchPolicy: 'cache-first' }).data?.me;

  const options = {
    skip: (state.page - 1) * state.size,
    take: state.size,
    search: state.search || null,
    role: state.role,
    sortBy: state.sort,
    sortDirection: state.direction === 'desc' ? 'DESC' as const : 'ASC' as const,
  };
  const { data, loading, error, refetch } = useQuery(AdminUserListDocument, { variables: { options }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const result = data?.users ?? null;
  const pages = Math.max(1, Math.ceil((result?.totalItems ?? 0) / state.size));
  const retry = () => { void refetch().catch(() => undefined); };

  // A page past the end (the last account of the last page deleted, an old link) shows the last page.
  useEffect(() => {
    if (result && state.page > pages) go({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is a new function each render; the clamp follows the answer and the page only
  }, [result, pages, state.page]);

  const titleId = useId();
  const searchId = useId();
  const roleId = useId();
  const sizeId = useId();

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Users · Dashboard" index={false} />
      <div className={s.listHead}><h1 id={titleId}>Users</h1></div>
      <div className={s.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">Search users by name or e-mail</label>
        <input
          id={searchId}
          type="search"
          className={`${s.input} ${s.search}`}
          placeholder="Search by name or e-mail"
          value={search.typed}
          onChange={(e) => search.setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && search.now()}
        />
        <span className={u.filter}>
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} className={s.input} value={state.role ?? ''} onChange={(e) => go({ role: parseRole(e.target.value), page: 1 })}>
            <option value="">All roles</option>
            {ROLES.map((role) => <option key={role.value} value={role.value}>{role.label}</option>)}
          </select>
        </span>
        <span className={`${u.filter} ${u.size}`}>
          <label htmlFor={sizeId}>Rows per page</label>
          <select id={sizeId} className={s.input} value={state.size} onChange={(e) => go({ size: Number(e.target.value), page: 1 })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </span>
      </div>

      {loading && !result ? (
        <Loading />
      ) : error ? (
        <LoadFailure message={requestFailure(error, adminFailed('fetch', 'admin users')).message} onRetry={retry} />
      ) : result && result.items.length === 0 ? (
        <p className={s.empty}>No users found.</p>
      ) : result ? (
        <UsersTable
          users={result.items}
          viewer={viewer}
          busy={loading}
          deletes
          sorting={{ state, onSort: (column) => go({ ...nextSort(state, column), page: 1 }) }}
          onChanged={retry}
        />
      ) : null}

      <Pager page={state.page} pages={pages} onPage={(page) => go({ page })} />
    </section>
  );
}
