import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';
import { chunkGroups, scopedClassName } from './vite-chunks';

/** The entry's chunks and CSS (web/vite-chunks.ts), on every storefront page before any lazy chunk. */
const LOADED_FIRST = /^assets\/(main|shop-core|framework|rolldown-runtime)-[\w-]{8}\.(js|css)$/;

// `npm run dev:web` proxies the API of a shop started with `PORT=3000 npm start` (client-rendered in dev).
const api = 'http://127.0.0.1:3000';

/**
 * Two builds (`npm run build:web`):
 * - the client: dist/ with index.html (the SSR template), hashed assets/ and .vite/manifest.json
 *   (which chunks and CSS each module needs, for the preload tags of a page's matched routes);
 *   graphiql/index.html is a second page, the offline GraphQL IDE served at GET /graphql;
 * - the server (`--ssr`): dist/.ssr/entry-server.mjs, loaded by the API process. A dot folder, so the
 *   static file handler never serves it.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: __dirname,
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  css: { modules: { generateScopedName: scopedClassName(__dirname) } },
  // The server bundle carries its own production React, Apollo Client and router (only graphql, shared
  // with the API, stays outside), so pages render with production code whatever NODE_ENV the process has.
  ...(isSsrBuild
    ? { ssr: { noExternal: true, external: ['graphql'] }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : // A package's ES2015 build where it has one (rxjs, under Apollo Client): its ES5 build carries tslib's
      // helpers and compiled classes, some 2 KB more gzip on every page, for browsers the shop does not support.
      { resolve: { conditions: [...defaultClientConditions, 'es2015'] } }),
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: {
          input: path.resolve(__dirname, 'src/entry-server.tsx'),
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Every browser the shop supports preloads modules itself. A lazy chunk's preload list leaves out the
        // files every storefront page has already loaded (the entry's own chunks and CSS): listed, they only
        // lengthen the route table in shop-core.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !LOADED_FIRST.test(dep)) : deps),
        },
        rolldownOptions: {
          input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql/index.html') },
          // The framework and the shop's shared modules in a chunk each (vite-chunks.ts).
          output: { codeSplitting: { groups: chunkGroups(path.resolve(__dirname, 'src/entry-client.tsx')) } },
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
  worker: { format: 'es' },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api, '/healthz': api } },
}));
