import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { loadConfig } from '../../api/src/config';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop, Shop } from '../../api/src/shop';
import { firstError, LOGIN } from '../helpers/accounts';
import { dialects, TEST_DATABASE_URL } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql } from '../helpers/test-shop';

const CHANGE_PASSWORD = graphql(`
  mutation ShopStartChangeAdminPassword {
    changePassword(currentPassword: "first-start-pass", newPassword: "chosen-by-the-boss", confirmPassword: "chosen-by-the-boss") {
      message
    }
  }
`);

const root = path.resolve(__dirname, '..', '..');

test('in production the built shop refuses to start with a JWT_SECRET shorter than 32 bytes, saying why', async () => {
  const main = path.join(root, 'api', 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error('api/dist/main.js is missing: run `npm run build:api` first (npm test does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secret-'));
  try {
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, JWT_SECRET: 'too-short-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The shop could not start: JWT_SECRET is too short: production needs at least 32 bytes');
    expect(output).not.toContain('ready on');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe.each(dialects)('ADMIN_PASSWORD on %s', (dialect) => {
  test('sets the super-admin password when it is created, not again at the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
    const scratch = dialect === 'mysql' ? await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test') : undefined;
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_EMAIL: 'boss@example.co.uk',
      ADMIN_PASSWORD: 'first-start-pass',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    const start = async (): Promise<{ shop: Shop; url: string; stop(): Promise<void> }> => {
      const shop = await createShop(loadConfig(env));
      const server: Server = await new Promise((resolve) => {
        const s = shop.app.listen(0, '127.0.0.1', () => resolve(s));
      });
      return {
        shop,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        stop: async () => {
          await new Promise((r) => server.close(r));
          await shop.close();
        },
      };
    };
    try {
      const first = await start();
      const signedIn = await gql(first.url, LOGIN, { name: 'boss@example.co.uk', password: 'first-start-pass' });
      expect(signedIn.errors).toBeUndefined();
      const changed = await gql(first.url, CHANGE_PASSWORD, undefined, { authorization: `Bearer ${signedIn.data!.login.token}` });
      expect(changed.errors).toBeUndefined();
      await first.stop();

      const second = await start();
      try {
        expect(firstError(await gql(second.url, LOGIN, { name: 'boss@example.co.uk', password: 'first-start-pass' }))?.code).toBe(
          'UNAUTHENTICATED',
        );
        const again = await gql(second.url, LOGIN, { name: 'boss@example.co.uk', password: 'chosen-by-the-boss' });
        expect(again.errors).toBeUndefined();
        expect(again.data!.login.user!.role).toBe('SUPER_ADMIN');
      } finally {
        await second.stop();
      }
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
