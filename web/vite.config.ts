import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev:web` proxies the API of a shop started with `PORT=3000 npm start`.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api, '/healthz': api } },
});
