// jest globalSetup: the programs the suites drive are here before any suite starts. What is missing is
// installed with apt when this process may (root with apt-get, as .ci/run does); otherwise the run stops
// at once with one sentence saying what to install. Without TEST_DATABASE_URL it says, once, that the
// MySQL/MariaDB suites are skipped.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** tests/helpers/browser.ts drives this Chromium. */
const CHROMIUM = '/usr/bin/chromium';

function found(command) {
  if (path.isAbsolute(command)) return fs.existsSync(command);
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  return dirs.some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/** What the run needs: a label, the ways it may be present (any one will do) and the Debian packages that bring it. */
function requirements(withMysql) {
  const needs = [
    { label: 'Chromium (/usr/bin/chromium)', any: [CHROMIUM], packages: ['chromium', 'fonts-dejavu-core'] },
    { label: 'redis-server', any: ['redis-server'], packages: ['redis-server'] },
  ];
  if (withMysql) {
    needs.push(
      {
        label: 'the MariaDB server (mariadbd, mariadb-install-db)',
        any: ['mariadbd'],
        also: ['mariadb-install-db'],
        packages: ['mariadb-server'],
      },
      {
        label: 'the MariaDB client tools (mariadb-dump and mariadb, or mysqldump and mysql)',
        any: ['mariadb-dump', 'mysqldump'],
        also: [['mariadb', 'mysql']],
        packages: ['mariadb-client'],
      },
      { label: 'nginx (the two-instance test runs docker/nginx.conf)', any: ['nginx'], packages: ['nginx-light'] },
    );
  }
  return needs;
}

const present = (need) => need.any.some(found) && (need.also ?? []).every((alt) => (Array.isArray(alt) ? alt.some(found) : found(alt)));

module.exports = async function globalSetup() {
  const withMysql = Boolean(process.env.TEST_DATABASE_URL);
  let missing = requirements(withMysql).filter((need) => !present(need));
  if (missing.length) {
    const packages = [...new Set(missing.flatMap((need) => need.packages))];
    const mayInstall = process.getuid?.() === 0 && found('apt-get');
    if (mayInstall) {
      process.stderr.write(`\nInstalling ${packages.join(', ')} with apt-get for the tests…\n`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      try {
        execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
        execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env,
        });
      } catch {
        // Reported below with everything still missing.
      }
      missing = missing.filter((need) => !present(need));
    }
    if (missing.length) {
      const what = missing.map((need) => need.label).join(' and ');
      const how = [...new Set(missing.flatMap((need) => need.packages))].join(' ');
      process.stderr.write(
        `\nThe tests need ${what}: install ${missing.length > 1 ? 'them' : 'it'} (as root: apt-get install ${how}) and run again.\n`,
      );
      process.exit(1);
    }
  }
  if (!withMysql) process.stderr.write('\nTEST_DATABASE_URL is not set: the MySQL/MariaDB suites are skipped (SQLite runs only).\n');
};
