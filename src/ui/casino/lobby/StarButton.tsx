import type { CasinoGame } from '../../../protocol/casino/catalogue';
import type { TileKit } from './tileKit';

/**
 * The favourite star of a tile: the worker moves it in every tab at once.
 * A guest is asked to sign in (and comes back to this page).
 */
export function StarButton({ game, starred, kit }: { game: CasinoGame; starred: boolean; kit: TileKit }) {
  const { t, signedIn } = kit;
  const label = signedIn
    ? t(starred ? 'casinoLobby.star.remove' : 'casinoLobby.star.add', { name: game.name })
    : t('casinoLobby.star.sign_in');
  return (
    <button
      type="button"
      className={`lobby-star${starred ? ' lobby-star--on' : ''}`}
      aria-pressed={signedIn ? starred : undefined}
      aria-label={label}
      title={label}
      data-testid="lobby-star"
      onClick={() => kit.star(game, !starred)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
      </svg>
    </button>
  );
}
