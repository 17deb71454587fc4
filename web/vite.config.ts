import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  // The server bundle carries its own production React, Apollo Client and router (only graphql, shared
  // with the API, stays outside), so pages render with production code whatever NODE_ENV the process has.
  ...(isSsrBuild
    ? { ssr: { noExternal: true, external: ['graphql'] }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
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
        rolldownOptions: {
          input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql/index.html') },
          // The storefront's framework (React, the router, Apollo Client and what they need) in one chunk: left
          // to itself the bundler splits it into many small chunks shared with the lazy routes and the IDE,
          // and each file compresses worse and costs a request. graphql stays out (the IDE needs all of it).
          output: {
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/,
                },
              ],
            },
          },
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
  worker: { format: 'es' },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api, '/healthz': api } },
}));
