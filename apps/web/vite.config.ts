import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript, preloadChunks } from '../../tools/vite-preload-chunks';
import { precompress } from '../../tools/vite-precompress';
import { serviceWorker } from '../../tools/vite-service-worker';

const api = process.env.API_URL ?? 'http://localhost:3000';
/** The few KiB that make the frame answer before the app has arrived (see the file). */
const EARLY_SHELL = 'src/app/early-shell.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadChunks(['src/app/side-menu.tsx']),
    earlyScript(EARLY_SHELL),
    // The offline page and what the install needs are cached with the first screen's scripts and styles.
    serviceWorker(fileURLToPath(new URL('./service-worker.js', import.meta.url)), [
      '/offline.html',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `npm run dev`: Vite serves the app with hot reload and forwards API and media requests to the API server.
  server: { port: 5173, proxy: { '/api': api, '/storage': api } },
  // The manifest lets bench/bundle-size.ts measure the first route and each lazy route against the budgets.
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: { input: { index: 'index.html', 'early-shell': EARLY_SHELL } },
  },
});
