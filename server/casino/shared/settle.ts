import { autoCashOutFilled, payoutOf } from '../../../src/core/casino/crash';
import { chipReturn } from '../../../src/core/casino/roulette';
import { roulettePlacementSchema } from '../../../src/protocol/casino/roulette';
import type { SharedResult } from '../../../src/protocol/casino/shared';
import type { Queryable } from '../../db/db';
import { closeBet, openBetsOf, type BetRow } from './bets';

/** What an open bet gets when its round ends with `result`. */
export function settlementOf(bet: BetRow, result: SharedResult): { status: 'won' | 'lost'; win: number; cashedOutAt: number | null } {
  if (result.engine === 'crash') {
    const target = bet.autoCashOut;
    return target !== null && autoCashOutFilled(target, result.crashPoint)
      ? { status: 'won', win: payoutOf(bet.stake, target), cashedOutAt: target }
      : { status: 'lost', win: 0, cashedOutAt: null };
  }
  const { chips } = roulettePlacementSchema.parse(bet.placement);
  const win = chips.reduce((sum, chip) => sum + chipReturn(chip.bet, chip.stake, result.pocket), 0);
  return { status: win > 0 ? 'won' : 'lost', win, cashedOutAt: null };
}

/** Settles every bet still open in the round (its row locked by the caller), each with its credit, in the caller's transaction. */
export async function settleRound(tx: Queryable, roundId: number, result: SharedResult, at: number): Promise<void> {
  for (const bet of await openBetsOf(tx, roundId)) await closeBet(tx, bet, settlementOf(bet, result), at);
}

/** A void round: every bet still open gets its stake back. */
export async function refundRound(tx: Queryable, roundId: number, at: number): Promise<void> {
  for (const bet of await openBetsOf(tx, roundId)) await closeBet(tx, bet, { status: 'refunded', win: bet.stake, cashedOutAt: null }, at);
}
