import { useTranslation } from 'react-i18next';
import type { PageProps } from '../core-access/pageProps';
import { Button } from '../design/Button';
import { Preloader } from '../shell/Preloader';
import { ContentBody } from './ContentBody';
import { ContentStatus } from './ContentStatus';
import { SiteQrCode } from './SiteQrCode';
import { useContentTexts } from './texts';
import { useContent } from './useContent';
import { useInstallPrompt } from './useInstallPrompt';

/**
 * mobile: the app page. Its words come from the server's content when the
 * operator published some (else the page's own); below them, installing the
 * site as an app (it is a PWA) and a QR code of the site for a phone.
 */
export function MobilePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useContentTexts();
  const lang = resolution.language;
  const install = useInstallPrompt();
  const { value, retry } = useContent(`page|${lang}|mobile`, (core) => core.ask('loadContentPage', { page: 'mobile', lang }));
  if (!ready || value.status === 'loading')
    return <Preloader kind={resolution.meta.preloader} message={ready ? t('contentPages.loading') : undefined} />;
  return (
    <article className="page info-page" data-testid="mobile-page" aria-labelledby="content-page-title">
      {value.status === 'ok' ? (
        <ContentBody page={value.value} />
      ) : (
        <>
          <ContentStatus value={value} retry={retry} resolution={resolution} notFound="none" />
          {value.status === 'notFound' && (
            <>
              <h1 id="content-page-title">{t('contentPages.mobile.title')}</h1>
              <p className="lead">{t('contentPages.mobile.lead')}</p>
            </>
          )}
        </>
      )}
      <div className="cards">
        <section className="card" data-testid="mobile-install">
          {install.kind === 'installed' && <p>{t('contentPages.mobile.installed')}</p>}
          {install.kind === 'offered' && (
            <Button variant="primary" size="lg" onClick={install.install} data-testid="mobile-install-button">
              {t('contentPages.mobile.install')}
            </Button>
          )}
          {install.kind === 'manual' && <p className="hint">{t('contentPages.mobile.install_hint')}</p>}
        </section>
        <section className="card" aria-labelledby="mobile-qr-title">
          <h2 id="mobile-qr-title">{t('contentPages.mobile.qr_title')}</h2>
          <p>{t('contentPages.mobile.qr_body')}</p>
          <SiteQrCode lang={lang} />
        </section>
      </div>
    </article>
  );
}
