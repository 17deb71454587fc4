import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { APOLLO_STATE_ID, makeBrowserClient, ROUTER_STATE_ID } from './lib/apollo';
import { reviveErrors } from './app/router-state';
import { createRoutes } from './app/routes';
import './app/tokens.css';

function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** Lazy routes matching the first URL are loaded before hydration, so the first render matches the server's. */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Marks the root once React has committed its first render: from then on the page answers clicks and keys (the browser tests wait for it). */
function Hydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return null;
}

async function start() {
  // The app puts pages where they belong (ScrollRestoration, the home page at the top): the browser's own
  // restoring of the old position on a reload, which may come after, is turned off before anything renders.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const client = makeBrowserClient(readJson(APOLLO_STATE_ID));
  const routes = createRoutes(client);
  const state = readJson<{
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Parameters<typeof reviveErrors>[0];
  }>(ROUTER_STATE_ID);
  const container = document.getElementById('root')!;
  if (state) await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes, state ? { hydrationData: { ...state, errors: reviveErrors(state.errors) } } : undefined);
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <Hydrated root={container} />
      </ApolloProvider>
    </StrictMode>
  );
  // Server-rendered pages hydrate; `npm run dev:web` (Vite alone, no server render) renders in the browser.
  if (state) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('hydration:', error) });
  else createRoot(container).render(app);
}

void start();
