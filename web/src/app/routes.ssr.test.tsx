import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { matchPath, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { createRoutes } from './routes';

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
  });
});
