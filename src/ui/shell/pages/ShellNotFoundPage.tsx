import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC 8: 404 "This page could not be found", with a way home. */
export function ShellNotFoundPage({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page--centered" data-testid="not-found" aria-labelledby="not-found-title">
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('not_found.title')}</h1>
      <p>{t('not_found.body')}</p>
      <p>
        <Link to={`/${lang}`} className="button">
          {t('not_found.home')}
        </Link>
      </p>
    </section>
  );
}
