import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_INFO_NAV } from '../../protocol/routes';
import { useCompanyName } from '../core-access/useCompanyName';
import { usePrefetchLinks } from '../apps/prefetch';
import { useOpenLinks } from '../components/useOpenLinks';
import { SocialLinks } from './SocialLinks';

// The age notice (SPEC 1) comes with the footer: after the page's first load, so that load does not grow.
const AgeNoticeHost = lazy(() => import('../ageNotice/AgeNoticeHost'));
// So do the limit prompts (set a deposit limit, review the limits): a signed-in player's, in the page's flow.
const LimitPrompts = lazy(() => import('../limitPrompts/LimitPrompts'));

/** `onCookieSettings`: where the layout asks the cookie question, the footer offers to answer it again. */
export function Footer({ lang, onCookieSettings }: { lang: string; onCookieSettings?: () => void }) {
  const { t } = useTranslation();
  const company = useCompanyName() ?? '';
  const info = useOpenLinks(lang, FOOTER_INFO_NAV);
  const prefetch = usePrefetchLinks();
  return (
    <footer className="site-footer">
      {info.length > 0 && (
        <nav aria-label={t('shell.nav.info_label')} className="site-footer__nav" data-testid="footer-info">
          <ul>
            {info.map((l) => (
              <li key={l.to}>
                <Link to={l.to} data-testid={`footer-${l.label}`} {...prefetch(l)}>
                  {t(`shell.nav.${l.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Suspense fallback={null}>
        <AgeNoticeHost lang={lang} />
        <LimitPrompts lang={lang} place="site" />
      </Suspense>
      <SocialLinks placement="footer" />
      <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
      <p>{t('footer.responsible')}</p>
      {onCookieSettings && (
        <p>
          <button type="button" className="site-footer__link" data-testid="cookie-settings" onClick={onCookieSettings}>
            {t('layout.consent.settings')}
          </button>
        </p>
      )}
    </footer>
  );
}
