import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Shop } from '../../api/src/shop';

/**
 * A fingerprint of every row of every table: CHECKSUM TABLE on MySQL/MariaDB, a hash of all rows read
 * through the open connection on SQLite. Equal fingerprints mean no row was added, changed or removed.
 */
export async function dataChecksum(shop: Shop): Promise<string> {
  const ds = shop.db.dataSource;
  const tables = ds.entityMetadatas.map((m) => m.tableName).sort();
  if (shop.db.dialect === 'mysql') {
    const rows: { Table: string; Checksum: string | number }[] = await ds.query(
      `CHECKSUM TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`,
    );
    return rows.map((r) => `${r.Table}=${r.Checksum}`).join(';');
  }
  const connection = (ds.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  // total_changes() counts every row written on the shop's one connection: while it stands still, so do the rows.
  const changes = Number(connection.prepare('SELECT total_changes()').pluck().get());
  const cached = sqliteHashes.get(shop);
  if (cached?.changes === changes) return cached.hash;
  const hash = crypto.createHash('sha1');
  for (const table of tables)
    hash.update(`${table}:${JSON.stringify(connection.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all())};`);
  const digest = hash.digest('hex');
  sqliteHashes.set(shop, { changes, hash: digest });
  return digest;
}

interface SqliteConnection {
  prepare(sql: string): { raw(): { all(): unknown[] }; pluck(): { get(): unknown } };
}
const sqliteHashes = new WeakMap<Shop, { changes: number; hash: string }>();

/** Every file and folder under `root`, by relative path, with its size and modification time. */
export function fileTree(root: string): Map<string, string> {
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      if (entry.isDirectory()) {
        tree.set(rel + path.sep, 'dir');
        walk(full);
      } else {
        const stat = fs.lstatSync(full);
        tree.set(rel, `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(root);
  return tree;
}

/** Paths added, changed or removed between two trees, leaving out those `allowed` matches. */
export function treeChanges(before: Map<string, string>, after: Map<string, string>, allowed: RegExp[]): string[] {
  const changed: string[] = [];
  for (const [p, v] of after) if (before.get(p) !== v) changed.push(`${before.has(p) ? 'changed' : 'added'} ${p}`);
  for (const p of before.keys()) if (!after.has(p)) changed.push(`removed ${p}`);
  return changed.filter((c) => !allowed.some((re) => re.test(c.replace(/^\w+ /, ''))));
}

/** A short, printable form of a value sent, for failure reports. */
export function brief(value: unknown): string {
  const text =
    JSON.stringify(value, (_k, v) => (typeof v === 'string' && v.length > 60 ? `<${v.length} chars: ${v.slice(0, 20)}…>` : v)) ??
    String(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}
