import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BettingSection, MenuSport } from '../../protocol/schemas/live';
import { useProjectionSelector } from '../app/coreContext';
import { champPath, sportPath, type MenuSection } from './paths';

export function useCatalogue(key: string) {
  return useProjectionSelector('live', (live) => live.catalogue[key]);
}

/** The sports of a section with their championships and game counts (catalogue `menu:{section}`). */
export function SportMenu({ lang, section, menu, activeSportId }: { lang: string; section: BettingSection; menu?: MenuSection; activeSportId?: number | null }) {
  const { t } = useTranslation();
  const entry = useCatalogue(`menu:${section}`);
  let body;
  if (!entry || entry.status === 'loading') body = <p className="live-state" role="status" aria-busy="true" data-testid="live-menu-loading">{t('live.list.loading')}</p>;
  else if (entry.status === 'error') body = <p className="live-state live-state--error" role="alert" data-testid="live-menu-error">{t('live.menu.error')}</p>;
  else if (entry.data.kind !== 'menu') body = null;
  else {
    const sports: readonly MenuSport[] = entry.data.sports.filter((s) => (menu === 'cyber' ? s.isCyber : menu === 'sports' ? !s.isCyber : true));
    body =
      sports.length === 0 ? (
        <p className="live-state" data-testid="live-menu-empty">{t('live.menu.empty')}</p>
      ) : (
        <ul className="live-menu__sports">
          {sports.map((s) => {
            const group: MenuSection = s.isCyber ? 'cyber' : 'sports';
            return (
              <li key={s.sportId} className={s.sportId === activeSportId ? 'is-active' : undefined}>
                <Link to={sportPath(lang, section, group, s.sportId, s.slug)} data-testid={`live-menu-sport-${s.sportId}`}>
                  {s.name} <span className="live-count">{s.gamesCount}</span>
                </Link>
                {s.sportId === activeSportId && (
                  <ul className="live-menu__champs">
                    {s.champs.map((c) => (
                      <li key={c.champId}>
                        <Link to={champPath(lang, section, group, s.sportId, s.slug, c.champId, c.nameEng)}>
                          {c.name} <span className="live-count">{c.gamesCount}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
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
      </div>
      {body}
    </nav>
  );
}
