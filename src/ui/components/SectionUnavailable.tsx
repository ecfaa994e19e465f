import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageResolution } from '../../protocol/routeAnswer';

/**
 * A section the player cannot use right now: its name, a sentence saying so
 * and the way home, in the player's language. Never the route's internal name
 * or parameters (`data-route` is for tests only, not shown).
 */
export function SectionUnavailable({ resolution, title, body }: { resolution: PageResolution; title: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="page page--centered shell-placeholder"
      data-testid="placeholder-page"
      data-route={resolution.routeId}
      aria-labelledby="shell-placeholder-title"
    >
      <h1 id="shell-placeholder-title">{title}</h1>
      <p>{body ?? t('shell.placeholder.body')}</p>
      <p>
        <Link to={`/${resolution.language}`} className="button button--primary" data-testid="placeholder-home">
          {t('shell.placeholder.home')}
        </Link>
      </p>
    </section>
  );
}
