import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** The operator console: its own app, served by the same server under /console. */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5174, proxy: { '/api': api, '/storage': api } },
  build: { outDir: 'dist', target: 'es2022', sourcemap: false, manifest: true },
});
