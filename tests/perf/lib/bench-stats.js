'use strict';
/** The benchmark's arithmetic: percentiles of latencies, a run's summary, shop against ceiling. */

/** The nearest-rank percentile of ascending `sorted` (p in 0..100): the smallest value with at least p% at or below it. */
function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One timed run: latencies in ms (any order), its wall time, and how many failed. */
function summarise(latencies, wallMs, failed) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    perSecond: wallMs > 0 ? sorted.length / (wallMs / 1000) : NaN,
  };
}

/** shop ÷ ceiling, or null when either is missing or the ceiling's figure is 0. */
const divide = (shop, ceiling) => (Number.isFinite(shop) && Number.isFinite(ceiling) && ceiling > 0 ? shop / ceiling : null);

/**
 * The shop's figures over the ceiling's, per concurrency: latencies (p50, p99; above 1 means slower
 * than the ceiling) and throughput (perSecond; below 1 means fewer requests a second).
 */
function ratios(shop, ceiling) {
  const out = {};
  for (const key of Object.keys(shop)) {
    if (!ceiling[key]) continue;
    out[key] = {
      p50: divide(shop[key].p50, ceiling[key].p50),
      p99: divide(shop[key].p99, ceiling[key].p99),
      perSecond: divide(shop[key].perSecond, ceiling[key].perSecond),
    };
  }
  return out;
}

/** The share of responses that said `X-Page-Cache: hit`, or null when none carried the header. */
function hitRatio(cache) {
  const told = cache.hit + cache.miss;
  return told ? cache.hit / told : null;
}

module.exports = { percentile, summarise, ratios, hitRatio };
