import { freeSpinLineBet } from '../../../src/core/bonus';
import { slotEngine } from '../../../src/core/casino/slot/engine';
import { FREE_SPIN_GRANT_LIMITS, type FreeSpinSource } from '../../../src/protocol/constants/bonus';
import { ACCOUNT_TYPE } from '../../../src/protocol/constants/couponTypes';
import type { FreeSpinGrantView } from '../../../src/protocol/schemas/bonus';
import type { PlayableGame } from '../../casino/games';
import type { Queryable } from '../../db/db';
import { ms } from '../../wallet/answer';
import { grantByKey, grantChanged, grantView, loadGrant, type GrantRow } from './store';

const DAY_MS = 86_400_000;

/** What a free-spins grant is: to whom, which slot, how many spins at which stake, until when, and who gave it. */
export interface FreeSpinGrantInput {
  readonly userId: number;
  /** The slot, as the casino resolves its id (`catalogueGames(catalogue)(gameId)`, server/casino/catalogue). */
  readonly game: PlayableGame;
  /** How many spins, 1 to FREE_SPIN_GRANT_LIMITS.maxCount. */
  readonly count: number;
  /** Minor units staked by each spin: a whole line bet on every payline, within the game's bet bounds. */
  readonly stake: number;
  /** ISO code of the spins' (and their wins') currency; absent: the player's main account's. */
  readonly currencyIso?: string;
  /** Epoch ms after `at`, at most FREE_SPIN_GRANT_LIMITS.maxDays ahead: spins left then are gone. */
  readonly expiresAt: number;
  readonly source: FreeSpinSource;
  /** The granting side's own words (a promotion's id, an operator's reason), up to 200 characters. */
  readonly reference?: string;
  /** One grant per key, whoever calls: the same key again answers the first grant; with other terms it is refused. */
  readonly key: string;
  /** Epoch ms: now, on the server's clock. */
  readonly at: number;
}

export type FreeSpinGrantRefusal =
  | 'player_not_found'
  | 'game_not_slot'
  | 'count_out_of_range'
  | 'stake_invalid'
  | 'expiry_out_of_range'
  | 'currency_unavailable'
  | 'key_conflict';

/** Why a grant was refused: the caller's input, never the server's fault (the admin endpoint answers it as a 4xx). */
export class FreeSpinGrantError extends Error {
  constructor(
    readonly code: FreeSpinGrantRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** The game's slot table, or the refusal: free spins are slot rounds (the casino wagering terms' game). */
function slotTableOf(game: PlayableGame) {
  const engine = slotEngine;
  const table = game.engine === 'slot' ? engine.tables[game.variant] : undefined;
  if (!table) throw new FreeSpinGrantError('game_not_slot', `Game ${game.id} is not a slot`);
  return { engine, table };
}

function checkTerms(input: FreeSpinGrantInput): void {
  const { game, count, stake, expiresAt, at } = input;
  if (!Number.isSafeInteger(count) || count < 1 || count > FREE_SPIN_GRANT_LIMITS.maxCount)
    throw new FreeSpinGrantError('count_out_of_range', `A grant is 1 to ${FREE_SPIN_GRANT_LIMITS.maxCount} spins`);
  const { engine, table } = slotTableOf(game);
  const lineBet = freeSpinLineBet(stake, table.paylines.length);
  if (lineBet === null || engine.refuse({ lineBet }, table) !== null || stake < game.minBet || stake > game.maxBet)
    throw new FreeSpinGrantError(
      'stake_invalid',
      `A spin of ${game.id} stakes ${game.minBet} to ${game.maxBet}, a whole line bet on each of its ${table.paylines.length} lines`,
    );
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= at || expiresAt > at + FREE_SPIN_GRANT_LIMITS.maxDays * DAY_MS)
    throw new FreeSpinGrantError('expiry_out_of_range', `A grant expires after now and within ${FREE_SPIN_GRANT_LIMITS.maxDays} days`);
}

/** The currency of the spins: the named one, where the player has a main or currency account (their wins convert there), else main's. */
async function currencyOf(tx: Queryable, input: FreeSpinGrantInput): Promise<number> {
  const [player] = await tx.query<{ id: number }>('SELECT id FROM app_user WHERE id = $1', [input.userId]);
  if (!player) throw new FreeSpinGrantError('player_not_found', `No player ${input.userId}`);
  const [account] = await tx.query<{ currency_id: number }>(
    `SELECT a.currency_id FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.type IN ($2, $3) AND ($4::text IS NULL OR c.iso = $4) ORDER BY a.type, a.id LIMIT 1`,
    [input.userId, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency, input.currencyIso ?? null],
  );
  if (!account)
    throw new FreeSpinGrantError(
      'currency_unavailable',
      `Player ${input.userId} has no account in ${input.currencyIso ?? 'a main currency'}`,
    );
  return account.currency_id;
}

/** Whether a grant found by its key is the one asked for again (then it is answered, not refused). */
function sameGrant(row: GrantRow, input: FreeSpinGrantInput, currencyId: number): boolean {
  return (
    row.user_id === input.userId &&
    row.game_id === input.game.id &&
    row.count === input.count &&
    row.stake === input.stake &&
    row.currency_id === currencyId &&
    ms(row.expires_at) === input.expiresAt &&
    row.source === input.source
  );
}

/**
 * Grants free spins, inside the caller's transaction: the ONE way a grant is
 * made (the operator's endpoint, a promotion's opt-in). Checks the terms
 * (a slot, a stake of whole line bets within its bounds, 1 to 500 spins, an
 * expiry within 90 days, an account of the currency) and throws
 * FreeSpinGrantError when they fail; moves no money (the spins' wins do,
 * when the grant ends: server/bonus/README.md "Free spins"). The key makes
 * it once: the same key again answers the first grant with `repeated`.
 */
export async function grantFreeSpins(tx: Queryable, input: FreeSpinGrantInput): Promise<{ grant: FreeSpinGrantView; repeated: boolean }> {
  checkTerms(input);
  const currencyId = await currencyOf(tx, input);
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO free_spin_grant (user_id, game_id, game_name, count, spins_left, stake, currency_id, expires_at, source, reference,
       idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      input.userId,
      input.game.id,
      input.game.name,
      input.count,
      input.stake,
      currencyId,
      new Date(input.expiresAt),
      input.source,
      input.reference ?? '',
      input.key,
      new Date(input.at),
    ],
  );
  if (!inserted) {
    const seen = await grantByKey(tx, input.key);
    if (!seen || !sameGrant(seen, input, currencyId))
      throw new FreeSpinGrantError('key_conflict', `Key ${input.key} was used for another grant`);
    return { grant: grantView(seen), repeated: true };
  }
  const row = await loadGrant(tx, inserted.id);
  if (!row) throw new Error('free spin grant insert returned nothing');
  await grantChanged(tx, row, 'active', row.spins_left, input.at);
  return { grant: grantView(row), repeated: false };
}
