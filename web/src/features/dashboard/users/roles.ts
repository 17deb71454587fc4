import type { Role } from '../../../generated/graphql';

/** The three roles in the shop's words (docs/architecture.md: user = customer, admin = staff, super-admin = staff who manage staff). */
export const ROLES: { value: Role; label: string }[] = [
  { value: 'USER', label: 'user' },
  { value: 'ADMIN', label: 'admin' },
  { value: 'SUPER_ADMIN', label: 'super-admin' },
];

export const roleLabel = (role: Role) => ROLES.find((r) => r.value === role)?.label ?? role;

/** A role named in a URL (?role=ADMIN), or null. */
export const parseRole = (text: string | null): Role | null => ROLES.find((r) => r.value === text)?.value ?? null;

/** Who is looking: the signed-in member of staff. */
export interface Looker {
  id: number;
  role: Role;
}

/** Only a super-admin changes roles (the server refuses anyone else). */
export const changesRoles = (viewer: Looker | null | undefined) => viewer?.role === 'SUPER_ADMIN';

/** Staff delete customers; a super-admin also deletes staff; nobody deletes their own account. */
export const mayDelete = (viewer: Looker | null | undefined, user: { id: number; role: Role }) =>
  !!viewer && viewer.id !== user.id && (viewer.role === 'SUPER_ADMIN' || user.role === 'USER');
