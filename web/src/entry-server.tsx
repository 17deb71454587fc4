import './server/apollo-cache-sizes.server';
import { PassThrough, Transform } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ApolloProvider } from '@apollo/client/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { APOLLO_STATE_ID, makeServerClient, ROUTER_STATE_ID } from './lib/apollo';
import { jsonForScript, serialiseErrors } from './app/router-state';
import { MetaProvider, metaTags, type MetaCollector } from './lib/page-meta';
import { LazyPartsProvider } from './lib/lazy-part';
import { createRoutes, NOT_FOUND_ROUTE_ID } from './app/routes';
import { executorLink, type GraphqlExecutor } from './server/graphql-link.server';
import { routeAssetTags, type InlineStyles, type ViteManifest } from './server/assets.server';

export type { GraphqlExecutor } from './server/graphql-link.server';
export type { InlineStyles, ViteManifest } from './server/assets.server';
export { styleTag } from './server/assets.server';

/** The built client's index.html (with its placeholders) and its Vite manifest, read once by the host. */
export interface PageAssets {
  template: string;
  manifest: ViteManifest | null;
  /** The shop's public address (PUBLIC_URL), for canonical links. */
  siteUrl?: string;
  /** The route CSS to put in the page rather than link (see routeAssetTags). */
  styles?: InlineStyles;
}

export interface RenderResult {
  status: number;
  /** Set for a redirect from a loader. */
  location?: string;
  /** The whole HTML document, sent once everything is ready (no streamed inline scripts under the CSP). */
  body?: NodeJS.ReadableStream;
}

/**
 * Server render of one storefront request: a fresh Apollo Client over the host's in-process executor,
 * the route loaders fill its cache, then one React render, sent when all is ready, followed by the
 * router state and the Apollo cache as JSON blocks for hydration.
 */
export async function render(request: Request, execute: GraphqlExecutor, assets: PageAssets): Promise<RenderResult> {
  const client = makeServerClient(executorLink(execute));
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? undefined };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound = context.matches.some((m) => m.route.id === NOT_FOUND_ROUTE_ID);
  const status = notFound ? 404 : context.statusCode;

  const [before, after] = splitTemplate(assets.template);
  const modules = context.matches
    .map((m) => (m.route.handle as { module?: string } | undefined)?.module)
    .filter((m): m is string => Boolean(m));
  const meta: MetaCollector = { value: { path: new URL(request.url).pathname } };
  const lazyParts = new Set<string>();
  const siteOrigin = new URL(assets.siteUrl ?? 'http://localhost').origin;
  // The template's own title and description stand for pages without a PageMeta; a page's replace them.
  const headFor = (collected: MetaCollector['value']) =>
    before
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(
        '<!--app-head-->',
        metaTags(collected, siteOrigin) + routeAssetTags(assets.manifest, modules, assets.styles, [...lazyParts]),
      );
  const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: serialiseErrors(context.errors) };

  return new Promise<RenderResult>((resolve, reject) => {
    let renderFailed = false;
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <MetaProvider
          collect={(collected) => {
            meta.value = collected;
          }}
          origin={siteOrigin}
        >
          <LazyPartsProvider collect={(module) => lazyParts.add(module)}>
            <ApolloProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ApolloProvider>
          </LazyPartsProvider>
        </MetaProvider>
      </StrictMode>,
      {
        // Never outline a large Suspense boundary (HydrateLater) into a segment completed by an inline
        // script: the CSP allows none, and the whole page is sent at once anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          body.write(headFor(meta.value));
          const withTail = new Transform({
            transform(chunk, _enc, done) {
              done(null, chunk);
            },
            flush(done) {
              // The cache is read after the render, so anything a component asked for during it is included.
              const state =
                `<script type="application/json" id="${ROUTER_STATE_ID}">${jsonForScript(routerState)}</script>` +
                `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForScript(client.extract())}</script>`;
              done(null, after.replace('<!--app-state-->', state));
            },
          });
          withTail.pipe(body);
          pipe(withTail);
          resolve({ status: renderFailed ? 500 : status, body });
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          renderFailed = true;
          console.error('storefront render failed', error);
        },
      },
    );
  });
}

function splitTemplate(template: string): [string, string] {
  const at = template.indexOf('<!--app-html-->');
  if (at < 0) throw new Error('the page template has no <!--app-html--> placeholder');
  return [template.slice(0, at), template.slice(at + '<!--app-html-->'.length)];
}
