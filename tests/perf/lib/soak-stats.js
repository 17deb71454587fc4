'use strict';
/** The soak's tallies: requests and latencies per action (whole run and the current interval), and errors by kind. */
const { createHistogram } = require('node:perf_hooks');

// Latencies are kept in microseconds, from 1 µs to 10 minutes.
const histogram = () => createHistogram({ lowest: 1, highest: 600e6, figures: 3 });
const micros = (ms) => Math.min(600e6, Math.max(1, Math.round(ms * 1000)));

function figures(h) {
  return h.count
    ? { count: h.count, p50: h.percentile(50) / 1000, p99: h.percentile(99) / 1000, max: h.max / 1000 }
    : { count: 0, p50: NaN, p99: NaN, max: NaN };
}

function createStats() {
  const total = histogram();
  let interval = histogram();
  const actions = new Map();
  const errors = new Map();
  let errorCount = 0;
  let intervalErrors = 0;

  return {
    /** One request: its action (e.g. "placeOrder"), how long it took, and null or a failure { kind, detail }. */
    record(action, ms, failure) {
      const us = micros(ms);
      total.record(us);
      interval.record(us);
      let a = actions.get(action);
      if (!a) actions.set(action, (a = { latency: histogram(), errors: 0 }));
      a.latency.record(us);
      if (failure) {
        a.errors++;
        errorCount++;
        intervalErrors++;
        const key = `${action}: ${failure.kind}`;
        const e = errors.get(key);
        if (e) e.count++;
        else errors.set(key, { count: 1, example: failure.detail });
      }
    },
    /** A failure that is not one request's (e.g. a replayed order that came back different). */
    fail(action, kind, detail) {
      errorCount++;
      intervalErrors++;
      const key = `${action}: ${kind}`;
      const e = errors.get(key);
      if (e) e.count++;
      else errors.set(key, { count: 1, example: detail });
    },
    get errorCount() {
      return errorCount;
    },
    /** The current interval's figures; starts the next interval. */
    takeInterval() {
      const out = { ...figures(interval), errors: intervalErrors };
      interval = histogram();
      intervalErrors = 0;
      return out;
    },
    summary() {
      return {
        total: { ...figures(total), errors: errorCount },
        actions: [...actions].map(([name, a]) => ({ name, ...figures(a.latency), errors: a.errors })).sort((x, y) => y.count - x.count),
        errors: [...errors].map(([kind, e]) => ({ kind, ...e })).sort((x, y) => y.count - x.count),
      };
    },
  };
}

module.exports = { createStats };
