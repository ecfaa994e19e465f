import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuSportView } from '../../protocol/live-client';
import type { BettingSection, MenuSport } from '../../protocol/schemas/live';
import { ChampGroups } from './ChampGroups';
import { champPath, cyberAllPath, sportPath, type MenuSection } from './paths';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';

export { useCatalogue } from './states';

/** The link of a sport in a section: cyber disciplines have their own pages (SPEC 2 cyber routes). */
export function sportHref(lang: string, section: BettingSection, sport: Pick<MenuSport, 'sportId' | 'slug' | 'isCyber'>): string {
  return sportPath(lang, section, sport.isCyber ? 'cyber' : 'sports', sport.sportId, sport.slug);
}

/** The sports of a section with their championships and game counts (catalogue `menu:{section}`). */
export function SportMenu({
  lang,
  section,
  menu,
  activeSportId,
}: {
  lang: string;
  section: BettingSection;
  menu?: MenuSection;
  activeSportId?: number | null;
}) {
  const { t } = useTranslation();
  const key = `menu:${section}`;
  useLiveWatch([], [key]);
  const entry = useCatalogue(key);
  const retry = useCatalogueRetry(key);
  let body;
  if (!entry || entry.status === 'loading') body = <Loading testId="live-menu-loading" />;
  else if (entry.status === 'error') body = <Failed text={t('live.menu.error')} testId="live-menu-error" onRetry={retry} />;
  else if (entry.data.kind !== 'menu') body = <Failed text={t('live.menu.error')} testId="live-menu-error" onRetry={retry} />;
  else {
    const sports: readonly MenuSportView[] = entry.data.sports.filter((s) =>
      menu === 'cyber' ? s.isCyber : menu === 'sports' ? !s.isCyber : true,
    );
    body =
      sports.length === 0 ? (
        <Empty text={t('live.menu.empty')} testId="live-menu-empty" />
      ) : (
        <ul className="live-menu__sports">
          {sports.map((s) => {
            const group: MenuSection = s.isCyber ? 'cyber' : 'sports';
            return (
              <li key={s.sportId} className={s.sportId === activeSportId ? 'is-active' : undefined}>
                <Link
                  to={sportHref(lang, section, s)}
                  data-testid={`live-menu-sport-${s.sportId}`}
                  aria-current={s.sportId === activeSportId ? 'page' : undefined}
                >
                  {s.name} <span className="live-count">{s.gamesCount}</span>
                </Link>
                {s.sportId === activeSportId && (
                  <ChampGroups
                    groups={s.groups}
                    className="live-menu__champs"
                    linkTo={(c) => champPath(lang, section, group, s.sportId, s.slug, c.champId, c.nameEng)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      );
  }
  return (
    <nav className="live-menu" aria-label={t('live.menu.title')} data-testid="live-menu">
      <div className="live-menu__tabs">
        <Link to={`/${lang}/live`} aria-current={section === 'live' ? 'page' : undefined}>
          {t('live.section.live')}
        </Link>
        <Link to={`/${lang}/line`} aria-current={section === 'line' ? 'page' : undefined}>
          {t('live.section.line')}
        </Link>
        <Link to={cyberAllPath(lang)}>{t('live.cyber.title')}</Link>
      </div>
      {body}
    </nav>
  );
}
