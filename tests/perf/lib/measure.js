'use strict';
/** Sends the requests of a scenario (bounded count, fixed concurrency) and summarises their latencies. */
const { performance } = require('node:perf_hooks');

/**
 * One request as a client sees it: status 2xx, and for GraphQL no `errors`. Resolves to
 * { ms, bytes, failure } where failure is null or a short description.
 */
async function send(baseUrl, request) {
  const init =
    request.body === undefined
      ? { method: 'GET', headers: request.headers }
      : { method: 'POST', headers: { 'content-type': 'application/json', ...request.headers }, body: JSON.stringify(request.body) };
  const t = performance.now();
  let res;
  let text;
  try {
    res = await fetch(baseUrl + request.path, init);
    text = await res.text();
  } catch (err) {
    return { ms: performance.now() - t, bytes: 0, failure: `${request.path}: ${err.cause?.message ?? err.message}` };
  }
  const ms = performance.now() - t;
  let failure = null;
  if (res.status < 200 || res.status > 299) failure = `HTTP ${res.status}: ${text.slice(0, 500)}`;
  else if (request.check) {
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    failure = body === undefined ? `not JSON: ${text.slice(0, 200)}` : request.check(body);
  }
  return { ms, bytes: Buffer.byteLength(text), failure };
}

const median = (s) => (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** `count` requests with `concurrency` in flight at a time; never more, never longer than the count. */
async function run(baseUrl, scenario, count, concurrency) {
  const latencies = [];
  let next = 0;
  let failed = 0;
  let firstFailure = null;
  let bytes = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const r = await send(baseUrl, scenario.request(i));
      latencies.push(r.ms);
      bytes = r.bytes;
      if (r.failure) {
        failed++;
        firstFailure ??= `${scenario.name}: ${r.failure}`;
      }
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const wallMs = performance.now() - t;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    concurrency,
    requests: count,
    failed,
    firstFailure,
    bytes,
    median: median(latencies),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1],
    perSecond: count / (wallMs / 1000),
  };
}

module.exports = { send, run };
