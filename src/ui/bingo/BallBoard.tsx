import { useTranslation } from 'react-i18next';
import type { BingoGame } from '../../protocol/bingo';

/** The last ball large, and the board of every number with those called marked. */
export function BallBoard({ game }: { game: BingoGame }) {
  const { t } = useTranslation();
  const called = new Set(game.called);
  const last = game.called[game.called.length - 1];
  const all = Array.from({ length: game.variant === '75' ? 75 : 90 }, (_, i) => i + 1);
  return (
    <section className="bingo-board card" aria-labelledby="bingo-board-title">
      <h2 id="bingo-board-title">{t('bingo.called_numbers', { n: game.called.length })}</h2>
      <p className="bingo-last" data-testid="bingo-last-ball" aria-live="polite">
        {last === undefined ? t('bingo.no_ball_yet') : <span className="bingo-ball">{last}</span>}
      </p>
      <ol className="bingo-numbers" data-testid="bingo-called">
        {all.map((n) => (
          <li key={n} className={called.has(n) ? 'bingo-number bingo-number--called' : 'bingo-number'} data-called={called.has(n)}>
            {n}
          </li>
        ))}
      </ol>
    </section>
  );
}
