import { coveredNumbers } from '../../../src/core/casino/roulette';
import { crashPlacementSchema } from '../../../src/protocol/casino/crash';
import { roulettePlacementSchema } from '../../../src/protocol/casino/roulette';
import type { SharedBetRequest, SharedTableId } from '../../../src/protocol/casino/shared';
import type { SharedTableConfig } from '../../config/casinoShared';
import type { Db } from '../../db/db';
import { findAccount } from '../../bets/store';
import { requestHash } from '../../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../../limits';
import { demoBalance } from '../demo';
import type { RoundPlayedHook } from '../rounds/play';
import { BET_SELECT, balanceOf, betRowOf, debitStake, ownedBy, type BetRow } from './bets';
import { SharedError } from './errors';
import type { SharedPlayer } from './player';
import { latestRound } from './rounds';

export interface PlaceInput {
  readonly table: SharedTableId;
  readonly config: SharedTableConfig;
  readonly player: SharedPlayer;
  readonly request: SharedBetRequest;
  readonly now: number;
  /** What a real bet tells the rest of the site (the lobby's recently played), inside the bet's transaction. */
  readonly onPlayed?: readonly RoundPlayedHook[];
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

/** Refuses a stake the bettor cannot cover: `held` is what the account or the demo session holds. */
function covers(held: number, stake: number): void {
  if (held < stake)
    throw new SharedError('insufficient_balance', `The balance holds ${held}; the bet needs ${stake}`, { needed: stake, money: held });
}

/**
 * A bet in the table's open betting window: one transaction that takes the
 * round's lock (the window cannot close meanwhile), checks the player's
 * limits and balance, records the bet and debits its stake through the
 * ledger. A demo bet checks and debits its session's play money instead (no
 * account, no limits: play money is no gambling spend). The same clientRef
 * again answers the first bet and moves nothing.
 */
export async function placeBet(db: Db, input: PlaceInput): Promise<{ bet: BetRow; balance: number; repeated: boolean }> {
  const { stake, autoCashOut } = stakeOf(input.table, input.config, input.request.placement);
  const { player } = input;
  const account = player.kind === 'real' ? await findAccount(db, player.userId, null) : null;
  if (player.kind === 'real' && !account) throw new SharedError('account_not_found', 'You have no active account');
  const owner = ownedBy(player, 1);
  const asked = requestHash({ table: input.table, placement: input.request.placement });
  return db.transaction(async (tx) => {
    const round = await latestRound(tx, input.table, true);
    const [seen] = await tx.query(`${BET_SELECT} WHERE ${owner.sql} AND b.client_ref = $2`, [owner.value, input.request.clientRef]);
    if (seen) {
      const bet = betRowOf(seen);
      // A repeat is answered whenever it comes, the round over or not: the first answer may have been lost.
      const [of] = await tx.query<{ table_id: string }>('SELECT table_id FROM casino_shared_round WHERE id = $1', [bet.roundId]);
      const same = requestHash({ table: of?.table_id, placement: bet.placement }) === asked;
      if (!same) throw new SharedError('client_ref_conflict', `clientRef ${input.request.clientRef} was used for another bet`);
      return { bet, balance: await balanceOf(tx, bet), repeated: true };
    }
    if (!round || round.phase !== 'betting' || input.now >= round.bettingEndsAt)
      throw new SharedError('betting_closed', 'Bets are closed for this round: wait for the next one', {
        nextRoundAt: round?.nextRoundAt ?? 0,
      });
    if (input.table === 'crash') {
      const [again] = await tx.query(`SELECT b.id FROM casino_shared_bet b WHERE b.round_id = $2 AND ${owner.sql}`, [
        owner.value,
        round.id,
      ]);
      if (again) throw new SharedError('already_bet', 'One bet per crash round');
    }
    if (player.kind === 'demo') covers((await demoBalance(tx, player.owner, true)) ?? 0, stake);
    else if (account) {
      const verdict = await limitVerdict(tx, {
        userId: player.userId,
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
      covers(held?.money ?? 0, stake);
    }
    const [inserted] = await tx.query(
      `INSERT INTO casino_shared_bet
         (round_id, user_id, account_id, demo_owner, client_ref, placement, stake, auto_cash_out, status, placed_at, game_id)
       VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, 'open', $9, $10) RETURNING id`,
      [
        round.id,
        player.kind === 'real' ? player.userId : null,
        account?.id ?? null,
        player.kind === 'demo' ? player.owner : null,
        input.request.clientRef,
        JSON.stringify(input.request.placement),
        stake,
        autoCashOut,
        new Date(input.now),
        player.kind === 'real' ? (player.gameId ?? null) : null,
      ],
    );
    const [row] = await tx.query(`${BET_SELECT} WHERE b.id = $1`, [inserted?.id]);
    const bet = betRowOf(row as Record<string, unknown>);
    const balance = await debitStake(tx, bet, input.now);
    if (player.kind === 'real' && player.gameId)
      for (const hook of input.onPlayed ?? [])
        await hook(tx, { userId: player.userId, gameId: player.gameId, demo: false, stake, win: 0, at: input.now });
    return { bet, balance, repeated: false };
  });
}
