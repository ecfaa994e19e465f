import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { FeaturedChampPage } from '../../protocol/live-client';
import { FEATURED_CHAMP_IDS } from '../../protocol/constants/betting';
import { livePart, useLivePart } from '../core-access/coreContext';
import { GameDetail } from './GameDetail';
import { GameList } from './GameList';
import { idOf, slugify } from './paths';
import { StatisticPanel } from './StatisticView';
import { Empty, Failed, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';
import { LivePlain } from './frames';
import { ChampIndex } from './champIndex';

function featuredChamp(page: FeaturedChampPage, query: Readonly<Record<string, string>>): number | null {
  return page === 'champ' ? idOf(query.champId) : FEATURED_CHAMP_IDS[page];
}

function FeaturedNav({ lang, page, champId }: { lang: string; page: FeaturedChampPage; champId: number | null }) {
  const { t } = useTranslation();
  const q = page === 'champ' && champId !== null ? `?champId=${champId}` : '';
  return (
    <nav className="live-menu__tabs" aria-label={t(`live.featured.${page}`)}>
      <Link to={`/${lang}/${page}${q}`}>{t('live.featured.home')}</Link>
      <Link to={`/${lang}/${page}/final${q}`}>{t('live.featured.final')}</Link>
    </nav>
  );
}

/** {page}: the championship's games in play and in the line. `champ` without champId lists the championships. */
export function FeaturedHomePage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  return (
    <LivePlain testId={`live-featured-${page}`}>
      {champId === null ? (
        <>
          <h1>{t('live.featured.champ')}</h1>
          <ChampIndex linkTo={(c) => `/${lang}/champ?champId=${c.champId}`} />
        </>
      ) : (
        <>
          <FeaturedNav lang={lang} page={page} champId={champId} />
          <FeaturedGames lang={lang} page={page} champId={champId} />
        </>
      )}
    </LivePlain>
  );
}

/** The featured championship's games, each linking to the page type's own game page. */
function FeaturedGames({ lang, page, champId }: { lang: string; page: FeaturedChampPage; champId: number }) {
  const { t } = useTranslation();
  const key = `champ:${champId}:line`;
  useLiveWatch([`champ:${champId}`], [key]);
  const entry = useCatalogue(key);
  const games = useLivePart(livePart.list(`champ:${champId}`), (live) =>
    JSON.stringify(
      (live.lists[`champ:${champId}`] ?? []).map((id) => [id, `${live.games[id]?.opponent1 ?? ''} — ${live.games[id]?.opponent2 ?? ''}`]),
    ),
  );
  const q = page === 'champ' ? `?champId=${champId}` : '';
  if (entry?.status === 'error' && entry.code === 'champ_not_found')
    return <Empty text={t('live.champ.missing')} testId="live-featured-missing" />;
  return (
    <>
      <h1>{entry?.status === 'ready' && entry.data.kind === 'champ' ? entry.data.champ.name : t(`live.featured.${page}`)}</h1>
      {entry?.status === 'error' && <FeaturedRetry catalogueKey={key} />}
      <GameList topic={`champ:${champId}`} filter="live" title={t('live.section.live')} lang={lang} />
      <GameList topic={`champ:${champId}`} filter="line" title={t('live.section.line')} lang={lang} />
      {games !== undefined && (JSON.parse(games) as [number, string][]).length > 0 && (
        <nav aria-label={t('live.featured.games')} className="live-featured__games">
          <h2>{t('live.featured.games')}</h2>
          <ul>
            {(JSON.parse(games) as [number, string][]).map(([id, name]) => (
              <li key={id}>
                <Link to={`/${lang}/${page}/game/${id}-${slugify(name) || 'game'}${q}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

function FeaturedRetry({ catalogueKey }: { catalogueKey: string }) {
  const { t } = useTranslation();
  return <Failed text={t('live.champ.error')} onRetry={useCatalogueRetry(catalogueKey)} />;
}

/** {page}/game/{game}: one of the championship's games. */
export function FeaturedGamePage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  const q = page === 'champ' && champId !== null ? `?champId=${champId}` : '';
  return (
    <LivePlain testId={`live-featured-${page}-game`}>
      <GameDetail
        gameId={idOf(resolution.params.game)}
        lang={lang}
        back={{ href: `/${lang}/${page}${q}`, label: t(`live.featured.${page}`) }}
      />
    </LivePlain>
  );
}

/** {page}/final: where the championship stands: its table and latest results. */
export function FeaturedFinalPage({ resolution, page }: PageProps & { page: FeaturedChampPage }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = featuredChamp(page, resolution.query);
  return (
    <LivePlain testId={`live-featured-${page}-final`}>
      <FeaturedNav lang={lang} page={page} champId={champId} />
      <h1>{t('live.featured.final_title', { name: t(`live.featured.${page}`) })}</h1>
      {champId === null ? <Empty text={t('live.champ.missing')} /> : <StatisticPanel of={{ champId }} lang={lang} />}
    </LivePlain>
  );
}

const featured = (page: FeaturedChampPage) => ({
  home: (props: PageProps) => <FeaturedHomePage {...props} page={page} />,
  game: (props: PageProps) => <FeaturedGamePage {...props} page={page} />,
  final: (props: PageProps) => <FeaturedFinalPage {...props} page={page} />,
});
export const FEATURED_PAGES = {
  champ: featured('champ'),
  epl: featured('epl'),
  laliga: featured('laliga'),
  europaleague: featured('europaleague'),
  ipl: featured('ipl'),
};
