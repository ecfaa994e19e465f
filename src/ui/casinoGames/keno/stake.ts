import { parseAmount } from '../../../core/format';

/** Why a typed stake cannot be played, or null when it can: a message key of the keno game. */
export type StakeProblem = 'format' | 'low' | 'high' | 'balance' | null;

/** The typed stake checked against the game's bounds and, with real money, the balance (the server checks again). */
export function stakeProblem(
  minor: number | null,
  { minBet, maxBet, balance, demo }: { minBet: number; maxBet: number; balance: number | null; demo: boolean },
): StakeProblem {
  if (minor === null) return 'format';
  if (minor < minBet) return 'low';
  if (minor > maxBet) return 'high';
  if (!demo && balance !== null && minor > balance) return 'balance';
  return null;
}

/** The stake field's text as minor units, or null when it is not an amount. */
export function typedStake(text: string, digits: number): number | null {
  const parsed = parseAmount(text, digits);
  return parsed.ok ? parsed.minor : null;
}
