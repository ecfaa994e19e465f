import { useTranslation } from 'react-i18next';
import type { BingoCardView } from '../../protocol/bingo';

/** One of the player's cards: its numbers in their grid, each daubed once called (auto-daub), and how many are still to go. */
export function CardGrid({ card, variant }: { card: BingoCardView; variant: '75' | '90' }) {
  const { t } = useTranslation();
  const columns = variant === '75' ? 5 : 9;
  return (
    <figure className="bingo-card card" data-testid="bingo-card" data-card={card.cardId}>
      <figcaption>
        {t('bingo.card_number', { serial: card.serial + 1 })} · {t('bingo.to_go', { n: card.toGo })}
      </figcaption>
      {variant === '75' && (
        <div className="bingo-grid bingo-grid--head" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-hidden>
          {['B', 'I', 'N', 'G', 'O'].map((letter) => (
            <span key={letter}>{letter}</span>
          ))}
        </div>
      )}
      <ol className="bingo-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {card.cells.map((n, i) => {
          const free = n === 0 && variant === '75' && i === 12;
          return (
            <li
              key={i}
              className={`bingo-cell${n === 0 && !free ? ' bingo-cell--empty' : ''}${card.daubed[i] ? ' bingo-cell--daubed' : ''}`}
              data-testid={n > 0 ? 'bingo-cell' : undefined}
              data-number={n > 0 ? n : undefined}
              data-daubed={card.daubed[i] ? 'true' : 'false'}
              aria-label={
                n > 0 ? t(card.daubed[i] ? 'bingo.cell_daubed' : 'bingo.cell_open', { number: n }) : free ? t('bingo.free') : undefined
              }
              aria-hidden={n === 0 && !free ? true : undefined}
            >
              {free ? '★' : n > 0 ? n : ''}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
