import type { Caller } from '../../common/auth';
import type { AuditActor } from '../../common/audit/audit-actor';
import { isStaffRole } from '../../common/roles';
import type { Database } from '../../db/database';
import { User } from '../account/user/user.entity';

/** The actor of a staff caller's request (their e-mail and name read now, before the write); null for anyone else. */
export async function staffActor(
  db: Database,
  caller: Caller | null,
  address: string,
  operation: string,
  route: string | null,
): Promise<AuditActor | null> {
  if (!caller || !isStaffRole(caller.role)) return null;
  const user = await db.repo(User).findOne({ where: { id: caller.userId }, select: { id: true, email: true, name: true } });
  return {
    userId: caller.userId,
    email: user?.email ?? '',
    name: user?.name ?? '',
    role: caller.role,
    branchCode: caller.branchCode,
    address,
    operation,
    route,
  };
}
