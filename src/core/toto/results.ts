import type { TotoResult } from '../../protocol/toto';

/**
 * A finished game's toto result from its period scores (home, away): 1 a home
 * win, X a draw, 2 an away win. A game never played (no periods: cancelled or
 * abandoned) is void, and every sign picked on a void game counts as right.
 */
export function resultOf(periodScores: readonly (readonly [number, number])[]): TotoResult {
  if (periodScores.length === 0) return 'void';
  const home = periodScores.reduce((sum, p) => sum + p[0], 0);
  const away = periodScores.reduce((sum, p) => sum + p[1], 0);
  return home > away ? '1' : home === away ? 'X' : '2';
}
