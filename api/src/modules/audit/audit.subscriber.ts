import type { EntitySubscriberInterface, InsertEvent, ObjectLiteral, RemoveEvent, UpdateEvent } from 'typeorm';
import { EventSubscriber } from 'typeorm';
import { currentAuditActor } from '../../common/audit/audit-actor';
import { AuditAction } from '../../common/audit/audit-entry.entity';
import { recordWrite } from '../../common/audit/audit-recorder';

/**
 * Audits the writes TypeORM can describe: every insert (save or insert: the new row's id is known),
 * and updates and removes made with save/remove (TypeORM loads the row as it was). Updates and deletes
 * made with the query builder (`manager.update`, `repo.delete`) carry no row and no condition here;
 * the services making them call `recordUpdate`/`recordDelete` themselves, with the row they read
 * (crud.service.ts and the bespoke staff services). `event.manager` is the write's transaction.
 */
@EventSubscriber()
export class AuditSubscriber implements EntitySubscriberInterface {
  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    if (!currentAuditActor()) return;
    await recordWrite(event.manager, event.metadata, AuditAction.CREATE, null, event.entity);
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    if (!currentAuditActor() || !event.databaseEntity || !event.entity) return;
    await recordWrite(event.manager, event.metadata, AuditAction.UPDATE, event.databaseEntity, event.entity);
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    if (!currentAuditActor() || !event.databaseEntity) return;
    await recordWrite(
      event.manager,
      event.metadata,
      AuditAction.DELETE,
      { ...event.databaseEntity, id: event.databaseEntity.id ?? event.entityId },
      null,
    );
  }
}
