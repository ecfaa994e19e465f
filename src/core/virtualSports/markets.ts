/**
 * A virtual event's markets as fair probabilities, before the margin: the
 * server turns them into coefficients the way the live world does
 * (server/live/world.ts, coefMilliFrom). Outcome type ids are the live
 * world's (1, X, 2, handicap, total, both score), so the bets settle
 * football and tennis by the final score as they settle live games; a race
 * adds one market, the winner, whose outcome types are the runners.
 */
export type VirtualMarketKind = 'result' | 'doubleChance' | 'handicap' | 'total' | 'bothScore' | 'winner';

export interface VirtualOutcomeProb {
  readonly typeId: number;
  /** Fair probability; a double chance outcome's is halved (the market's scale is 2, as in the live world). */
  readonly prob: number;
}

export interface VirtualMarketProbs {
  readonly kind: VirtualMarketKind;
  readonly param: number | null;
  readonly outcomes: readonly VirtualOutcomeProb[];
}

/** The winner market's outcome type of runner n (1-based): clear of every live outcome type. */
export const RUNNER_TYPE_BASE = 300;
export const runnerTypeId = (runner: number): number => RUNNER_TYPE_BASE + runner;
/** The market type id of a race's winner market (the live world's types are 1 to 5). */
export const WINNER_MARKET_TYPE_ID = 60;

/** Markets settled by a final [home, away] score distribution `dist(s1, s2)`. */
export function scoreMarkets(
  dist: (s1: number, s2: number) => number,
  max: number,
  lines: { readonly threeWay: boolean; readonly handicap: number; readonly totals: readonly number[]; readonly bothScore: boolean },
): VirtualMarketProbs[] {
  let home = 0;
  let draw = 0;
  let hcpHome = 0;
  let bothScore = 0;
  const over = lines.totals.map(() => 0);
  for (let a = 0; a <= max; a += 1)
    for (let b = 0; b <= max; b += 1) {
      const p = dist(a, b);
      if (p === 0) continue;
      if (a > b) home += p;
      if (a === b) draw += p;
      if (a - b + lines.handicap > 0) hcpHome += p;
      if (a > 0 && b > 0) bothScore += p;
      lines.totals.forEach((line, i) => {
        if (a + b > line) over[i] = (over[i] as number) + p;
      });
    }
  const away = 1 - home - draw;
  const markets: VirtualMarketProbs[] = [];
  if (lines.threeWay) {
    markets.push({
      kind: 'result',
      param: null,
      outcomes: [
        { typeId: 1, prob: home },
        { typeId: 2, prob: draw },
        { typeId: 3, prob: away },
      ],
    });
    markets.push({
      kind: 'doubleChance',
      param: null,
      outcomes: [
        { typeId: 4, prob: (home + draw) / 2 },
        { typeId: 5, prob: (home + away) / 2 },
        { typeId: 6, prob: (draw + away) / 2 },
      ],
    });
  } else {
    // No level score in these sports: the two sides share all of it.
    markets.push({
      kind: 'result',
      param: null,
      outcomes: [
        { typeId: 1, prob: home / (home + away) },
        { typeId: 3, prob: away / (home + away) },
      ],
    });
  }
  markets.push({
    kind: 'handicap',
    param: lines.handicap,
    outcomes: [
      { typeId: 7, prob: hcpHome },
      { typeId: 8, prob: 1 - hcpHome },
    ],
  });
  lines.totals.forEach((line, i) =>
    markets.push({
      kind: 'total',
      param: line,
      outcomes: [
        { typeId: 9, prob: over[i] as number },
        { typeId: 10, prob: 1 - (over[i] as number) },
      ],
    }),
  );
  if (lines.bothScore)
    markets.push({
      kind: 'bothScore',
      param: null,
      outcomes: [
        { typeId: 180, prob: bothScore },
        { typeId: 181, prob: 1 - bothScore },
      ],
    });
  return markets;
}
