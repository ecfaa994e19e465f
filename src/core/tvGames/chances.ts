import type { TvRules } from '../../protocol/tvGames';
import { colourOf, middleOf, sumLineOf } from './markets';

/** An exact chance: `wins` of `cases`, each case as likely as the others. */
export interface Chance {
  readonly wins: number;
  readonly cases: number;
}

/** n choose k, exact while it stays below 2^53 (every show's counts are far below). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) c = (c * (n - i + 1)) / i;
  return Math.round(c);
}

const firstBall = (rules: TvRules, won: (ball: number) => boolean): Chance => ({
  wins: Array.from({ length: rules.balls }, (_, i) => i + 1).filter(won).length,
  cases: rules.balls,
});

/** How many k-subsets of 1..n have each sum s (index s), adding the balls one at a time. */
function sumCounts(rules: TvRules): number[] {
  const maxSum = (rules.drawn * (2 * rules.balls - rules.drawn + 1)) / 2;
  // ways[k][s]: subsets of the balls so far with k balls summing to s; walking k down reuses one table.
  const ways = Array.from({ length: rules.drawn + 1 }, () => new Array<number>(maxSum + 1).fill(0));
  (ways[0] as number[])[0] = 1;
  for (let ball = 1; ball <= rules.balls; ball += 1)
    for (let k = Math.min(ball, rules.drawn); k >= 1; k -= 1) {
      const row = ways[k] as number[];
      const below = ways[k - 1] as number[];
      for (let s = maxSum; s >= ball; s -= 1) row[s] = (row[s] ?? 0) + (below[s - ball] ?? 0);
    }
  return ways[rules.drawn] as number[];
}

/** The chance of more even balls than odd (or, `even` false, more odd than even) among the k drawn. */
function parityChance(rules: TvRules, even: boolean): Chance {
  const evenBalls = Math.floor(rules.balls / 2);
  const oddBalls = rules.balls - evenBalls;
  let wins = 0;
  for (let e = 0; e <= rules.drawn; e += 1)
    if (even ? e * 2 > rules.drawn : e * 2 < rules.drawn) wins += choose(evenBalls, e) * choose(oddBalls, rules.drawn - e);
  return { wins, cases: choose(rules.balls, rules.drawn) };
}

/** The exact chance a selection wins, from the rules alone (every order of k of n balls equally likely). */
export function chanceOf(rules: TvRules, selection: string): Chance {
  const [kind, value] = selection.split('-');
  switch (kind) {
    case 'firstOver':
      return firstBall(rules, (b) => b > middleOf(rules));
    case 'firstUnder':
      return firstBall(rules, (b) => b < middleOf(rules));
    case 'firstEven':
      return firstBall(rules, (b) => b % 2 === 0);
    case 'firstOdd':
      return firstBall(rules, (b) => b % 2 === 1);
    case 'colour':
      return firstBall(rules, (b) => colourOf(rules, b) === Number(value));
    case 'number':
      return { wins: rules.drawn, cases: rules.balls };
    case 'moreEven':
    case 'moreOdd':
      return parityChance(rules, kind === 'moreEven');
    case 'sumOver':
    case 'sumUnder': {
      const line = sumLineOf(rules);
      const counts = sumCounts(rules);
      const wins = counts.reduce((acc, n, s) => acc + ((kind === 'sumOver' ? s > line : s < line) ? n : 0), 0);
      return { wins, cases: choose(rules.balls, rules.drawn) };
    }
    default:
      return { wins: 0, cases: 1 };
  }
}
