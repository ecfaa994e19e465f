import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoFilter, CasinoGame, CasinoSort } from '../../../protocol/casino/catalogue';
import type { PageProps } from '../../core-access/pageProps';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { GameGrid } from './GameGrid';
import { RecentRow } from './RecentRow';
import { GameTile } from './GameTile';
import { CategoryNav, LobbyControls, SubcategoryChips } from './LobbyFilters';
import { LOBBY_PRESETS, type LobbyRouteId } from './presets';
import { useCasinoLobbyTexts } from './texts';
import { useGamePages } from './useGamePages';
import { useLobbyProjection } from './useLobbyProjection';
import { useProviders } from './useProviders';
import { useTileKit } from './tileKit';
import './lobby.css';

/**
 * Every listing page of the casino (slots, live casino, the lobby, a
 * provider, search and the category pages): the categories, the filters, the
 * recent row for a signed-in player and the virtualised grid of the server's
 * pages. What differs per page is its preset (presets.ts).
 */
export function LobbyPage({ resolution }: PageProps) {
  const ready = useCasinoLobbyTexts();
  return ready ? <Lobby resolution={resolution} /> : <LobbySkeleton />;
}

function Lobby({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const preset = LOBBY_PRESETS[resolution.routeId as LobbyRouteId];
  const fixedProvider = 'provider' in preset ? preset.provider : resolution.params.provider;
  const category = 'category' in preset ? preset.category : undefined;
  const [search, setSearch] = useState(resolution.query.q ?? '');
  const [subcategory, setSubcategory] = useState<string | undefined>(resolution.params.subcategory);
  const [chosenProvider, setProvider] = useState<string | undefined>(undefined);
  const [sort, setSort] = useState<CasinoSort>('popular');
  const provider = fixedProvider ?? chosenProvider;
  const providers = useProviders();
  const lobby = useLobbyProjection();
  const kit = useTileKit();
  const favourites = useMemo(() => new Set(lobby.favouriteIds), [lobby.favouriteIds]);

  const filter = useMemo<CasinoFilter>(
    () => ({
      sort,
      ...(category ? { category } : {}),
      ...(subcategory ? { subcategory } : {}),
      ...(provider ? { provider } : {}),
      ...(search.trim() ? { q: search.trim() } : {}),
    }),
    [category, provider, search, sort, subcategory],
  );
  const pages = useGamePages(filter, lang);
  const renderTile = useCallback(
    (game: CasinoGame) => <GameTile game={game} lang={lang} starred={favourites.has(game.id)} kit={kit} />,
    [favourites, kit, lang],
  );
  const providerName = providers !== null && providers !== 'error' ? providers.find((p) => p.slug === provider)?.name : undefined;
  const title = preset.title === 'provider' ? (providerName ?? resolution.params.provider ?? '') : t(`casinoLobby.title.${preset.title}`);

  return (
    <section className="page lobby" aria-labelledby="lobby-title" data-testid="casino-lobby" data-route={resolution.routeId}>
      <h1 id="lobby-title" className="lobby__title">
        {title}
      </h1>
      <CategoryNav lang={lang} current={category} />
      {category && <SubcategoryChips category={category} value={subcategory} onChange={setSubcategory} />}
      <LobbyControls
        search={search}
        onSearch={setSearch}
        autoFocus={'searchFirst' in preset}
        providers={providers === 'error' ? [] : providers}
        provider={provider}
        onProvider={fixedProvider ? null : setProvider}
        sort={sort}
        onSort={setSort}
      />
      {lobby.recent.length > 0 && !filter.q && <RecentRow games={lobby.recent} lang={lang} favourites={favourites} kit={kit} />}
      {/* While a newer filter's count is on its way, the last one stays, and is marked busy (a screen reader waits). */}
      <p className="lobby__count" role="status" aria-live="polite" aria-busy={pages.status === 'loading'} data-testid="lobby-count">
        {pages.status === 'ready' || (pages.status === 'loading' && pages.shown !== null)
          ? t('casinoLobby.count', { count: pages.total })
          : '\u00a0'}
      </p>
      {pages.status === 'error' ? (
        <EmptyState title={t('casinoLobby.error.title')} action={<Button onClick={pages.retry}>{t('casinoLobby.error.retry')}</Button>}>
          {t('casinoLobby.error.body')}
        </EmptyState>
      ) : (pages.status === 'ready' ? pages.total : pages.shown) === 0 ? (
        <EmptyState title={t('casinoLobby.empty.title')} testId="lobby-empty">
          {t('casinoLobby.empty.body')}
        </EmptyState>
      ) : (
        <GameGrid
          total={pages.shown ?? LOADING_TILES}
          busy={pages.busy}
          gameAt={pages.gameAt}
          need={pages.need}
          renderTile={renderTile}
          label={title}
        />
      )}
    </section>
  );
}

/** Skeletons drawn before the first page: about a screenful. */
const LOADING_TILES = 12;

function LobbySkeleton() {
  return (
    <section className="page lobby" aria-busy="true">
      <Skeleton shape="header" />
      <Skeleton shape="row" />
    </section>
  );
}
