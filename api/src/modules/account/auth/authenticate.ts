import type { Caller } from '../../../common/auth';
import type { Database } from '../../../db/database';
import { User } from '../user/user.entity';
import type { TokenSigner } from './tokens';

/**
 * The caller behind a bearer token, as the database has them now: a deleted or disabled account, or a
 * token of another branch, is a guest; a changed role takes effect at once (the token's role is not trusted).
 */
export async function authenticate(db: Database, tokens: TokenSigner, token: string | null, branchCode: string): Promise<Caller | null> {
  const claimed = tokens.verify(token);
  if (!claimed || claimed.branchCode !== branchCode) return null;
  const user = await db.repo(User).findOne({ where: { id: claimed.userId, branchCode }, select: { id: true, role: true, isActive: true } });
  if (!user || !user.isActive) return null;
  return { userId: user.id, role: user.role, branchCode };
}
