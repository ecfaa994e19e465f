import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import type { SportPageType } from '../../protocol/live-client';
import { SPORT_PAGE_SLUGS } from '../../protocol/constants/betting';
import { GameDetail } from './GameDetail';
import { GameList } from './GameList';
import { idOf, slugify } from './paths';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';
import { LivePlain } from './frames';
import { ChampGames } from './champGames';
import { useAllChamps } from './champIndex';

/** The first id in a splat ("10007-arsenal-chelsea" or "ufc/10007"): a page type may name a game in its tail. */
function gameInSplat(splat: string | undefined): number | null {
  for (const segment of (splat ?? '').split('/')) {
    const id = idOf(segment);
    if (id !== null) return id;
  }
  return null;
}

/** betsonyour/{country?}: the championships of a country (bets on your own country's games); without one, the countries. */
export function BetsOnYourPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const country = (resolution.params['*'] ?? '').split('/')[0] ?? '';
  const all = useAllChamps();
  const champs =
    all.status === 'ready'
      ? all.sports.flatMap((s) => s.champs).filter(({ champ }) => country !== '' && slugify(champ.country) === country)
      : [];
  let body;
  if (all.status === 'loading') body = <Loading />;
  else if (all.status === 'error') body = <Failed text={t('live.menu.error')} onRetry={all.retry} />;
  else if (country === '') {
    const countries = [...new Set(all.sports.flatMap((s) => s.champs.map(({ champ }) => champ.country)).filter((c) => c !== ''))].sort(
      (a, b) => a.localeCompare(b),
    );
    body =
      countries.length === 0 ? (
        <Empty />
      ) : (
        <ul className="live-champs" data-testid="live-countries">
          {countries.map((c) => (
            <li key={c}>
              <Link to={`/${lang}/betsonyour/${slugify(c)}`}>{c}</Link>
            </li>
          ))}
        </ul>
      );
  } else if (champs.length === 0) body = <Empty text={t('live.betsonyour.none')} testId="live-betsonyour-empty" />;
  else
    body = champs.map(({ champ }) => <ChampGames key={champ.champId} lang={lang} section="all" champId={champ.champId} headingLevel={2} />);
  return (
    <LivePlain testId="live-betsonyour">
      <h1>{champs[0] ? t('live.betsonyour.title_of', { country: champs[0].champ.country }) : t('live.betsonyour.title')}</h1>
      {country !== '' && (
        <p>
          <Link to={`/${lang}/betsonyour`}>{t('live.betsonyour.all')}</Link>
        </p>
      )}
      {body}
    </LivePlain>
  );
}

/** topgame/{game?}: every top game in play and in the line, or one of them. */
export function TopGamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const gameId = gameInSplat(resolution.params['*']);
  useLiveWatch(gameId === null ? ['home'] : []);
  return (
    <LivePlain testId="live-topgame">
      {gameId !== null ? (
        <GameDetail gameId={gameId} lang={lang} back={{ href: `/${lang}/topgame`, label: t('live.top.back') }} />
      ) : (
        <>
          <h1>{t('live.top.title')}</h1>
          <GameList topic="home" filter="live" title={t('live.home.top_live')} lang={lang} />
          <GameList topic="home" filter="line" title={t('live.home.top_line')} lang={lang} />
        </>
      )}
    </LivePlain>
  );
}

/** ufc, marble and politics (and their tails): one sport's games in play and in the line, or one of its games. */
export function SportTypePage({ resolution, pageType }: PageProps & { pageType: SportPageType }) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const gameId = gameInSplat(resolution.params['*']);
  useLiveWatch([], ['sports']);
  const sports = useCatalogue('sports');
  const retry = useCatalogueRetry('sports');
  const sport =
    sports?.status === 'ready' && sports.data.kind === 'sports'
      ? sports.data.sports.find((s) => s.slug === SPORT_PAGE_SLUGS[pageType])
      : undefined;
  useLiveWatch(sport && gameId === null ? [`sport:${sport.sportId}:live`, `sport:${sport.sportId}:line`] : []);
  let body;
  if (gameId !== null)
    body = <GameDetail gameId={gameId} lang={lang} back={{ href: `/${lang}/${pageType}`, label: t(`live.page_type.${pageType}`) }} />;
  else if (!sports || sports.status === 'loading') body = <Loading />;
  else if (sports.status === 'error') body = <Failed text={t('live.menu.error')} onRetry={retry} />;
  else if (!sport) body = <Empty text={t('live.page_type.none')} testId="live-sport-type-empty" />;
  else
    body = (
      <>
        <GameList topic={`sport:${sport.sportId}:live`} title={t('live.section.live')} lang={lang} />
        <GameList topic={`sport:${sport.sportId}:line`} title={t('live.section.line')} lang={lang} />
      </>
    );
  return (
    <LivePlain testId={`live-sport-type-${pageType}`}>
      {gameId === null && <h1>{sport?.name ?? t(`live.page_type.${pageType}`)}</h1>}
      {body}
    </LivePlain>
  );
}

export const UfcPage = (props: PageProps) => <SportTypePage {...props} pageType="ufc" />;
export const MarblePage = (props: PageProps) => <SportTypePage {...props} pageType="marble" />;
export const PoliticsPage = (props: PageProps) => <SportTypePage {...props} pageType="politics" />;
