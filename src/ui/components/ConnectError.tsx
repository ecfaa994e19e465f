import { useTranslation } from 'react-i18next';

/** The worker could not start (no storage, a blocked worker script, a version clash between tabs). */
export function ConnectError() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered" data-testid="connect-error">
      <div role="alert">
        <h1>{t('app.connect_failed_title')}</h1>
        <p>{t('app.connect_failed_body')}</p>
      </div>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </p>
    </div>
  );
}
