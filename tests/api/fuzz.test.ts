import 'reflect-metadata';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  getNamedType,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { AccessLevel } from '../../api/src/common/access';
import { IMAGE_AREAS } from '../../api/src/common/images';
import { legacyRoutes } from '../../api/src/legacy-rest/table';
import { legacySets } from '../../api/src/legacy-sets';
import type { LegacyRoute } from '../../api/src/legacy-rest/route';
import { buildShopSchema } from '../../api/src/schema';
import { pngBuffer } from '../helpers/accounts';
import { callerHeaders } from '../helpers/crud';
import { brief, dataChecksum, fileTree, treeChanges } from '../helpers/fuzz-guards';
import {
  anyJson,
  extremeValue,
  graphqlValue,
  NUMERIC_EXTREMES,
  numericLeaves,
  plainValue,
  withLeaf,
  hostileInt,
  hostileString,
  NASTY_STRINGS,
  samplesOf,
  seedFor,
} from '../helpers/hostile';
import { rootFields } from '../helpers/schema-args';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

/**
 * Hostile input everywhere: every GraphQL root field and every REST row of the legacy table (plus
 * uploads, the contact form and static paths), called by a guest, a customer and a super-admin with
 * generated arguments from a fixed seed. Never a 500 or an INTERNAL error, no error logged, no crash;
 * refused requests change no row; nothing is written outside DATA_DIR's uploads, outbox and contact
 * attachments; /healthz is fine afterwards.
 */

/** Cases per (field or route) and caller. */
const CASES = 5;
/**
 * A bound against a hang, not a speed goal: each part takes about a minute on an idle 2-core machine,
 * and a timed-out part would go on running beside the next and spoil its row checks.
 */
const FUZZ_TIMEOUT_MS = 600_000;
const CALLERS = ['anonymous', 'customer', 'super-admin'] as const;
type CallerName = (typeof CALLERS)[number];

/** What the shop may write to: uploads, outbox, contact attachments, its SQLite files. */
const WRITABLE = [/^data\/uploads\//, /^data\/outbox\//, /^data\/contact-attachments\//, /^data\/shop\.sqlite(-wal|-shm|-journal)?$/];

interface Answer {
  status: number;
  body: any;
  refused: boolean;
  bad?: string;
}

/** Asks for every scalar of the type, the scalars of its objects, and the scalars of a page's items. */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (!isObjectType(type) && !isInterfaceType(type)) return isLeafType(type) ? '' : '{ __typename }';
  const parts: string[] = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth === 0 || (field.name === 'items' && depth === 1)) parts.push(`${field.name} ${selectionOf(named, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  return `${kind} Fuzz${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionOf(getNamedType(field.type))} }`;
}

/** encodeURIComponent, also for lone surrogates (sent as the UTF-8 of U+FFFD, as a browser would). */
const pct = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** Node answers these itself, before any of the shop's code runs, without a body. */
const NODE_REFUSALS = [414, 431];

/** An error code that means the server failed rather than refused. */
const serverFailure = (code: unknown) =>
  code === undefined ||
  code === 'INTERNAL' ||
  code === 'INTERNAL_SERVER_ERROR' ||
  code === 'DATABASE_UNAVAILABLE' ||
  code === 'STORAGE_UNAVAILABLE';

async function send(url: string, init: RequestInit): Promise<{ status: number; body: any; contentType: string }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: judged by the caller
  }
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? '' };
}

describe.each(sqliteOnly)('hostile input on %s', (dialect) => {
  let parent: string;
  let t: TestShop;
  let schema: GraphQLSchema;
  let callers: Record<CallerName, Record<string, string>>;
  let known: string[];
  let treeBefore: Map<string, string>;
  const failures: string[] = [];
  const logged: string[] = [];
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);
  let checksum = '';

  beforeAll(async () => {
    process.on('unhandledRejection', onCrash);
    process.on('uncaughtException', onCrash);
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-'));
    const dataDir = path.join(parent, 'data');
    t = await startTestShop(dialect, {
      seed: 'demo',
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      logDestination: { write: (line: string) => logged.push(line) },
    });
    schema = await buildShopSchema();
    const all = await callerHeaders(t);
    callers = { anonymous: all.anonymous, customer: all.customer, 'super-admin': all['super-admin'] };
    const q = (sql: string) => t.shop.db.dataSource.query(sql) as Promise<Record<string, string>[]>;
    known = [
      ...(await q('SELECT slug AS v FROM departments ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM categories ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM sub_categories ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM parent_items ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM products ORDER BY id LIMIT 2')),
      ...(await q('SELECT code AS v FROM products ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM collections ORDER BY id LIMIT 2')),
      ...(await q('SELECT slug AS v FROM footer_links ORDER BY id LIMIT 2')),
    ].map((r) => String(r.v));
    treeBefore = fileTree(parent);
    checksum = await dataChecksum(t.shop);
  });

  beforeEach(() => {
    failures.length = 0;
  });

  afterAll(async () => {
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
    await t?.close();
    if (parent) fs.rmSync(parent, { recursive: true, force: true });
  });

  /** Generated mutations may end the callers' tokens (logout) or change their accounts: start each group afresh. */
  async function signInCallersAgain(): Promise<void> {
    const all = await callerHeaders(t);
    callers = { anonymous: all.anonymous, customer: all.customer, 'super-admin': all['super-admin'] };
    checksum = await dataChecksum(t.shop);
  }

  /** Runs one group of requests of a field or route for a caller, checking rows after each refused one (or the group, when all are refusals of access). */
  async function group(label: string, requests: (() => Promise<Answer>)[], perRequest: boolean, readOnly: boolean): Promise<void> {
    const start = checksum;
    let allRefused = true;
    for (const [i, request] of requests.entries()) {
      let answer: Answer;
      try {
        answer = await request();
      } catch (err) {
        failures.push(`${label} #${i}: the request failed: ${(err as Error).message}`);
        continue;
      }
      if (answer.bad) failures.push(`${label} #${i}: ${answer.bad}`);
      allRefused &&= answer.refused;
      if (perRequest && !readOnly) {
        const now = await dataChecksum(t.shop);
        if (answer.refused && now !== checksum)
          failures.push(`${label} #${i}: refused (${answer.status} ${brief(answer.body)}) but rows changed`);
        checksum = now;
      }
    }
    if (!perRequest || readOnly) {
      const now = await dataChecksum(t.shop);
      if (now !== start && (readOnly || allRefused)) failures.push(`${label}: rows changed by ${readOnly ? 'reads' : 'refused requests'}`);
      checksum = now;
    }
  }

  async function graphql(
    caller: CallerName,
    query: string,
    variables: Record<string, unknown> | undefined,
    field?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await send(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callers[caller], ...extraHeaders },
      body: JSON.stringify({ query, variables }),
    });
    const errors: any[] = Array.isArray(res.body?.errors) ? res.body.errors : [];
    const sent = `${brief(variables ?? query)}`;
    let bad: string | undefined;
    if (res.status >= 500) bad = `HTTP ${res.status} for ${sent}: ${brief(res.body)}`;
    else if ((typeof res.body !== 'object' || res.body === null) && !NODE_REFUSALS.includes(res.status))
      bad = `not JSON (${res.status}) for ${sent}`;
    else {
      const failed = errors.find((e) => serverFailure(e?.extensions?.code));
      if (failed) bad = `${failed.extensions?.code ?? 'no code'} "${failed.message}" for ${sent}`;
    }
    const data = res.body?.data;
    const refused = res.status >= 400 || (errors.length > 0 && (data == null || (field !== undefined && data[field] == null)));
    return { status: res.status, body: res.body, refused, bad };
  }

  async function rest(
    caller: CallerName,
    method: string,
    url: string,
    body: { raw?: string; json?: unknown; type?: string } | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...callers[caller], ...extraHeaders };
    let payload: string | undefined;
    if (body) {
      headers['content-type'] = body.type ?? 'application/json';
      payload = body.raw ?? JSON.stringify(body.json);
    }
    const res = await send(`${t.url}${url}`, { method, headers, body: payload });
    let bad: string | undefined;
    if (res.status >= 500) bad = `HTTP ${res.status} for ${method} ${brief(url)} ${brief(body)}: ${brief(res.body)}`;
    else if (!res.contentType.includes('application/json') && !NODE_REFUSALS.includes(res.status))
      bad = `${res.status} answered ${res.contentType || 'no content type'} for ${method} ${brief(url)}`;
    return { status: res.status, body: res.body, refused: res.status >= 400, bad };
  }

  test(
    'every GraphQL root field, with generated arguments, as a guest, a customer and staff',
    async () => {
      for (const root of rootFields(schema)) {
        const query = operationOf(root.kind, root.field);
        const required = root.field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
        const argsOf = (typed: boolean) =>
          fc.record(Object.fromEntries(root.field.args.map((a) => [a.name, graphqlValue(a.type, known, typed)])), {
            requiredKeys: required,
          });
        const args = fc.oneof({ arbitrary: argsOf(true), weight: 3 }, { arbitrary: argsOf(false), weight: 1 });
        for (const caller of CALLERS) {
          const cases = samplesOf(args, seedFor(`${root.kind}.${root.name}.${caller}`), CASES) as Record<string, unknown>[];
          if (caller !== 'customer' && root.field.args.length) {
            for (const mode of ['largest', 'smallest', 'injection'] as const)
              cases.push(Object.fromEntries(root.field.args.map((a) => [a.name, extremeValue(a.type, mode)])));
          }
          if (caller === 'super-admin') {
            // Each number at its bounds, alone in an otherwise plain input, so that no other field's check hides it.
            for (const arg of root.field.args) {
              const plain = Object.fromEntries(
                root.field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, plainValue(a.type)]),
              );
              for (const leaf of numericLeaves(arg.type)) {
                for (const bound of NUMERIC_EXTREMES[leaf.scalar])
                  cases.push({ ...plain, [arg.name]: withLeaf(arg.type, leaf.path, bound) });
              }
            }
          }
          const allowed = isAllowed(root.access, caller);
          // Every fourth case names a branch of its own (made up, hostile or another's).
          const branches = samplesOf(hostileString(['LEEDS', 'main', 'Main ']), seedFor(`branch ${root.name} ${caller}`), cases.length);
          const requests = cases.map(
            (variables, i) => () => graphql(caller, query, variables, root.name, i % 4 === 3 ? { 'x-branch-code': pct(branches[i]) } : {}),
          );
          await group(`${root.kind} ${root.name} as ${caller}`, requests, allowed, root.kind === 'query');
          if (root.kind === 'mutation') await signInCallersAgain();
        }
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'every REST row of the legacy table, with hostile path parameters, query strings and bodies',
    async () => {
      const routes: LegacyRoute[] = legacyRoutes(schema, legacySets);
      for (const route of routes) {
        const params = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
        const arb = fc.record({
          params: fc.tuple(...params.map(() => fc.oneof(hostileString(known), hostileInt.map(String))), fc.constant('')),
          encode: fc.boolean(),
          branch: fc.oneof({ arbitrary: fc.constant('MAIN'), weight: 3 }, { arbitrary: hostileString(), weight: 1 }),
          query: fc.record(
            Object.fromEntries(
              (route.query ?? [])
                .filter((q) => q !== 'BranchCode')
                .map((q) => [q, fc.oneof(hostileString(known), fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }))]),
            ),
          ),
          body: fc.oneof(
            {
              arbitrary: fc.record(Object.fromEntries((route.body ?? []).map((b) => [b, anyJson(known)]))).map((json) => ({ json })),
              weight: 6,
            },
            { arbitrary: anyJson(known).map((json) => ({ json })), weight: 1 },
            {
              arbitrary: fc.constantFrom('{"a":', '[[[[[[[[[[', '', 'null', `{"Lines":[${'{},'.repeat(500)}{}]}`).map((raw) => ({ raw })),
              weight: 1,
            },
            { arbitrary: fc.constantFrom('a=1&b=2', 'x'.repeat(1000)).map((raw) => ({ raw, type: 'text/plain' })), weight: 1 },
          ),
          branchHeader: fc.option(hostileString(), { freq: 8 }),
        });
        for (const caller of CALLERS) {
          const cases = samplesOf(arb, seedFor(`${route.method} ${route.path} ${caller}`), CASES);
          const requests = cases.map((c) => () => {
            let i = 0;
            const pathPart = route.path.replace(/:([A-Za-z0-9_]+)/g, () => {
              const v = String(c.params[i++]);
              return c.encode ? pct(v) : v.replace(/[?#\s]|[\ud800-\udfff]/g, pct);
            });
            const qs = new URLSearchParams();
            qs.append('BranchCode', c.branch);
            for (const [k, v] of Object.entries(c.query)) for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
            const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : c.body;
            return rest(
              caller,
              route.method,
              `/api${pathPart}?${qs}`,
              body,
              c.branchHeader === null ? {} : { 'x-branch-code': pct(c.branchHeader) },
            );
          });
          await group(`${route.method} /api${route.path} as ${caller}`, requests, isAllowed(route.access, caller), route.method === 'GET');
        }
      }
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'uploads, the contact form, attachment downloads, static files and malformed GraphQL documents',
    async () => {
      const png = await pngBuffer(4, 4);
      const files: [string, Buffer][] = [
        ['image/png', png],
        ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
        ['application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
        ['application/octet-stream', Buffer.from(fc.sample(fc.uint8Array({ maxLength: 256 }), { seed: 1, numRuns: 1 })[0])],
        ['text/plain', Buffer.alloc(0)],
      ];
      const multipart = fc.record({
        area: fc.oneof({ arbitrary: fc.constantFrom(...IMAGE_AREAS), weight: 3 }, { arbitrary: hostileString(), weight: 1 }),
        field: fc.oneof({ arbitrary: fc.constant('file'), weight: 5 }, { arbitrary: hostileString(), weight: 1 }),
        // Mostly real images and PDFs, so that hostile file names reach the stores.
        file: fc.oneof({ arbitrary: fc.constantFrom(0, 2), weight: 3 }, { arbitrary: fc.constantFrom(...files.keys()), weight: 1 }),
        name: hostileString(),
        count: fc.integer({ min: 0, max: 3 }),
        fields: fc.oneof(
          { arbitrary: fc.constant({}), weight: 2 },
          {
            arbitrary: fc.dictionary(
              fc.constantFrom('fullName', 'email', 'subject', 'message', 'area', '__proto__', 'x'),
              hostileString(known),
              { maxKeys: 3 },
            ),
            weight: 1,
          },
        ),
      });
      const formOf = (c: { fields: Record<string, string>; count: number; file: number; name: string }, fileField: string) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(c.fields)) form.append(k, v);
        for (let n = 0; n < c.count; n++)
          form.append(fileField, new Blob([new Uint8Array(files[c.file][1])], { type: files[c.file][0] }), c.name);
        return form;
      };
      const post = async (caller: CallerName, url: string, form: FormData): Promise<Answer> => {
        const res = await send(`${t.url}${url}`, { method: 'POST', body: form, headers: callers[caller] });
        const bad =
          res.status >= 500
            ? `HTTP ${res.status} for POST ${brief(url)}: ${brief(res.body)}`
            : !res.contentType.includes('json')
              ? `${res.status} not JSON for POST ${brief(url)}`
              : undefined;
        return { status: res.status, body: res.body, refused: res.status >= 400, bad };
      };
      for (const caller of CALLERS) {
        const cases = samplesOf(multipart, seedFor(`multipart ${caller}`), CASES * 3);
        await group(
          `POST /upload as ${caller}`,
          cases.map((c) => () => post(caller, `/upload/${pct(c.area)}`, formOf({ ...c, fields: {} }, c.field))),
          true,
          false,
        );
        const contact = cases.map(
          (c) => () =>
            post(
              caller,
              '/contact',
              formOf(
                { ...c, fields: { fullName: 'Ann', email: 'ann@example.co.uk', subject: 'support', ...c.fields } },
                c.field === 'file' ? 'attachments' : c.field,
              ),
            ),
        );
        await group(`POST /contact as ${caller}`, contact, true, false);
        const names = samplesOf(hostileString(known), seedFor(`names ${caller}`), CASES * 2);
        await group(
          `GET /contact/attachments as ${caller}`,
          names.map((n) => () => rest(caller, 'GET', `/contact/attachments/${pct(n)}`, undefined)),
          true,
          true,
        );
      }
      const staticPaths = samplesOf(hostileString(known), seedFor('static'), CASES * 4);
      const statics = staticPaths.flatMap((p) => [
        `/uploads/${pct(p)}`,
        `/uploads/banner/${pct(p)}`,
        `/api/${pct(p)}`,
        `/upload/${pct(p)}`,
      ]);
      await group(
        'static and unknown paths',
        statics.map((u) => async () => {
          const res = await send(`${t.url}${u}`, { headers: { accept: 'application/json' } });
          return {
            status: res.status,
            body: res.body,
            refused: res.status >= 400,
            bad: res.status >= 500 ? `HTTP ${res.status} for GET ${brief(u)}` : undefined,
          };
        }),
        true,
        true,
      );
      const credentials = [
        'Bearer',
        'Bearer ',
        'Bearer x',
        `Bearer ${'a'.repeat(8000)}`,
        'Basic YWRtaW46YWRtaW4=',
        'bearer  a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
        `Bearer ${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"1; DROP TABLE users","role":"SUPER_ADMIN"}').toString('base64url')}.x`,
        `${callers['super-admin'].authorization}x`,
        `${callers.customer.authorization} ${callers['super-admin'].authorization}`,
      ];
      await group(
        'hostile credentials',
        credentials.flatMap((authorization) => [
          () => graphql('anonymous', '{ me { id role } users { totalItems } }', undefined, 'me', { authorization }),
          () => rest('anonymous', 'GET', '/api/profile', undefined, { authorization }),
          () => rest('anonymous', 'POST', '/api/admin/add/color?BranchCode=MAIN', { json: { ColorName: 'Fuzz Red' } }, { authorization }),
        ]),
        false,
        false,
      );
      const documents = [
        '{',
        '}',
        '{ __typename',
        'query { products(options: {take: 1e308}) { totalItems } }',
        'query { product(id: 99999999999) { id } }',
        `{ ${'a: __typename '.repeat(5000)} }`,
        `{ ${'products { items { '.repeat(60)} id ${'} }'.repeat(60)} }`,
        'query Q($a: Int) { product(id: $a) { id } }',
        'mutation { __typename }',
        'subscription { x }',
        'fragment A on Query { ...A } { ...A }',
        `query { ${'x'.repeat(200_000)} }`,
        ...NASTY_STRINGS.slice(0, 30),
      ];
      await group(
        'malformed GraphQL documents',
        documents.map((d) => () => graphql('anonymous', d, undefined)),
        true,
        false,
      );
      await group(
        'malformed GraphQL bodies',
        [
          '',
          '[]',
          '{"query": 1}',
          '{"query": null, "variables": "x"}',
          '{"query": "{ __typename }", "variables": [1]}',
          '{"query": "{ __typename }", "operationName": {}}',
        ].map((raw) => () => rest('anonymous', 'POST', '/graphql', { raw })),
        true,
        false,
      );
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  test('afterwards: no crash, no error logged, /healthz fine, and nothing written outside uploads, outbox and contact attachments', async () => {
    expect(crashes).toEqual([]);
    expect(logged.filter((line) => JSON.parse(line).level >= 50).map((line) => brief(JSON.parse(line)))).toEqual([]);
    const health = await fetch(`${t.url}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    expect(treeChanges(treeBefore, fileTree(parent), WRITABLE)).toEqual([]);
  });
});

/** Whether the caller passes the field's or row's access check, so that its requests may succeed. */
function isAllowed(access: AccessLevel | undefined, caller: CallerName): boolean {
  if (access === 'public' || access === undefined) return true;
  if (access === 'user') return caller !== 'anonymous';
  return caller === 'super-admin';
}
