import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { StorageWarningBanner } from '../components/StorageWarningBanner';

/** The main layout of SPEC 2: header, warnings, the page, footer. */
export function Layout({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('app.skip_to_content')}
      </a>
      <Header lang={lang} />
      <StorageWarningBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
