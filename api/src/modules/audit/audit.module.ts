import { AuditEntry } from '../../common/audit/audit-entry.entity';
import { defineModule } from '../shop-module';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The audit log of back-office writes: recorded at the data layer (audit.subscriber.ts, audit-recorder.ts), read by super-admins. */
export const auditModule = defineModule({
  entities: [AuditEntry],
  crud: [],
  resolvers: [AuditResolver],
  services: ({ db }) => ({ audit: new AuditService(db) }),
  loaders: () => ({}),
});
