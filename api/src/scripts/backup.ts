/**
 * Backs the shop's database up, with the server's settings (DATABASE_URL, DATA_DIR), while it runs:
 *
 *   npm run backup [-- --out <file>]
 *
 * SQLite: an online copy through SQLite's backup API (a .sqlite file). MySQL/MariaDB: a SQL dump in one
 * transaction with mariadb-dump or mysqldump. Default file: DATA_DIR/backups/shop-<time>.sqlite|.sql.
 * Uploaded images are files under DATA_DIR/uploads: copy that folder as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backupMysql, BackupError, backupSqlite } from '../db/backup';

const USAGE = 'Usage: npm run backup [-- --out <file>]';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const m = /^--out(?:=(.*))?$/.exec(argv[i]);
    if (!m || !(out = m[1] ?? argv[++i])) {
      console.error(`backup: ${m ? '--out needs a file name' : `unknown argument "${argv[i]}"`}\n${USAGE}`);
      return 2;
    }
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(out ?? path.join(config.dataDir, 'backups', `shop-${stamp}.${config.databaseUrl ? 'sql' : 'sqlite'}`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (config.databaseUrl) await backupMysql(config.databaseUrl, file);
  else await backupSqlite(config.dataDir, file);
  console.log(
    `Backed the ${config.databaseUrl ? 'MySQL/MariaDB' : 'SQLite'} database up to ${file} (${fs.statSync(file).size.toLocaleString('en-GB')} bytes)`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`backup: ${err instanceof BackupError ? err.message : err instanceof Error ? err.stack : err}`);
    process.exit(1);
  },
);
