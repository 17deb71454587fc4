/**
 * Seeds a database from the command line, with the server's settings (DATABASE_URL, DATA_DIR):
 *
 *   npm run seed -- --products 100000 [--branch MAIN]
 *
 * Runs pending migrations, seeds the demo shop when the branch is empty, then grows the catalogue
 * by --products more products, printing progress and the time taken.
 */
import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { Database } from '../db/database';
import { growCatalogue, isDatabaseEmpty, seedDemo } from '../db/seed';
import { parseSeedArgs, SEED_USAGE, UsageError } from '../db/seed/cli';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-GB');

async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`seed: ${e.message}\n\n${SEED_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }
  const config = loadConfig();
  const started = Date.now();
  const ds = await createDataSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ds.initialize();
  try {
    const db = new Database(ds);
    console.log(
      `Database: ${db.dialect === 'mysql' ? 'MySQL/MariaDB' : `SQLite in ${config.dataDir}`}; uploads in ${config.uploadsDir}; branch ${args.branch}`,
    );
    const ran = await ds.runMigrations({ transaction: 'each' });
    if (ran.length) console.log(`Applied ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
    if (await isDatabaseEmpty(db, args.branch)) {
      const t = Date.now();
      const summary = await seedDemo(db, { branchCode: args.branch, uploadsDir: config.uploadsDir });
      console.log(
        `Seeded the demo shop in ${seconds(t)}: ${Object.entries(summary)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    } else {
      console.log(`Branch ${args.branch} already has a catalogue; demo seed skipped.`);
    }
    if (args.products > 0) {
      const t = Date.now();
      let shown = 0;
      const result = await growCatalogue(db, {
        branchCode: args.branch,
        uploadsDir: config.uploadsDir,
        products: args.products,
        onProgress: (done) => {
          if (done - shown >= Math.max(2000, args.products / 20) || done === args.products) {
            shown = done;
            console.log(`  ${count(done)} / ${count(args.products)} products (${seconds(t)})`);
          }
        },
      });
      console.log(
        `Added ${count(result.products)} products in ${count(result.parentItems)} parent items and ${count(result.subCategories)} new sub-categories in ${seconds(t)}.`,
      );
    }
    await db.refreshStatistics(true);
    console.log(`Done in ${seconds(started)}.`);
    return 0;
  } finally {
    await ds.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
