import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../gameFrame/refusalText';
import { formatMoney } from '../../../core/format';
import type { ScratchBet, ScratchOutcome, ScratchTable } from '../../../protocol/casino/scratch';
import { Button } from '../../design/Button';
import type { OwnRoundViewProps } from '../../gameFrame/viewProps';
import './scratch.css';

const DIGITS = 2;
/** Stake choices as multiples of the table's minimum, capped by its maximum. */
const STAKE_STEPS = [1, 2, 5, 10, 50];

/** Each symbol's mark: a letter-free glyph, so the card reads the same in every language and direction. */
const GLYPHS: Readonly<Record<string, string>> = {
  blank: '·',
  cherry: '🍒',
  lemon: '🍋',
  bell: '🔔',
  clover: '🍀',
  seven: '7',
  diamond: '💎',
  crown: '👑',
};

/**
 * The scratch card: its prize lines, a stake, and the card the server drew.
 * It paints the outcome and computes nothing: the wins come with the round.
 */
export function ScratchView(props: OwnRoundViewProps<ScratchBet, ScratchOutcome, ScratchTable>) {
  const { t, i18n } = useTranslation();
  const stakes = STAKE_STEPS.map((s) => s * props.minBet).filter((s) => s <= props.maxBet);
  const [stake, setStake] = useState(stakes[0] ?? props.minBet);
  const [card, setCard] = useState<{ outcome: ScratchOutcome; win: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, props.currency, DIGITS, i18n.language);
  const winning = new Set(card?.outcome.wins.flatMap((w) => w.cells) ?? []);

  const buy = () => {
    setBusy(true);
    setError(null);
    props
      .play({ stake })
      .then(
        (round) => setCard({ outcome: round.outcome, win: round.win }),
        (refusal: unknown) => setError(refusalText(t, i18n.language, refusal)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className={`scratch scratch--${props.theme}`}>
      <ul className="scratch__paytable" aria-label={t('casinoPlay.frame.paytable')}>
        {props.table.symbols
          .filter((s) => s.prize > 0)
          .map((s) => (
            <li key={s.id}>
              <span aria-hidden="true">{GLYPHS[s.id] ?? s.id}</span>{' '}
              {t('casinoPlay.scratch.prize_line', { symbol: t(`casinoPlay.scratch.symbols.${s.id}`), prize: s.prize })}
            </li>
          ))}
      </ul>
      <div className="scratch__card" role="grid" aria-label={t('casinoPlay.scratch.card')} data-testid="scratch-card">
        {Array.from({ length: 9 }, (_, i) => {
          const symbol = card?.outcome.cells[i];
          return (
            <span
              key={i}
              role="gridcell"
              className={`scratch__cell${symbol ? ' scratch__cell--open' : ''}${winning.has(i) ? ' scratch__cell--win' : ''}`}
              aria-label={symbol ? t(`casinoPlay.scratch.symbols.${symbol}`) : undefined}
            >
              {symbol ? (GLYPHS[symbol] ?? symbol) : ''}
            </span>
          );
        })}
      </div>
      <p className="scratch__result" role="status" data-testid="scratch-result">
        {card ? (card.win > 0 ? t('casinoPlay.scratch.won', { amount: money(card.win) }) : t('casinoPlay.scratch.lost')) : ''}
      </p>
      {error ? (
        <p className="scratch__error" role="alert" data-testid="scratch-error">
          {error}
        </p>
      ) : null}
      <div className="scratch__controls">
        <label>
          <span className="field-label">{t('casinoPlay.scratch.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))} data-testid="scratch-stake">
            {stakes.map((s) => (
              <option key={s} value={s}>
                {money(s)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="primary" onClick={buy} disabled={busy} data-testid="scratch-buy">
          {t('casinoPlay.scratch.buy')}
        </Button>
      </div>
    </div>
  );
}
