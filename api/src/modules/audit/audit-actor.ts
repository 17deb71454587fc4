import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '../../common/auth';
import { isStaffRole } from '../../common/roles';
import type { Database } from '../../db/database';
import { User } from '../account/user/user.entity';

/** The staff member a back-office write is made for, and how the request reached the shop. */
export interface AuditActor {
  userId: number;
  email: string;
  name: string;
  role: string;
  branchCode: string;
  /** The client address as the rate limits see it (TRUST_PROXY honoured). */
  address: string;
  /** The GraphQL mutation being run, or 'upload'. */
  operation: string;
  /** The legacy REST call or upload route it came through, e.g. 'PUT /api/colors/3'; null for GraphQL. */
  route: string | null;
}

/**
 * Why AsyncLocalStorage: the audit entry is written at the data layer (a TypeORM subscriber, and the
 * few services' query-builder writes), far below the resolver that knows who is calling. Running each
 * staff mutation inside `auditActors.run(actor, ...)` hands the actor to every write it makes, in
 * GraphQL and legacy REST alike (REST executes the same GraphQL in-process), without threading it
 * through every service signature. Writes with no actor (customers, guests, seeding, scripts) are not
 * audited.
 */
export const auditActors = new AsyncLocalStorage<AuditActor>();

export const currentAuditActor = (): AuditActor | undefined => auditActors.getStore();

/** The actor of a staff caller's request (their e-mail and name read now, before the write); null for anyone else. */
export async function staffActor(db: Database, caller: Caller | null, address: string, operation: string, route: string | null): Promise<AuditActor | null> {
  if (!caller || !isStaffRole(caller.role)) return null;
  const user = await db.repo(User).findOne({ where: { id: caller.userId }, select: { id: true, email: true, name: true } });
  return { userId: caller.userId, email: user?.email ?? '', name: user?.name ?? '', role: caller.role, branchCode: caller.branchCode, address, operation, route };
}
