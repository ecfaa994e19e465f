// First: zod must not try eval under the frame's policy.
import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Texts } from '../i18n/texts';
import { FrameApp } from './FrameApp';
import { readLaunchParams } from './launchParams';
import '../design/fonts.css';
import '../design/tokens.css';
import '../design/button.css';
import '../design/field.css';
import './frame.css';

/** The game frame's texts: the casinoPlay area in the launch's language (English when it has none). */
const TEXTS = import.meta.glob<Texts>('../i18n/areas/casinoPlay/*.json', { import: 'default' });

async function start(): Promise<void> {
  const launch = readLaunchParams(window.location.hash);
  // The token stays in memory only: the address bar (and any copy of it) loses it at once.
  history.replaceState(null, '', window.location.pathname);
  const root = document.documentElement;
  root.lang = launch.lang;
  root.dir = launch.dir;
  root.dataset.theme = launch.theme;
  const load = TEXTS[`../i18n/areas/casinoPlay/${launch.lang}.json`] ?? TEXTS['../i18n/areas/casinoPlay/en.json'];
  const texts = load ? await load() : {};
  // Its own instance with only the frame's texts: the site's shell texts (createI18n's) are not the frame's to download.
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [launch.lang]: { translation: texts } },
    lng: launch.lang,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const container = document.getElementById('frame-root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <FrameApp launch={launch} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
