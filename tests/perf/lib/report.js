'use strict';
/** Prints the benchmark's figures as plain text and a Markdown table (for tests/perf/README.md). */
const os = require('node:os');

const ms = (n) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const kb = (n) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(n < 10240 ? 1 : 0)} KB`);
const mib = (n) => `${n.toFixed(0)} MiB`;
const count = (n) => Number(n).toLocaleString('en-GB');

const COLUMNS = ['scenario', 'conc.', 'requests', 'median ms', 'p95 ms', 'max ms', 'req/s', 'response', 'failed'];
const row = (r) => [
  r.scenario,
  String(r.concurrency),
  String(r.requests),
  ms(r.median),
  ms(r.p95),
  ms(r.max),
  r.perSecond.toFixed(0),
  kb(r.bytes),
  String(r.failed),
];

function table(results) {
  const rows = results.map(row);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(COLUMNS),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** The lines around the table: machine, database, catalogue, memory, timings of the set-up. */
function header(info) {
  const c = info.catalogue;
  const db =
    info.database.dialect === 'mysql'
      ? `MySQL/MariaDB ${info.database.version} (scratch database ${info.database.name})`
      : `SQLite ${info.database.version} (embedded, temp DATA_DIR)`;
  return [
    `Date: ${info.date}`,
    `Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}; ${os.platform()} ${os.release()}`,
    `Database: ${db}`,
    `Catalogue: ${count(c.products)} products (${count(c.activeProducts)} active), ${c.departments} departments, ${c.categories} categories, ${count(c.subCategories)} sub-categories, ${count(c.parentItems)} parent items in the menu`,
    `Fixtures: listing of sub-category "${info.sub.slug}" (${count(c.listingTotal)} products); product page #${info.product.id} "${info.product.slug}"`,
    `Set-up: ${info.seedMs ? `seed ${(info.seedMs / 1000).toFixed(1)} s, ` : ''}start to first /healthz ${(info.startMs / 1000).toFixed(1)} s`,
    `Run: ${info.requests} requests per scenario and concurrency after ${info.warmup} warm-up requests each; keep-alive fetch to 127.0.0.1`,
  ].join('\n');
}

function memory(info) {
  return `Server memory: RSS ${mib(info.idle.rssMiB)} idle after start, ${mib(info.after.rssMiB)} after the run (peak ${mib(info.after.peakMiB)})`;
}

/** Where the machine's CPU went during the timed part; others' share above 5% means the figures are skewed. */
function cpuLine(cpu, clientName = 'benchmark client') {
  const busy =
    cpu.othersShare > 0.05
      ? ` — WARNING: other processes used ${(cpu.othersShare * 100).toFixed(0)}% of the machine, the figures are skewed`
      : '';
  return `CPU during the timed run (${cpu.wall.toFixed(0)} s wall, ${os.cpus().length} CPUs): server ${cpu.server.toFixed(1)} s, ${cpu.database === null ? '' : `database server ${cpu.database.toFixed(1)} s, `}${clientName} ${cpu.client.toFixed(1)} s, other processes ${cpu.others.toFixed(1)} s${busy}`;
}

module.exports = { table, header, memory, cpuLine };
