import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev:web` proxies the API of a shop started with `PORT=3000 npm start`.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The second page is the offline GraphQL IDE served at GET /graphql (dist/graphiql/index.html).
    rolldownOptions: {
      input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql/index.html') },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api, '/healthz': api } },
});
