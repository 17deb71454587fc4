import type { Database } from '../../db/database';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The audit log of back-office writes: recorded at the data layer (audit.subscriber.ts, audit-recorder.ts), read by super-admins. */
export const auditResolvers: Function[] = [AuditResolver];

export function createAuditServices(db: Database) {
  return { audit: new AuditService(db) };
}
