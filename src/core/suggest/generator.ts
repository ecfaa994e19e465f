import type { IndexGame } from '../../protocol/schemas/live';
import { openGames, type Choice } from './legs';
import { seededRandom } from './prng';

export const GENERATOR_LIMITS = {
  /** Total coefficients a player may ask for. */
  target: { min: 1.5, max: 1000 },
  legs: { min: 2, max: 10 },
  /** Outcomes outside this range are never proposed: too short to matter, too long to be a sensible leg. */
  coef: { min: 1.1, max: 15 },
} as const;

/**
 * How far (on a log scale) a leg's outcome may miss more than the nearest one
 * and still be drawn: about 12 %, so coupons vary with the seed while the
 * legs after it can still make up the difference.
 */
const SLACK = 0.12;

export interface GeneratorAsk {
  readonly target: number;
  readonly legs: number;
  /** Empty: every sport. */
  readonly sportIds: readonly number[];
  readonly seed: number;
}

export type GeneratorCheck = { readonly ok: true } | { readonly ok: false; readonly field: 'target' | 'legs' | 'sportIds' };

export function checkGeneratorAsk(ask: Omit<GeneratorAsk, 'seed'>): GeneratorCheck {
  const { target, legs } = GENERATOR_LIMITS;
  if (!Number.isFinite(ask.target) || ask.target < target.min || ask.target > target.max) return { ok: false, field: 'target' };
  if (!Number.isInteger(ask.legs) || ask.legs < legs.min || ask.legs > legs.max) return { ok: false, field: 'legs' };
  if (ask.sportIds.length > 100 || ask.sportIds.some((id) => !Number.isInteger(id) || id <= 0)) return { ok: false, field: 'sportIds' };
  return { ok: true };
}

/**
 * A coupon of `legs` games of the chosen sports from open main markets whose
 * total comes near `target`: each leg aims at what the remaining legs must
 * still multiply to (on a log scale) and draws, by the seed, among the
 * outcomes of the unused games within SLACK of the nearest one. Looking at
 * every unused game (not a window of them) is what keeps the total near the
 * target when few games offer short prices. One leg per game. The same seed
 * and catalogue give the same coupon; null when too few games fit.
 */
export function generateCoupon(games: readonly IndexGame[], ask: GeneratorAsk): Choice[] | null {
  const sports = new Set(ask.sportIds);
  const pool = openGames(games)
    .filter((g) => sports.size === 0 || sports.has(g.sportId))
    .filter((g) => g.main?.outcomes.some((o) => inRange(o.coef)))
    .sort((a, b) => a.gameId - b.gameId);
  if (pool.length < ask.legs) return null;
  const random = seededRandom(ask.seed);
  const used = new Set<number>();
  const chosen: Choice[] = [];
  let product = 1;
  for (let leg = 0; leg < ask.legs; leg += 1) {
    const wanted = Math.log(ask.target / product) / (ask.legs - leg);
    const options: { choice: Choice; miss: number }[] = [];
    for (const game of pool) {
      if (used.has(game.gameId) || game.main === null) continue;
      for (const outcome of game.main.outcomes)
        if (inRange(outcome.coef))
          options.push({ choice: { game, market: game.main, outcome }, miss: Math.abs(Math.log(outcome.coef) - wanted) });
    }
    if (options.length === 0) return null;
    const nearest = options.reduce((least, o) => Math.min(least, o.miss), Number.POSITIVE_INFINITY);
    const near = options.filter((o) => o.miss <= nearest + SLACK);
    const pick = (near[Math.floor(random() * near.length)] ?? near[0]) as { choice: Choice };
    chosen.push(pick.choice);
    used.add(pick.choice.game.gameId);
    product *= pick.choice.outcome.coef;
  }
  return chosen;
}

const inRange = (coef: number): boolean => coef >= GENERATOR_LIMITS.coef.min && coef <= GENERATOR_LIMITS.coef.max;
