import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminUserListDocument, AdminViewerDocument, type Role } from '../../../generated/graphql';
import { PageMeta } from '../../../lib/page-meta';
import { nextSort, readListState, writeListState, type ListState } from '../kit/list-url';
import { ListSearch, ListView, PageSize, Pager } from '../kit/list-parts';
import { listOptions, useListPage } from '../kit/use-list-page';
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
  const list = useListPage({
    read: readState,
    write: writeState,
    document: AdminUserListDocument,
    variables: (state) => ({ options: { ...listOptions(state), role: state.role } }),
    rows: (data) => data.users,
    failedWith: 'admin users',
  });
  const { state, go } = list;
  // The guard asked who is signed in; the answer is in the cache.
  const viewer = useQuery(AdminViewerDocument, { fetchPolicy: 'cache-first' }).data?.me;
  const titleId = useId();
  const roleId = useId();

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Users · Dashboard" index={false} />
      <div className={s.listHead}>
        <h1 id={titleId}>Users</h1>
      </div>
      <div className={s.toolbar}>
        <ListSearch label="Search users by name or e-mail" placeholder="Search by name or e-mail" search={list.search} />
        <span className={u.filter}>
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            className={s.input}
            value={state.role ?? ''}
            onChange={(e) => go({ role: parseRole(e.target.value), page: 1 })}
          >
            <option value="">All roles</option>
            {ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </span>
        <span className={`${u.filter} ${u.size}`}>
          <PageSize size={state.size} onSize={(size) => go({ size, page: 1 })} labelClassName="" />
        </span>
      </div>

      <ListView result={list.result} loading={list.query.loading} failure={list.failure} onRetry={list.retry} empty="No users found.">
        {(result) => (
          <UsersTable
            users={result.items}
            viewer={viewer}
            busy={list.query.loading}
            deletes
            sorting={{ state, onSort: (column) => go({ ...nextSort(state, column), page: 1 }) }}
            onChanged={list.retry}
          />
        )}
      </ListView>

      <Pager page={state.page} pages={list.pages} onPage={(page) => go({ page })} />
    </section>
  );
}
