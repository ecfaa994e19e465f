import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BLOCK_ID, LOBBY_BLOCK_ID } from '../../protocol/constants/couponTypes';
import type { CouponProjection, SlipBet } from '../../protocol/slip';
import { livePart, useLivePart, useProjectionSelector } from '../core-access/coreContext';
import { TeamMark } from '../design/TeamMark';
import { StakeInput } from './StakeInput';
import type { RunCommand } from './useSlipCommands';

/** "Match result: 1" of a bet, from the game the feed holds for the coupon (the coupon keeps ids, the feed the names). */
export function useOutcomeName(gameId: number, marketId: number): string | null {
  const names = useLivePart(livePart.game(gameId), (live) => {
    for (const market of live.games[gameId]?.markets ?? []) {
      const outcome = market.outcomes.find((o) => o.outcomeId === marketId);
      if (outcome) return `${market.name}: ${outcome.name}`;
    }
    return null;
  });
  return names ?? null;
}

/** The words a screen reader hears for a bet: teams and outcome. */
export function betName(item: SlipBet, outcome: string | null, fallback: string): string {
  const teams = [item.bet.opponent1, item.bet.opponent2].filter((name) => name !== '').join(' – ');
  return [teams, outcome ?? fallback].filter((part) => part !== '').join(', ');
}

/** How long a coefficient change the setting accepted stays marked in the row. */
export const RECENT_MOVE_MS = 8_000;

interface RecentMove {
  readonly move: 'rise' | 'fall';
  readonly fromText: string;
}

/**
 * A change the player's setting accepted moves the coefficient the player
 * clicked along with it (nothing to confirm, so the core keeps no old value):
 * the row still shows for a while where it came from, so no change passes
 * unseen. A change waiting for confirmation shows the clicked one instead.
 */
function useRecentMove(item: SlipBet): RecentMove | null {
  const coef = item.bet.market.coef;
  const last = useRef({ coef, text: item.coefText });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [recent, setRecent] = useState<RecentMove | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { coef, text: item.coefText };
    if (coef === before.coef) return;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (item.move !== null) {
      setRecent(null);
      return;
    }
    setRecent({ move: coef > before.coef ? 'rise' : 'fall', fromText: before.text });
    timer.current = setTimeout(() => {
      timer.current = null;
      setRecent(null);
    }, RECENT_MOVE_MS);
  }, [coef, item.coefText, item.move]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return recent;
}

export interface BetRowProps {
  readonly item: SlipBet;
  /** What a bet in the lobby block is called (CouponProjection.lobbyRole); null: the type has no lobby. */
  readonly lobbyRole: CouponProjection['lobbyRole'];
  readonly busy: boolean;
  readonly run: RunCommand;
  readonly money: (minor: number) => string;
  readonly step: number;
  readonly digits: number;
}

/**
 * One bet of the slip: the game, the outcome, the live mark and the score,
 * the coefficient (and, when it moved, the one the player clicked struck
 * through, with an arrow and words, not colour alone), the lock and why, the
 * banker or lobby choice of a system or multibet, a single's own stake, and
 * removal.
 */
export const BetRow = memo(function BetRow({ item, lobbyRole, busy, run, money, step, digits }: BetRowProps) {
  const { t } = useTranslation();
  const { bet } = item;
  const marketId = bet.market.id;
  const outcome = useOutcomeName(bet.market.gameId, marketId);
  const name = betName(item, outcome, t('coupon.bet.outcome_fallback', { id: marketId }));
  const lockId = `slip-bet-${marketId}-lock`;
  const unfollowedId = `slip-bet-${marketId}-unfollowed`;
  const inLobby = bet.blockId === LOBBY_BLOCK_ID;
  const remove = useCallback(() => run({ type: 'coupon/deleteBet', payload: { marketId } }), [run, marketId]);
  const recent = useRecentMove(item);
  // Waiting for confirmation: the clicked coefficient; accepted a moment ago: the one it came from.
  const moved = item.move ? { move: item.move, fromText: item.clickedCoefText } : recent;
  // Team logos in the coupon (display preferences): each team's mark beside its name.
  const marks = useProjectionSelector('preferences', (p) => p.teamLogosInCoupon) === true;

  return (
    <li
      className={`slip-bet${item.lock ? ' slip-bet--locked' : ''}`}
      data-testid={`slip-bet-${marketId}`}
      data-lock={item.lock ?? ''}
      data-move={moved?.move ?? ''}
      data-pending={bet.isCoefChangePending}
      data-unfollowed={item.unfollowed}
      aria-describedby={[item.lock ? lockId : '', item.unfollowed ? unfollowedId : ''].join(' ').trim() || undefined}
    >
      <div className="slip-bet__head">
        <p className="slip-bet__teams">
          {item.isLive && (
            <span className="slip-badge slip-badge--live" data-testid="slip-bet-live">
              {t('coupon.bet.live')}
            </span>
          )}
          {marks && bet.opponent1 !== '' && <TeamMark name={bet.opponent1} size="sm" />}
          <bdi>{bet.opponent1}</bdi>
          {bet.opponent2 !== '' && (
            <>
              {' – '}
              {marks && <TeamMark name={bet.opponent2} size="sm" />}
              <bdi>{bet.opponent2}</bdi>
            </>
          )}
        </p>
        <button
          type="button"
          className="slip-icon-button"
          aria-label={t('coupon.bet.remove', { name })}
          data-testid="slip-bet-remove"
          disabled={busy}
          onClick={remove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="slip-bet__body">
        <p className="slip-bet__outcome">
          <bdi>{outcome ?? t('coupon.bet.outcome_fallback', { id: marketId })}</bdi>
          {item.isLive && bet.fullScore !== '' && (
            <span className="slip-bet__score" dir="ltr">
              {t('coupon.bet.score', { score: bet.fullScore })}
            </span>
          )}
        </p>
        <p className="slip-bet__coef">
          {moved && (
            <>
              <s className="slip-bet__clicked" data-testid="slip-bet-clicked" aria-hidden="true" dir="ltr">
                {moved.fromText}
              </s>
              <span className={`slip-move slip-move--${moved.move}`} aria-hidden="true">
                {moved.move === 'rise' ? '▲' : '▼'}
              </span>
              <span className="visually-hidden" data-testid="slip-bet-move-text">
                {t(moved.move === 'rise' ? 'coupon.bet.rise' : 'coupon.bet.fall', { from: moved.fromText, to: item.coefText })}
              </span>
            </>
          )}
          <strong
            className={`slip-bet__current${moved ? ` slip-bet__current--${moved.move}` : ''}`}
            data-testid="slip-bet-coef"
            dir="ltr"
            aria-hidden={moved ? true : undefined}
          >
            {item.coefText}
          </strong>
        </p>
      </div>
      {item.unfollowed && (
        <p className="slip-bet__lock" id={unfollowedId} data-testid="slip-bet-unfollowed">
          <strong className="slip-badge slip-badge--lock">{t('coupon.bet.unfollowed')}</strong> {t('coupon.bet.unfollowed_text')}
        </p>
      )}
      {item.lock && (
        <p className="slip-bet__lock" id={lockId} data-testid="slip-bet-lock">
          <strong className="slip-badge slip-badge--lock">{t(`coupon.lock.${item.lock}`)}</strong> {t(`coupon.lock.${item.lock}_text`)}
        </p>
      )}
      {lobbyRole !== null && (
        <label className="slip-check">
          <input
            type="checkbox"
            checked={inLobby}
            disabled={busy || (bet.isDisabledBanker && !inLobby)}
            data-testid="slip-bet-banker"
            aria-label={t(`coupon.bet.${lobbyRole}_label`, { name })}
            onChange={(e) =>
              run({ type: 'coupon/moveToBlock', payload: { marketId, blockId: e.target.checked ? LOBBY_BLOCK_ID : DEFAULT_BLOCK_ID } })
            }
          />
          <span aria-hidden="true">{t(`coupon.bet.${lobbyRole}`)}</span>
        </label>
      )}
      {item.stake !== null && (
        <StakeInput
          compact
          label={t('coupon.bet.stake_label', { name })}
          value={item.stake}
          step={step}
          digits={digits}
          money={money}
          disabled={busy}
          testId="slip-bet-stake"
          onCommit={(amount) => run({ type: 'coupon/setAmountByBet', payload: { marketId, amount } })}
          onStep={(from, direction) => run({ type: 'coupon/stepStake', payload: { target: { field: 'bet', marketId }, from, direction } })}
        />
      )}
    </li>
  );
});
