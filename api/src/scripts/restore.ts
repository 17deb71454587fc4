/**
 * Restores a backup made by `npm run backup` into the database of the server's settings
 * (DATABASE_URL, DATA_DIR), replacing what is there. Stop the shop first; it runs any newer
 * migrations when it starts again.
 *
 *   npm run restore -- <file>
 *
 * SQLite: through SQLite's backup API. MySQL/MariaDB: the dump is fed to the mariadb or mysql client.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, restoreMysql, restoreSqlite } from '../db/backup';

const USAGE = 'Usage: npm run restore -- <backup file>';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    console.error(`restore: give exactly one backup file\n${USAGE}`);
    return 2;
  }
  const file = path.resolve(argv[0]);
  const config = loadConfig();
  if (config.databaseUrl) await restoreMysql(file, config.databaseUrl);
  else await restoreSqlite(file, config.dataDir);
  console.log(`Restored ${file} into the ${config.databaseUrl ? 'MySQL/MariaDB' : `SQLite database in ${config.dataDir}`}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`restore: ${err instanceof BackupError ? err.message : err instanceof Error ? err.stack : err}`);
    process.exit(1);
  },
);
