import { registerSW } from 'virtual:pwa-register';
import { APP_VERSION_CHECK_MS } from '../../protocol/constants/pwa';
import { buildReport } from './buildReport';
import { thisBuild } from './newBuild';
import { offerTakeOver } from './reloadToUpdate';

/**
 * Registers the service worker (loaded when the page is idle, never with the
 * first load) and runs SPEC 9's app-version check: 60 s after start, then
 * hourly, the browser asks the server for its service worker; a changed one
 * installs and waits. Its waiting is a fact the tab reports (the worker's
 * rule raises the update warning); the warning's reload lets it take over.
 */
let registered = false;

export function registerServiceWorker(): void {
  // Once per page, whichever layout asked first (a layout that mounts again asks again).
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const updateSW = registerSW({
    onNeedRefresh() {
      offerTakeOver(() => updateSW(true));
      buildReport.set({ command: 'app/update-waiting', build: thisBuild() });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setTimeout(() => {
        check();
        setInterval(check, APP_VERSION_CHECK_MS.every);
      }, APP_VERSION_CHECK_MS.first);
    },
  });
}
