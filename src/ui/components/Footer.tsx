import { useTranslation } from 'react-i18next';
import { useCompanyName } from './Header';

/** `onCookieSettings`: where the layout asks the cookie question, the footer offers to answer it again. */
export function Footer({ onCookieSettings }: { onCookieSettings?: () => void } = {}) {
  const { t } = useTranslation();
  const company = useCompanyName() ?? '';
  return (
    <footer className="site-footer">
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
