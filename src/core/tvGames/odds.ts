import type { TvOffer, TvRules } from '../../protocol/tvGames';
import { chanceOf } from './chances';
import { marketOf, selectionsOf } from './markets';

/**
 * Fixed odds from the exact chance and the margin: odds = 1 / (p (1 + m)),
 * in hundredths rounded down, so a selection's return p × odds is
 * 1 / (1 + m) less at most p × 0.01. Never below 1.00.
 */
export function oddsOf(rules: TvRules, selection: string): number {
  const { wins, cases } = chanceOf(rules, selection);
  if (wins === 0) return 100;
  // The epsilon keeps an exact quotient from flooring one below through binary rounding.
  return Math.max(100, Math.floor((10_000 * cases) / (wins * (100 + rules.marginPct)) + 1e-9));
}

/** Every selection of the draw with its market and odds. */
export const offersOf = (rules: TvRules): TvOffer[] =>
  selectionsOf(rules).map((selection) => ({ selection, market: marketOf(selection), odds: oddsOf(rules, selection) }));

/** What a winning bet pays: stake × odds, rounded down to a minor unit. */
export const payoutOf = (stake: number, odds: number): number => Math.floor((stake * odds) / 100);
