/*
 * Requests the service worker has no part in, sent by the browser straight to the network (static routing,
 * InstallEvent.addRoutes), imported into the generated service worker (vite.config.ts, workbox importScripts): the
 * casino's tile art (CASINO_PATHS.tiles), which HTTP caches for a day and nothing keeps offline. A lobby's scroll asks
 * for a row of tiles a frame; through the fetch handler each cost a task on the worker's thread, beside the page's on a
 * phone's few cores, and a hop before the request left. A browser without static routing goes through the handler.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const tiles = { condition: { urlPattern: new URLPattern({ pathname: '/web-api/casino/tiles/*' }) }, source: 'network' };
  // A refused route leaves the requests to the fetch handler: it never fails the install.
  event.waitUntil(Promise.resolve(event.addRoutes(tiles)).catch(() => undefined));
});
