import type { FirstGame, LeaveGameResult } from '../../protocol/casino/firstGame';

/**
 * Where closing a real-money game leads. `hadFirstAtLaunch`: whether the
 * player had played for real money before this game was launched; `after`: the
 * player's first game as known at the close. The session just closed was the
 * player's first real-money game ever exactly when there was none at launch
 * and the first one is now this game.
 */
export function leaveGameTarget(hadFirstAtLaunch: boolean, after: FirstGame | null, gameId: string): LeaveGameResult {
  if (hadFirstAtLaunch || after === null || after.gameId !== gameId) return { to: 'back' };
  return { to: 'thankYou', section: after.section };
}
