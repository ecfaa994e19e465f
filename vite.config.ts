import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { earlyHost } from './scripts/earlyHost';
import { gameFrameBuild } from './scripts/gameFrameBuild';
import { shellFrames } from './scripts/shellFrames';
import { precompressAssets } from './scripts/precompress';
import { reactRouterProduction } from './scripts/reactRouterProduction';
import { zodWithoutJsonSchema } from './scripts/zodWithoutJsonSchema';
import { zodDeferred } from './scripts/zodDeferred';
import { CONFIG_ALL_PATH } from './src/protocol/schemas/siteConfig';
import {
  APP_BACKGROUND_COLOR,
  APP_ICON_SIZES,
  APP_SCREENSHOTS,
  APP_THEME_COLOR,
  MASKABLE_ICON_SIZES,
  appIconPath,
  maskableIconPath,
} from './src/protocol/constants/pwa';

/** The live benchmark's comparison build (npm run bench:live): the core on the main thread instead of a worker. */
const CORE_ON_MAIN = process.env.VITE_CORE_ON_MAIN === '1';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    VitePWA({
      // The page registers it when idle (src/ui/apps/serviceWorker.ts) and asks before a new one takes over.
      registerType: 'prompt',
      injectRegister: false,
      // Served at /manifest.webmanifest (the server answers it as a file, never as a page of a language).
      manifest: {
        id: '/',
        name: 'BetHouse: sports betting and casino',
        short_name: 'BetHouse',
        description: 'Live and pre-match sports betting, casino and live casino.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: APP_BACKGROUND_COLOR,
        theme_color: APP_THEME_COLOR,
        icons: [
          ...APP_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
          ...MASKABLE_ICON_SIZES.map((size) => ({
            src: maskableIconPath(size),
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'maskable',
          })),
        ],
        screenshots: APP_SCREENSHOTS.map((shot) => ({ ...shot, type: 'image/png' })),
      },
      workbox: {
        // A navigation always asks the server first, so its 404, 500, redirect or block page keeps its status; the
        // precached shell answers only when the network fails (offline), never in place of a server's answer.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            // The site's configuration (not odds, not balances): from the server whenever it answers, the last answer
            // kept for when it cannot be reached, so the cached app still starts offline with the slip and settings.
            // A RegExp, not a function: the plugin copies a function's text into the service worker without its imports.
            urlPattern: new RegExp(`${CONFIG_ALL_PATH.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?|$)`),
            handler: 'NetworkFirst',
            options: { cacheName: 'site-config', expiration: { maxEntries: 16 } },
          },
        ],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // hls.js plays live streams, which need the network anyway: a visit does not download it for offline use.
        // The layout's frames are read by the server into a page's HTML, never fetched by a page: not precached either.
        globIgnores: ['**/hls.light-*.js', 'frames/**'],
        // Source maps are not published next to the site (sourceMapsOutside below).
        sourcemap: false,
        // The inbox's web push: showing a pushed message and opening its link (public/sw-push.js); the casino's tile
        // art past the worker, straight to the network (public/sw-routes.js).
        importScripts: ['/sw-push.js', '/sw-routes.js'],
      },
    }),
    appHead(),
    // The build with the core on the main thread starts no worker, so its HTML starts none either.
    ...(CORE_ON_MAIN ? [] : [earlyHost()]),
    sourceMapsOutside(),
    gameFrameBuild(),
    shellFrames(),
    precompressAssets(),
  ],
  define: {
    // The reference build is a development environment (debugger, outbox); an operator builds with APP_ENV=production.
    __APP_ENV__: JSON.stringify(process.env.APP_ENV ?? 'development'),
    __APP_VERSION__: JSON.stringify(pkg.version),
    __CORE_ON_MAIN__: JSON.stringify(CORE_ON_MAIN),
  },
  resolve: {
    // rxjs (the worker's timed streams) ships ES2015 code under this condition; without it the build takes its ES5 copy,
    // whose classes are functions wired by tslib's helpers (about 5 kB of the worker's script).
    conditions: ['es2015', ...defaultClientConditions],
    // react-i18next imports the useSyncExternalStore shim for React 17; React 19 has the hook, and the shim's fallback
    // (about 0.7 kB of the first load) would never run.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/ui/runtime/syncExternalStore.ts'),
      },
    ],
  },
  worker: {
    format: 'es' as const,
    // The worker parses and never generates JSON Schema: zod's generator stays out of its script; and it builds a schema
    // when first used, not while its script is evaluated (each plugin says why).
    plugins: () => [zodWithoutJsonSchema(), zodDeferred()],
    rolldownOptions: {
      // Vite strips annotations from the minified page build but not from the worker's: without this the worker's script
      // carried some 530 /* @__PURE__ */ marks (a hundred of them the route table's). License banners stay.
      output: {
        comments: { annotation: false, jsdoc: false, legal: true },
        // What the worker's entry imports statically is its one script, as the page's is (below). Without this, a module
        // the entry shares with a first-use module (the bet schemas, the schema library) became files of their own that
        // the worker's script imports at once: more requests for the same first download.
        codeSplitting: { groups: [{ name: 'worker', tags: ['$initial'] }] },
      },
      // As in the page's build (below): a module the worker loads on first use takes the answer schemas only it reads
      // along, which stay out of the worker's script only if importing their module for a path or a type has no effect.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/protocol\//, sideEffects: false },
          { test: /\/src\/core\//, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
    },
  },
  build: {
    target: 'es2022',
    // No modulepreload polyfill (about 0.27 kB gzip of the first load, paying for the page's Trusted Types policy):
    // every browser with modulepreload ignores it, and the few without (Safari before 17, Firefox before 115) still
    // load every chunk, only without the early hint.
    modulePreload: { polyfill: false },
    // Maps without the sourceMappingURL comment, moved out of the served folder once written (sourceMapsOutside below).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: split into many small shared chunks it compressed
          // about 10 kB worse (each file restarts gzip's dictionary). The apps stay chunks of their own.
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // The parts every page of the main layout shows at once (the header's session controls, the sports menu, the
            // support area) stay apps of their own but come in one file: they are always fetched together.
            {
              name: 'layout-parts',
              test: /\/src\/ui\/(session\/sessionApp|live\/sportsMenuApp|support\/supportApp)\.ts$/,
              priority: 2,
            },
            // The footer waits for the page to be idle (footer/FooterSlot.tsx); the header's social links, when the
            // config places any there, draw with the same code: one file for both.
            { name: 'footer', test: /\/src\/ui\/footer\/(footerApp|headerSocialApp)\.ts$/, priority: 2 },
            // The slip's frame takes the small modules its on-demand parts share with it (money, errors, commands).
            { name: 'slip', test: /\/src\/ui\/coupon\/slipApp\.ts$/, priority: 1 },
            // A list of games, its rows and the feed's banner (home, the lists, the game page's markets, cyber) are one file
            // every betting page shares.
            { name: 'GameList', test: /\/src\/ui\/live\/(GameList|FeedBanner)\.tsx$/, priority: 1 },
            // What the session dialogs share with the office (a new password's field, a phone's input, the security texts)
            // and what the print page shares with the office history (a keyed load, the slip calls): one file each, not
            // one per module, since every shared file is one more name in the first load's preload map.
            {
              name: 'accountForms',
              test: /\/src\/ui\/(password\/PasswordField|session\/PhoneInput|office\/officeSecurity\/texts)\.tsx?$/,
              priority: 1,
            },
            { name: 'keyedLoad', test: /\/src\/ui\/(core-access\/useKeyedLoad|coupon\/print\/slipCore)\.ts$/, priority: 1 },
            // The slip's bets tab and the office history show coupons with the same cards: the tab's app holds them.
            { name: 'myBetsApp', test: /\/src\/ui\/coupon\/myBets\//, priority: 0.5 },
            // A dialog's focus trap is the session dialogs' as well as a game's: a file of its own, not inside either.
            { name: 'useDialogFocus', test: /\/src\/ui\/components\/useDialogFocus\.ts$/, priority: 1 },
            // The betting frame (the sport menu's frame, the filters, a championship's games) is the lists' and the other
            // betting pages': one file beside each app, so a game or the cyber hub does not load the lists.
            { name: 'liveFrame', test: /\/src\/ui\/live\/(frames|FilterBar|champGames)\.tsx$/, priority: 0.5 },
            // A game's detail goes with the game page; a cyber game and the other betting pages import it from there.
            { name: 'bettingGameApp', test: /\/src\/ui\/live\/bettingGameApp\.ts$/, priority: 0.2 },
          ],
        },
      },
      treeshake: {
        // The contract is types, schemas and constants (DESIGN): importing one constant must not bring the module's
        // schemas (and the schema library) into the page's bundle when nothing uses them. The core is pure by rule (no
        // effects at all), so a display helper brings only what it calls: not the odds ladder built at module level.
        moduleSideEffects: [
          { test: /\/src\/protocol\//, sideEffects: false },
          { test: /\/src\/core\//, sideEffects: false },
        ],
        // Radix's builds name every function with a `__name(fn, "name")` call (esbuild's keepNames): a call the
        // bundler must otherwise keep, and with it every function and class it names, used or not (about 8 kB of
        // an unused collection in the tabs). Naming has no other effect, so the calls are declared pure.
        manualPureFunctions: ['__name'],
      },
    },
  },
  server: { proxy: { '/web-api': 'http://127.0.0.1:8080' } },
});

/**
 * The installable app's tags in every page's head: the icon, the theme
 * colour and SPEC 9's apple-touch icons, from the same constants as the
 * manifest (the server's page renderer keeps the template's head).
 */
function appHead(): Plugin {
  return {
    name: 'app-head',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: APP_THEME_COLOR }, injectTo: 'head' },
      ...APP_ICON_SIZES.map((size) => ({
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', sizes: `${size}x${size}`, href: appIconPath(size) },
        injectTo: 'head' as const,
      })),
    ],
  };
}

/**
 * Source maps are written by the build (hidden: the scripts carry no
 * sourceMappingURL) and then moved from the served folder to a sibling one
 * (`dist` -> `dist-sourcemaps`), which the reference server never serves and
 * git ignores: the maps stay at hand for reading a production stack trace,
 * never published next to the code.
 */
function sourceMapsOutside(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'source-maps-outside',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const mapsDir = `${outDir}-sourcemaps`;
        for (const file of mapFiles(outDir)) {
          const target = join(mapsDir, relative(outDir, file));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
        }
      },
    },
  };
}

function mapFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mapFiles(path);
    return name.endsWith('.map') ? [path] : [];
  });
}
