import type { Caller } from '../../../common/auth';
import type { Database } from '../../../db/database';
import { User } from '../user/user.entity';
import type { TokenSigner } from './tokens';

/**
 * The caller behind a bearer token, as the database has them now: a deleted or disabled account, a token
 * of another branch, or one signed before the account's token version was raised (password change or
 * reset, role change, logout) is a guest; the role is read from the account, not trusted from the token.
 */
export async function authenticate(db: Database, tokens: TokenSigner, token: string | null, branchCode: string): Promise<Caller | null> {
  const claimed = tokens.verify(token);
  if (!claimed || claimed.branchCode !== branchCode) return null;
  const user = await db.repo(User).findOne({ where: { id: claimed.userId, branchCode }, select: { id: true, role: true, isActive: true, tokenVersion: true } });
  if (!user || !user.isActive || user.tokenVersion !== (claimed.tokenVersion ?? 0)) return null;
  return { userId: user.id, role: user.role, branchCode, tokenVersion: user.tokenVersion };
}
