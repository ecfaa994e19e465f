import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: 'auto',
      manifest: {
        name: 'BetHouse',
        short_name: 'BetHouse',
        start_url: '/',
        display: 'standalone',
        background_color: '#10151f',
        theme_color: '#10151f',
        icons: [],
      },
      workbox: {
        // The API and the feed are never cached: odds and balances must be live.
        navigateFallbackDenylist: [/^\/web-api\//, /^\/__test\//],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
  ],
  define: {
    // The reference build is a development environment (debugger, outbox); an operator builds with APP_ENV=production.
    __APP_ENV__: JSON.stringify(process.env.APP_ENV ?? 'development'),
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The live benchmark's comparison build (npm run bench:live): the core on the main thread instead of a worker.
    __CORE_ON_MAIN__: JSON.stringify(process.env.VITE_CORE_ON_MAIN === '1'),
  },
  worker: { format: 'es' as const },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/web-api': 'http://127.0.0.1:8080' } },
});
