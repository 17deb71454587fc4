'use strict';
/**
 * Sends a scenario's request a bounded number of times at a fixed concurrency over keep-alive
 * connections (node:http, one socket per connection, bodies left compressed as sent) and summarises
 * the latencies. The same client measures the shop and the ceiling.
 */
const http = require('node:http');
const zlib = require('node:zlib');
const { performance } = require('node:perf_hooks');
const { summarise } = require('./bench-stats');

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A request: { method, path, headers, payload (string or undefined), expect: 'html' | 'json',
 * check(body) → null or a failure, for JSON }.
 */
function sendOnce(baseUrl, request, agent) {
  const url = new URL(baseUrl);
  const headers = { ...request.headers };
  if (request.payload !== undefined) headers['content-length'] = Buffer.byteLength(request.payload);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (err) => resolve({ ms: performance.now() - started, failure: `${request.path}: ${err.message}` }));
        res.on('end', () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks);
          resolve({
            ms,
            status: res.statusCode,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body,
            failure: judge(request, res, body),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve({ ms: performance.now() - started, failure: `${request.path}: ${err.code ?? err.message}` }));
    req.end(request.payload);
  });
}

/** null when the answer is what a client expects, else a short description. */
function judge(request, res, body) {
  if (res.statusCode < 200 || res.statusCode > 299) return `${request.path}: HTTP ${res.statusCode}`;
  if (request.expect === 'html') {
    return /text\/html/.test(res.headers['content-type'] ?? '') ? null : `${request.path}: ${res.headers['content-type']}, not a page`;
  }
  if (!request.check) return null;
  let text;
  try {
    const encoding = res.headers['content-encoding'];
    text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
    return request.check(JSON.parse(text));
  } catch (err) {
    return `${request.path}: not JSON (${err.message}): ${String(text ?? '').slice(0, 200)}`;
  }
}

/**
 * `count` requests, `concurrency` at a time on as many keep-alive connections. `before` (optional)
 * runs untimed before each request and may return a failure. Resolves to the summary with the
 * first failure, the last response's size on the wire and its `X-Page-Cache` answers.
 */
async function run(baseUrl, request, count, concurrency, before) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, keepAliveMsecs: 60_000 });
  const latencies = [];
  const cache = { hit: 0, miss: 0 };
  let next = 0;
  let failed = 0;
  let firstFailure = null;
  let bytes = 0;
  const fail = (failure) => {
    failed++;
    firstFailure ??= failure;
  };
  const worker = async () => {
    while (next < count) {
      next++;
      if (before) {
        const failure = await before();
        if (failure) fail(`before the request: ${failure}`);
      }
      const r = await sendOnce(baseUrl, request, agent);
      latencies.push(r.ms);
      if (r.failure) fail(r.failure);
      else bytes = r.body.length;
      const said = r.headers?.['x-page-cache'];
      if (said === 'hit') cache.hit++;
      else if (said === 'miss') cache.miss++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  // With `before`, the rate counts its time too (the report says so).
  const wallMs = performance.now() - started;
  agent.destroy();
  return { ...summarise(latencies, wallMs, failed), firstFailure, bytes, cache };
}

module.exports = { sendOnce, run };
