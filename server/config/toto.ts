/**
 * The toto sections (server/toto/README.md): each its own kind of draw, with
 * its currency (a coupon in another currency is refused), how many games a
 * draw has, the stake of one combination (minor units), the most
 * combinations one coupon may hold, the operator's margin of the stakes, the
 * tiers' percent of the pool (every game right first, then one wrong...;
 * they must sum to 100: the top tier takes the rounding), the sports a draw
 * prefers (three-way sports only, in this order, then by start time) and how
 * many void games a draw stands before it is cancelled and its stakes returned.
 */
export interface TotoSectionConfig {
  readonly id: string;
  readonly currency: string;
  readonly games: number;
  readonly stakePerCombination: number;
  readonly maxCombinations: number;
  readonly marginPct: number;
  readonly sharesPct: readonly number[];
  readonly preferredSports: readonly string[];
  readonly voidLimit: number;
}

export interface TotoConfig {
  readonly sections: readonly TotoSectionConfig[];
}

export const TOTO_CONFIG: TotoConfig = {
  sections: [
    {
      id: 'main',
      currency: 'RUB',
      games: 15,
      stakePerCombination: 5_000,
      maxCombinations: 1_024,
      marginPct: 15,
      sharesPct: [50, 20, 15, 10, 5],
      preferredSports: ['football', 'ice-hockey'],
      voidLimit: 3,
    },
  ],
};
