import { EventEmitter } from 'node:events';
import mysql from 'mysql2';
import type { Pool, PoolConnection } from 'mysql2';
import { markCommitUnanswered } from './unavailable';

/** Bounds on waiting for MySQL/MariaDB, in ms; 0 waits for ever. */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP and the server's greeting). */
  connectMs: number;
  /** One statement, from sending it to its last row. */
  queryMs: number;
  /** Waiting for a free connection of the pool. */
  acquireMs: number;
}

/** mysql2 as TypeORM's `driver` option, with timeouts; 'trouble' is emitted with each connection-level error. */
export type TimedMysql = typeof mysql & { trouble: EventEmitter };

const GUARDED = Symbol('guarded');

/**
 * mysql2 with the waits a stalled server would otherwise make endless. mysql2 itself has no pool
 * acquire timeout, and after a query timeout it keeps the connection, so the next statement queues
 * behind the stalled one with no timer of its own; here such a connection is thrown away instead.
 * The timeouts object is read at each call, so the caller may change queryMs (start-up lifts it).
 */
export function timedMysql(timeouts: DatabaseTimeouts): TimedMysql {
  const trouble = new EventEmitter();
  const createPool = (options: Parameters<typeof mysql.createPool>[0]) => guardPool(mysql.createPool(options as never), timeouts, trouble);
  // With read replicas (DATABASE_REPLICA_URLS) TypeORM asks a pool cluster for connections: "MASTER" or "SLAVE*".
  const createPoolCluster = (options: Parameters<typeof mysql.createPoolCluster>[0]) => {
    const cluster = mysql.createPoolCluster(options);
    const getConnection = cluster.getConnection.bind(cluster) as (pattern: string, cb: Callback) => void;
    (cluster as unknown as { getConnection: (pattern: string, cb: Callback) => void }).getConnection = (pattern, cb) =>
      guardedGetConnection((done) => getConnection(pattern, done), timeouts, trouble)(cb);
    return cluster;
  };
  return Object.assign(Object.create(mysql) as typeof mysql, { createPool, createPoolCluster, trouble }) as TimedMysql;
}

type Callback = (err: (Error & { code?: string; fatal?: boolean }) | null, connection?: PoolConnection) => void;

function guardPool(pool: Pool, timeouts: DatabaseTimeouts, trouble: EventEmitter): Pool {
  const getConnection = pool.getConnection.bind(pool) as (cb: Callback) => void;
  (pool as unknown as { getConnection: (cb: Callback) => void }).getConnection = guardedGetConnection(getConnection, timeouts, trouble);
  return pool;
}

/** A pool's getConnection with the acquire timeout, its connections guarded (guardConnection). */
function guardedGetConnection(getConnection: (cb: Callback) => void, timeouts: DatabaseTimeouts, trouble: EventEmitter) {
  return (cb: Callback) => {
    let done = false;
    const timer =
      timeouts.acquireMs > 0
        ? setTimeout(() => {
            done = true;
            const err = Object.assign(new Error('No database connection became free in time'), { code: 'POOL_ACQUIRE_TIMEOUT' });
            trouble.emit('trouble', err);
            cb(err);
          }, timeouts.acquireMs)
        : undefined;
    getConnection((err, connection) => {
      clearTimeout(timer);
      if (done) {
        connection?.release();
        return;
      }
      done = true;
      if (err) {
        trouble.emit('trouble', err);
        return cb(err);
      }
      cb(null, guardConnection(connection!, timeouts, trouble));
    });
  };
}

export function guardConnection(connection: PoolConnection, timeouts: DatabaseTimeouts, trouble: EventEmitter): PoolConnection {
  const marked = connection as PoolConnection & { [GUARDED]?: true; stream?: { destroy?: () => void } };
  if (marked[GUARDED]) return connection;
  marked[GUARDED] = true;
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    const cb = args[last];
    const sql = typeof args[0] === 'string' ? args[0] : (args[0] as { sql?: unknown } | undefined)?.sql;
    if (typeof cb === 'function') {
      args[last] = (err: (Error & { code?: string; fatal?: boolean }) | null, ...rest: unknown[]) => {
        if (err && (err.code === 'PROTOCOL_SEQUENCE_TIMEOUT' || err.fatal)) {
          // The server may still answer this statement later; nothing else may queue behind it.
          if (typeof sql === 'string' && /^\s*COMMIT\b/i.test(sql)) markCommitUnanswered(err);
          connection.destroy();
          marked.stream?.destroy?.();
          trouble.emit('trouble', err);
        }
        return (cb as (...a: unknown[]) => unknown)(err, ...rest);
      };
    }
    if (timeouts.queryMs > 0) {
      if (typeof args[0] === 'string') args[0] = { sql: args[0], timeout: timeouts.queryMs };
      else if (args[0] && typeof args[0] === 'object' && !('timeout' in args[0]))
        args[0] = { ...(args[0] as object), timeout: timeouts.queryMs };
    }
    return query(...args);
  };
  return connection;
}
