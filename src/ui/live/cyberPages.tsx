import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { BettingSection, Sport } from '../../protocol/schemas/live';
import { FilterBar } from './FilterBar';
import { GameList } from './GameList';
import { ChampGames } from './champGames';
import { CyberShell, useDisciplines, WithDiscipline } from './cyberFrame';
import { CYBER_DEFAULT_TYPE, asSection, cyberChampPath, cyberChampsPath, cyberDisciplinePath, cyberSectionPath, idOf } from './paths';
import { CatalogueView, Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useBetting } from './useBetting';
import { useLiveWatch } from './useLiveWatch';
import { ChampGroups } from './ChampGroups';
import './live.css';

/**
 * cyber/{type} and cyber/{type}/main: live and upcoming games of every
 * discipline, narrowed to the disciplines the player picked (the betting
 * state's cyber filter), with the time filters.
 */
export function CyberMainPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const { betting, set } = useBetting();
  const disciplines = useDisciplines(type);
  const retry = useCatalogueRetry('sports');
  const all = disciplines.status === 'ready' ? disciplines.sports : [];
  const picked = betting.cyberFilterTypes.length ? all.filter((s) => betting.cyberFilterTypes.includes(s.slug)) : all;
  useLiveWatch(picked.flatMap((s) => [`sport:${s.sportId}:live`, `sport:${s.sportId}:line`]));
  const toggle = (slug: string, on: boolean) =>
    set({
      cyberFilterTypes: on
        ? [...betting.cyberFilterTypes.filter((x) => x !== slug), slug]
        : betting.cyberFilterTypes.filter((x) => x !== slug),
    });
  let body;
  if (disciplines.status === 'loading') body = <Loading />;
  else if (disciplines.status === 'error') body = <Failed text={t('live.cyber.error')} onRetry={retry} />;
  else if (all.length === 0) body = <Empty text={t('live.cyber.none_of_type', { type })} testId="live-cyber-empty" />;
  else
    body = (
      <>
        <fieldset className="live-filters" data-testid="live-cyber-filter">
          <legend>{t('live.cyber.filter')}</legend>
          {all.map((s) => (
            <label key={s.sportId} className={`live-chip${betting.cyberFilterTypes.includes(s.slug) ? ' is-on' : ''}`}>
              <input
                type="checkbox"
                checked={betting.cyberFilterTypes.includes(s.slug)}
                data-testid={`live-cyber-filter-${s.slug}`}
                onChange={(e) => toggle(s.slug, e.currentTarget.checked)}
              />
              {s.name}
            </label>
          ))}
        </fieldset>
        <FilterBar toggles={['onlyWithVideos']} />
        {picked.map((s) => (
          <section key={s.sportId} className="live-cyber__discipline" aria-label={s.name}>
            <h2>
              <Link to={cyberDisciplinePath(lang, s.slug, type)}>{s.name}</Link>
            </h2>
            <GameList topic={`sport:${s.sportId}:live`} title={t('live.section.live')} lang={lang} cyberType={type} />
            <GameList topic={`sport:${s.sportId}:line`} title={t('live.section.line')} lang={lang} cyberType={type} limit={10} />
          </section>
        ))}
      </>
    );
  return (
    <CyberShell lang={lang} type={type} active="main">
      <h1>{t('live.cyber.title')}</h1>
      {body}
    </CyberShell>
  );
}

/** cyber/{type}/all: every discipline with its games in play and in the line. */
export function CyberAllPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const disciplines = useDisciplines(type);
  useLiveWatch([], ['menu:live', 'menu:line']);
  const live = useCatalogue('menu:live');
  const line = useCatalogue('menu:line');
  const count = (entry: typeof live, sportId: number) =>
    entry?.status === 'ready' && entry.data.kind === 'menu'
      ? (entry.data.sports.find((s) => s.sportId === sportId)?.gamesCount ?? 0)
      : null;
  const retry = useCatalogueRetry('sports');
  let body;
  if (disciplines.status === 'loading') body = <Loading />;
  else if (disciplines.status === 'error') body = <Failed text={t('live.cyber.error')} onRetry={retry} />;
  else if (disciplines.sports.length === 0) body = <Empty text={t('live.cyber.none_of_type', { type })} testId="live-cyber-empty" />;
  else
    body = (
      <ul className="live-cyber__all" data-testid="live-cyber-all">
        {disciplines.sports.map((s) => (
          <li key={s.sportId}>
            <Link to={cyberDisciplinePath(lang, s.slug, type)}>{s.name}</Link>{' '}
            <span className="live-count">
              {t('live.cyber.counts', { live: count(live, s.sportId) ?? '…', line: count(line, s.sportId) ?? '…' })}
            </span>{' '}
            <Link to={cyberChampsPath(lang, s.slug, type)}>{t('live.cyber.champs')}</Link>
          </li>
        ))}
      </ul>
    );
  return (
    <CyberShell lang={lang} type={type} active="all">
      <h1>{t('live.cyber.all')}</h1>
      {body}
    </CyberShell>
  );
}

function DisciplineNav({
  lang,
  type,
  sport,
  active,
}: {
  lang: string;
  type: string;
  sport: Sport;
  active: 'games' | 'champs' | BettingSection;
}) {
  const { t } = useTranslation();
  const links: [typeof active, string, string][] = [
    ['games', cyberDisciplinePath(lang, sport.slug, type), t('live.cyber.games')],
    ['live', cyberSectionPath(lang, sport.slug, 'live', type), t('live.section.live')],
    ['line', cyberSectionPath(lang, sport.slug, 'line', type), t('live.section.line')],
    ['champs', cyberChampsPath(lang, sport.slug, type), t('live.cyber.champs')],
  ];
  return (
    <nav className="live-menu__tabs" aria-label={sport.name}>
      {links.map(([key, href, label]) => (
        <Link key={key} to={href} aria-current={active === key ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** cyber/{type}/{discipline}: the discipline's games in play and in the line. */
export function CyberDisciplinePage({ resolution }: PageProps) {
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const slug = resolution.params.discipline;
  return (
    <CyberShell lang={lang} type={type} active={slug}>
      <WithDiscipline type={type} slug={slug}>
        {(sport) => <DisciplineGames lang={lang} type={type} sport={sport} sections={['live', 'line']} />}
      </WithDiscipline>
    </CyberShell>
  );
}

/** cyber/{type}/{discipline}/{live|line}: one section of the discipline. */
export function CyberDisciplineSectionPage({ resolution }: PageProps) {
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const slug = resolution.params.discipline;
  const section = asSection(resolution.params.section);
  return (
    <CyberShell lang={lang} type={type} active={slug}>
      <WithDiscipline type={type} slug={slug}>
        {(sport) => <DisciplineGames lang={lang} type={type} sport={sport} sections={[section]} />}
      </WithDiscipline>
    </CyberShell>
  );
}

function DisciplineGames({
  lang,
  type,
  sport,
  sections,
}: {
  lang: string;
  type: string;
  sport: Sport;
  sections: readonly BettingSection[];
}) {
  const { t } = useTranslation();
  const { betting } = useBetting();
  useLiveWatch(sections.map((section) => `sport:${sport.sportId}:${section}`));
  return (
    <>
      <h1>{sport.name}</h1>
      <DisciplineNav lang={lang} type={type} sport={sport} active={sections.length === 1 ? (sections[0] as BettingSection) : 'games'} />
      <FilterBar toggles={['onlyWithVideos', 'groupByCategories']} />
      {sections.map((section) => (
        <GameList
          key={section}
          topic={`sport:${sport.sportId}:${section}`}
          title={t(`live.section.${section}`)}
          lang={lang}
          cyberType={type}
          group={betting.groupByCategories}
        />
      ))}
    </>
  );
}

/** cyber/{type}/{discipline}/champs: the discipline's championships with their games not finished. */
export function CyberDisciplineChampsPage({ resolution }: PageProps) {
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const slug = resolution.params.discipline;
  return (
    <CyberShell lang={lang} type={type} active={slug}>
      <WithDiscipline type={type} slug={slug}>
        {(sport) => <DisciplineChamps lang={lang} type={type} sport={sport} />}
      </WithDiscipline>
    </CyberShell>
  );
}

function DisciplineChamps({ lang, type, sport }: { lang: string; type: string; sport: Sport }) {
  const { t } = useTranslation();
  const key = `champs:${sport.sportId}`;
  useLiveWatch([], [key]);
  const entry = useCatalogue(key);
  return (
    <>
      <h1>{t('live.cyber.champs_of', { discipline: sport.name })}</h1>
      <DisciplineNav lang={lang} type={type} sport={sport} active="champs" />
      <CatalogueView entry={entry} kind="champs" catalogueKey={key} errorText={t('live.champ.error')}>
        {(data) =>
          data.champs.length === 0 ? (
            <Empty />
          ) : (
            <ChampGroups
              groups={data.groups}
              className="live-champs"
              testId="live-champs"
              linkTo={(c) => cyberChampPath(lang, sport.slug, c.champId, c.nameEng, type)}
            />
          )
        }
      </CatalogueView>
    </>
  );
}

/** cyber/{type}/{discipline}/{champ}: a cyber championship's games. */
export function CyberChampPage({ resolution }: PageProps) {
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const slug = resolution.params.discipline;
  return (
    <CyberShell lang={lang} type={type} active={slug}>
      <WithDiscipline type={type} slug={slug}>
        {(sport) => (
          <>
            <DisciplineNav lang={lang} type={type} sport={sport} active="champs" />
            <ChampGames lang={lang} section="all" champId={idOf(resolution.params.champ)} cyberType={type} />
          </>
        )}
      </WithDiscipline>
    </CyberShell>
  );
}
