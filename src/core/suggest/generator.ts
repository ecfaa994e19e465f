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

/** How many of the shuffled games each leg looks at: enough to come near the target, few enough to vary with the seed. */
const WINDOW = 12;

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
 * total comes near `target`: the games are shuffled by the seed, and each
 * leg takes, among the next few games, the outcome nearest (on a log scale)
 * to what the remaining legs must still multiply to. One leg per game. The
 * same seed and catalogue give the same coupon; null when too few games fit.
 */
export function generateCoupon(games: readonly IndexGame[], ask: GeneratorAsk): Choice[] | null {
  const sports = new Set(ask.sportIds);
  const pool = openGames(games)
    .filter((g) => sports.size === 0 || sports.has(g.sportId))
    .filter((g) => g.main?.outcomes.some((o) => inRange(o.coef)))
    .sort((a, b) => a.gameId - b.gameId);
  if (pool.length < ask.legs) return null;
  const random = seededRandom(ask.seed);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as IndexGame, pool[i] as IndexGame];
  }
  const chosen: Choice[] = [];
  let product = 1;
  let next = 0;
  for (let leg = 0; leg < ask.legs; leg += 1) {
    const wanted = Math.log(ask.target / product) / (ask.legs - leg);
    // The window never runs past the games the later legs still need.
    const end = Math.min(pool.length - (ask.legs - leg - 1), next + WINDOW);
    let best: { choice: Choice; at: number; miss: number } | null = null;
    for (let at = next; at < end; at += 1) {
      const game = pool[at] as IndexGame;
      if (game.main === null) continue;
      for (const outcome of game.main.outcomes) {
        if (!inRange(outcome.coef)) continue;
        const miss = Math.abs(Math.log(outcome.coef) - wanted);
        if (!best || miss < best.miss) best = { choice: { game, market: game.main, outcome }, at, miss };
      }
    }
    if (!best) return null;
    chosen.push(best.choice);
    product *= best.choice.outcome.coef;
    // The game taken moves to the front of what is used, so no game is taken twice.
    [pool[next], pool[best.at]] = [pool[best.at] as IndexGame, pool[next] as IndexGame];
    next += 1;
  }
  return chosen;
}

const inRange = (coef: number): boolean => coef >= GENERATOR_LIMITS.coef.min && coef <= GENERATOR_LIMITS.coef.max;
