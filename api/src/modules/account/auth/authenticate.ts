import type { Caller } from '../../../common/auth';
import { isStaffRole } from '../../../common/roles';
import type { StaffTwoFactorPolicy } from '../../../config';
import { StaffTwoFactor } from '../two-factor/staff-two-factor.entity';
import type { Database } from '../../../db/database';
import { User } from '../user/user.entity';
import type { TokenSigner } from './tokens';

/**
 * The caller behind a bearer token, as the database has them now: a deleted or disabled account, a token
 * of another branch, or one signed before the account's token version was raised (password change or
 * reset, role change, logout) is a guest; the role is read from the account, not trusted from the token.
 * With STAFF_2FA=required, staff who have not enrolled in two-factor sign-in are marked so (see access.ts).
 */
export async function authenticate(
  db: Database,
  tokens: TokenSigner,
  token: string | null,
  branchCode: string,
  staffTwoFactor: StaffTwoFactorPolicy = 'optional',
): Promise<Caller | null> {
  const claimed = tokens.verify(token);
  if (!claimed || claimed.branchCode !== branchCode) return null;
  const user = await db
    .repo(User)
    .findOne({ where: { id: claimed.userId, branchCode }, select: { id: true, role: true, isActive: true, tokenVersion: true } });
  if (!user || !user.isActive || user.tokenVersion !== (claimed.tokenVersion ?? 0)) return null;
  const caller: Caller = { userId: user.id, role: user.role, branchCode, tokenVersion: user.tokenVersion };
  if (staffTwoFactor === 'required' && isStaffRole(user.role) && !(await hasTwoFactor(db, user.id))) caller.twoFactorSetupRequired = true;
  return caller;
}

async function hasTwoFactor(db: Database, userId: number): Promise<boolean> {
  const row = await db.repo(StaffTwoFactor).findOne({ where: { userId }, select: { id: true, enabledAt: true } });
  return Boolean(row?.enabledAt);
}
