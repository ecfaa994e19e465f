import { manualCashOut, msToReach, payoutOf } from '../../../src/core/casino/crash';
import type { SharedTableId } from '../../../src/protocol/casino/shared';
import type { Db } from '../../db/db';
import { BET_SELECT, balanceOf, betRowOf, closeBet, ownedBy, type BetRow } from './bets';
import { SharedError } from './errors';
import type { SharedPlayer } from './player';
import { roundById } from './rounds';

/**
 * The player's own crash cash-out at the server's time: taken while the
 * multiplier is below the round's crash point, paying stake x multiplier.
 * The round's lock first, then the bet's (the order the scheduler takes
 * them), so the round cannot end in between. Another player's (or demo
 * session's) bet is bet_not_found, as one that does not exist.
 */
const crashedAt = (crash: number) =>
  new SharedError('crashed', `The round crashed at ${crash / 100}x before the cash-out`, { crashPoint: crash });

export async function cashOut(
  db: Db,
  input: { table: SharedTableId; player: SharedPlayer; betId: number; now: number },
): Promise<{ bet: BetRow; balance: number }> {
  const notFound = () => new SharedError('bet_not_found', `No bet ${input.betId} of yours at this table`, { betId: input.betId });
  const owner = ownedBy(input.player, 2);
  const [owned] = await db.query<{ round_id: number }>(
    `SELECT b.round_id FROM casino_shared_bet b JOIN casino_shared_round r ON r.id = b.round_id
      WHERE b.id = $1 AND ${owner.sql} AND r.table_id = $3`,
    [input.betId, owner.value, input.table],
  );
  if (!owned || input.table !== 'crash') throw notFound();
  return db.transaction(async (tx) => {
    const round = await roundById(tx, owned.round_id, true);
    const [row] = await tx.query(`${BET_SELECT} WHERE b.id = $1 FOR UPDATE OF b`, [input.betId]);
    if (!round || !row || round.result.engine !== 'crash') throw notFound();
    const bet = betRowOf(row);
    const elapsed = input.now - round.bettingEndsAt;
    const crash = round.result.crashPoint;
    if (bet.status === 'lost') throw crashedAt(crash);
    if (bet.status !== 'open' || round.phase === 'void' || elapsed < 0)
      throw new SharedError('not_cashable', bet.status === 'open' ? 'The round has not taken off yet' : `The bet is ${bet.status} already`);
    // The auto target the flight passed first is what the scheduler pays, whenever its tick comes.
    const target = bet.autoCashOut;
    const taken =
      target !== null && target <= crash && msToReach(target) <= elapsed ? { multiplier: target } : manualCashOut(crash, elapsed);
    if ('refused' in taken) throw crashedAt(crash);
    const win = payoutOf(bet.stake, taken.multiplier);
    const balance = await closeBet(tx, bet, { status: 'won', win, cashedOutAt: taken.multiplier }, input.now);
    return { bet: { ...bet, status: 'won', win, cashedOutAt: taken.multiplier }, balance: balance ?? (await balanceOf(tx, bet)) };
  });
}
