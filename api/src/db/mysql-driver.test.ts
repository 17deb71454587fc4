import { EventEmitter } from 'node:events';
import type { PoolConnection } from 'mysql2';
import { QueryFailedError } from 'typeorm';
import { guardConnection } from './mysql-driver';
import { asDatabaseUnavailable } from './unavailable';

/** A connection whose every statement times out, as a frozen server's do. */
function stalledConnection() {
  const destroyed: string[] = [];
  const connection = {
    query: (_sql: unknown, cb: (err: Error) => void) =>
      cb(Object.assign(new Error('Query inactivity timeout'), { code: 'PROTOCOL_SEQUENCE_TIMEOUT', fatal: true })),
    destroy: () => destroyed.push('connection'),
  };
  const guarded = guardConnection(
    connection as unknown as PoolConnection,
    { connectMs: 1000, queryMs: 1000, acquireMs: 1000 },
    new EventEmitter(),
  );
  // What the service sees: TypeORM wraps the driver's error in a QueryFailedError of its own.
  const run = (sql: string) =>
    new Promise<Error>((resolve) =>
      (guarded.query as unknown as (s: string, cb: (e: Error) => void) => void)(sql, (e) => resolve(new QueryFailedError(sql, [], e))),
    );
  return { run, destroyed };
}

test('a statement the database never answered tells the client nothing was done; an unanswered COMMIT that it may have been kept', async () => {
  const { run, destroyed } = stalledConnection();
  expect(asDatabaseUnavailable(await run('INSERT INTO orders (email) VALUES (?)'))?.code).toBe('DATABASE_UNAVAILABLE');
  expect(asDatabaseUnavailable(await run('COMMIT'))?.code).toBe('SAVE_UNCONFIRMED');
  expect(asDatabaseUnavailable(await run('ROLLBACK'))?.code).toBe('DATABASE_UNAVAILABLE');
  // Each stalled connection is thrown away, so nothing queues behind the statement the server may still run.
  expect(destroyed).toEqual(['connection', 'connection', 'connection']);
});
