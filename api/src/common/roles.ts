import { registerEnumType } from 'type-graphql';

/** The roles of an account; the generic layer and every module check access with these. */
export enum Role {
  USER = 'user',
  ADMIN = 'admin',
  SUPER_ADMIN = 'super-admin',
}
registerEnumType(Role, { name: 'Role', description: 'user (customer), admin (staff), super-admin (staff who manage staff)' });

/** Roles of the shop's staff: both may run the back office; only a super-admin manages staff. */
export const STAFF_ROLES: readonly Role[] = [Role.ADMIN, Role.SUPER_ADMIN];

export const isStaffRole = (role: Role | null | undefined): boolean => Boolean(role && STAFF_ROLES.includes(role));
