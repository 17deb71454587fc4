import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminDeleteUserDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { Dialog } from '../dialog';
import type { UserRow } from './role-dialog';
import s from '../admin.module.css';

/** The spec's own words for the users page's delete confirmation. */
export const DELETE_USER_QUESTION = 'Are you sure to delete this user?';

/** Delete an account: the spec's question with the account named; a refusal shows the server's reason. */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: UserRow | null; onClose: () => void; onDeleted: () => void }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => setFailure(''), [user]);
  const remove = async () => {
    if (!user || busy) return;
    setBusy(true);
    setFailure('');
    try {
      await client.mutate({ mutation: AdminDeleteUserDocument, variables: { id: user.id } });
      void notify(`${user.name}'s account deleted`, { type: 'success' });
      onDeleted();
    } catch (err) {
      setFailure(requestFailure(err, adminFailed('delete', 'admin user')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={user !== null} title="Delete user" onClose={onClose}>
      <p>{DELETE_USER_QUESTION} &lsquo;{user?.name}&rsquo; ({user?.email}) will no longer be able to log in.</p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>Cancel</button>
        <button type="button" className={s.danger} onClick={remove} disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete'}</button>
      </div>
    </Dialog>
  );
}
