import { takeFreeSpin, type FreeSpinRound, type FreeSpinVerdict } from '../../../src/core/bonus';
import type { FrameFreeSpins } from '../../../src/protocol/casino/play';
import type { Queryable } from '../../db/db';
import { ms } from '../../wallet/answer';
import { endGrant } from './end';
import { grantChanged, grantState, playableGrant, type GrantRow } from './store';

/** A spin taken from a grant: its row (locked) and what the rules said. */
export interface TakenSpin {
  readonly row: GrantRow;
  readonly verdict: Extract<FreeSpinVerdict, { kind: 'use' }>;
}

/**
 * The free spin a round asks for, inside the round's transaction (the
 * player's lock held, the round's idempotency checked first, so a repeated
 * round never takes a second spin): the player's playable grant of the game
 * and currency, locked, and the rules' verdict. Null when there is none to
 * use or the round's stake is not the grant's (the round is refused).
 */
export async function takeGrantSpin(tx: Queryable, round: FreeSpinRound, now: number): Promise<TakenSpin | null> {
  const row = await playableGrant(tx, { ...round, now }, { forUpdate: true });
  if (!row) return null;
  const verdict = takeFreeSpin(grantState(row), round, now);
  return verdict.kind === 'use' ? { row, verdict } : null;
}

/**
 * Books the taken spin with what its round won, in the round's transaction:
 * one spin fewer, the win added to the grant; the last spin ends the grant
 * (used), which credits the wins as a bonus.
 */
export async function recordGrantSpin(tx: Queryable, taken: TakenSpin, win: number, at: number): Promise<void> {
  const { row, verdict } = taken;
  await tx.query('UPDATE free_spin_grant SET spins_left = $2, won = won + $3 WHERE id = $1', [row.id, verdict.spinsLeft, win]);
  const updated = { ...row, spins_left: verdict.spinsLeft, won: row.won + win };
  if (verdict.last) await endGrant(tx, updated, 'used', at);
  else await grantChanged(tx, updated, 'active', verdict.spinsLeft, at);
}

/** What the game frame offers: the player's playable grant of this game in the currency played from, or null. */
export async function frameFreeSpins(
  q: Queryable,
  where: { userId: number; gameId: string; currencyId: number; now: number },
): Promise<FrameFreeSpins | null> {
  const row = await playableGrant(q, where);
  return row ? { grantId: row.id, spinsLeft: row.spins_left, stake: row.stake, expiresAt: ms(row.expires_at) } : null;
}
