import { useTranslation } from 'react-i18next';
import type { BlackjackCard } from '../../../protocol/casino/blackjack';
import { PlayingCard } from './PlayingCard';

/** A row of cards with its count ("Soft 17", "21"), a label naming whose cards they are, and a line under it (a hand's result). */
export function HandRow({
  label,
  cards,
  count,
  active = false,
  note,
  testId,
}: {
  label: string;
  cards: readonly (BlackjackCard | null)[];
  count: { total: number; soft: boolean };
  active?: boolean;
  note?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={active ? 'bj-hand bj-hand--active' : 'bj-hand'}
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      data-testid={testId}
    >
      <div className="bj-hand__head">
        <span className="bj-hand__label">{label}</span>
        <span className="bj-hand__count" data-testid={`${testId}-count`}>
          {count.soft ? t('blackjackGame.count_soft', { total: count.total }) : t('blackjackGame.count', { total: count.total })}
        </span>
      </div>
      <div className="bj-hand__cards">
        {cards.map((card, i) => (
          <PlayingCard key={card === null ? `down-${i}` : `${card.rank}${card.suit}`} card={card} order={i} />
        ))}
      </div>
      {note && <p className="bj-hand__note">{note}</p>}
    </section>
  );
}
