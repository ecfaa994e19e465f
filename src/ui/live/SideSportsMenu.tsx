import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { BettingSection } from '../../protocol/schemas/live';
import { sportHref } from './SportMenu';
import { champPath, cyberPath, idOf } from './paths';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useBetting } from './useBetting';
import { useLiveWatch } from './useLiveWatch';
import { Segmented } from '../design/Segmented';
import { SportIcon } from '../design/SportIcon';
import { ChampGroups } from './ChampGroups';
import './live.css';

const SECTIONS: readonly BettingSection[] = ['live', 'line'];

/** /{lng}/{section}/{sports|cyber}/{id}-{slug}/...: the sport a betting page of this section shows. */
function activeSportOf(pathname: string, section: BettingSection): number | null {
  const [, , pageSection, group, sport] = pathname.split('/');
  if (pageSection !== section || (group !== 'sports' && group !== 'cyber')) return null;
  return idOf(sport);
}

/**
 * The left column's sports menu (main layout): live and line as a segmented control (the
 * betting state's current betting type, so every tab shows the same one),
 * the sports of the chosen section from the catalogue with their game
 * counts. The sections are a segmented control (native radios: the arrows
 * move between them); sports are plain links; Arrow Up and Down move
 * between them too.
 */
export function SideSportsMenu({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { betting, set } = useBetting();
  const section = betting.currentBettingType;
  // The sport page on screen, if any: its championships open under it.
  const activeSportId = activeSportOf(useLocation().pathname, section);
  useLiveWatch([], ['menu:live', 'menu:line']);
  const entries = { live: useCatalogue('menu:live'), line: useCatalogue('menu:line') };
  const retry = useCatalogueRetry(`menu:${section}`);
  const list = useRef<HTMLUListElement>(null);

  const choose = (next: BettingSection) => {
    if (next !== section) set({ currentBettingType: next });
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  const count = (s: BettingSection) => {
    const e = entries[s];
    return e?.status === 'ready' && e.data.kind === 'menu' ? e.data.sports.reduce((n, sport) => n + sport.gamesCount, 0) : null;
  };
  const entry = entries[section];
  let body;
  if (!entry || entry.status === 'loading') body = <Loading testId="side-menu-loading" />;
  else if (entry.status === 'error' || entry.data.kind !== 'menu')
    body = <Failed text={t('live.menu.error')} testId="side-menu-error" onRetry={retry} />;
  else if (entry.data.sports.length === 0) body = <Empty text={t('live.menu.empty')} testId="side-menu-empty" />;
  else
    body = (
      <ul ref={list} className="side-sports__list" onKeyDown={onListKey} data-testid="side-menu-sports">
        {entry.data.sports.map((s) => (
          <li key={s.sportId} className={s.sportId === activeSportId ? 'is-active' : undefined}>
            <Link
              to={sportHref(lang, section, s)}
              data-testid={`side-menu-sport-${s.sportId}`}
              aria-current={s.sportId === activeSportId ? 'page' : undefined}
            >
              <SportIcon slug={s.slug} cyber={s.isCyber} />
              <span className="side-sports__name">{s.name}</span>{' '}
              <span className="live-count" aria-label={t('live.menu.games_count', { count: s.gamesCount })}>
                {s.gamesCount}
              </span>
            </Link>
            {s.sportId === activeSportId && s.champs.length > 0 && (
              <ChampGroups
                groups={s.groups}
                className="side-sports__champs"
                testId="side-menu-champs"
                linkTo={(c) => champPath(lang, section, s.isCyber ? 'cyber' : 'sports', s.sportId, s.slug, c.champId, c.nameEng)}
              />
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <nav className="side-sports" aria-label={t('live.menu.title')} data-testid="side-menu">
      <Segmented
        name="side-sports-section"
        look="pills"
        label={t('live.menu.sections')}
        className="side-sports__tabs"
        value={section}
        onChange={choose}
        options={SECTIONS.map((s) => ({
          value: s,
          testId: `side-menu-tab-${s}`,
          label: (
            <>
              {t(`live.section.${s}`)} {count(s) !== null && <span className="live-count">{count(s)}</span>}
            </>
          ),
        }))}
      />
      <div className="side-sports__panel">
        <p className="side-sports__all">
          <Link to={`/${lang}/${section}`}>{t(`live.menu.all_${section}`)}</Link>
        </p>
        <p className="side-sports__all">
          <Link to={cyberPath(lang)} data-testid="side-menu-cyber">
            {t('live.links.cyber')}
          </Link>
        </p>
        {body}
      </div>
    </nav>
  );
}
