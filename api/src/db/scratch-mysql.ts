import { createConnection } from 'mysql2/promise';

/**
 * Creates an empty, uniquely named database on a MySQL/MariaDB server and hands back its URL and a
 * way to drop it. Used by the migration generator and by tests (one database per test file).
 */
export async function scratchMysqlDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const url = new URL(serverUrl);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`.slice(0, 64);
  url.pathname = '/';
  const conn = await createConnection({ uri: url.toString() });
  try {
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
  const dbUrl = new URL(url.toString());
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    name,
    drop: async () => {
      const c = await createConnection({ uri: url.toString() });
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}
