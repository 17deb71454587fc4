'use strict';
/**
 * The search box's suggestions (searchSuggestions) on the built shop: starts it on the demo catalogue (grown
 * by --products N first), fires the three-letter beginnings of the catalogue's words one at a time and prints
 * p50 / p95 / max: first asks (the server does the work), repeats (it keeps answers until the catalogue
 * changes) and prefixes that match nothing. It never asserts a timing; it exits non-zero only when a request fails. Goal: p95 ≤ 50 ms on the demo
 * catalogue, ≤ 150 ms at 100,000 products. See tests/perf/README.md.
 */
const crypto = require('node:crypto');
const { openShop } = require('./lib/shop');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { sendOnce } = require('./lib/measure');
const { percentile, summarise } = require('./lib/bench-stats');

const USAGE = `Usage: node tests/perf/search-suggestions.js [--products <count>] [--requests <count>] [--warmup <count>]

  --products <count>  grow the demo catalogue by this many products first (the seed command)
  --requests <count>  most prefixes asked for the first time (default 300; fewer when the catalogue has fewer)
  --warmup <count>    prefixes asked before timing, not timed (default 20)
  --help              show this text`;

const SUGGEST = `query StoreSearchSuggestions($text: String!) { searchSuggestions(text: $text) {
  query categories { kind name slug categorySlug } brands { id name slug }
  products { id name slug gallery salePrice discountedPrice discountInPercent shade { name } }
  closeMatches { kind name slug categorySlug } popularCategories { kind name slug categorySlug } } }`;

const MENU = `query StoreMenu { menu { name categories { name subCategories { name parentItems { title } } } } }`;
/** Three-letter prefixes that match nothing, which also look for close names and popular categories. */
/** The three kinds of request timed, in the order they run. */
const KINDS = ['matching prefix, first ask', 'matching prefix, asked again (kept)', 'matching nothing, first ask'];
const NOTHING = ['qzx', 'xjq', 'zzv', 'vqj', 'jjx', 'kqz', 'wxq', 'qqp'];

/** The three-letter beginnings of the words of the catalogue's tree (departments to parent items), each once, in a fixed shuffle. */
async function catalogPrefixes(baseUrl) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: MENU }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(`menu: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  const names = [];
  for (const d of body.data.menu) {
    names.push(d.name);
    for (const c of d.categories) {
      names.push(c.name);
      for (const s of c.subCategories) names.push(s.name, ...s.parentItems.map((p) => p.title));
    }
  }
  const prefixes = [...new Set(names.flatMap((n) => n.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((w) => w.slice(0, 3)))].sort();
  // A fixed shuffle (a small LCG), so runs ask the same prefixes in the same order.
  let seed = 7;
  for (let i = prefixes.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [prefixes[i], prefixes[j]] = [prefixes[j], prefixes[i]];
  }
  return prefixes;
}

function parseArgs(argv) {
  const out = { products: 0, requests: 300, warmup: 20 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return null;
    const m = /^--(products|requests|warmup)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`Unknown argument "${argv[i]}"`);
    const value = m[2] ?? argv[++i];
    const n = Number(String(value).replace(/[_,]/g, ''));
    if (!Number.isInteger(n) || n < (m[1] === 'requests' ? 1 : 0)) throw new Error(`--${m[1]} must be a whole number, got "${value}"`);
    out[m[1]] = n;
  }
  return out;
}

/** A GraphQL request for one prefix's suggestions, judged by what the search box needs back. */
const suggestRequest = (text, expectMatches) => {
  const payload = JSON.stringify({ query: SUGGEST, variables: { text } });
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    payload,
    expect: 'json',
    check: (body) => {
      if (body.errors?.length) return `GraphQL errors: ${JSON.stringify(body.errors).slice(0, 300)}`;
      const s = body.data?.searchSuggestions;
      if (!s) return 'no data.searchSuggestions';
      const matched = s.categories.length + s.brands.length + s.products.length > 0;
      if (expectMatches === false && matched) return `"${s.query}" matched something`;
      if (expectMatches === false && s.popularCategories.length === 0) return `"${s.query}" gave no popular categories`;
      return null;
    },
  };
};

/** Each prefix asked once, one at a time, on one keep-alive connection: the latencies' summary and the first failure. */
async function ask(baseUrl, prefixes, expectMatches) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failed = 0;
  let firstFailure = null;
  const started = performance.now();
  for (const text of prefixes) {
    const r = await sendOnce(baseUrl, suggestRequest(text, expectMatches), agent);
    latencies.push(r.ms);
    if (r.failure) {
      failed++;
      firstFailure ??= `"${text}": ${r.failure}`;
    }
  }
  agent.destroy();
  const p95 = percentile(
    [...latencies].sort((a, b) => a - b),
    95,
  );
  return { ...summarise(latencies, performance.now() - started, failed), p95, firstFailure };
}

const ms = (n) => `${n.toFixed(1)} ms`.padStart(10);

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`search-suggestions: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }
  const log = (line) => console.error(line);
  const admin = { email: 'suggest-admin@example.co.uk', password: crypto.randomBytes(12).toString('base64url') };
  const shop = await openShop({ products: args.products, admin, log, label: 'suggest' });
  try {
    const prefixes = await catalogPrefixes(shop.url);
    const fresh = prefixes.slice(0, Math.max(prefixes.length - args.warmup, 1));
    const warm = prefixes.slice(fresh.length);
    log(`${prefixes.length} prefixes from the catalogue; warming up with ${warm.length} of them (the first builds the search index)...`);
    const w = await ask(shop.url, warm.length ? warm : prefixes.slice(0, 1));
    if (w.failed) throw new Error(`warm-up failed: ${w.firstFailure}`);
    // The server keeps answers until the catalogue changes (30 s at most): first asks do the work, repeats are kept.
    const results = [];
    const first = Math.min(args.requests, fresh.length);
    log(`  ${first} prefixes asked for the first time...`);
    results.push(await ask(shop.url, fresh.slice(0, first)));
    log(`  ${first} of them again...`);
    results.push(await ask(shop.url, fresh.slice(0, first)));
    log(`  ${NOTHING.length} prefixes that match nothing...`);
    results.push(await ask(shop.url, NOTHING, false));
    const size = args.products ? `demo + ${args.products.toLocaleString('en-GB')} products` : 'demo catalogue';
    console.log(`\nsearchSuggestions on SQLite, ${size}, one request at a time (time as the client sees it on loopback)\n`);
    console.log(`${'kind'.padEnd(42)}${'requests'.padStart(9)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`);
    results.forEach((r, i) => console.log(`${KINDS[i].padEnd(42)}${String(r.requests).padStart(9)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}`));
    const failed = results.reduce((n, r) => n + r.failed, 0);
    if (failed) {
      console.error(`\n${failed} request(s) failed; first: ${results.find((r) => r.firstFailure)?.firstFailure}`);
      return 1;
    }
    return 0;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
