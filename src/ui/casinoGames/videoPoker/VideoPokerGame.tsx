import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../gameFrame/refusalText';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { VideoPokerAction, VideoPokerBet, VideoPokerHint, VideoPokerTable, VideoPokerView } from '../../../protocol/casino/videoPoker';
import { HAND_SIZE } from '../../../protocol/casino/videoPoker';
import { Button } from '../../design/Button';
import { Skeleton } from '../../design/Skeleton';
import type { SteppedPlayed, SteppedViewProps } from '../../gameFrame/steppedViewProps';
import { lineBetSteps } from '../slot/betSteps';
import { PlayingCard } from './PlayingCard';
import { useVideoPokerTexts } from './texts';
import { VideoPokerPaytable } from './VideoPokerPaytable';
import './videoPoker.css';

type Props = SteppedViewProps<VideoPokerBet, VideoPokerAction, VideoPokerView, VideoPokerHint, VideoPokerTable>;
type Round = SteppedPlayed<VideoPokerView, VideoPokerAction>;

/**
 * Jacks or Better: choose the stake, deal five, click (or press 1 to 5) the
 * cards to hold, draw; Enter or Space deals and draws. The hint asks the
 * server for every hold's expected return and marks the best hold's cards.
 * An open hand left on reload comes back. The view decides nothing: the
 * cards, the hand and the win are the server's.
 */
export function VideoPokerGame(props: Props) {
  const ready = useVideoPokerTexts();
  return ready ? <VideoPokerPlay {...props} /> : <Skeleton shape="block" testId="vp-loading" />;
}

function VideoPokerPlay({ theme, table, rtp, currency, minBet, maxBet, demo, balance, resume, start, act, hint }: Props) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, currencyDigits(currency), i18n.language);
  const steps = lineBetSteps(minBet, maxBet, 1);
  const [stake, setStake] = useState(steps[0] ?? minBet);
  const [round, setRound] = useState<Round | null>(null);
  const [held, setHeld] = useState(0);
  const [advice, setAdvice] = useState<VideoPokerHint | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resumed, setResumed] = useState(false);

  useEffect(() => {
    resume().then(
      (open) => {
        if (!open || open.over) return;
        setRound(open);
        setStake(open.view.stake);
        setResumed(true);
      },
      () => undefined,
    );
  }, [resume]);

  const dealt = round !== null && !round.over;
  const tooMuch = !demo && balance !== null && stake > balance && !dealt;

  const refused = useCallback((refusal: unknown) => setError(refusalText(t, i18n.language, refusal)), [t, i18n.language]);

  const run = (call: () => Promise<Round>) => {
    setBusy(true);
    setError(null);
    setAdvice(null);
    setResumed(false);
    call()
      .then((next) => {
        setRound(next);
        if (!next.over) setHeld(0);
      }, refused)
      .finally(() => setBusy(false));
  };
  const deal = () => run(() => start({ stake }));
  const draw = () => {
    if (round) run(() => act(round.roundId, { type: 'draw', hold: held }));
  };
  const next = () => (dealt ? draw() : deal());
  const toggle = (position: number) => {
    if (dealt && !busy) setHeld((mask) => mask ^ (1 << position));
  };
  const askHint = () => {
    if (!round) return;
    setBusy(true);
    hint(round.roundId)
      .then(setAdvice, refused)
      .finally(() => setBusy(false));
  };

  // Keys 1 to 5 hold, Enter or Space deals and draws (unless a button or a field has the focus: it takes its own key).
  const keysRef = useRef({ toggle, next, canNext: !busy && !tooMuch });
  keysRef.current = { toggle, next, canNext: !busy && !tooMuch };
  const root = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The frame disables the game (its fieldset) before "Start playing" and while paused: the keys wait too.
      if (root.current?.closest('fieldset:disabled')) return;
      const target = event.target as HTMLElement | null;
      const position = Number(event.key) - 1;
      if (Number.isInteger(position) && position >= 0 && position < HAND_SIZE) {
        keysRef.current.toggle(position);
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && !target?.closest('button, input, select, textarea, a')) {
        event.preventDefault();
        if (keysRef.current.canNext) keysRef.current.next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const view = round?.view ?? null;
  const shownHeld = round?.over ? (view?.held ?? 0) : held;
  return (
    <div className={`vp vp--${theme}`} data-testid="video-poker" ref={root}>
      <header className="vp-head">
        <h2>{t('videoPokerGame.title')}</h2>
        {demo && <span className="vp-demo">{t('videoPokerGame.demo')}</span>}
      </header>
      <div className="vp-layout">
        <div className="vp-main">
          <ol className="vp-cards" aria-label={t('videoPokerGame.cards')}>
            {(view?.cards ?? []).map((card, i) => (
              <li key={`${i}-${card}`}>
                <PlayingCard
                  card={card}
                  position={i}
                  held={(shownHeld & (1 << i)) !== 0}
                  advised={advice !== null && (advice.best & (1 << i)) !== 0}
                  disabled={!dealt || busy}
                  onToggle={() => toggle(i)}
                />
              </li>
            ))}
            {view === null &&
              Array.from({ length: HAND_SIZE }, (_, i) => <li key={i} className="vp-card vp-card--back" aria-hidden="true" />)}
          </ol>
          <p className="vp-result" role="status" data-testid="vp-result" data-win={round?.over ? round.win : undefined}>
            {error ??
              (round?.over
                ? view?.hand
                  ? t('videoPokerGame.won', { hand: t(`videoPokerGame.hands.${view.hand}`), win: money(round.win) })
                  : t('videoPokerGame.lost')
                : advice
                  ? advice.best === 0
                    ? t('videoPokerGame.hint_none')
                    : t('videoPokerGame.hint_shown', { value: (advice.values[advice.best] ?? 0).toFixed(4) })
                  : resumed
                    ? t('videoPokerGame.resumed')
                    : dealt
                      ? t('videoPokerGame.choose')
                      : '')}
          </p>
          <div className="vp-actions">
            <label className="vp-stake">
              <span className="field-label">{t('videoPokerGame.stake')}</span>
              <select
                value={stake}
                disabled={dealt || busy}
                onChange={(event) => setStake(Number(event.target.value))}
                data-testid="vp-stake"
              >
                {steps.map((step) => (
                  <option key={step} value={step}>
                    {money(step)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="ghost" disabled={!dealt || busy} onClick={askHint} data-testid="vp-hint">
              {t('videoPokerGame.hint')}
            </Button>
            <Button variant="primary" disabled={busy || tooMuch} onClick={next} data-testid="vp-next" aria-keyshortcuts="Enter Space">
              {dealt ? t('videoPokerGame.draw') : t('videoPokerGame.deal')}
            </Button>
          </div>
          {tooMuch ? <p className="vp-help vp-help--error">{t('videoPokerGame.stake_balance')}</p> : null}
          <p className="vp-help">{t('videoPokerGame.keys')}</p>
        </div>
        <VideoPokerPaytable table={table} rtp={rtp} stake={stake} landed={round?.over ? (view?.hand ?? null) : null} money={money} />
      </div>
    </div>
  );
}
