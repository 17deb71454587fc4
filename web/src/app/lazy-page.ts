import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageModules } from './page-modules';

type Lazy = NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;
/** What a lazy route's module gives the route: its component, loader… */
type LazyParts = Awaited<ReturnType<Lazy>>;
type PageModule = Record<string, unknown>;

/**
 * A route whose page (component, loader and documents) is a chunk of its own, named once by its source
 * path under src/ without the extension ('features/account/login-page'). The path gives both the import
 * and `handle.module`, the Vite manifest key from which the server writes the chunk's preload tags.
 * `parts` picks the route's component and loader from the loaded module.
 */
export function lazyPage<Module = PageModule>(module: string, parts: (loaded: Module) => LazyParts): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`../${module}.tsx`];
  if (!load) throw new Error(`${module} is not a lazy route module (see app/page-modules.ts)`);
  return { handle: { module: `src/${module}.tsx` }, lazy: async () => parts((await load()) as Module) };
}

/**
 * The usual lazy page: the module's component export and, when the page has one, its loader export, which
 * fills the Apollo cache (`loadX(client)`). A name the module does not export fails the route at once.
 */
export function pageOf(client: ApolloClient) {
  return (module: string, component: string, loader?: string) =>
    lazyPage(module, (loaded: PageModule) => {
      const pick = <T>(name: string) => {
        if (typeof loaded[name] !== 'function') throw new Error(`${module} exports no ${name}`);
        return loaded[name] as T;
      };
      const Component = pick<ComponentType>(component);
      if (!loader) return { Component };
      const load = pick<(client: ApolloClient) => Promise<unknown>>(loader);
      return { Component, loader: () => load(client) };
    });
}
