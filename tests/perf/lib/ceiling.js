'use strict';
/**
 * The ceiling: the shop's answer to each scenario recorded once, then replayed by a bare node:http
 * server in a child process (this file, run as the main module), byte for byte: status, headers and
 * the body as sent (compressed). It reads each request's body, as the shop must, and looks the answer
 * up by method, path and body. Nothing else: what the shop costs above this is the shop's own work.
 */
const { fork } = require('node:child_process');
const http = require('node:http');
const { sendOnce } = require('./measure');

/** One answer per scenario, as the shop gives it now (brotli where it compresses). Throws if one fails. */
async function record(baseUrl, scenarios) {
  const answers = [];
  for (const s of scenarios) {
    const r = await sendOnce(baseUrl, s.request);
    if (r.failure) throw new Error(`recording ${s.name} for the ceiling failed: ${r.failure}`);
    answers.push({
      method: s.request.method,
      path: s.request.path,
      payload: s.request.payload,
      status: r.status,
      rawHeaders: r.rawHeaders,
      body: r.body.toString('base64'),
    });
  }
  return answers;
}

/** Starts the ceiling child on a free port of 127.0.0.1: { pid, url, stop() }. */
function startCeiling(answers) {
  const child = fork(__filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code}) before listening`)));
    child.once('message', ({ port }) => {
      child.removeAllListeners('exit');
      resolve({
        pid: child.pid,
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.send({ answers });
  });
}

const key = (method, url, body) => `${method} ${url}\n${body}`;

/** The child's side: takes the recorded answers over IPC, listens, and tells its port. */
function serve() {
  process.once('message', ({ answers }) => {
    const byRequest = new Map();
    for (const a of answers) {
      // Node sets these itself per response (and Date per second); the rest are replayed as recorded.
      const headers = [];
      for (let i = 0; i < a.rawHeaders.length; i += 2) {
        if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(a.rawHeaders[i])) headers.push(a.rawHeaders[i], a.rawHeaders[i + 1]);
      }
      byRequest.set(key(a.method, a.path, a.payload ?? ''), { status: a.status, headers, body: Buffer.from(a.body, 'base64') });
    }
    const server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const answer = byRequest.get(key(req.method, req.url, Buffer.concat(chunks).toString('utf8')));
        if (!answer) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('not recorded');
          return;
        }
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      });
    });
    // As the shop: connections kept open between a client's requests.
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
  process.on('disconnect', () => process.exit(0));
}

if (require.main === module) serve();

module.exports = { record, startCeiling };
