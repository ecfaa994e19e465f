import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ConfigGate } from './ConfigGate';
import { useCore, useProjectionSelector } from './coreContext';
import { DocumentAttributes } from './DocumentAttributes';
import { LanguageGate, UnlistedLanguageGate } from './LanguageGate';
import { isLanguageSegment } from './languagePath';
import { selectLanguages, selectReadyLang } from './selectors';
import { Layout } from './Layout';

/** `/:lng/*`: a well-formed language gets the app in that language; anything else is decided by the worker. */
export function LanguageRoute() {
  const { lng } = useParams();
  if (!isLanguageSegment(lng)) return <LanguageGate />;
  return (
    <>
      <DocumentAttributes lang={lng} />
      <ConfigGate lang={lng}>
        <ListedLanguage lang={lng}>
          <Layout lang={lng} />
        </ListedLanguage>
      </ConfigGate>
    </>
  );
}

/**
 * The URL's language must be one the site offers; if not, the worker says
 * where to go. Once per tab, a config loaded for another language is reloaded
 * in the URL's (the company name and texts may differ per language). Only
 * once: the config is shared by all tabs, and two tabs in two languages must
 * not reload it back and forth forever.
 */
function ListedLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  const core = useCore();
  const languages = useProjectionSelector('siteConfig', selectLanguages);
  const configLang = useProjectionSelector('siteConfig', selectReadyLang);
  const listed = languages === undefined ? undefined : languages.some((l) => l.code === lang);
  const synced = useRef(false);

  useEffect(() => {
    if (synced.current || typeof configLang !== 'string' || listed !== true) return;
    synced.current = true;
    if (configLang !== lang) void core.reloadSiteConfig(lang).catch(() => undefined);
  }, [core, configLang, lang, listed]);

  if (listed === false) return <UnlistedLanguageGate>{children}</UnlistedLanguageGate>;
  return <>{children}</>;
}
