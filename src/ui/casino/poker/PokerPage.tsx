import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoFilter, CasinoGame } from '../../../protocol/casino/catalogue';
import type { PageProps } from '../../core-access/pageProps';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { GamePage } from '../game/GamePage';
import { GameTile } from '../lobby/GameTile';
import { useTileKit } from '../lobby/tileKit';
import { useCasinoLobbyTexts } from '../lobby/texts';
import { useGamePages } from '../lobby/useGamePages';
import '../lobby/lobby.css';
import './poker.css';

/** The catalogue's video poker games: the card games' video_poker subcategory. */
const VIDEO_POKER: CasinoFilter = { sort: 'popular', category: 'card', subcategory: 'video_poker' };

/**
 * poker/{game?}: without a game, the video poker games and how they play;
 * with one (its slug), that game in the game frame as the casino's game
 * page launches it.
 */
export function PokerPage({ resolution }: PageProps) {
  const ready = useCasinoLobbyTexts();
  const { t } = useTranslation();
  const lang = resolution.language;
  const pages = useGamePages(VIDEO_POKER, lang);
  const kit = useTileKit();
  const games = useMemo(
    () => Array.from({ length: pages.total }, (_, i) => pages.gameAt(i)).filter((game): game is CasinoGame => game !== undefined),
    [pages],
  );
  const slug = resolution.params.game;
  if (!ready || pages.status === 'loading') return <Skeleton shape="block" testId="poker-loading" />;
  if (slug) {
    const game = games.find((g) => g.slug === slug);
    if (game) return <GamePage resolution={{ ...resolution, params: { ...resolution.params, gameId: String(game.id) } }} />;
    return <EmptyState title={t('casinoLobby.poker.missing')} testId="poker-missing" />;
  }
  return (
    <section className="page lobby" aria-labelledby="poker-title" data-testid="poker-page">
      <h1 id="poker-title" className="lobby__title">
        {t('casinoLobby.subcategory.video_poker')}
      </h1>
      <p className="poker-intro">{t('casinoLobby.poker.intro')}</p>
      <div className="poker-list" data-testid="poker-games">
        {games.map((game) => (
          <GameTile key={game.id} game={game} lang={lang} starred={false} kit={kit} to={`/${lang}/poker/${game.slug}`} />
        ))}
      </div>
    </section>
  );
}
