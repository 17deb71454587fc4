import { ChildProcess, spawn } from 'node:child_process';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import Redis from 'ioredis';
import type { Dialect } from '../../api/src/db/data-source';
import type { Database } from '../../api/src/db/database';
import { hashPassword } from '../../api/src/modules/account/auth/tokens';
import { User } from '../../api/src/modules/account/user/user.entity';
import { Role } from '../../api/src/common/roles';
import { freePort } from './free-port';
import { gql, startTestShop, TestShop } from './test-shop';

const BRANCH = 'MAIN';
let serial = 0;

/** A demo-seeded shop for the storefront suites. */
export function startStoreShop(dialect: Dialect, env: Record<string, string> = {}): Promise<TestShop> {
  return startTestShop(dialect, { seed: 'demo', env });
}

/**
 * Runs an operation and returns its data, failing the test with the errors when there are any. A typed
 * document (graphql() from tests/generated) types the variables and the data; a string does not.
 */
export async function ask<R, V>(
  t: TestShop,
  document: TypedDocumentNode<R, V>,
  variables?: V,
  headers?: Record<string, string>,
): Promise<R>;
export async function ask<T = any>(
  t: TestShop,
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<T>;
export async function ask(
  t: TestShop,
  operation: string | TypedDocumentNode<unknown, unknown>,
  variables?: unknown,
  headers?: Record<string, string>,
): Promise<unknown> {
  const body =
    typeof operation === 'string'
      ? await gql(t.url, operation, variables as Record<string, unknown> | undefined, headers)
      : await gql(t.url, operation, variables, headers);
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs an operation expected to fail and returns its first error; the variables may be deliberately wrong, so are not typed. */
export async function askError(
  t: TestShop,
  query: string | DocumentNode,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<{ message: string; code?: string; field?: string }> {
  const body = await gql(t.url, typeof query === 'string' ? query : print(query), variables, headers);
  const error = body.errors?.[0] as { message: string; extensions?: { code?: string; field?: string } } | undefined;
  if (!error) throw new Error(`Expected an error, got ${JSON.stringify(body.data)}`);
  return { message: error.message, code: error.extensions?.code, field: error.extensions?.field };
}

/** A user of the given role and a bearer header for it. */
export async function loginAs(
  t: TestShop,
  role: Role,
  name = `Store ${role} ${++serial}`,
): Promise<{ user: User; headers: Record<string, string> }> {
  const repo = t.shop.db.repo(User);
  const user = await repo.save(
    repo.create({
      branchCode: BRANCH,
      name,
      email: `store.${role}.${++serial}.${Date.now()}@example.co.uk`,
      passwordHash: await hashPassword('not used here'),
      role,
    }),
  );
  return { user, headers: { authorization: `Bearer ${t.shop.tokens.sign({ userId: user.id, role, branchCode: BRANCH })}` } };
}

/** Rows of a raw SQL query, numbers as numbers (MariaDB answers COUNT as a string). */
export async function rows<T = Record<string, unknown>>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: Record<string, unknown>[] = await db.dataSource.query(sql, params);
  return result.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && k !== 'code' && k !== 'slug' && k !== 'name' ? Number(v) : v,
      ]),
    ),
  ) as T[];
}

/** How many SQL statements the database ran while `work` ran. */
export async function countQueries(db: Database, work: () => Promise<unknown>): Promise<number> {
  const logger = db.dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<typeof original>) => {
    count++;
    return original(...args);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return count;
}

/** Discounted price in pounds as the API computes it. */
export function discounted(salePence: number, discountPence: number): number {
  return (salePence - discountPence) / 100;
}

export interface StartedRedis {
  url: string;
  stop(): Promise<void>;
}

/** Polls until `check` holds (at most `ms`), for effects that travel through another process. */
export async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A throwaway redis-server (Debian's /usr/bin/redis-server) on a free port, without persistence. */
export async function startRedis(): Promise<StartedRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
  probe.on('error', () => undefined);
  await waitFor(async () => (await probe.ping().catch(() => '')) === 'PONG');
  probe.disconnect();
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
