import { useTranslation } from 'react-i18next';

const SUIT_KEYS = ['c', 'd', 'h', 's'] as const;
const SUIT_SIGNS = { c: '♣', d: '♦', h: '♥', s: '♠' } as const;
const FACE_LETTERS: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

/** A card (0..51: rank (rank - 2) * 4 + suit) as a button that holds it; its name read out with its held state. */
export function PlayingCard(props: {
  readonly card: number;
  readonly position: number;
  readonly held: boolean;
  readonly advised: boolean;
  readonly disabled: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const rank = Math.floor(props.card / 4) + 2;
  const suit = SUIT_KEYS[props.card % 4] ?? 'c';
  const rankName = rank > 10 ? t(`videoPokerGame.ranks.${rank}`) : String(rank);
  const name = t(props.held ? 'videoPokerGame.card_held' : 'videoPokerGame.card', {
    rank: rankName,
    suit: t(`videoPokerGame.suits.${suit}`),
  });
  const red = suit === 'd' || suit === 'h';
  return (
    <button
      type="button"
      className={`vp-card${red ? ' vp-card--red' : ''}${props.held ? ' vp-card--held' : ''}${props.advised ? ' vp-card--advised' : ''}`}
      aria-pressed={props.held}
      aria-label={name}
      aria-keyshortcuts={String(props.position + 1)}
      disabled={props.disabled}
      data-testid={`vp-card-${props.position}`}
      data-card={props.card}
      onClick={props.onToggle}
    >
      <span className="vp-card__rank" aria-hidden="true">
        {FACE_LETTERS[rank] ?? rank}
      </span>
      <span className="vp-card__suit" aria-hidden="true">
        {SUIT_SIGNS[suit]}
      </span>
      <span className="vp-card__held" aria-hidden="true">
        {props.held ? t('videoPokerGame.held') : ''}
      </span>
    </button>
  );
}
