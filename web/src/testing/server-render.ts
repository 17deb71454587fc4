import { render, type GraphqlExecutor, type PageAssets } from '../entry-server';

export type { GraphqlExecutor } from '../entry-server';

/** The built index.html's placeholders, where the server render puts the head, the page and its state. */
const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/main.js"></script></body></html>';

/**
 * A storefront URL rendered on the server as the host renders it (the server entry's `render`, with no Vite
 * manifest unless one is given): its status and the whole HTML. Features' server-render tests use it, since
 * no feature imports an entry.
 */
export async function renderPage(url: string, executor: GraphqlExecutor, assets: Partial<PageAssets> = {}) {
  const result = await render(new Request(new URL(url, 'http://localhost')), executor, { template: TEMPLATE, manifest: null, ...assets });
  let html = '';
  for await (const chunk of result.body ?? []) html += chunk.toString();
  return { status: result.status, html };
}
