/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The page's own entry: its script, CSS and preloads are already in the built index.html. */
const ENTRY = 'index.html';

function collect(manifest: ViteManifest, key: string, js: Set<string>, css: Set<string>, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css, seen);
}

/** The built CSS files' text by manifest path ('assets/x.css'), for inlining; a file left out is linked instead. */
export type InlineStyles = Record<string, string>;

/** A stylesheet in the page itself when its text is known (no render-blocking request), else a link to it. */
export function styleTag(file: string, styles?: InlineStyles): string {
  const text = styles?.[file];
  return text !== undefined && !/<\/style/i.test(text)
    ? `<style data-href="/${file}">${text}</style>`
    : `<link rel="stylesheet" crossorigin href="/${file}">`;
}

/**
 * Tags for the chunks of a page's matched routes (their `handle.module`, a source path such as
 * 'src/features/x/page.tsx'): their CSS (inlined when its text is given, so a lazy route never flashes
 * unstyled and the first paint waits on no stylesheet request), and their JS with everything it imports
 * as modulepreloads. The page's lazy parts (lib/lazy-part.tsx) that rendered add their CSS only: their
 * code loads after the page's. What the entry already loads is left out.
 */
export function routeAssetTags(manifest: ViteManifest | null, modules: string[], styles?: InlineStyles, lazyParts: string[] = []): string {
  if (!manifest || modules.length + lazyParts.length === 0) return '';
  const entryJs = new Set<string>();
  const entryCss = new Set<string>();
  collect(manifest, ENTRY, entryJs, entryCss, new Set());
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  for (const module of modules) collect(manifest, module, js, css, seen);
  const partJs = new Set<string>();
  for (const module of lazyParts) collect(manifest, module, partJs, css, seen);
  const tags: string[] = [];
  for (const file of css) if (!entryCss.has(file)) tags.push(styleTag(file, styles));
  for (const file of js) if (!entryJs.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return tags.join('');
}
