import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlackjackCard } from '../../../protocol/casino/blackjack';

/** The corner index of each rank, as printed on cards in every language. */
const INDEX: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const PIP: Readonly<Record<BlackjackCard['suit'], string>> = { c: '♣', d: '♦', h: '♥', s: '♠' };
const RED = new Set<BlackjackCard['suit']>(['d', 'h']);

/**
 * One card drawn in SVG (no image is fetched): its corner index and suit, or
 * its back while face down. `order` staggers the dealing animation (none for
 * a player who asked for less motion: blackjack.css).
 */
export function PlayingCard({ card, order }: { card: BlackjackCard | null; order: number }) {
  const { t } = useTranslation();
  const style = { '--bj-order': order } as CSSProperties;
  if (card === null) {
    return (
      <svg className="bj-card bj-card--back" viewBox="0 0 60 84" role="img" aria-label={t('blackjackGame.face_down')} style={style}>
        <rect x="1" y="1" width="58" height="82" rx="6" className="bj-card__edge" />
        <rect x="6" y="6" width="48" height="72" rx="3" className="bj-card__pattern" />
      </svg>
    );
  }
  const index = INDEX[card.rank] ?? String(card.rank);
  const name = t('blackjackGame.card', { rank: t(`blackjackGame.rank_${card.rank}`), suit: t(`blackjackGame.suit_${card.suit}`) });
  return (
    <svg
      className={`bj-card ${RED.has(card.suit) ? 'bj-card--red' : 'bj-card--black'}`}
      viewBox="0 0 60 84"
      role="img"
      aria-label={name}
      style={style}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="bj-card__edge" />
      <text x="7" y="20" className="bj-card__index">
        {index}
      </text>
      <text x="7" y="34" className="bj-card__corner-pip">
        {PIP[card.suit]}
      </text>
      <text x="30" y="60" textAnchor="middle" className="bj-card__pip">
        {PIP[card.suit]}
      </text>
    </svg>
  );
}
