// First: the Trusted Types policy must exist before the app creates its workers.
import './trustedTypes';
// Second: the SharedWorker starts booting while the rest of this script evaluates.
import './runtime/earlyStart';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { createRemoteApps } from './apps/createRemoteApps';
import { RemoteAppsProvider } from './apps/RemoteAppsContext';
import { CoreProvider, connectCore } from './core-access/coreContext';
import { FALLBACK_LANGUAGE, firstSegment, isLanguageSegment } from './core-access/languagePath';
import { ConnectError } from './components/ConnectError';
import { LoadingState } from './components/LoadingState';
import { createI18n } from './i18n';
import { TEXT_LANGUAGES } from './i18n/texts';
import { isOldBrowserPath, missingFeatures, oldBrowserPath } from './shell/oldBrowser';
import './styles/index.css';

/**
 * The language to speak before the worker has decided anything: the URL's, else
 * the browser's if we have its texts. Only the loading and connection-error
 * screens use it; the routes set the real one.
 */
function bootLanguage(): string {
  const fromPath = firstSegment(window.location.pathname);
  if (isLanguageSegment(fromPath)) return fromPath;
  const browser = (navigator.language ?? '').slice(0, 2).toLowerCase();
  return (TEXT_LANGUAGES as readonly string[]).includes(browser) ? browser : FALLBACK_LANGUAGE;
}

const lang = bootLanguage();

/**
 * A browser without what the app is built on goes to the old-browser page
 * before anything boots; on that page the server's plain HTML stays as it is
 * (index.html does the same for browsers that cannot run modules at all).
 */
const missing = missingFeatures(globalThis as Parameters<typeof missingFeatures>[0]);
if (missing.length > 0) {
  console.warn(`This browser lacks ${missing.join(', ')}: showing the old-browser page`);
  if (!isOldBrowserPath(window.location.pathname)) window.location.replace(oldBrowserPath(lang));
} else {
  boot();
}

function boot(): void {
  const i18n = createI18n(lang);
  const apps = createRemoteApps(i18n);
  document.documentElement.lang = lang;
  document.documentElement.dir = i18n.dir(lang);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const root = createRoot(container);

  function render(children: ReactNode): void {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemoteAppsProvider apps={apps}>{children}</RemoteAppsProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  }

  // The worker starts while the shell's texts in the page's language arrive (English ones are here already).
  const connected = connectCore();
  // A landing's query may carry referral tags (SPEC 9): only then is the chunk that writes their cookies loaded.
  const landing = location.search;
  if (landing)
    void import('./referral/landingCookies').then(
      (m) => m.writeLandingCookies(connected, landing),
      () => undefined,
    );
  const texts = apps.textsFor(lang) ?? Promise.resolve();
  void texts.then(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    render(<LoadingState message={i18n.t('app.connecting')} />);
    connected.then(
      (client) =>
        render(
          <CoreProvider client={client}>
            <App />
          </CoreProvider>,
        ),
      (error: unknown) => {
        console.error('The site could not connect to its worker', error);
        render(<ConnectError />);
      },
    );
  });
}
