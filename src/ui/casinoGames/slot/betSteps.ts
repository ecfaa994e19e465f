/** The line bets a player steps through: 1-2-5 in every power of ten, in minor units. */
const LADDER = [1, 2, 5];

/**
 * The line bets whose total stake (line bet x paylines) lies within the
 * game's bounds, smallest first; the smallest bet the bounds allow leads when
 * it is not on the ladder, so the minimum is always offered.
 */
export function lineBetSteps(minBet: number, maxBet: number, paylines: number): number[] {
  const low = Math.max(1, Math.ceil(minBet / paylines));
  const high = Math.floor(maxBet / paylines);
  if (high < low) return [];
  const steps = new Set<number>([low]);
  for (let power = 1; power <= high; power *= 10) {
    for (const step of LADDER) {
      const bet = step * power;
      if (bet >= low && bet <= high) steps.add(bet);
    }
  }
  return [...steps].sort((a, b) => a - b);
}
