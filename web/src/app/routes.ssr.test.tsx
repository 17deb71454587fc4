import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { paths, sitemapRoutes } from '../config/paths';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './routes';

const web = path.resolve(__dirname, '..', '..');

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('the route table', () => {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const lazyRoutes = flatten(createRoutes(client)).filter((route) => typeof route.lazy === 'function');

  test("every lazy route names an existing source file for the server's preload tags", () => {
    const modules = lazyRoutes.map(
      (route) => (route.handle as { module?: string } | undefined)?.module ?? `${route.path}: no handle.module`,
    );
    expect(modules.filter((module) => !fs.existsSync(path.join(web, module)))).toEqual([]);
    expect(new Set(modules).size).toBeGreaterThanOrEqual(26);
  });

  test('every lazy route loads its page component from its module', async () => {
    const loaded = await Promise.all(
      lazyRoutes.map(async (route) => {
        const parts = await (route.lazy as () => Promise<RouteObject>)();
        return { path: route.path ?? '(index)', component: typeof parts.Component };
      }),
    );
    expect(loaded.filter((route) => route.component !== 'function')).toEqual([]);
  });

  test('a link built by a named path leads to the route declared with its pattern', () => {
    type Named = ((...args: string[]) => string) & { pattern: string };
    const named = Object.entries(paths).filter(
      (entry): entry is [string, Named] => typeof entry[1] === 'function' && 'pattern' in entry[1],
    );
    expect(named.length).toBeGreaterThan(10);
    const misses = named
      .filter(([, href]) => !matchPath(`/${href.pattern}`, href('one', 'two', 'three').split(/[?#]/)[0]))
      .map(([name]) => name);
    expect(misses).toEqual([]);
    const declared = new Set(flatten(createRoutes(client)).map((route) => route.path));
    expect(named.filter(([, href]) => !declared.has(href.pattern)).map(([name]) => name)).toEqual([]);
  });

  test('every address the sitemap lists leads to a page, not to the 404 route', () => {
    const lists = new Set(sitemapRoutes.map((route) => route.list));
    expect([...lists].sort()).toEqual(
      ['brands', 'categories', 'collections', 'departments', 'footerPages', 'page', 'parentItems', 'products', 'subCategories'].sort(),
    );
    const lost = sitemapRoutes
      .map((route) => route.path.replace(/:\w+/g, 'x'))
      .filter((address) => {
        const page = matchRoutes(createRoutes(client), address)?.at(-1)?.route;
        return !page || page.id === NOT_FOUND_ROUTE_ID || page.path === '*';
      });
    expect(lost).toEqual([]);
  });
});
