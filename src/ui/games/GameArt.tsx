import type { ReactElement } from 'react';
import type { BonusGameId } from '../../protocol/constants/bonusGames';

/**
 * Each game's picture, drawn in SVG from the theme's tokens (no image
 * files): a wheel, a chest, a card pair, a safe, a scratch ticket, an egg.
 * Decorative: the card's title names the game.
 */
export function GameArt({ game }: { game: BonusGameId }) {
  return (
    <svg className="bg-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {ART[game]}
    </svg>
  );
}

const ART: Readonly<Record<BonusGameId, ReactElement>> = {
  fortuna: (
    <g>
      <circle cx="32" cy="32" r="26" className="bg-fill-brand" />
      <path d="M32 6 A26 26 0 0 1 58 32 L32 32Z M32 58 A26 26 0 0 1 6 32 L32 32Z" className="bg-fill-accent" />
      <circle cx="32" cy="32" r="5" className="bg-fill-surface" />
      <path d="M28 2 h8 l-4 8z" className="bg-fill-text" />
    </g>
  ),
  chest: (
    <g>
      <rect x="8" y="28" width="48" height="26" rx="3" className="bg-fill-brand" />
      <path d="M8 28 Q32 6 56 28Z" className="bg-fill-accent" />
      <rect x="28" y="30" width="8" height="10" rx="2" className="bg-fill-surface" />
    </g>
  ),
  memory: (
    <g>
      <rect x="6" y="12" width="24" height="36" rx="4" className="bg-fill-brand" transform="rotate(-8 18 30)" />
      <rect x="34" y="14" width="24" height="36" rx="4" className="bg-fill-accent" transform="rotate(8 46 32)" />
      <circle cx="46" cy="32" r="6" className="bg-fill-surface" />
    </g>
  ),
  safe: (
    <g>
      <rect x="8" y="8" width="48" height="48" rx="6" className="bg-fill-brand" />
      <circle cx="32" cy="32" r="14" className="bg-fill-surface" />
      <circle cx="32" cy="32" r="9" className="bg-fill-accent" />
      <path d="M32 23 v6" className="bg-stroke-text" />
    </g>
  ),
  lottery: (
    <g>
      <rect x="6" y="12" width="52" height="40" rx="4" className="bg-fill-brand" />
      <rect x="12" y="18" width="12" height="12" rx="2" className="bg-fill-accent" />
      <rect x="26" y="18" width="12" height="12" rx="2" className="bg-fill-surface" />
      <rect x="40" y="18" width="12" height="12" rx="2" className="bg-fill-accent" />
      <rect x="12" y="34" width="40" height="12" rx="2" className="bg-fill-surface" />
    </g>
  ),
  'dragon-bonus': (
    <g>
      <ellipse cx="32" cy="36" rx="18" ry="22" className="bg-fill-brand" />
      <path d="M18 30 l6 -4 l6 4 l6 -4 l6 4 l4 -3" className="bg-stroke-accent" />
      <circle cx="26" cy="44" r="3" className="bg-fill-accent" />
      <circle cx="38" cy="48" r="2" className="bg-fill-accent" />
    </g>
  ),
};
