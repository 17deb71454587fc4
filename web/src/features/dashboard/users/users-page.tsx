import { useQuery } from '@apollo/client/react';
import { AdminUserListDocument, AdminViewerDocument, type Role } from '../../../generated/graphql';
import { readListState, writeListState, type ListState } from '../kit/list-url';
import { ChoiceFilter } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { listOptions, useListPage } from '../kit/use-list-page';
import { parseRole, ROLES } from './roles';
import { UsersTable } from './users-table';

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
  // The guard asked who is signed in; the answer is in the cache.
  const viewer = useQuery(AdminViewerDocument, { fetchPolicy: 'cache-first' }).data?.me;
  const role = (text: string) => list.go({ role: parseRole(text), page: 1 });

  return (
    <ListScreen
      title="Users"
      list={list}
      search={{ label: 'Search users by name or e-mail', placeholder: 'Search by name or e-mail' }}
      filters={<ChoiceFilter label="Role" all="All roles" value={list.state.role} choices={ROLES} onChoose={role} />}
      empty="No users found."
    >
      {({ items }) => (
        <UsersTable users={items} viewer={viewer} busy={list.query.loading} deletes sorting={list.sorting} onChanged={list.retry} />
      )}
    </ListScreen>
  );
}
