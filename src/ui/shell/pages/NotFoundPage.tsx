import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FALLBACK_LANGUAGE, isLanguageSegment } from '../../core-access/languagePath';

interface NotFoundProps {
  /** The language of the way home; by default the URL's. */
  readonly lang?: string;
  /** What is missing, where a page says it in its own words (a coupon to print); by default "This page could not be found". */
  readonly title?: string;
  readonly body?: string;
  readonly testId?: string;
}

/** SPEC 8: 404 "This page could not be found", with a way home. */
export function NotFoundPage({ lang, title, body, testId = 'not-found' }: NotFoundProps) {
  const { t } = useTranslation();
  const { lng } = useParams();
  const home = lang ?? (isLanguageSegment(lng) ? lng : FALLBACK_LANGUAGE);
  const titleId = `${testId}-title`;
  return (
    <section className="page page--centered" data-testid={testId} aria-labelledby={titleId}>
      <p className="page__code" aria-hidden="true">
        404
      </p>
      <h1 id={titleId}>{title ?? t('not_found.title')}</h1>
      <p>{body ?? t('not_found.body')}</p>
      <p>
        <Link to={`/${home}`} className="button">
          {t('not_found.home')}
        </Link>
      </p>
    </section>
  );
}
