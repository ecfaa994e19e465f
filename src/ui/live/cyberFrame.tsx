import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Sport } from '../../protocol/schemas/live';
import { FeedBanner } from './FeedBanner';
import { CYBER_DEFAULT_TYPE, cyberAllPath, cyberDisciplinePath, cyberPath } from './paths';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

/** The cyber types the catalogue has games of: every discipline it offers is played by real teams. */
const CYBER_TYPES_WITH_GAMES = [CYBER_DEFAULT_TYPE];

type Disciplines = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sports: readonly Sport[] };

/** The cyber disciplines of the sports map (catalogue `sports`), for a cyber type. */
export function useDisciplines(type: string): Disciplines {
  useLiveWatch([], ['sports']);
  const entry = useCatalogue('sports');
  if (!entry || entry.status === 'loading') return { status: 'loading' };
  if (entry.status === 'error' || entry.data.kind !== 'sports') return { status: 'error' };
  return { status: 'ready', sports: CYBER_TYPES_WITH_GAMES.includes(type) ? entry.data.sports.filter((s) => s.isCyber) : [] };
}

/** The cyber frame: its navigation (main, all disciplines, each discipline), the feed banner and the page. */
export function CyberShell({ lang, type, active, children }: { lang: string; type: string; active?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const disciplines = useDisciplines(type);
  return (
    <>
      <div className="live-page" data-testid="live-cyber">
        <nav className="live-menu" aria-label={t('live.cyber.title')} data-testid="live-cyber-menu">
          <ul className="live-menu__sports">
            <li className={active === 'main' ? 'is-active' : undefined}>
              <Link to={`${cyberPath(lang, type)}/main`} aria-current={active === 'main' ? 'page' : undefined}>
                {t('live.cyber.main')}
              </Link>
            </li>
            <li className={active === 'all' ? 'is-active' : undefined}>
              <Link to={cyberAllPath(lang, type)} aria-current={active === 'all' ? 'page' : undefined}>
                {t('live.cyber.all')}
              </Link>
            </li>
            {disciplines.status === 'ready' &&
              disciplines.sports.map((s) => (
                <li key={s.sportId} className={active === s.slug ? 'is-active' : undefined}>
                  <Link
                    to={cyberDisciplinePath(lang, s.slug, type)}
                    data-testid={`live-cyber-discipline-${s.slug}`}
                    aria-current={active === s.slug ? 'page' : undefined}
                  >
                    {s.name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="live-page__main">
          <FeedBanner />
          {children}
        </div>
      </div>
    </>
  );
}

/** Loading, error (with retry) or not found around a page that needs its discipline from the sports map. */
export function WithDiscipline({
  type,
  slug,
  children,
}: {
  type: string;
  slug: string | undefined;
  children: (sport: Sport) => ReactNode;
}) {
  const { t } = useTranslation();
  const disciplines = useDisciplines(type);
  const retry = useCatalogueRetry('sports');
  if (disciplines.status === 'loading') return <Loading />;
  if (disciplines.status === 'error') return <Failed text={t('live.cyber.error')} onRetry={retry} />;
  const sport = disciplines.sports.find((s) => s.slug === slug);
  if (!sport) return <Empty text={t('live.cyber.no_discipline')} testId="live-cyber-missing" />;
  return <>{children(sport)}</>;
}
