import { coveredNumbers } from '../../../src/core/casino/roulette';
import { crashPlacementSchema } from '../../../src/protocol/casino/crash';
import { roulettePlacementSchema } from '../../../src/protocol/casino/roulette';
import type { SharedBetRequest, SharedTableId } from '../../../src/protocol/casino/shared';
import type { SharedTableConfig } from '../../config/casinoShared';
import type { Db } from '../../db/db';
import { findAccount } from '../../bets/store';
import { requestHash } from '../../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../../limits';
import { BET_SELECT, betRowOf, debitStake, type BetRow } from './bets';
import { SharedError } from './errors';
import { latestRound } from './rounds';

export interface PlaceInput {
  readonly table: SharedTableId;
  readonly config: SharedTableConfig;
  readonly userId: number;
  readonly request: SharedBetRequest;
  readonly now: number;
}

/** The placement's stake and crash target, once shown to suit the table: a crash bet, or roulette chips that are bets of the layout. */
function stakeOf(table: SharedTableId, config: SharedTableConfig, placement: unknown): { stake: number; autoCashOut: number | null } {
  const bounds = (stake: number, what: string) => {
    if (stake < config.minBet || stake > config.maxBet)
      throw new SharedError('stake_out_of_bounds', `${what} of ${stake} is outside ${config.minBet}..${config.maxBet}`, {
        minBet: config.minBet,
        maxBet: config.maxBet,
      });
  };
  if (table === 'crash') {
    const crash = crashPlacementSchema.safeParse(placement);
    if (!crash.success) throw new SharedError('invalid_bet', 'The crash table takes {stake, autoCashOut}');
    bounds(crash.data.stake, 'A stake');
    return { stake: crash.data.stake, autoCashOut: crash.data.autoCashOut };
  }
  const roulette = roulettePlacementSchema.safeParse(placement);
  if (!roulette.success) throw new SharedError('invalid_bet', 'The roulette table takes {chips: [{bet, stake}]}');
  roulette.data.chips.forEach((chip, i) => {
    if (!coveredNumbers(chip.bet))
      throw new SharedError('invalid_bet', `Chip ${i + 1} is not a ${chip.bet.kind} of the layout`, { chip: i });
    if (chip.stake < config.minBet) bounds(chip.stake, `Chip ${i + 1}`);
  });
  const stake = roulette.data.chips.reduce((sum, chip) => sum + chip.stake, 0);
  bounds(stake, 'The placement');
  return { stake, autoCashOut: null };
}

/**
 * A bet in the table's open betting window: one transaction that takes the
 * round's lock (the window cannot close meanwhile), checks the player's
 * limits and balance, records the bet and debits its stake through the
 * ledger. The same clientRef again answers the first bet and moves nothing.
 */
export async function placeBet(db: Db, input: PlaceInput): Promise<{ bet: BetRow; balance: number; repeated: boolean }> {
  const { stake, autoCashOut } = stakeOf(input.table, input.config, input.request.placement);
  const account = await findAccount(db, input.userId, null);
  if (!account) throw new SharedError('account_not_found', 'You have no active account');
  const asked = requestHash({ table: input.table, placement: input.request.placement });
  return db.transaction(async (tx) => {
    const round = await latestRound(tx, input.table, true);
    const [seen] = await tx.query(`${BET_SELECT} WHERE b.user_id = $1 AND b.client_ref = $2`, [input.userId, input.request.clientRef]);
    if (seen) {
      const bet = betRowOf(seen);
      // A repeat is answered whenever it comes, the round over or not: the first answer may have been lost.
      const [of] = await tx.query<{ table_id: string }>('SELECT table_id FROM casino_shared_round WHERE id = $1', [bet.roundId]);
      const same = requestHash({ table: of?.table_id, placement: bet.placement }) === asked;
      if (!same) throw new SharedError('client_ref_conflict', `clientRef ${input.request.clientRef} was used for another bet`);
      const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [bet.accountId]);
      return { bet, balance: held?.money ?? 0, repeated: true };
    }
    if (!round || round.phase !== 'betting' || input.now >= round.bettingEndsAt)
      throw new SharedError('betting_closed', 'Bets are closed for this round: wait for the next one', {
        nextRoundAt: round?.nextRoundAt ?? 0,
      });
    if (input.table === 'crash') {
      const [again] = await tx.query('SELECT id FROM casino_shared_bet WHERE round_id = $1 AND user_id = $2', [round.id, input.userId]);
      if (again) throw new SharedError('already_bet', 'One bet per crash round');
    }
    const verdict = await limitVerdict(tx, {
      userId: input.userId,
      currencyIso: account.currencyIso,
      amount: stake,
      kinds: ['wagering', 'loss'],
      now: input.now,
    });
    if (verdict)
      throw new SharedError(
        verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
        verdictMessage(verdict, 'stake'),
        verdictParams(verdict),
      );
    const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
    if ((held?.money ?? 0) < stake)
      throw new SharedError('insufficient_balance', `The account holds ${held?.money ?? 0}; the bet needs ${stake}`, {
        needed: stake,
        money: held?.money ?? 0,
      });
    const [inserted] = await tx.query(
      `INSERT INTO casino_shared_bet (round_id, user_id, account_id, client_ref, placement, stake, auto_cash_out, status, placed_at)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, 'open', $8) RETURNING id`,
      [
        round.id,
        input.userId,
        account.id,
        input.request.clientRef,
        JSON.stringify(input.request.placement),
        stake,
        autoCashOut,
        new Date(input.now),
      ],
    );
    const [row] = await tx.query(`${BET_SELECT} WHERE b.id = $1`, [inserted?.id]);
    const bet = betRowOf(row as Record<string, unknown>);
    const balance = await debitStake(tx, bet, input.now);
    return { bet, balance, repeated: false };
  });
}
