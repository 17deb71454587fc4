'use strict';
/**
 * How a soak client sends one request and what counts as a failure: no answer (network, timeout),
 * a status other than 2xx, a GraphQL answer with `errors`, or an answer of the wrong shape.
 */
const { performance } = require('node:perf_hooks');

const REQUEST_TIMEOUT_MS = 60_000;

/** A made-up visitor address (10.x.y.z) for X-Forwarded-For: the shop trusts it from loopback (TRUST_PROXY). */
const visitorAddress = () =>
  `10.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function failureOfThrown(err) {
  if (err?.name === 'TimeoutError') return { kind: 'timeout', detail: `no answer in ${REQUEST_TIMEOUT_MS / 1000} s` };
  const code = err?.cause?.code ?? err?.code ?? err?.cause?.name ?? err?.name ?? 'error';
  return { kind: `network ${code}`, detail: String(err?.cause?.message ?? err?.message ?? err) };
}

/** The GraphQL error code of an answer, as clients read it. */
const gqlCode = (body) => body?.errors?.[0]?.extensions?.code ?? 'error';

/**
 * Sends one request and records it under `action` in `stats`. `expect` is 'html' for a storefront
 * page or 'graphql'. Resolves to { data, failure }: the GraphQL `data` (true for a page) or
 * undefined, and null or the failure { kind, detail, answered } (answered: false when the request
 * may or may not have been carried out: no answer, or a 5xx).
 */
async function send(ctx, action, { path, body, headers = {}, expect }) {
  const init = {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': headers['x-forwarded-for'] ?? visitorAddress(),
      ...(expect === 'html' ? { accept: 'text/html' } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  const started = performance.now();
  let res;
  let text;
  try {
    res = await fetch(ctx.url + path, init);
    text = await res.text();
  } catch (err) {
    const failure = { ...failureOfThrown(err), answered: false };
    ctx.stats.record(action, performance.now() - started, failure);
    return { data: undefined, failure };
  }
  const ms = performance.now() - started;
  let parsed;
  if (expect === 'graphql') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  let failure = null;
  if (res.status < 200 || res.status > 299) {
    failure = {
      kind: `HTTP ${res.status}${parsed?.errors ? ` ${gqlCode(parsed)}` : ''}`,
      detail: `${path}: ${text.slice(0, 300)}`,
      answered: res.status < 500,
    };
  } else if (expect === 'html') {
    if (!/text\/html/.test(res.headers.get('content-type') ?? '') || !/<html/i.test(text))
      failure = { kind: 'not a page', detail: `${path}: ${res.headers.get('content-type')} ${text.slice(0, 200)}` };
  } else if (parsed === undefined) {
    failure = { kind: 'not JSON', detail: text.slice(0, 300) };
  } else if (parsed.errors?.length) {
    failure = { kind: `GraphQL ${gqlCode(parsed)}`, detail: JSON.stringify(parsed.errors).slice(0, 400) };
  } else if (!parsed.data) {
    failure = { kind: 'no data', detail: text.slice(0, 300) };
  }
  ctx.stats.record(action, ms, failure);
  if (failure) return { data: undefined, failure: { answered: true, ...failure } };
  return { data: expect === 'html' ? true : parsed.data, failure: null };
}

/** A GraphQL request as the storefront or back office sends it: { data, failure }. */
const gqlOutcome = (ctx, action, query, variables, headers) =>
  send(ctx, action, { path: '/graphql', body: { query, variables }, headers, expect: 'graphql' });

/** The same, resolving to its data, or undefined when it failed. */
const gql = async (...args) => (await gqlOutcome(...args)).data;

/** A storefront page, rendered on the server. */
const page = async (ctx, action, path) => (await send(ctx, action, { path, expect: 'html' })).data;

/** For the set-up and the checks after the run (not tallied): the data, or an Error thrown. */
async function ask(url, query, variables, headers = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok || !body?.data || body.errors?.length) throw new Error(`HTTP ${res.status}: ${text.slice(0, 500)}`);
  return body.data;
}

module.exports = { send, gql, gqlOutcome, page, ask, visitorAddress };
