import type { LiveGames } from '../../core/live';
import type { CouponCommandOf } from '../../protocol/coupon';
import type { CouponBet } from '../../protocol/coupon';
import { GAME_STATUS, type Game } from '../../protocol/schemas/live';

export type LiveFactCommand =
  | Omit<CouponCommandOf<'coupon/liveCoef'>, 'id'>
  | Omit<CouponCommandOf<'coupon/liveBlock'>, 'id'>
  | Omit<CouponCommandOf<'coupon/liveScore'>, 'id'>
  | Omit<CouponCommandOf<'coupon/liveGameFinished'>, 'id'>
  | Omit<CouponCommandOf<'coupon/liveGameState'>, 'id'>;

/** The score as the coupon keeps it for a bet (the total only: a new period is not a score change). */
export const scoreText = (game: Pick<Game, 'score1' | 'score2'>): string => `${game.score1}:${game.score2}`;

/**
 * What the feed now says that the coupon does not know yet, for every bet
 * whose game the feed holds: its coefficient, its market's suspension, the
 * game's status (a line game going live), the score, the game finishing. Comparing states (not replaying deltas) makes
 * a snapshot after a reconnect correct the coupon too. The coupon rules
 * (changeCoefAction, drop on score change) decide what each fact does.
 */
export function couponFacts(bets: readonly CouponBet[], games: LiveGames): LiveFactCommand[] {
  const out: LiveFactCommand[] = [];
  const finished = new Set<number>();
  const scored = new Set<number>();
  const stated = new Set<number>();
  for (const bet of bets) {
    const game = games[bet.market.gameId];
    if (!game) continue;
    const gameId = game.gameId;
    if (game.status === GAME_STATUS.finished) {
      if (!bet.isFinished && bet.gameStatus !== GAME_STATUS.finished && !finished.has(gameId)) {
        finished.add(gameId);
        out.push({ type: 'coupon/liveGameFinished', payload: { gameId } });
      }
      continue;
    }
    for (const market of game.markets) {
      const outcome = market.outcomes.find((o) => o.outcomeId === bet.market.id);
      if (!outcome) continue;
      if (outcome.coef !== bet.market.coef) out.push({ type: 'coupon/liveCoef', payload: { marketId: bet.market.id, coef: outcome.coef } });
      if (market.isSuspended !== bet.isBlocked)
        out.push({ type: 'coupon/liveBlock', payload: { marketId: bet.market.id, isBlocked: market.isSuspended } });
      break;
    }
    const score = scoreText(game);
    const played = game.status === GAME_STATUS.live || game.status === GAME_STATUS.break;
    // The status (not the clock, which ticks every second) tells the bet its game started; a bet that knew no score learns it.
    if ((bet.gameStatus !== game.status || (played && bet.fullScore === '')) && !stated.has(gameId)) {
      stated.add(gameId);
      out.push({ type: 'coupon/liveGameState', payload: { gameId, gameStatus: game.status, timeSec: game.timeSec, score } });
    }
    // Only live games have a score to change; a bet added before the start knows no score yet.
    if (game.status !== GAME_STATUS.line && bet.fullScore !== '' && bet.fullScore !== score && !scored.has(gameId)) {
      scored.add(gameId);
      out.push({ type: 'coupon/liveScore', payload: { gameId, score } });
    }
  }
  return out;
}

/** A stable key per fact, so the same fact is not sent twice while the first is in flight. */
export function factKey(fact: LiveFactCommand): string {
  switch (fact.type) {
    case 'coupon/liveCoef':
      return `c${fact.payload.marketId}:${fact.payload.coef}`;
    case 'coupon/liveBlock':
      return `b${fact.payload.marketId}:${fact.payload.isBlocked}`;
    case 'coupon/liveScore':
      return `s${fact.payload.gameId}:${fact.payload.score}`;
    case 'coupon/liveGameFinished':
      return `f${fact.payload.gameId}`;
    case 'coupon/liveGameState':
      return `g${fact.payload.gameId}:${fact.payload.gameStatus}`;
  }
}
