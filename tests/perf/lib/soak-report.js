'use strict';
/** The soak's figures as text: a line every sample, and the summary at the end. */
const os = require('node:os');

const signed = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} MB`;
const count = (n) => Number(n).toLocaleString('en-GB');
const ms = (n) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const mb = (n) => `${n.toFixed(0)} MB`;
const clock = (msValue) => {
  const s = Math.round(msValue / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** One running line: cumulative requests and errors, the interval's rate and latencies, RSS, told orders. */
function sampleLine(s) {
  const rate = s.intervalRequests / (s.intervalMs / 1000);
  return `${clock(s.atMs).padStart(6)}  requests ${count(s.requests).padStart(8)} (${rate.toFixed(0).padStart(4)}/s)  errors ${count(s.errors)}  p50 ${ms(s.p50).padStart(5)} ms  p99 ${ms(s.p99).padStart(5)} ms  RSS ${mb(s.rssMB).padStart(7)}${s.heapMB == null ? '' : `  heap after GC ${mb(s.heapMB.live).padStart(6)} of ${mb(s.heapMB.committed)}`}  orders ${count(s.orders)}`;
}

function actionTable(actions) {
  const head = ['action', 'requests', 'errors', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = actions.map((a) => [a.name, count(a.count), count(a.errors), ms(a.p50), ms(a.p99), ms(a.max)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

function summary(result, info, verdict) {
  const t = result.total;
  const o = result.orders;
  const r = result.rss;
  const lines = [
    `Soak: ${clock(result.wallMs)} of traffic from ${info.clients} clients on ${info.database}; ${info.date}`,
    `Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM; Node ${process.version}`,
    `Catalogue used: ${result.catalogue.pages} listing pages, ${result.catalogue.products} products, ${result.catalogue.checkoutProducts} bought at checkout, ${result.catalogue.banners} banners`,
    '',
    `Requests: ${count(result.requests)} (${(result.requests / (result.wallMs / 1000)).toFixed(0)}/s); errors: ${count(t.errors)}`,
    `Latency, all requests: p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms, max ${ms(t.max)} ms`,
    '',
    actionTable(result.actions),
    '',
    result.errors.length
      ? `Errors by kind:\n${result.errors.map((e) => `  ${count(e.count).padStart(6)} × ${e.kind} — e.g. ${e.example}`).join('\n')}`
      : 'Errors by kind: none',
    '',
    r.measured
      ? `Server RSS: ${mb(r.start)} at the start, ${mb(r.afterWarmup)} after the warm-up (${clock(result.warmupMs)}; sample at ${clock(r.afterWarmupAtMs)}), ${mb(r.end)} at the end; after the warm-up min ${mb(r.min)}, max ${mb(r.max)} over ${r.samples} samples: spread (max − min) ${r.spread.toFixed(1)} MB, end − after warm-up ${r.growth >= 0 ? '+' : ''}${r.growth.toFixed(1)} MB; peak (VmHWM) ${mb(result.peakMB)}. (MB = 10^6 bytes)`
      : `Server RSS: ${mb(r.start)} at the start, ${mb(r.end)} at the end, peak (VmHWM) ${mb(result.peakMB)}; too short a run to judge it after the warm-up`,
    ...(r.heap
      ? [
          `V8 heap after the latest full GC (--trace-gc), live of committed: ${mb(r.heap.afterWarmup.live)} of ${mb(r.heap.afterWarmup.committed)} after the warm-up, ${mb(r.heap.end.live)} of ${mb(r.heap.end.committed)} at the end (live ${signed(r.heap.end.live - r.heap.afterWarmup.live)}, committed ${signed(r.heap.end.committed - r.heap.afterWarmup.committed)})`,
        ]
      : []),
    `Orders: ${count(o.told)} told to clients; ${count(o.once)} found exactly once (${count(o.missing)} missing, ${count(o.untold)} placed without the client being told, ${count(o.toldTwice)} numbers told twice); confirmation mails: ${count(o.mailed)} exactly one, ${count(o.noMail)} none, ${count(o.manyMails)} more than one (${count(o.mails)} mails in the outbox; checked in ${(o.settledMs / 1000).toFixed(1)} s)`,
    ...o.problems.slice(0, 20).map((p) => `  - ${p}`),
    ...(o.problems.length > 20 ? [`  … and ${o.problems.length - 20} more`] : []),
    `Server log: ${result.serverLog.errors} error line(s), ${result.serverLog.warnings} warning(s)${result.serverLog.firstError ? `; first error: ${result.serverLog.firstError}` : ''}`,
    ...(info.notes ?? []),
    '',
    'Goal:',
    ...verdict.checks.map((c) => `  ${c.ok ? 'met   ' : 'MISSED'}  ${c.name}: ${c.figure}`),
    verdict.ok ? 'PASSED' : 'FAILED',
  ];
  return lines.join('\n');
}

module.exports = { sampleLine, summary };
