import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, currencyDigits, formatMoney } from '../../../core/format';
import type { SlotBet, SlotOutcome, SlotTable } from '../../../protocol/casino/slot';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import type { OwnRoundViewProps } from '../../gameFrame/viewProps';
import { lineBetSteps } from './betSteps';
import { Paytable } from './Paytable';
import { Reels } from './Reels';
import { artOf } from './symbolArt';
import { useSlotTexts } from './texts';
import { shownSpin, useSlotRound } from './useSlotRound';
import './slot.css';

/** Seconds since the game opened, ticking each second: the session's elapsed time (UKGC RTS 14). */
function useElapsedSeconds(): number {
  const started = useRef(Date.now());
  const [now, setNow] = useState(started.current);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.floor((now - started.current) / 1000);
}

/** Whether a key press on this element should spin: not while typing in or pressing another control. */
const isOwnControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, input, select, textarea, summary, a, [contenteditable="true"]') !== null;

/**
 * The video slot in the game frame: it paints the paytable and the outcomes
 * the server decided and computes no win. One press plays one round: no
 * autoplay, no turbo, no slam-stop, at least SLOT_MIN_SPIN_MS per spin.
 */
export default function SlotGame(props: OwnRoundViewProps<SlotBet, SlotOutcome, SlotTable>) {
  const ready = useSlotTexts();
  return ready ? <SlotGameBody {...props} /> : <div className="slot-game slot-game--loading" aria-busy="true" />;
}

function SlotGameBody({
  theme,
  table,
  rtp,
  currency,
  minBet,
  maxBet,
  demo,
  balance,
  fixedStake = null,
  play,
}: OwnRoundViewProps<SlotBet, SlotOutcome, SlotTable>) {
  const { t, i18n } = useTranslation();
  const art = artOf(theme);
  const steps = useMemo(() => lineBetSteps(minBet, maxBet, table.paylines.length), [minBet, maxBet, table.paylines.length]);
  const [stepIndex, setStepIndex] = useState(0);
  // Free spins play at their own stake (a whole line bet on every line), whatever the player had chosen.
  const lineBet = fixedStake !== null ? fixedStake / table.paylines.length : (steps[stepIndex] ?? steps[0] ?? 0);
  const totalStake = lineBet * table.paylines.length;
  const { phase, session, spin, busy } = useSlotRound(play);
  const betLocked = busy || fixedStake !== null;
  const elapsed = useElapsedSeconds();
  const money = (minor: number) => formatMoney(minor, currency, currencyDigits(currency), i18n.language);
  const shown = shownSpin(phase);
  const round = phase.round;
  const canSpin = !busy && lineBet > 0 && (fixedStake !== null || balance === null || balance >= totalStake);
  const press = () => {
    if (canSpin) void spin({ lineBet });
  };
  const freeSpin = phase.kind === 'idle' ? null : phase.freeSpin;

  return (
    <section
      className="slot-game"
      data-theme-art={theme}
      aria-label={t('casinoSlot.title')}
      onKeyDown={(e) => {
        if ((e.key === ' ' || e.key === 'Enter') && !isOwnControl(e.target)) {
          e.preventDefault();
          press();
        }
      }}
      tabIndex={-1}
    >
      <div className="slot-game__bar">
        {demo && <Badge tone="accent">{t('casinoSlot.demo')}</Badge>}
        <span data-testid="slot-balance">{t('casinoSlot.balance', { amount: balance === null ? '…' : money(balance) })}</span>
        <span data-testid="slot-session-net">{t('casinoSlot.session_net', { amount: money(session.net) })}</span>
        <span data-testid="slot-session-time">{t('casinoSlot.session_time', { time: clockText(elapsed) })}</span>
      </div>

      <Reels table={table} grid={shown?.grid ?? null} wins={shown?.lineWins ?? []} spinning={phase.kind === 'spinning'} art={art} />

      <p className="slot-game__status" role="status" aria-live="polite" data-testid="slot-status">
        {phase.kind === 'spinning' && freeSpin === null && t('casinoSlot.spinning')}
        {freeSpin !== null && t('casinoSlot.free_spin_of', { number: freeSpin + 1, total: round?.outcome.freeSpins.length ?? 0 })}
        {phase.kind === 'showing' &&
          freeSpin === null &&
          round &&
          t('casinoSlot.free_spins_won', { spins: round.outcome.freeSpinsAwarded })}
        {phase.kind === 'idle' && round && (round.win > 0 ? t('casinoSlot.won', { amount: money(round.win) }) : t('casinoSlot.no_win'))}
      </p>

      {shown && phase.kind !== 'spinning' && (shown.lineWins.length > 0 || shown.scatterPay > 0) && (
        <ul className="slot-game__wins" data-testid="slot-wins">
          {shown.lineWins.map((w) => (
            <li key={w.line}>
              {t('casinoSlot.line_win', {
                line: w.line + 1,
                reels: w.count,
                symbol: t(`casinoSlot.symbols.${table.symbols[w.symbol]?.name ?? 'wild'}`),
                amount: money(w.pay),
              })}
            </li>
          ))}
          {shown.scatterPay > 0 && <li>{t('casinoSlot.scatter_win', { scatters: shown.scatters, amount: money(shown.scatterPay) })}</li>}
        </ul>
      )}

      <div className="slot-game__controls">
        <div className="slot-game__bet" role="group" aria-label={t('casinoSlot.bet')}>
          <Button
            size="sm"
            disabled={betLocked || stepIndex === 0}
            onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
            aria-label={t('casinoSlot.bet_down')}
          >
            <span aria-hidden="true">−</span>
          </Button>
          <output data-testid="slot-bet" aria-live="polite">
            {t('casinoSlot.bet_value', { total: money(totalStake), line: money(lineBet), lines: table.paylines.length })}
          </output>
          <Button
            size="sm"
            disabled={betLocked || stepIndex >= steps.length - 1}
            onClick={() => setStepIndex((i) => Math.min(steps.length - 1, i + 1))}
            aria-label={t('casinoSlot.bet_up')}
          >
            <span aria-hidden="true">+</span>
          </Button>
        </div>
        <Button
          variant="primary"
          size="lg"
          className="slot-game__spin"
          disabled={!canSpin}
          onClick={press}
          data-testid="slot-spin"
          autoFocus
        >
          {t('casinoSlot.spin')}
        </Button>
      </div>

      <Paytable table={table} rtp={rtp} art={art} lineBet={lineBet} money={money} open={session.rounds === 0 && phase.kind === 'idle'} />
    </section>
  );
}
