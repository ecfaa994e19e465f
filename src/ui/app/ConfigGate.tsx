import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigSkeleton, LoadingState } from '../components/LoadingState';
import { ConfigErrorPage } from '../shell/pages/ConfigErrorPage';
import { useProjection, useProjectionSelector } from '../core-access/coreContext';

/**
 * Nothing of the site paints before its configuration (SPEC 1, start-up):
 * - the first load shows a skeleton with the attempt number;
 * - 'no site config' replaces the whole app with the error page and its retry
 *   (which stays busy while the worker tries again);
 * - a reload after success (a language switch) keeps the page on screen.
 * The preferences' first push is awaited too, so the theme never flashes.
 */
export function ConfigGate({ lang, children }: { lang: string; children: ReactNode }) {
  const { t } = useTranslation();
  const site = useProjection('siteConfig');
  const preferencesArrived = useProjectionSelector('preferences', () => true);
  // What the config last settled as, so a 'loading' can be told apart: first load, retry, or refresh.
  const lastSettled = useRef<'ready' | 'failed' | null>(null);
  if (site?.status === 'ready' || site?.status === 'failed') lastSettled.current = site.status;

  if (!site) return <LoadingState />;
  if (site.status === 'failed') return <ConfigErrorPage lang={lang} error={site.error} detail={site.message} busy={false} />;
  if (site.status === 'loading') {
    if (lastSettled.current === 'failed') return <ConfigErrorPage lang={lang} error="no_site_config" busy attempt={site.attempt} />;
    if (lastSettled.current === null) return <ConfigSkeleton attempt={site.attempt} />;
  }
  if (!preferencesArrived) return <LoadingState />;
  return (
    <>
      {site.status === 'loading' && (
        <div className="top-progress" role="status" aria-live="polite">
          <span className="visually-hidden">{t('config.updating')}</span>
        </div>
      )}
      {children}
    </>
  );
}
