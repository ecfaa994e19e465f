import { useTranslation } from 'react-i18next';
import type { BingoCardView, BingoGame } from '../../protocol/bingo';
import { Money } from '../components/Money';

/** Each prize with its amount, the ball it was won on and how many cards share it; the player's own cards marked. */
export function Prizes({ game, currency, mine }: { game: BingoGame; currency: string; mine: readonly BingoCardView[] }) {
  const { t } = useTranslation();
  const ids = new Set(mine.map((c) => c.cardId));
  return (
    <section className="bingo-prizes card" aria-labelledby="bingo-prizes-title">
      <h2 id="bingo-prizes-title">{t('bingo.prizes')}</h2>
      <p className="hint">
        {t('bingo.pool')}: <Money minor={game.pool} currency={currency} />
      </p>
      <table>
        <tbody>
          {game.prizes.map((p) => (
            <tr key={p.prize} data-testid="bingo-prize" data-prize={p.prize} data-won={p.wonAtBall !== null}>
              <th scope="row">{t(`bingo.prize_${p.prize}`)}</th>
              <td>
                <Money minor={p.amount} currency={currency} />
              </td>
              <td>
                {p.wonAtBall === null ? t('bingo.open_prize') : t('bingo.won_at', { ball: p.wonAtBall, n: p.winners.length })}
                {p.winners.some((id) => ids.has(id)) && <strong className="bingo-yours"> {t('bingo.yours')}</strong>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
