'use strict';
/** The benchmark's command line: what it measures, at which catalogue size, on which database. */

const USAGE = `Usage: npm run bench -- [options]

  --products <demo|count>  the demo catalogue (default), or the demo grown by this many products first
                           (the seed command): demo, 10000, 100000
  --mysql <url>            run on MySQL/MariaDB, e.g. mysql://root@127.0.0.1:3306 (a scratch database
                           is created on that server and dropped afterwards); SQLite otherwise
  --groups <list>          which requests, comma-separated: pages (server-rendered storefront pages),
                           api (the GraphQL calls behind them), legacy (the mega menu, legacy REST, the
                           back office's product list, /healthz); default pages,api
  --requests <count>       timed requests per scenario and concurrency (default 200)
  --warmup <count>         untimed requests per scenario before timing (default 20)
  --after-write            a staff write (a product's price) before each timed request to the shop, so
                           every request finds the guest caches just emptied (the ceiling has no writes)
  --cookie <header>        send pages this Cookie header (a returning shopper) instead of none (a guest)
  --no-ceiling             skip the ceiling (a bare Node server answering the same bytes)
  --out <file>             where the JSON results go (default
                           tests/perf/results/<date>-<commit>-<size>-<db>[-after-write].json)
  --help                   show this text`;

const GROUPS = ['pages', 'api', 'legacy'];

/** A whole number from the command line ("100000", "100_000" or "100,000"), at least `min`. */
function wholeNumber(name, value, min) {
  const n = Number(value.replace(/[_,]/g, ''));
  if (value.trim() === '' || !Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number${min ? ` of at least ${min}` : ''}, got "${value}"`);
  return n;
}

/** The options, or null for --help; throws an Error whose message says what is wrong. */
function parseArgs(argv) {
  const out = {
    products: 0,
    mysql: null,
    groups: ['pages', 'api'],
    requests: 200,
    warmup: 20,
    afterWrite: false,
    cookie: null,
    ceiling: true,
    out: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--after-write') {
      out.afterWrite = true;
      continue;
    }
    if (arg === '--no-ceiling') {
      out.ceiling = false;
      continue;
    }
    const m = /^--(products|mysql|groups|requests|warmup|cookie|out)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument "${arg}"`);
    const [, name] = m;
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    if (name === 'mysql') {
      if (!/^mysql:\/\//.test(value)) throw new Error(`--mysql must be a mysql://user:pass@host:port URL, got "${value}"`);
      out.mysql = value;
    } else if (name === 'groups') {
      const groups = [...new Set(value.split(',').map((g) => g.trim()))].filter(Boolean);
      const unknown = groups.filter((g) => !GROUPS.includes(g));
      if (!groups.length || unknown.length) throw new Error(`--groups takes ${GROUPS.join(', ')}; got "${value}"`);
      out.groups = GROUPS.filter((g) => groups.includes(g));
    } else if (name === 'cookie' || name === 'out') {
      if (!value.trim()) throw new Error(`--${name} needs a value`);
      out[name] = value;
    } else if (name === 'products') {
      out.products = value === 'demo' ? 0 : wholeNumber(name, value, 0);
    } else {
      out[name] = wholeNumber(name, value, name === 'requests' ? 1 : 0);
    }
  }
  return out;
}

/** The catalogue's name in file names and headings: "demo", or "demo+10000". */
const sizeLabel = (products) => (products ? `demo+${products}` : 'demo');

module.exports = { USAGE, parseArgs, sizeLabel };
