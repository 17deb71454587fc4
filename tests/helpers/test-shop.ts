import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http, { type Server } from 'node:http';
import type { DestinationStream } from 'pino';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { loadConfig } from '../../api/src/config';
import type { Dialect } from '../../api/src/db/data-source';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop, Shop } from '../../api/src/shop';
import { RAISED_RATE_LIMITS } from './rate-limits';
import { TEST_DATABASE_URL } from './test-db';
import { copyTemplate, templatesOn } from './db-templates';
import { applyServerTimeouts } from '../../api/src/http/server-timeouts';

export interface TestShop {
  shop: Shop;
  /** http://127.0.0.1:<free port> */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestShopOptions {
  seed?: 'demo' | 'none';
  env?: Record<string, string>;
  /** Where the shop's log lines go (set LOG_LEVEL in env to see more than nothing). */
  logDestination?: DestinationStream;
  /**
   * Migrate (and seed) from nothing, as a new shop does. Without it the shop starts on a copy of the run's
   * migrated or demo-seeded template (tests/helpers/db-templates.ts), which its own start then finds current.
   */
  fresh?: boolean;
}

/** A whole shop as `npm start` builds it, on a fresh database and a free port. */
export async function startTestShop(dialect: Dialect, options: TestShopOptions = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const scratch = dialect === 'mysql' ? await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test') : undefined;
  // A suite that names its own data folder or database starts on what is there.
  if (templatesOn && !options.fresh && !options.env?.DATA_DIR && !options.env?.DATABASE_URL)
    await copyTemplate(dialect, options.seed ?? 'none', dataDir, scratch && { serverUrl: TEST_DATABASE_URL!, database: scratch.name });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: options.seed ?? 'none',
    PORT: '0',
    RATE_LIMITS: RAISED_RATE_LIMITS,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  const shop = await createShop(config, { logDestination: options.logDestination });
  const server: Server = await new Promise((resolve) => {
    const s = http.createServer(shop.listener).listen(0, '127.0.0.1', () => resolve(s));
  });
  applyServerTimeouts(server);
  const { port } = server.address() as AddressInfo;
  return {
    shop,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await shop.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The body of a GraphQL answer. */
export interface GqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/**
 * POSTs a GraphQL operation and returns the parsed body. Every error must carry the request's id (its
 * x-request-id header) in extensions.requestId: checked here, then taken out so tests compare the rest exactly.
 * A typed document (the web's, from web/src/generated) types the variables and the data; a string does not.
 */
export async function gql<R, V>(
  url: string,
  document: TypedDocumentNode<R, V>,
  variables?: V,
  headers?: Record<string, string>,
): Promise<GqlBody<R>>;
export async function gql<T = any>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<GqlBody<T>>;
export async function gql(
  url: string,
  operation: string | TypedDocumentNode<unknown, unknown>,
  variables?: unknown,
  headers: Record<string, string> = {},
): Promise<GqlBody<unknown>> {
  const query = typeof operation === 'string' ? operation : print(operation);
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as any;
  const requestId = res.headers.get('x-request-id');
  for (const error of Array.isArray(body?.errors) ? body.errors : []) {
    expect(error.extensions?.requestId).toBe(requestId);
    expect(requestId).toEqual(expect.any(String));
    delete error.extensions.requestId;
  }
  return body;
}
