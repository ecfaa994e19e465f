import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Accepted } from '../../protocol/envelope';
import { isRejection, type Rejection } from '../../protocol/rejections';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import type { LiveGameView, LiveProjection } from '../../protocol/live-client';
import { livePart, useCore, useLivePart, useProjectionSelector } from '../core-access/coreContext';
import { requestLogin } from '../core-access/loginRequest';
import { flash, unflash } from './flashes';
import { useLiveNotice } from './LiveNotice';

/** A padlock, 16 by 16. */
const LOCK_PATH =
  'M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 0 0-4 0v2Z';

function findOutcome(live: LiveProjection, gameId: number, marketId: number, outcomeId: number) {
  const market = live.games[gameId]?.markets.find((m) => m.marketId === marketId);
  return market?.outcomes.find((o) => o.outcomeId === outcomeId);
}

/** The coupon's new bet from what the page shows of the game. */
function newBet(game: LiveGameView, marketId: number, outcomeId: number) {
  const market = game.markets.find((m) => m.marketId === marketId);
  const outcome = market?.outcomes.find((o) => o.outcomeId === outcomeId);
  if (!market || !outcome) return null;
  return {
    market: {
      id: outcome.outcomeId,
      sportId: game.sportId,
      typeId: outcome.typeId,
      coef: outcome.coef,
      kind: outcome.kind,
      isLive: game.status === GAME_STATUS.live || game.status === GAME_STATUS.break,
      champId: game.champId,
      gameId: game.gameId,
      param: market.param,
    },
    gameStatus: game.status,
    startTime: game.startTime,
    timeSec: game.timeSec,
    opponent1: game.opponent1,
    opponent2: game.opponent2,
    // The total score: what the feed reports a score change against.
    fullScore: game.status === GAME_STATUS.line ? '' : `${game.score1}:${game.score2}`,
    isBlocked: market.isSuspended,
  };
}

/**
 * One coefficient. It re-renders only when its own outcome, suspension or
 * coupon membership changes; every change flashes the number (flashes.ts)
 * and its arrow keeps the direction of the last move.
 */
export const Outcome = memo(function Outcome({
  gameId,
  marketId,
  outcomeId,
  follows = true,
}: {
  gameId: number;
  marketId: number;
  outcomeId: number;
  /** False in a list row far off screen (a game's page always follows). */
  follows?: boolean;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const { notify, notifyRejection } = useLiveNotice();
  const part = livePart.game(gameId);
  // Far off screen it does not follow its odds (the click still reads the newest); its coupon state it always follows.
  const outcome = useLivePart(part, (live) => findOutcome(live, gameId, marketId, outcomeId), follows);
  const suspended = useLivePart(
    part,
    (live) => live.games[gameId]?.markets.find((m) => m.marketId === marketId)?.isSuspended ?? true,
    follows,
  );
  const finished = useLivePart(part, (live) => live.games[gameId]?.status === GAME_STATUS.finished, follows);
  const inCoupon = useLivePart(livePart.field('inCoupon'), (live) => live.inCoupon[outcomeId] === true);
  // The click shows at once (within the frame); the coupon's answer confirms it or takes it back with the reason.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  useEffect(() => setOptimistic(null), [inCoupon]);
  const selected = optimistic ?? inCoupon === true;
  // Every change flashes the number, in the direction its arrow shows; a locked outcome does not flash.
  const coef = useRef<HTMLSpanElement>(null);
  const changes = outcome?.changes ?? 0;
  const flashing = changes > 0 && outcome?.dir !== null && !(suspended === true || finished === true);
  useEffect(() => {
    const element = coef.current;
    if (flashing) flash(element);
    else unflash(element);
  }, [changes, flashing]);
  useEffect(() => () => unflash(coef.current), []);
  // One-click betting (SPEC 4, 5): when the player turned it on and the site shows it, a click places a single at once.
  const oneClick = useProjectionSelector('coupon', (c) => c.oneClickAvailable && c.settings.isActiveOneClick) === true;

  const onClick = useCallback(() => {
    const live = core.getSnapshot('live');
    const game = live?.games[gameId];
    const market = game?.markets.find((m) => m.marketId === marketId);
    const refused = (answer: Accepted | Rejection) => {
      if (!isRejection(answer)) return;
      setOptimistic(null);
      notifyRejection(answer);
    };
    // Checked against the newest projection, not the last render: a market suspended a moment ago stays out.
    // The worker checks again against the feed itself before the coupon decides. A locked outcome does
    // nothing, in the coupon or not (its bet is the slip's to remove).
    if (game?.status === GAME_STATUS.finished) return notify(t('live.notice.finished'));
    if (!game || !market || market.isSuspended) return notify(t('live.notice.suspended'));
    const slip = core.getSnapshot('coupon');
    if (slip?.oneClickAvailable && slip.settings.isActiveOneClick) {
      const bet = newBet(game, marketId, outcomeId);
      if (!bet) return;
      void core.dispatch({ type: 'coupon/placeOneClick', payload: { bet } }).then((answer) => {
        if (!isRejection(answer)) return;
        notifyRejection(answer);
        if (answer.code === 'coupon.no_account') requestLogin({ returnUrl: null, reason: 'bet' });
      });
      return;
    }
    if (live?.inCoupon[outcomeId]) {
      setOptimistic(false);
      void core.dispatch({ type: 'coupon/deleteBet', payload: { marketId: outcomeId } }).then(refused);
      return;
    }
    const bet = newBet(game, marketId, outcomeId);
    if (!bet) return;
    setOptimistic(true);
    void core.dispatch({ type: 'coupon/addBet', payload: { bet } }).then(refused);
  }, [core, gameId, marketId, outcomeId, notify, notifyRejection, t]);

  if (!outcome) return <span className="live-outcome live-outcome--empty" aria-hidden="true" />;
  const locked = suspended === true || finished === true;
  const label = t(
    finished
      ? 'live.outcome.finished_label'
      : suspended
        ? 'live.outcome.locked_label'
        : oneClick
          ? 'coupon.one_click.outcome_label'
          : 'live.outcome.label',
    {
      name: outcome.name,
      coef: outcome.text,
    },
  );
  return (
    <button
      type="button"
      className={`live-outcome${selected ? ' live-outcome--selected' : ''}${locked ? ' live-outcome--locked' : ''}`}
      data-testid={`live-outcome-${outcomeId}`}
      data-dir={outcome.dir ?? ''}
      data-changes={outcome.changes}
      data-at={outcome.at || undefined}
      aria-pressed={selected}
      data-in-coupon={inCoupon === true}
      data-one-click={oneClick || undefined}
      aria-disabled={locked}
      aria-label={label}
      onClick={onClick}
    >
      <span className="live-outcome__name">{outcome.name}</span>
      <span
        ref={coef}
        className={`live-outcome__coef${outcome.dir && !locked ? ` live-move--${outcome.dir}` : ''}`}
        data-testid="live-coef"
      >
        {outcome.text}
      </span>
      {locked && (
        <span className="live-outcome__lock" aria-hidden="true" data-testid="live-lock">
          {/* Drawn, not an emoji: a system without an emoji font shows an empty box instead. */}
          <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
            <path d={LOCK_PATH} fill="currentColor" />
          </svg>
        </span>
      )}
    </button>
  );
});
