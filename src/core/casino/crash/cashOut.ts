import { msToReach, multiplierAt } from './curve';

/**
 * Settling one crash bet. A player's own cash-out at t ms of flight is taken
 * while the multiplier is still below the crash point and pays
 * stake x multiplierAt(t). An auto cash-out target m is filled when the
 * flight reaches m, which it does exactly when the crash point is m or more.
 */

export type CashOutRefusal = 'crashed';

export function manualCashOut(
  crashHundredths: number,
  elapsedMs: number,
): { readonly multiplier: number } | { readonly refused: CashOutRefusal } {
  const multiplier = multiplierAt(elapsedMs);
  return multiplier < crashHundredths ? { multiplier } : { refused: 'crashed' };
}

/** Whether an auto cash-out target is filled in a flight that crashes at `crashHundredths`. */
export const autoCashOutFilled = (targetHundredths: number, crashHundredths: number): boolean => targetHundredths <= crashHundredths;

/** When the flight ends: the first ms the multiplier reaches the crash point. */
export const flightMs = (crashHundredths: number): number => msToReach(crashHundredths);

/** What a stake cashed out at a multiplier pays, rounded down to the minor unit. */
export const payoutOf = (stake: number, multiplierHundredths: number): number => Math.floor((stake * multiplierHundredths) / 100);
