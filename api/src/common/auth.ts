import { Role, STAFF_ROLES } from './roles';
import { ForbiddenError, UnauthorizedError } from './errors';

/** The caller as services see it: decoded from the bearer token, or null for a guest. */
export interface Caller {
  userId: number;
  role: Role;
  branchCode: string;
  /** The account's token version the token was signed with (0 when the token carries none). */
  tokenVersion?: number;
  /** STAFF_2FA=required and this member of staff has not enrolled: only the enrolment, me and logout answer. */
  twoFactorSetupRequired?: boolean;
}

/** Who a bearer token (null for none) names in a branch: null for a guest or a token that no longer holds (account/auth/authenticate.ts). */
export type Authenticate = (token: string | null, branchCode: string) => Promise<Caller | null>;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** The header a guest sends an order's access token in (never the URL, which logs and histories keep). */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** Said to staff who must enrol in two-factor sign-in (STAFF_2FA=required) before anything else. */
export const TWO_FACTOR_SETUP_MESSAGE = 'Set up two-factor sign-in in My Profile first: this shop requires it for staff accounts';

export function requireUser(caller: Caller | null): Caller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}

/**
 * Whether the caller may see what staff see (inactive rows, every order): staff who have enrolled in two-factor
 * sign-in where STAFF_2FA requires it. A token from a password alone is no more than a customer's (R2).
 */
export function actsAsStaff(caller: Caller | null): boolean {
  return Boolean(caller && STAFF_ROLES.includes(caller.role) && !caller.twoFactorSetupRequired);
}

export function requireStaff(caller: Caller | null): Caller {
  const c = requireUser(caller);
  if (!STAFF_ROLES.includes(c.role)) throw new ForbiddenError('Only staff can do this');
  if (c.twoFactorSetupRequired) throw new ForbiddenError(TWO_FACTOR_SETUP_MESSAGE);
  return c;
}

export function requireSuperAdmin(caller: Caller | null): Caller {
  const c = requireUser(caller);
  if (c.role !== Role.SUPER_ADMIN) throw new ForbiddenError('Only a super-admin can do this');
  if (c.twoFactorSetupRequired) throw new ForbiddenError(TWO_FACTOR_SETUP_MESSAGE);
  return c;
}
