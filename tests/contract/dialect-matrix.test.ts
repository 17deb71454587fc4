import fs from 'node:fs';
import path from 'node:path';

// Which database suites run on MySQL/MariaDB as well as SQLite (tests/helpers/test-db.ts): `dialects` where the SQL
// is the subject (or the service takes a MySQL branch, a lock, a unique key, a date, a decimal), `sqliteOnly` where
// the rules sit above the Database layer, `describeMysql` where only MySQL/MariaDB has the behaviour. Every suite that
// imports one of them is named here with its group and why, so a new suite must choose; docs/conventions.md says how.

const root = path.resolve(__dirname, '..', '..');

type Group = 'both' | 'sqlite' | 'mysql-only';

/** The names of tests/helpers/test-db.ts each group imports: `both` may hold a MariaDB-only block beside its runs. */
const ALLOWED: Record<Group, { needs: string; may: string[] }> = {
  both: { needs: 'dialects', may: ['describeMysql'] },
  sqlite: { needs: 'sqliteOnly', may: [] },
  'mysql-only': { needs: 'describeMysql', may: [] },
};

const MATRIX_NAMES = ['dialects', 'sqliteOnly', 'describeMysql'];

/** Every test file that runs on a database through the matrix, by its path from the repository's root. */
const MATRIX: Record<string, [Group, string]> = {
  // Both: the SQL (or a dialect's branch of it) is what the suite checks.
  'api/src/db/seed/seed.test.ts': ['both', 'bulk inserts sized per dialect, the demo seed and growCatalogue write through both drivers'],
  'api/src/modules/catalog/review/review-rating.test.ts': ['both', 'a data migration: each dialect has its own migration file'],
  'api/src/modules/content/footer/footer-titles-migration.test.ts': ['both', 'a data migration: each dialect has its own migration file'],
  'tests/api/account-addresses.test.ts': ['both', 'the address limit holds under parallel saves through a row lock taken on MySQL only'],
  'tests/api/account-privacy.test.ts': ['both', 'deleting an account nulls and deletes rows across tables under foreign keys'],
  'tests/api/account-register-login.test.ts': ['both', "the e-mail's unique key whatever its case: each driver's duplicate-entry error"],
  'tests/api/account-wishlist.test.ts': ['both', 'the wishlist limit holds through a row lock taken on MySQL only'],
  'tests/api/audit-log.test.ts': ['both', "audit rows written in the write's transaction, rolled back with it; date filters and the purge"],
  'tests/api/checkout-customer-actions.test.ts': ['both', 'concurrent checkouts: locking, deadlock retries, unique keys'],
  'tests/api/checkout-place-order.test.ts': ['both', "placeOrder's transaction, stock decrement and idempotency key per driver"],
  'tests/api/content-storefront.test.ts': ['both', "position orders, case-insensitive slugs and the deals' date window in SQL"],
  'tests/api/crud-rules.test.ts': ['both', "unique codes whatever the case (each driver's duplicate error), references and deletes"],
  'tests/api/crud.test.ts': ['both', 'every data set: search (LOWER … LIKE), sorts, paging, money, the MySQL row lock'],
  'tests/api/currency-rates.test.ts': ['both', "decimal columns, which MySQL's driver answers as text"],
  'tests/api/dashboard.test.ts': ['both', 'sums, top sellers and UK-day ranges of timestamps per driver'],
  'tests/api/department-menu.test.ts': [
    'both',
    'brands counted per department by GROUP BY (raw counts per driver) and the statement count of the menu',
  ],
  'tests/api/discount-customer-limits.test.ts': ['both', 'once-per-customer uses held by a unique key under parallel orders'],
  'tests/api/filter-counts.test.ts': ['both', "the filter panel's counting SQL"],
  'tests/api/guest-read-sync.test.ts': ['both', 'kept reads follow commits, tracked differently on SQLite and MySQL (GuestReadWrites)'],
  'tests/api/money-bounds.test.ts': ['both', "totals at the columns' bounds"],
  'tests/api/order-returns.test.ts': ['both', 'the return window from a stored timestamp and the return-request subquery'],
  'tests/api/orders-create.test.ts': ['both', 'no overselling under concurrent orders, discount-code use counts under concurrency'],
  'tests/api/orders-read.test.ts': ['both', 'case-insensitive search, sorts, paging and batched lines of the order list'],
  'tests/api/orders-status.test.ts': ['both', 'restocking once when two staff cancel the same order at once'],
  'tests/api/payments-card.test.ts': ['both', "a webhook event acts once through a unique key (each driver's duplicate error)"],
  'tests/api/products-admin-save.test.ts': ['both', "one transaction for the form's save, the product row locked on MySQL"],
  'tests/api/products-admin.test.ts': ['both', "the staff list's filters and search, bulk prices and the CSV import's look-ups"],
  'tests/api/products-csv-stock.test.ts': ['both', 'the stock ledger written by the CSV import in its transaction'],
  'tests/api/refunds-lines.test.ts': ['both', 'the same refund sent twice at once refunds once (locking)'],
  'tests/api/reviews-rating.test.ts': ['both', 'stored averages and histograms, sorting and counting listings by rating'],
  'tests/api/reward-points-spending.test.ts': ['both', 'the balance read under a lock taken on MySQL only, two orders at once'],
  'tests/api/search-suggestions.test.ts': ['both', "LIKE with ESCAPE and CASE ordering of names under each database's collation"],
  'tests/api/search.test.ts': ['both', 'the index built from SQL and the search listing through JSON_TABLE or json_each'],
  'tests/api/shop-start-secrets.test.ts': ['both', 'two starts on one database (its own MySQL scratch one): the super-admin made once'],
  'tests/api/shop-start.test.ts': ['both', 'migrations, the demo seed and the start lock on a fresh database'],
  'tests/api/stock-alerts.test.ts': ['both', "the mail sweep's join and claim by UPDATE, waiting counts by GROUP BY"],
  'tests/api/stock-ledger.test.ts': ['both', 'the ledger and the saleable stock in one transaction, concurrent edits applied once'],
  'tests/api/store-catalogue.test.ts': ['both', 'the catalogue tree in position order, slugs matched in any case, batched statements'],
  'tests/api/store-filters.test.ts': ['both', 'filter lists, price bands and brand groups counted in SQL'],
  'tests/api/store-listing-families.test.ts': ['both', 'one card per family (ranked), stable pages and batched swatches'],
  'tests/api/store-listing-filters.test.ts': ['both', 'listing filters with counts and search as a filter (JSON_TABLE or json_each)'],
  'tests/api/store-listing.test.ts': ['both', "the listing's filters, price ranges, sorts and pages"],
  'tests/api/store-product.test.ts': ['both', 'related products ranked per group, reviews paged, batched statements'],
  'tests/api/storefront-kept-reads.test.ts': ['both', 'which requests empty kept reads: commit tracking differs per dialect'],
  'tests/api/users-admin.test.ts': ['both', 'the last super-admin kept when two demote each other at once (a lock taken on MySQL only)'],
  'tests/api/visitors.test.ts': ['both', "the day's count: UPDATE count + 1, else an INSERT racing its unique key"],
  'tests/contract/migrations-drift.test.ts': ['both', "each dialect's migrations build the entities' schema"],
  'tests/faults/backup-restore.test.ts': ['both', 'SQLite online backup or mariadb-dump, and restoring each'],

  // SQLite only: the rules sit above the Database layer; their SQL is plain and runs on both in the suites above.
  'tests/api/account-forgot-password.test.ts': ['sqlite', 'the answer never waits for or reveals the mail'],
  'tests/api/account-login-limits.test.ts': ['sqlite', 'failed-login counters in memory or Redis, and TRUST_PROXY'],
  'tests/api/account-profile-password.test.ts': ['sqlite', 'profile and password rules, reset links; plain reads and writes'],
  'tests/api/account-register-optional.test.ts': ['sqlite', "UK contact rules; the e-mail's unique key is account-register-login's"],
  'tests/api/account-tokens.test.ts': ['sqlite', 'which tokens end when'],
  'tests/api/authorization.test.ts': ['sqlite', 'who may call each root field'],
  'tests/api/checkout-confirmation-mail.test.ts': ['sqlite', "the confirmation mail's content"],
  'tests/api/content-contact.test.ts': ['sqlite', "the form, its files and mails; the inbox's search is crud's (on both)"],
  'tests/api/delivery-promise.test.ts': ['sqlite', 'dispatch days and carrier links computed in code'],
  'tests/api/field-access.test.ts': ['sqlite', 'who may read each field'],
  'tests/api/fuzz.test.ts': ['sqlite', 'hostile input refused before any SQL'],
  'tests/api/malformed-input.test.ts': ['sqlite', 'malformed requests refused before any SQL'],
  'tests/api/notifications.test.ts': ['sqlite', 'five plain counts; the return-request subquery runs on both in order-returns'],
  'tests/api/order-event-actors.test.ts': ['sqlite', "who the history names; deleting the account is account-privacy's (both)"],
  'tests/api/order-events.test.ts': ['sqlite', 'the status machine and who reads events; status changes run on both in orders-status'],
  'tests/api/order-guest-links.test.ts': ['sqlite', 'order link tokens, their limits per address and the tracking mail'],
  'tests/api/order-invoice-access.test.ts': ['sqlite', 'who may read an invoice'],
  'tests/api/orders-delete.test.ts': ['sqlite', 'which orders may be deleted; the delete itself runs on both in stock-ledger'],
  'tests/api/payments-card-storefront.test.ts': ['sqlite', 'payment methods, the CSP and Stripe calls of a cancel'],
  'tests/api/promotion-tiles.test.ts': ['sqlite', 'tile pictures, their files and who may set them'],
  'tests/api/rate-limits.test.ts': ['sqlite', 'request limits per address and account, kept in memory'],
  'tests/api/request-logs.test.ts': ['sqlite', 'access logs and request ids'],
  'tests/api/reviews-delivered.test.ts': ['sqlite', 'who may review; the unique key under two submits is not what it checks'],
  'tests/api/reward-points.test.ts': ['sqlite', 'earning and reversing rules; balance and locks run on both in reward-points-spending'],
  'tests/api/runaway.test.ts': ['sqlite', 'query cost, depth and token limits of GraphQL'],
  'tests/api/search-redis.test.ts': ['sqlite', "the search index's changes shared through Redis"],
  'tests/api/seo.test.ts': ['sqlite', "robots.txt and the sitemap's rules; its selects are the catalogue's (store-catalogue on both)"],
  'tests/api/shop-mails.test.ts': ['sqlite', 'mail content, the outbox and mail failures'],
  'tests/api/shop-settings.test.ts': ['sqlite', 'one plain settings row and its rules; its decimal rates run on both in currency-rates'],
  'tests/api/staff-two-factor.test.ts': ['sqlite', 'TOTP, recovery codes, encryption of secrets and the sign-in steps'],
  'tests/api/upload-limits.test.ts': ['sqlite', 'upload and contact limits per caller, unadopted files swept from disk'],
  'tests/api/uploads.test.ts': ['sqlite', 'multipart uploads, image checks and file names'],
  'tests/rest/account-orders-rest.test.ts': ['sqlite', "the legacy table's mapping onto services checked on both by their GraphQL suites"],
  'tests/rest/bearer-rows.test.ts': ['sqlite', "the legacy rows' 401 and 403 before reading a body"],
  'tests/rest/crud-round-trips.test.ts': ['sqlite', 'legacy field names onto the generic CRUD (crud and crud-rules on both)'],
  'tests/rest/storefront-rest.test.ts': ['sqlite', 'the legacy storefront shapes over services checked on both by the store suites'],

  // MySQL/MariaDB only: SQLite has no such thing.
  'tests/api/database-replicas.test.ts': ['mysql-only', 'read replicas are MySQL/MariaDB servers'],
  'tests/api/guest-reads-redis.test.ts': ['mysql-only', 'two instances share one database, which needs a server'],
  'tests/api/shop-start-together.test.ts': ['mysql-only', 'two instances starting on one server database, and a server not yet reachable'],
  'tests/faults/database-faults.test.ts': ['mysql-only', 'a MariaDB server frozen and killed under load'],
  'tests/faults/two-instances-nginx.test.ts': ['mysql-only', 'two instances behind nginx on one MariaDB'],
};

const SKIPPED = /(^|\/)(node_modules|dist|generated|\.tmp)$/;

/** The test files of tests/, api/src and web/src, relative to the root. */
function testFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED.test(rel)) testFiles(rel, found);
    } else if (/\.test\.tsx?$/.test(entry.name)) found.push(rel);
  }
  return found;
}

/** The matrix names a file imports from tests/helpers/test-db.ts (a namespace import counts as its uses `db.x`). */
function matrixNamesOf(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const names = new Set<string>();
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]*helpers\/test-db['"]/g))
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (MATRIX_NAMES.includes(name)) names.add(name);
    }
  for (const m of source.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*['"][^'"]*helpers\/test-db['"]/g))
    for (const use of source.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) if (MATRIX_NAMES.includes(use[1])) names.add(use[1]);
  return [...names].sort();
}

const used = new Map(
  ['tests', 'api/src', 'web/src']
    .flatMap((dir) => testFiles(dir))
    .map((file) => [file, matrixNamesOf(file)] as const)
    .filter(([, names]) => names.length > 0),
);

test('every suite that runs through dialects, sqliteOnly or describeMysql is in the table with its group and a reason', () => {
  const missing = [...used.keys()].filter((file) => !(file in MATRIX));
  expect(missing).toEqual([]);
  const unreasoned = Object.entries(MATRIX)
    .filter(([, [, reason]]) => !reason.trim() || reason.includes('\n'))
    .map(([file]) => file);
  expect(unreasoned).toEqual([]);
});

test('every file the table names exists and still runs through the matrix', () => {
  const gone = Object.keys(MATRIX).filter((file) => !fs.existsSync(path.join(root, file)));
  expect(gone).toEqual([]);
  const offMatrix = Object.keys(MATRIX).filter((file) => fs.existsSync(path.join(root, file)) && !used.has(file));
  expect(offMatrix).toEqual([]);
});

test('each suite imports what its group says: both → dialects, sqlite → sqliteOnly, mysql-only → describeMysql', () => {
  const wrong = [...used]
    .filter(([file]) => file in MATRIX)
    .flatMap(([file, names]) => {
      const { needs, may } = ALLOWED[MATRIX[file][0]];
      const fits = names.includes(needs) && names.every((n) => n === needs || may.includes(n));
      return fits ? [] : [`${file}: ${MATRIX[file][0]} in the table, imports ${names.join(', ')}`];
    });
  expect(wrong).toEqual([]);
});
