import type { CasinoGame } from '../../../protocol/casino/catalogue';
import { GameTile } from './GameTile';
import type { TileKit } from './tileKit';
import { TileArtSize } from './tileArtSize';

/** The row's columns are at most this wide (lobby.css, `.lobby-row__list`). */
const RECENT_TILE_SIZE = '11rem';

/** The player's recently played games (the lobby and my-casino): a short row, scrolling sideways on a narrow screen. */
export function RecentRow({
  games,
  lang,
  favourites,
  kit,
}: {
  games: readonly CasinoGame[];
  lang: string;
  favourites: ReadonlySet<number>;
  kit: TileKit;
}) {
  const title = kit.t('casinoLobby.recent.title');
  return (
    <section className="lobby-row" aria-label={title} data-testid="lobby-recent">
      <h2 className="lobby-row__title">{title}</h2>
      <ul className="lobby-row__list">
        <TileArtSize value={RECENT_TILE_SIZE}>
          {games.map((game) => (
            <li key={game.id} className="lobby-row__item">
              <GameTile game={game} lang={lang} starred={favourites.has(game.id)} kit={kit} />
            </li>
          ))}
        </TileArtSize>
      </ul>
    </section>
  );
}
