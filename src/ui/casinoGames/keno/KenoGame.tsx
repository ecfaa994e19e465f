import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText, currencyDigits, formatMoney } from '../../../core/format';
import { KENO_MAX_PICKS, type KenoBet, type KenoOutcome, type KenoTable } from '../../../protocol/casino/keno';
import { Button } from '../../design/Button';
import { Skeleton } from '../../design/Skeleton';
import type { OwnRoundViewProps, PlayedRound } from '../../gameFrame/viewProps';
import { KenoBoard } from './KenoBoard';
import { KenoPaytable } from './KenoPaytable';
import { stakeProblem, typedStake } from './stake';
import { useKenoTexts } from './texts';
import { useReveal } from './useReveal';
import './keno.css';

/**
 * Keno: pick 1 to 10 of 80, stake, play; the server draws 20 and the board
 * reveals them ball by ball, hits marked, then the win. The view decides
 * nothing: the paytable and RTPs come with the table, the draw and the win
 * with the round. A quick pick is left out on purpose: a random choice made
 * in the page would be randomness the server does not vouch for.
 */
export function KenoGame(props: OwnRoundViewProps<KenoBet, KenoOutcome, KenoTable>) {
  const ready = useKenoTexts();
  return ready ? <KenoPlay {...props} /> : <Skeleton shape="block" testId="keno-loading" />;
}

function KenoPlay({
  theme,
  table,
  rtp,
  currency,
  minBet,
  maxBet,
  demo,
  balance,
  play,
}: OwnRoundViewProps<KenoBet, KenoOutcome, KenoTable>) {
  const { t, i18n } = useTranslation();
  const digits = currencyDigits(currency);
  const money = (minor: number) => formatMoney(minor, currency, digits, i18n.language);
  const [picks, setPicks] = useState<number[]>([]);
  const [stakeText, setStakeText] = useState(() => amountText(minBet, digits));
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState<PlayedRound<KenoOutcome> | null>(null);
  const drawn = round?.outcome.drawn ?? null;
  const shown = useReveal(drawn);
  const revealing = drawn !== null && shown < drawn.length;
  const shownSet = useMemo(() => new Set(drawn?.slice(0, shown) ?? []), [drawn, shown]);

  const stake = typedStake(stakeText, digits);
  const problem = stakeProblem(stake, { minBet, maxBet, balance, demo });
  const locked = busy || revealing;
  const canPlay = !locked && picks.length > 0 && problem === null && stake !== null;

  const toggle = (n: number) => {
    setRound(null);
    setPicks((current) =>
      current.includes(n) ? current.filter((p) => p !== n) : current.length < KENO_MAX_PICKS ? [...current, n] : current,
    );
  };

  const start = () => {
    if (!canPlay || stake === null) return;
    setBusy(true);
    setRound(null);
    // A refusal (limits, balance, a paused game) is shown by the frame; the board only unlocks.
    play({ picks, stake })
      .then(setRound, () => undefined)
      .finally(() => setBusy(false));
  };

  const settled = round !== null && !revealing;
  return (
    <div className={`keno keno--${theme}`} data-testid="keno-game">
      <header className="keno-head">
        <h2>{t('kenoGame.title')}</h2>
        {demo && <span className="keno-demo">{t('kenoGame.demo')}</span>}
      </header>
      <div className="keno-layout">
        <div className="keno-main">
          <p className="keno-count" aria-live="polite">
            {t('kenoGame.picked', { picked: picks.length, max: KENO_MAX_PICKS })}
          </p>
          <KenoBoard picks={picks} drawn={shownSet} full={picks.length >= KENO_MAX_PICKS} locked={locked} onToggle={toggle} />
          <ol className="keno-balls" aria-label={t('kenoGame.drawn_label')}>
            {drawn?.slice(0, shown).map((n) => (
              <li key={n} className={picks.includes(n) ? 'keno-ball keno-ball--hit' : 'keno-ball'}>
                {n}
              </li>
            ))}
          </ol>
          <p className="keno-result" role="status">
            {settled && round
              ? round.win > 0
                ? t('kenoGame.won', { hits: round.outcome.hits.length, picks: picks.length, win: money(round.win) })
                : t('kenoGame.lost', { hits: round.outcome.hits.length, picks: picks.length })
              : busy
                ? t('kenoGame.drawing')
                : ''}
          </p>
        </div>
        <div className="keno-side">
          <KenoPaytable table={table} rtp={rtp} pickCount={picks.length} hits={settled && round ? round.outcome.hits.length : null} />
          <form
            className="keno-bet card"
            onSubmit={(event) => {
              event.preventDefault();
              start();
            }}
          >
            <label htmlFor="keno-stake">{t('kenoGame.stake', { currency })}</label>
            <input
              id="keno-stake"
              inputMode="decimal"
              value={stakeText}
              disabled={locked}
              aria-invalid={problem !== null}
              aria-describedby="keno-stake-help"
              onChange={(event) => setStakeText(event.target.value)}
            />
            <p id="keno-stake-help" className={problem ? 'keno-help keno-help--error' : 'keno-help'}>
              {problem
                ? t(`kenoGame.stake_${problem}`, { min: money(minBet), max: money(maxBet) })
                : t('kenoGame.stake_range', { min: money(minBet), max: money(maxBet) })}
            </p>
            <div className="keno-actions">
              <Button variant="ghost" disabled={locked || picks.length === 0} onClick={() => setPicks([])}>
                {t('kenoGame.clear')}
              </Button>
              <Button type="submit" variant="primary" disabled={!canPlay}>
                {t('kenoGame.play')}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
