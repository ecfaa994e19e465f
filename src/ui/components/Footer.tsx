import { useTranslation } from 'react-i18next';
import { useCompanyName } from './Header';

export function Footer() {
  const { t } = useTranslation();
  const company = useCompanyName() ?? '';
  return (
    <footer className="site-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
      <p>{t('footer.responsible')}</p>
    </footer>
  );
}
