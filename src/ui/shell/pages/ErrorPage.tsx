import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC 8: the general error page for failed routes, showing the server's status (500 for unknown middleware). */
export function ErrorPage({ lang, status }: { lang: string; status: number }) {
  const { t } = useTranslation();
  return (
    <section className="page page--centered" data-testid="error-page" data-status={status} aria-labelledby="shell-error-title">
      <p className="page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="shell-error-title">{t('shell.error.title')}</h1>
      <p>{t('shell.error.body', { status })}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </button>{' '}
        <Link to={`/${lang}`} className="button">
          {t('not_found.home')}
        </Link>
      </p>
    </section>
  );
}
