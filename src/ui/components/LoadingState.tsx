import { useTranslation } from 'react-i18next';

/** The one loading look of the app: announced politely, never an empty white page. */
export function LoadingState({ message, detail }: { message?: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status" aria-live="polite" aria-busy="true" data-testid="app-loading">
      <span className="spinner" aria-hidden="true" />
      <p>{message ?? t('app.loading')}</p>
      {detail && <p className="loading-state__detail">{detail}</p>}
    </div>
  );
}

/** The site configuration's first load: the page's outline while it arrives (SPEC 2, preloader skeleton). */
export function ConfigSkeleton({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-page" data-testid="app-loading" role="status" aria-live="polite" aria-busy="true">
      <div className="skeleton skeleton--header" aria-hidden="true" />
      <div className="skeleton-page__body">
        <p className="skeleton-page__message">
          <span className="spinner" aria-hidden="true" /> {t('config.loading')}{' '}
          {attempt >= 1 && <span data-testid="config-attempt">{t('config.attempt', { attempt })}</span>}
        </p>
        <div className="skeleton skeleton--line" aria-hidden="true" />
        <div className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
        <div className="skeleton skeleton--block" aria-hidden="true" />
      </div>
    </div>
  );
}
