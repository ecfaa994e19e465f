import { useTranslation } from 'react-i18next';
import { Button } from '../design/Button';

/** A list or promotion that did not arrive (the server or the way there failed), and a button to ask again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="promo-error card" data-testid="promo-error">
      <p role="alert">{t('promotionPages.load_failed')}</p>
      <Button variant="primary" data-testid="promo-retry" onClick={retry}>
        {t('promotionPages.retry')}
      </Button>
    </div>
  );
}
