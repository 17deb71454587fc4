import { AdminDeleteUserDocument } from '../../../generated/graphql';
import { adminFailed } from '../../../config/messages';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';
import type { UserRow } from './role-dialog';

/** The legacy shop's own words for the users page's delete confirmation (docs/architecture.md). */
export const DELETE_USER_QUESTION = 'Are you sure to delete this user?';

/** Delete an account: the legacy question with the account named; a refusal shows the server's reason. */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: UserRow | null; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteDialog
      item={user}
      title="Delete user"
      fallback={adminFailed('delete', 'admin user')}
      onClose={onClose}
      mutation={AdminDeleteUserDocument}
      deleted={(u) => `${u.name}'s account deleted`}
      onDeleted={onDeleted}
      question={(u) => (
        <>
          {DELETE_USER_QUESTION} &lsquo;{u.name}&rsquo; ({u.email}) will no longer be able to log in.
        </>
      )}
    />
  );
}
