import type { CasinoGame } from '../../../protocol/casino/catalogue';
import { GameTile } from './GameTile';
import type { TileKit } from './tileKit';

/** A short row of games (recently played), scrolling sideways on a narrow screen. */
export function GameRow({
  title,
  games,
  lang,
  favourites,
  kit,
  testId,
}: {
  title: string;
  games: readonly CasinoGame[];
  lang: string;
  favourites: ReadonlySet<number>;
  kit: TileKit;
  testId: string;
}) {
  return (
    <section className="lobby-row" aria-label={title} data-testid={testId}>
      <h2 className="lobby-row__title">{title}</h2>
      <ul className="lobby-row__list">
        {games.map((game) => (
          <li key={game.id} className="lobby-row__item">
            <GameTile game={game} lang={lang} starred={favourites.has(game.id)} kit={kit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
