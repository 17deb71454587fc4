import { AsyncLocalStorage } from 'node:async_hooks';

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
