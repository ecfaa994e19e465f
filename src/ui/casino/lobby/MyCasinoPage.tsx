import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoGame } from '../../../protocol/casino/catalogue';
import type { PageProps } from '../../core-access/pageProps';
import { buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { GameGrid } from './GameGrid';
import { RecentRow } from './RecentRow';
import { GameTile } from './GameTile';
import { useTileKit } from './tileKit';
import { useCasinoLobbyTexts } from './texts';
import { useLobbyProjection } from './useLobbyProjection';
import './lobby.css';

/**
 * my-casino (the recent row and the favourites) and my-casino/favorites (the
 * favourites only), for a signed-in player (the routes ask for a session).
 * Both read the worker's copy, so a star in another tab shows here at once.
 */
export function MyCasinoPage({ resolution }: PageProps) {
  const ready = useCasinoLobbyTexts();
  return ready ? <MyCasino resolution={resolution} /> : <Skeleton shape="block" />;
}

function MyCasino({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const lobby = useLobbyProjection();
  const kit = useTileKit();
  const favouritesOnly = resolution.routeId === 'myCasinoFavorites';
  const starred = useMemo(() => new Set(lobby.favouriteIds), [lobby.favouriteIds]);
  // A star just removed leaves the list at once; the server's list follows.
  const favourites = useMemo(() => lobby.favourites.filter((g) => starred.has(g.id)), [lobby.favourites, starred]);
  const renderTile = useCallback(
    (game: CasinoGame) => <GameTile game={game} lang={lang} starred={starred.has(game.id)} kit={kit} />,
    [kit, lang, starred],
  );
  const title = t(favouritesOnly ? 'casinoLobby.title.favourites' : 'casinoLobby.title.my_casino');
  const loading = lobby.status === 'loading' || lobby.status === 'guest';
  return (
    <section className="page lobby" aria-labelledby="lobby-title" data-testid="my-casino" aria-busy={loading}>
      <h1 id="lobby-title" className="lobby__title">
        {title}
      </h1>
      {!favouritesOnly && lobby.recent.length > 0 && <RecentRow games={lobby.recent} lang={lang} favourites={starred} kit={kit} />}
      {!favouritesOnly && (
        <h2 className="lobby-row__title">
          <Link to={`/${lang}/my-casino/favorites`}>{t('casinoLobby.title.favourites')}</Link>
        </h2>
      )}
      {lobby.status === 'error' ? (
        <EmptyState title={t('casinoLobby.error.title')}>{t('casinoLobby.error.body')}</EmptyState>
      ) : loading ? (
        <Skeleton shape="row" />
      ) : favourites.length === 0 ? (
        <EmptyState
          title={t('casinoLobby.favourites.empty')}
          testId="lobby-favourites-empty"
          action={
            <Link to={`/${lang}/casino-lobby`} className={buttonClass('primary')}>
              {t('casinoLobby.favourites.browse')}
            </Link>
          }
        >
          {t('casinoLobby.favourites.hint')}
        </EmptyState>
      ) : (
        <GameGrid total={favourites.length} gameAt={(i) => favourites[i]} renderTile={renderTile} label={title} />
      )}
    </section>
  );
}
