import type { FairDraws } from '../casino/fair';
import { scoreMarkets, type VirtualMarketProbs } from './markets';

/**
 * Virtual football: 90 minutes, each minute a goal for either side with its
 * own chance (its expected goals over 90), so each side's goals are binomial
 * and the markets' fair probabilities are exact, not estimated.
 */
export const FOOTBALL_MINUTES = 90;
const HALF = 45;

export interface FootballGoal {
  readonly minute: number;
  /** 0 home, 1 away. */
  readonly side: 0 | 1;
}

export interface FootballPlay {
  readonly sport: 'football';
  readonly teams: readonly [number, number];
  readonly goals: readonly FootballGoal[];
  /** [home, away] per half. */
  readonly periodScores: readonly (readonly [number, number])[];
  readonly markets: readonly VirtualMarketProbs[];
}

function binomial(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  pmf[0] = (1 - p) ** n;
  for (let k = 1; k <= n; k += 1) pmf[k] = ((pmf[k - 1] as number) * (n - k + 1) * p) / (k * (1 - p));
  return pmf;
}

/** Two different teams of `teamCount`, then the sides' strengths, then the 90 minutes: the draws are read in this order. */
export function playFootball(draws: FairDraws, teamCount: number): FootballPlay {
  const home = draws.int(teamCount);
  const away = (home + 1 + draws.int(teamCount - 1)) % teamCount;
  const strength = draws.float() * 1.6 - 0.8;
  const expected = 2.2 + draws.float() * 0.9;
  const share = 0.5 + strength * 0.3;
  const perMinute = [(expected * share) / FOOTBALL_MINUTES, (expected * (1 - share)) / FOOTBALL_MINUTES] as const;
  const goals: FootballGoal[] = [];
  for (let minute = 1; minute <= FOOTBALL_MINUTES; minute += 1) {
    if (draws.float() < perMinute[0]) goals.push({ minute, side: 0 });
    if (draws.float() < perMinute[1]) goals.push({ minute, side: 1 });
  }
  const half = (from: number, to: number): [number, number] => [
    goals.filter((g) => g.side === 0 && g.minute > from && g.minute <= to).length,
    goals.filter((g) => g.side === 1 && g.minute > from && g.minute <= to).length,
  ];
  const h = binomial(FOOTBALL_MINUTES, perMinute[0]);
  const a = binomial(FOOTBALL_MINUTES, perMinute[1]);
  return {
    sport: 'football',
    teams: [home, away],
    goals,
    periodScores: [half(0, HALF), half(HALF, FOOTBALL_MINUTES)],
    markets: scoreMarkets((s1, s2) => (h[s1] as number) * (a[s2] as number), FOOTBALL_MINUTES, {
      threeWay: true,
      handicap: -1.5,
      totals: [2.5, 1.5, 3.5],
      bothScore: true,
    }),
  };
}
