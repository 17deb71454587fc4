import { useId, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminUpdateUserRoleDocument, type Role } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { Dialog } from '../dialog';
import { ROLES, roleLabel } from './roles';
import s from '../admin.module.css';
import u from './users.module.css';
import { BusyButton } from '../../../components/ui/busy-button';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/**
 * The role modal (name and e-mail read-only, only the role changes), for
 * super-admins: the account's name and e-mail shown read-only, its role a select; Save asks the server,
 * whose refusal (the last super-admin, a role change by someone else) shows in the modal.
 */
export function RoleDialog({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog open={user !== null} title="Change role" onClose={onClose}>
      {user && <RoleForm key={user.id} user={user} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function RoleForm({ user, onCancel, onSaved }: { user: UserRow; onCancel: () => void; onSaved: () => void }) {
  const client = useApolloClient();
  const [role, setRole] = useState<Role>(user.role);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const id = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await client.mutate({ mutation: AdminUpdateUserRoleDocument, variables: { id: user.id, role } });
      void notify(`${user.name} is now ${/^[aeiou]/.test(roleLabel(role)) ? 'an' : 'a'} ${roleLabel(role)}`, { type: 'success' });
      onSaved();
    } catch (err) {
      setFailure(requestFailure(err, adminFailed('update', 'admin user')).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={save} noValidate>
      <div className={s.field}>
        <label htmlFor={`${id}-name`} className={s.label}>
          Name
        </label>
        <input id={`${id}-name`} className={`${s.input} ${u.readOnly}`} value={user.name} readOnly />
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-email`} className={s.label}>
          Email
        </label>
        <input id={`${id}-email`} type="email" className={`${s.input} ${u.readOnly}`} value={user.email} readOnly />
      </div>
      <div className={s.field}>
        <label htmlFor={`${id}-role`} className={s.label}>
          Role
        </label>
        <select id={`${id}-role`} className={s.input} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onCancel}>
          Cancel
        </button>
        <BusyButton type="submit" className={s.primary} busy={busy}>
          {busy ? 'Saving…' : 'Save role'}
        </BusyButton>
      </div>
    </form>
  );
}
