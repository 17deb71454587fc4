import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { loadConfig } from '../../api/src/config';
import type { Dialect } from '../../api/src/db/data-source';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop, Shop } from '../../api/src/shop';
import { TEST_DATABASE_URL } from './test-db';

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
}

/** A whole shop as `npm start` builds it, on a fresh database and a free port. */
export async function startTestShop(dialect: Dialect, options: TestShopOptions = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const scratch = dialect === 'mysql' ? await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test') : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: options.seed ?? 'none',
    PORT: '0',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  const shop = await createShop(config);
  const server: Server = await new Promise((resolve) => {
    const s = shop.app.listen(0, '127.0.0.1', () => resolve(s));
  });
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

/** POSTs a GraphQL operation and returns the parsed body. */
export async function gql<T = any>(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<any>;
}
