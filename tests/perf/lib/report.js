'use strict';
/** Prints the benchmark's figures: the heading lines, a Markdown table (for tests/perf/README.md), memory and CPU. */
const os = require('node:os');
const { hitRatio } = require('./bench-stats');

const ms = (n) => (!Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const rate = (n) => (!Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const kb = (n) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(n < 10240 ? 1 : 0)} KB`);
/** A ratio: two significant figures below 1 (a throughput share such as 0.0043×), else up to two decimals. */
const times = (n) => (n === null || n === undefined ? '–' : `${n < 1 ? n.toPrecision(2) : n < 10 ? n.toFixed(2) : n.toFixed(1)}×`);
const mib = (n) => `${n.toFixed(0)} MiB`;
const count = (n) => Number(n).toLocaleString('en-GB');

/** The machine, as the results file and the heading give it. */
function machine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.platform()} ${os.release()}`,
  };
}

function markdownTable(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(columns), rule, ...rows.map(line)].join('\n');
}

const errorsOf = (levels) => Object.values(levels).reduce((n, r) => n + r.failed, 0);

/**
 * One block of rows per scenario: the shop, the ceiling (the same bytes from a bare node:http server)
 * and shop ÷ ceiling. The page cache column appears when any answer carried `X-Page-Cache`.
 */
function table(results) {
  const withCache = results.some((r) => hitRatio(r.pageCache) !== null);
  const columns = ['scenario', 'server', 'response', 'c=1 p50 ms', 'c=1 p99 ms', 'c=8 req/s', 'c=32 req/s', 'errors'];
  if (withCache) columns.push('page cache hits');
  const rows = [];
  for (const r of results) {
    const figures = (l) => [ms(l.c1?.p50), ms(l.c1?.p99), rate(l.c8?.perSecond), rate(l.c32?.perSecond)];
    const hits = hitRatio(r.pageCache);
    const told = r.pageCache.hit + r.pageCache.miss;
    const shop = [r.scenario, 'shop', kb(r.bytes), ...figures(r.shop), String(errorsOf(r.shop))];
    if (withCache) shop.push(hits === null ? '–' : `${(hits * 100).toFixed(0)}% of ${told}`);
    rows.push(shop);
    if (!r.ceiling) continue;
    rows.push(['', 'ceiling', kb(r.bytes), ...figures(r.ceiling), String(errorsOf(r.ceiling)), ...(withCache ? [''] : [])]);
    const x = r.ratios;
    rows.push([
      '',
      'shop/ceiling',
      '',
      times(x.c1?.p50),
      times(x.c1?.p99),
      times(x.c8?.perSecond),
      times(x.c32?.perSecond),
      '',
      ...(withCache ? [''] : []),
    ]);
  }
  return markdownTable(columns, rows);
}

/** The lines above the table: when, what code, which machine, database, catalogue and fixtures. */
function header(info) {
  const m = info.machine;
  const c = info.catalogue;
  const db =
    info.database.dialect === 'mysql'
      ? `MySQL/MariaDB ${info.database.version} (scratch database ${info.database.name})`
      : `SQLite ${info.database.version} (embedded, temp DATA_DIR)`;
  const mode = [
    info.afterWrite ? 'after a write (a staff price edit before each timed shop request; its time counts in req/s)' : 'no writes',
    info.cookie ? `pages with Cookie: ${info.cookie}` : 'pages as a guest (no cookies)',
  ];
  return [
    `Date: ${info.date}   Commit: ${info.commit}`,
    `Machine: ${m.cpus} CPU (${m.model}), ${m.memoryGiB} GiB RAM; Node ${m.node}; ${m.os}; load average at start ${info.loadAverage.join(' ')}`,
    `Database: ${db}`,
    `Catalogue: ${info.size}: ${count(c.products)} products (${count(c.activeProducts)} active)`,
    `Fixtures: department "${info.department}"; sub-category "${info.sub.slug}" (${count(info.filters.listingTotal)} products), filtered by ${info.filters.filteredLabel}; product "${info.product.slug}"; search "${info.searchText}"`,
    `Set-up: ${info.seedMs ? `seed ${(info.seedMs / 1000).toFixed(1)} s, ` : ''}start to first /healthz ${(info.startMs / 1000).toFixed(1)} s`,
    `Run: ${info.requests} timed requests per scenario at 1, 8 and 32 keep-alive connections after ${info.warmup} warm-up requests each; Accept-Encoding: br; ${mode.join('; ')}`,
  ].join('\n');
}

function memory(rss) {
  return `Server memory (RSS): ${mib(rss.startMiB)} at start, ${mib(rss.afterWarmupMiB)} after the warm-up, peak ${mib(rss.peakSampledMiB)} sampled every ${rss.everyMs} ms through the run (VmHWM ${mib(rss.hwmMiB)}), ${mib(rss.endMiB)} at the end`;
}

/** Where the machine's CPU went during the timed part; others' share above 5% means the figures are skewed. */
function cpuLine(cpu, clientName = 'benchmark client') {
  const busy =
    cpu.othersShare > 0.05
      ? ` — WARNING: other processes used ${(cpu.othersShare * 100).toFixed(0)}% of the machine, the figures are skewed`
      : '';
  const parts = [
    `server ${cpu.server.toFixed(1)} s`,
    ...(cpu.database === null ? [] : [`database server ${cpu.database.toFixed(1)} s`]),
    ...(cpu.ceiling === null || cpu.ceiling === undefined ? [] : [`ceiling server ${cpu.ceiling.toFixed(1)} s`]),
    `${clientName} ${cpu.client.toFixed(1)} s`,
    `other processes ${cpu.others.toFixed(1)} s`,
  ];
  return `CPU during the timed run (${cpu.wall.toFixed(0)} s wall, ${os.cpus().length} CPUs): ${parts.join(', ')}${busy}`;
}

module.exports = { machine, table, header, memory, cpuLine };
