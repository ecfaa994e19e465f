import { useEffect } from 'react';
import { whenIdleAfterLoad } from './prefetch';

/**
 * Registers the service worker (the installed app, the offline shell, the
 * app-version check: docs/pwa.md) once the page is idle, from the layout as
 * the header's prefetch and the footer wait: never with the first load, and
 * its code fetched with what the idle page fetches.
 */
export function ServiceWorkerSlot() {
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        import('./serviceWorker').then(
          (sw) => sw.registerServiceWorker(),
          (error: unknown) => console.warn('The service worker could not be registered', error),
        );
      }),
    [],
  );
  return null;
}
