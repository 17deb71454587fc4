import { useState } from 'react';
import type { ListState } from '../kit/list-url';
import { ListTable } from '../kit/list-parts';
import { DeleteUserDialog } from './delete-user-dialog';
import { RoleDialog, type UserRow } from './role-dialog';
import { changesRoles, mayDelete, roleLabel, type Looker } from './roles';
import s from '../admin.module.css';
import u from './users.module.css';

const COLUMNS = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Role', sort: 'role' },
] as const;

/** The role as a pill with its name (never colour alone). */
export function RolePill({ role }: { role: UserRow['role'] }) {
  return <span className={`${u.pill} ${u[role]}`}>{roleLabel(role)}</span>;
}

/**
 * The accounts table of the users screen and of the home page: name, e-mail and role; Change role (a
 * super-admin only) and, where `deletes` is on, Delete on the accounts the viewer may delete. Headers sort
 * when `sorting` is given. After a change the owner asks again (`onChanged`).
 */
export function UsersTable({
  users,
  viewer,
  sorting,
  deletes,
  onChanged,
  busy,
}: {
  users: UserRow[];
  viewer: Looker | null | undefined;
  sorting?: { state: Pick<ListState, 'sort' | 'direction'>; onSort: (column: string) => void };
  deletes?: boolean;
  onChanged: () => void;
  busy?: boolean;
}) {
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const roles = changesRoles(viewer);
  const actions = roles || (deletes && users.some((user) => mayDelete(viewer, user)));

  return (
    <>
      <ListTable columns={COLUMNS} sorting={sorting} actions={Boolean(actions)} busy={busy}>
        {users.map((user) => (
          <tr key={user.id}>
            <td data-label="Name">
              <span>
                {user.name}
                {viewer?.id === user.id && <span className={s.sortMark}> (you)</span>}
              </span>
            </td>
            <td data-label="Email" className={u.email}>
              {user.email}
            </td>
            <td data-label="Role">
              <RolePill role={user.role} />
            </td>
            {actions && (
              <td className={s.actions}>
                {roles && (
                  <button type="button" className={s.secondary} aria-label={`Change role of ${user.name}`} onClick={() => setEditing(user)}>
                    Change role
                  </button>
                )}
                {deletes && mayDelete(viewer, user) && (
                  <button type="button" className={s.danger} aria-label={`Delete ${user.name}`} onClick={() => setDeleting(user)}>
                    Delete
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </ListTable>
      {roles && (
        <RoleDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
      {deletes && (
        <DeleteUserDialog
          user={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
