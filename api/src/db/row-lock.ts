import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Locks one row by id until the transaction ends (SELECT … FOR UPDATE), so that two transactions which read what
 * hangs off it and then write take turns: the customer's row before counting their saved addresses, wishlist or
 * points. MySQL only: SQLite runs one write transaction at a time anyway (db/sqlite-write-lock.ts).
 */
export async function lockRow(m: EntityManager, entity: EntityTarget<ObjectLiteral>, id: number): Promise<void> {
  if (m.connection.options.type === 'better-sqlite3') return;
  await m.getRepository(entity).createQueryBuilder('r').select('r.id').where('r.id = :id', { id }).setLock('pessimistic_write').getOne();
}
