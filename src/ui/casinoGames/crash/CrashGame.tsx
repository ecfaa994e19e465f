import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount } from '../../../core/format';
import { CRASH_GROWTH_PER_MS, CRASH_MIN_TARGET, type CrashPlacement } from '../../../protocol/casino/crash';
import type { SharedBet, SharedRound } from '../../../protocol/casino/shared';
import { Button } from '../../design/Button';
import type { SharedRoundViewProps } from '../../gameFrame/sharedViewProps';
import { SharedTableFooter } from '../SharedTableFooter';
import { useCasinoSharedTexts } from '../sharedTexts';
import { useSharedRound } from '../useSharedRound';
import { CrashCurve } from './CrashCurve';
import '../sharedGames.css';
import { multiplierText } from '../../../core/format/multiplier';

const DIGITS = 2;
const flying = (round: SharedRound) => round.phase !== 'ended';

/**
 * The crash game: a bet (and an auto cash-out target) in the betting window,
 * the flight's multiplier and curve, the player's cash-out, the crash point
 * and the last results. The multiplier shown is read from the server's
 * round times; what is paid is the server's answer.
 */
export function CrashGame(props: SharedRoundViewProps<CrashPlacement>) {
  const ready = useCasinoSharedTexts();
  const { t, i18n } = useTranslation();
  const { round, serverNow } = useSharedRound(props.subscribe, flying);
  const [stakeText, setStakeText] = useState(() => (props.minBet / 100).toFixed(DIGITS));
  const [targetText, setTargetText] = useState('');
  const [bet, setBet] = useState<SharedBet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<readonly SharedRound[]>([]);
  const money = (minor: number) => formatMoney(minor, props.currency, DIGITS, i18n.language);
  const { myBets, history } = props;

  const roundId = round?.roundId;
  const ended = round?.phase === 'ended';
  useEffect(() => {
    if (roundId === undefined) return;
    void myBets().then(
      (bets) => setBet(bets[0] ?? null),
      () => undefined,
    );
    if (ended)
      void history().then(
        (answer) => setResults(answer.rounds),
        () => undefined,
      );
  }, [roundId, ended, myBets, history]);

  const refuse = useCallback(
    (error: unknown) => setProblem(t('casinoShared.common.refused', { message: error instanceof Error ? error.message : String(error) })),
    [t],
  );

  if (!ready || !round) return <p className="shared-game__loading">{ready ? t('casinoShared.common.loading') : null}</p>;

  const elapsed = round.startedAt === null ? 0 : Math.max(0, serverNow - round.startedAt);
  const live = round.phase === 'running' ? Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsed)) : 100;
  const crashPoint = round.result?.engine === 'crash' ? round.result.crashPoint : null;
  const shown = crashPoint ?? live;
  const countdown = Math.max(0, Math.ceil((round.bettingEndsAt - serverNow) / 1000));

  const place = () => {
    setProblem(null);
    const stake = parseAmount(stakeText, DIGITS);
    const target = targetText.trim() === '' ? null : Math.round(Number(targetText.replace(',', '.')) * 100);
    if (!stake.ok || (target !== null && !(target >= CRASH_MIN_TARGET))) return refuse(t('casinoShared.crash.auto_cash_out'));
    props.placeBet({ stake: stake.minor, autoCashOut: target }).then((placed) => setBet(placed.bet), refuse);
  };
  const cashOut = props.cashOut;
  const takeMoney = () => {
    if (!bet || !cashOut) return;
    cashOut(bet.betId).then((taken) => setBet(taken.bet), refuse);
  };

  return (
    <section className="shared-game crash-game" aria-labelledby="crash-title">
      <header className="shared-game__head">
        <h2 id="crash-title">{t('casinoShared.crash.title')}</h2>
        {props.demo ? <span className="shared-game__demo">{t('casinoShared.common.demo')}</span> : null}
      </header>
      <p className="shared-game__rules">{t('casinoShared.crash.rules')}</p>
      <div className="crash-game__sky">
        <CrashCurve elapsedMs={elapsed} crashed={round.phase === 'ended'} />
        <output className={`crash-game__multiplier${round.phase === 'ended' ? ' crash-game__multiplier--crashed' : ''}`} aria-live="polite">
          {round.phase === 'betting'
            ? t('casinoShared.common.bets_close_in', { seconds: countdown })
            : round.phase === 'ended'
              ? t('casinoShared.crash.crashed_at', { multiplier: multiplierText(shown) })
              : t('casinoShared.crash.multiplier', { multiplier: multiplierText(shown) })}
        </output>
      </div>
      <div className="shared-game__controls">
        <label className="field">
          <span>{t('casinoShared.common.stake')}</span>
          <input inputMode="decimal" value={stakeText} onChange={(e) => setStakeText(e.target.value)} disabled={bet !== null} />
        </label>
        <label className="field">
          <span>{t('casinoShared.crash.auto_cash_out')}</span>
          <input inputMode="decimal" value={targetText} onChange={(e) => setTargetText(e.target.value)} disabled={bet !== null} />
        </label>
        {bet === null ? (
          <Button variant="primary" onClick={place} disabled={round.phase !== 'betting'}>
            {round.phase === 'betting' ? t('casinoShared.common.place_bet') : t('casinoShared.common.bets_closed')}
          </Button>
        ) : bet.status === 'open' && round.phase === 'running' && cashOut ? (
          <Button variant="primary" onClick={takeMoney}>
            {t('casinoShared.crash.cash_out', { amount: money(Math.floor((bet.stake * live) / 100)) })}
          </Button>
        ) : (
          <p className="shared-game__bet">{betLine(bet, money, t)}</p>
        )}
      </div>
      <SharedTableFooter
        problem={problem}
        results={results}
        round={round}
        result={(r) => (
          <li key={r.roundId} className={r.result?.engine === 'crash' && r.result.crashPoint >= 200 ? 'is-high' : ''}>
            {r.voided ? t('casinoShared.common.voided') : r.result?.engine === 'crash' ? `×${multiplierText(r.result.crashPoint)}` : ''}
          </li>
        )}
      />
    </section>
  );
}

function betLine(bet: SharedBet, money: (minor: number) => string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (bet.status === 'won' && bet.cashedOutAt !== null)
    return [
      t('casinoShared.crash.cashed_out_at', { multiplier: multiplierText(bet.cashedOutAt) }),
      t('casinoShared.common.won', { amount: money(bet.win) }),
    ].join(' · ');
  if (bet.status === 'lost') return t('casinoShared.common.lost');
  if (bet.status === 'refunded') return t('casinoShared.common.refunded');
  return t('casinoShared.common.your_bet', { amount: money(bet.stake) });
}
