import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_WEB_DIST_DIR } from '../../api/src/http/graphiql';
import { launchChromium } from '../helpers/browser';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestShop;

beforeAll(async () => {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIST_DIR, 'graphiql', 'index.html'))) {
    throw new Error('web/dist/graphiql/index.html is missing: run `npm run build` first (npm test does)');
  }
  t = await startTestShop('sqlite', { seed: 'none' });
});
afterAll(() => t?.close());

const openIde = () => fetch(`${t.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });

describe('GET /graphql from a browser', () => {
  test('answers the GraphQL IDE page whose scripts and styles are same-origin files that all answer 200', async () => {
    const res = await openIde();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Beauty Shop GraphQL IDE</title>');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(urls.filter((u) => !u.startsWith('/') || u.startsWith('//'))).toEqual([]);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = new Set(urls);
    for (const url of urls.filter((u) => u.endsWith('.js') || u.endsWith('.css'))) {
      const body = await (await fetch(t.url + url)).text();
      for (const m of body.matchAll(/assets\/[\w.-]+\.(?:js|css|ttf|woff2?)/g)) assets.add(`/${m[0]}`);
    }
    expect([...assets].some((u) => /worker/.test(u))).toBe(true);
    for (const url of assets) {
      const asset = await fetch(t.url + url);
      // Read to the end: an unread body keeps its connection open after the test (a leaked handle).
      await asset.arrayBuffer();
      expect([url, asset.status]).toEqual([url, 200]);
      if (url.endsWith('.js')) expect(asset.headers.get('content-type')).toMatch(/javascript/);
      if (url.endsWith('.css')) expect(asset.headers.get('content-type')).toMatch(/^text\/css/);
    }
  });

  test('keeps the strict content security policy: scripts only from this origin', async () => {
    const csp = (await openIde()).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval|https:\/\/|cdn/);
  });
});

describe('the GraphQL endpoint beside the IDE', () => {
  test('GET queries for JSON still work as Apollo Server answers them (with its CSRF header)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ departments { totalItems } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { departments: { totalItems: 0 } } });
    const curl = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: '*/*', 'apollo-require-preflight': 'true' },
    });
    expect(await curl.json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('CSRF protection still refuses simple requests: a GET without the header and a text/plain POST', async () => {
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/CSRF/);
    const post = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { __typename }' }),
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toMatch(/CSRF/);
    expect((await gql(t.url, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  test('introspection answers while config.introspection is on (not production, by default)', async () => {
    const body = await gql(t.url, '{ __schema { queryType { name } } }');
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  test('with GRAPHQL_INTROSPECTION=false introspection is refused, while the IDE page and plain queries still work', async () => {
    const closed = await startTestShop('sqlite', { seed: 'none', env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const body = await gql(closed.url, '{ __schema { queryType { name } } }');
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].message).toMatch(/introspection/i);
      expect((await fetch(`${closed.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } })).status).toBe(200);
      expect((await gql(closed.url, '{ departments { totalItems } }')).data).toEqual({ departments: { totalItems: 0 } });
    } finally {
      await closed.close();
    }
  });
});

test('in Chromium the IDE renders its editors offline, runs the sample query and shows the answer', async () => {
  const chrome = await launchChromium();
  try {
    const page = await chrome.browser.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(t.url) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      foreign.push(url);
      return route.abort();
    });
    page.on('console', (msg) => /Content Security Policy|Refused to/i.test(msg.text()) && problems.push(msg.text()));
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${t.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor();
    await page.locator('.graphiql-query-editor .view-lines').getByText('StoreDepartments').waitFor();
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response .view-lines').getByText('totalItems').waitFor({ timeout: 30_000 });
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await chrome.close();
  }
});
