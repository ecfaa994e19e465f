import type { i18n as I18n } from 'i18next';
import { loadAppTexts } from '../i18n/appTexts';
import { RemoteApps } from './appStore';
import { REMOTE_APPS, type AppName } from './catalogue';
import { buildReport } from './buildReport';
import { isNewBuildServed, thisBuild } from './newBuild';
import { onStaleBuild } from './staleTab';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page's remote apps, wired to the browser: the catalogue's chunks, the app texts, the deploy check and the reload. */
export function createRemoteApps(i18n: I18n): RemoteApps<AppName> {
  return new RemoteApps<AppName>({
    definitions: REMOTE_APPS,
    i18n,
    loadTexts: loadAppTexts,
    isNewBuildServed: () => isNewBuildServed(),
    onStaleBuild: () =>
      onStaleBuild({
        now: Date.now,
        storage: sessionStore(),
        reload: () => window.location.reload(),
        notify: () => buildReport.set({ command: 'app/build-gone', build: thisBuild() }),
      }),
    reloadPage: () => window.location.reload(),
  });
}
