import { createHash } from 'node:crypto';
import path from 'node:path';

/** What a chunk group's `name` function may ask the bundler about a module (rolldown's ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * The storefront's framework: React, the router, Apollo Client and what they need, and the bundler's and
 * Vite's small runtime helpers (both entries, the shop and the GraphQL IDE, load them anyway; in a file of
 * their own they cost a request and compress worse). graphql stays out: the IDE needs all of it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]|^\0rolldown[\\/]runtime\.js$|^\0vite[\\/]preload-helper\.js$/;

/** App modules that the first page of most visits needs although the entry does not import them (the product card, …). */
const SHARED =
  /[\\/]src[\\/](config[\\/](constants|paths|product-attributes)|lib[\\/](money|shopper-price|in-browser|hydrate-later)|components[\\/](query-view|product-card[\\/]product-card|breadcrumbs[\\/]trail))\.tsx?$/;

/**
 * The basket's storage: the basket, its drawer, checkout and the product page's first add need it, so it is a
 * file of its own rather than a copy in each (the product page loads it only when the shopper adds).
 */
const BASKET = /[\\/]src[\\/]lib[\\/]basket-storage\.ts$/;

const GENERATED = /[\\/]src[\\/]generated[\\/]/;
const DOCUMENT = /[\\/]src[\\/]generated[\\/]documents[\\/](\w+)\.ts$/;

/**
 * The app modules the entry imports, directly or not: every page runs them. Found by walking the imports from
 * the entry; the generated documents are reached through one barrel (generated/graphql.ts) that names them
 * all, so a document counts when an entry module's code names it.
 */
function entryModules(entry: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const names = new Set<string>();
  const walk = (id: string) => {
    if (found.has(id) || GENERATED.test(id) || !id.includes(`${path.sep}src${path.sep}`)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    found.add(id);
    for (const name of info.code?.match(/\b\w+Document\b/g) ?? []) names.add(name);
    for (const next of info.importedIds) walk(next);
  };
  walk(entry);
  found.delete(entry);
  return new Set([
    ...found,
    ...[...names].map((name) => `${path.dirname(entry)}${path.sep}generated${path.sep}documents${path.sep}${name}.ts`),
  ]);
}

/**
 * The client build's two hand-made chunks (rolldown `codeSplitting` groups). Left to itself the bundler splits
 * the framework into many small chunks shared with the lazy routes and the IDE, and the app's shared modules
 * likewise; each file compresses worse and costs a request.
 * - `framework`: FRAMEWORK above; `basket`: BASKET above.
 * - `shop-core`: everything the entry imports (the shell: routes, header, session…) with the SHARED modules the
 *   first page needs, in one file: apart, the entry and the shared modules compressed about 0.9 KB worse. The
 *   entry module itself stays in the entry chunk, which the build manifest and index.html name.
 */
export function chunkGroups(entry: string) {
  let known: { ctx: ChunkingContext; modules: Set<string> } | undefined;
  const inEntry = (id: string, ctx: ChunkingContext) => {
    if (known?.ctx !== ctx) known = { ctx, modules: entryModules(entry, ctx) };
    return known.modules.has(id);
  };
  return [
    { name: 'framework', test: FRAMEWORK },
    {
      name: (id: string, ctx: ChunkingContext) => (id !== entry && (SHARED.test(id) || inEntry(id, ctx)) ? 'shop-core' : null),
      test: (id: string) => id.includes(`${path.sep}src${path.sep}`) && !BASKET.test(id) && (!GENERATED.test(id) || DOCUMENT.test(id)),
    },
    // After shop-core, so that the basket's imports that shop-core holds stay there.
    { name: 'basket', test: BASKET },
  ];
}

/**
 * A CSS module's class name: `_<local>_<hash of the file's path>`. Vite's default adds the rule's line number
 * (`_price_13we0_42`), which every class map in the scripts carries; a class is already unique by its name
 * within its file. The same for the client and the server build, so the server's markup matches.
 */
export function scopedClassName(root: string) {
  return (local: string, file: string) => {
    const from = path.relative(root, file.split('?')[0]).split(path.sep).join('/');
    return `_${local}_${createHash('sha256').update(from).digest('base64url').slice(0, 5)}`;
  };
}
