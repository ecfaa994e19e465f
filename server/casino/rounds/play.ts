import type { z } from 'zod';
import { OWN_ROUND_ENGINES } from '../../../src/core/casino/engines';
import type { CasinoRound, FrameFreeSpins } from '../../../src/protocol/casino/play';
import { CASINO_ROUND_REF } from '../../../src/protocol/casino/roundRef';
import { ENGINE_SCHEMAS } from '../../../src/protocol/casino/schemas';
import type { Db, Queryable } from '../../db/db';
import { postMovement, requestHash } from '../../ledger';
import { limitVerdict, verdictMessage, verdictParams } from '../../limits';
import { countBonusStakes, frameFreeSpins, recordGrantSpin, takeGrantSpin } from '../../bonus';
import { ACCOUNT_TYPE } from '../../../src/protocol/constants/couponTypes';
import { demoBalance, DEMO_CURRENCY, setDemoBalance } from '../demo';
import { CasinoError, parseCasino } from '../errors';
import { takeRoundDraws } from '../fair/store';
import type { PlayableGame } from '../games';
import type { Launch } from '../launch';
import { findRoundByKey, roundOf } from './store';

/** Ledger movements of rounds are keyed in their own scope: `<owner>:<idempotency key>:debit|credit`. */
export const CASINO_KEY_SCOPE = 'casino';

/** What a round tells the rest of the site (the lobby's "recently played"), inside the round's transaction. */
export interface RoundPlayed {
  readonly userId: number | null;
  readonly gameId: string;
  readonly demo: boolean;
  readonly stake: number;
  readonly win: number;
  readonly at: number;
}
export type RoundPlayedHook = (tx: Queryable, round: RoundPlayed) => Promise<void>;

export interface PlayInput {
  readonly launch: Launch;
  readonly game: PlayableGame;
  readonly bet: unknown;
  readonly idempotencyKey: string;
  /** Play it as one of the player's free spins of this game (server/bonus/README.md "Free spins"). */
  readonly freeSpin?: boolean;
  readonly now: number;
}

export interface PlayHooks {
  readonly onRoundPlayed?: readonly RoundPlayedHook[];
  /** Test seam: runs inside the transaction after the debit (a throw rolls the whole round back: nothing half-done survives). */
  readonly afterDebit?: (tx: Queryable) => Promise<void>;
  /** Benchmark seam: the engines' least time between a player's rounds is not enforced (the server's capacity is measured). */
  readonly unpaced?: boolean;
}

export interface PlayResult {
  readonly round: CasinoRound;
  readonly balance: number;
  readonly repeated: boolean;
  /** The player's free spins of this game left after the round (null: none, or demo). */
  readonly freeSpins: FrameFreeSpins | null;
}

/** The engine, its table and the decoded bet, or the typed refusal; nothing is read or written yet. */
function prepare(game: PlayableGame, rawBet: unknown) {
  const engine = OWN_ROUND_ENGINES[game.engine];
  const schemas = ENGINE_SCHEMAS[game.engine];
  const table = engine?.tables[game.variant];
  if (!engine || !schemas || table === undefined) throw new CasinoError('game_not_found', `Game ${game.id} has no playable engine`);
  const { bet, stake } = checkedBet(game, engine, schemas.bet, table, rawBet);
  return { engine, schemas, table, bet, stake };
}

/** What every engine's bet goes through: its schema, the engine's own refusal, and the game's stake bounds. */
export function checkedBet(
  game: PlayableGame,
  engine: { refuse(bet: never, table: never): string | null; stakeOf(bet: never): number },
  schema: z.ZodType,
  table: unknown,
  rawBet: unknown,
): { bet: never; stake: number } {
  const bet = parseCasino(schema, rawBet, 'The bet') as never;
  const refused = engine.refuse(bet, table as never);
  if (refused) throw new CasinoError('bet_refused', `The bet is refused: ${refused}`, { reason: refused });
  const stake = engine.stakeOf(bet);
  if (stake < game.minBet || stake > game.maxBet)
    throw new CasinoError('bet_out_of_range', `Stakes on ${game.id} are ${game.minBet} to ${game.maxBet}`, {
      minBet: game.minBet,
      maxBet: game.maxBet,
    });
  return { bet, stake };
}

/**
 * One own-round game round, whole, in ONE database transaction: the owner's
 * lock, the idempotency check, the limits, the seeds' next nonce, the
 * engine's outcome, the round row, and the stake's debit and the win's
 * credit through the ledger (or the demo session's play money; or, asked as
 * a free spin, one spin of the player's grant with its win added to it and
 * no money moved: server/bonus/README.md "Free spins"). A crash or
 * a restart at any point rolls all of it back, so there is never a round
 * half-played to complete or refund: the player's retry with the same key
 * plays it, or finds it played.
 */
export async function playRound(db: Db, input: PlayInput, hooks: PlayHooks = {}): Promise<PlayResult> {
  const { launch, game, now } = input;
  const { engine, schemas, table, bet, stake } = prepare(game, input.bet);
  const free = input.freeSpin === true;
  if (free && launch.userId === null) throw new CasinoError('free_spins_none', 'Free spins are played signed in, never in the demo');
  // A free spin's request differs from a paid one of the same bet: the same key cannot turn one into the other.
  const hash = requestHash(free ? { gameId: game.id, bet: input.bet, freeSpin: true } : { gameId: game.id, bet: input.bet });
  return db.transaction(async (tx) => {
    // Serialises the owner's rounds: a repeat of a key waits for the first and then finds it.
    // A free spin stakes none of the player's money: the play blocks apply to it, the money limits see nothing staked.
    const money = launch.userId === null ? await lockDemo(tx, launch.owner) : await lockReal(tx, launch.userId, free ? 0 : stake, now);
    const spinsOf = (at: number) =>
      launch.userId === null
        ? Promise.resolve(null)
        : frameFreeSpins(tx, { userId: launch.userId, gameId: game.id, currencyId: money.currencyId, now: at });
    const seen = await findRoundByKey(tx, launch.owner, input.idempotencyKey);
    if (seen) {
      if (seen.request_hash !== hash)
        throw new CasinoError('idempotency_conflict', `Key ${input.idempotencyKey} was used for another round`, {
          key: input.idempotencyKey,
        });
      return { round: roundOf(seen), balance: money.balance, repeated: true, freeSpins: await spinsOf(now) };
    }
    if (engine.minRoundGapMs !== undefined && !hooks.unpaced) await refuseTooSoon(tx, launch.owner, game.id, engine.minRoundGapMs, now);
    // The grant's spin is taken under its row lock after the key's check: one round, one spin, whatever repeats it.
    const taken =
      free && launch.userId !== null
        ? await takeGrantSpin(tx, { userId: launch.userId, gameId: game.id, stake, currencyId: money.currencyId }, now)
        : null;
    if (free && !taken)
      throw new CasinoError('free_spins_none', `No free spin of ${game.id} at a stake of ${stake} ${money.currency} is left`, { stake });
    if (!taken && money.balance < stake)
      throw new CasinoError('insufficient_balance', `The balance is ${money.balance}; the round stakes ${stake}`, {
        needed: stake,
        money: money.balance,
      });
    const { seeds, draws } = await takeRoundDraws(tx, launch.owner, now);
    const played = engine.play(draws, bet, table);
    const outcome: unknown = schemas.outcome.parse(played.outcome);
    // A free spin leaves the balance as it was: its win adds to the grant, credited as a bonus when the grant ends.
    const balanceAfter = taken ? money.balance : money.balance - stake + played.win;
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO casino_round (owner, user_id, demo, game_id, engine, variant, idempotency_key, request_hash, seed_id, nonce, bet,
         outcome, draws, stake, win, currency_iso, balance_after, played_at, free_spin_grant_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [
        launch.owner,
        launch.userId,
        launch.demo,
        game.id,
        game.engine,
        game.variant,
        input.idempotencyKey,
        hash,
        seeds.id,
        seeds.nextNonce,
        JSON.stringify(input.bet),
        JSON.stringify(outcome),
        draws.count,
        stake,
        played.win,
        money.currency,
        balanceAfter,
        new Date(now),
        taken?.row.id ?? null,
      ],
    );
    const roundId = String(inserted?.id);
    if (taken) await recordGrantSpin(tx, taken, played.win, now);
    else if (money.accountId === null) await setDemoBalance(tx, launch.owner, balanceAfter);
    else {
      await settleOnLedger(
        tx,
        { ...money, accountId: money.accountId },
        { launch, key: input.idempotencyKey, roundId, stake, win: played.win, now },
        hooks,
      );
      // A round from the bonus account counts down its bonus (slots, by the terms) in this transaction, win included.
      if (money.accountType === ACCOUNT_TYPE.bonus)
        await countBonusStakes(
          tx,
          money.accountId,
          [{ key: `casino:${roundId}`, stake: { product: 'casino', engine: game.engine, amount: stake } }],
          now,
        );
    }
    for (const hook of hooks.onRoundPlayed ?? [])
      await hook(tx, { userId: launch.userId, gameId: game.id, demo: launch.demo, stake, win: played.win, at: now });
    const round: CasinoRound = {
      id: roundId,
      gameId: game.id,
      engine: game.engine,
      variant: game.variant,
      demo: launch.demo,
      stake,
      win: played.win,
      balanceAfter,
      currency: money.currency,
      nonce: seeds.nextNonce,
      clientSeed: seeds.clientSeed,
      serverSeedHash: seeds.serverSeedHash,
      serverSeed: null,
      bet: input.bet,
      outcome,
      draws: draws.count,
      playedAt: now,
      freeSpin: taken !== null,
    };
    return { round, balance: balanceAfter, repeated: false, freeSpins: await spinsOf(now) };
  });
}

/** A round of the same game sooner than `gapMs` after the owner's last is refused, with how long to wait (the slot's spin speed). */
async function refuseTooSoon(tx: Queryable, owner: string, gameId: string, gapMs: number, now: number): Promise<void> {
  const [last] = await tx.query<{ played_at: Date }>(
    'SELECT played_at FROM casino_round WHERE owner = $1 AND game_id = $2 ORDER BY id DESC LIMIT 1',
    [owner, gameId],
  );
  const since = last ? now - new Date(last.played_at).getTime() : Number.POSITIVE_INFINITY;
  if (since < gapMs)
    throw new CasinoError('too_fast', `The next round of this game may start ${gapMs - since} ms from now`, {
      retryAfterMs: gapMs - since,
    });
}

/** The money a round is played from: a real account (locked, limits checked) or a demo session's play money. */
export interface Money {
  readonly accountId: number | null;
  /** The account's type (ACCOUNT_TYPE); null in demo. */
  readonly accountType: number | null;
  readonly currencyId: number;
  readonly currency: string;
  readonly balance: number;
}

export async function lockDemo(tx: Queryable, owner: string): Promise<Money> {
  const balance = await demoBalance(tx, owner, true);
  if (balance === null) throw new CasinoError('unauthorized', 'The demo session has ended: open the game again');
  return { accountId: null, accountType: null, currencyId: 0, currency: DEMO_CURRENCY, balance };
}

/**
 * The player's limits (under the player's lock, as the bets take it) and the active account, locked. `limits`
 * false: a step that stakes nothing more (a stepped round's draw) is not stopped by them, so a round never strands.
 */
export async function lockReal(tx: Queryable, userId: number, stake: number, now: number, limits = true): Promise<Money> {
  const [account] = await tx.query<{ id: number; type: number; currency_id: number; iso: string; money: number }>(
    `SELECT a.id, a.type, a.currency_id, c.iso, a.money FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.is_active`,
    [userId],
  );
  if (!account) throw new CasinoError('insufficient_balance', 'The player has no active account to play from', { needed: stake, money: 0 });
  const verdict = limits
    ? await limitVerdict(tx, { userId, currencyIso: account.iso, amount: stake, kinds: ['wagering', 'loss'], now })
    : null;
  if (verdict)
    throw new CasinoError(
      verdict.kind === 'blocked' ? 'play_blocked' : 'limit_exceeded',
      verdictMessage(verdict, 'round'),
      verdictParams(verdict),
    );
  const [held] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1 FOR UPDATE', [account.id]);
  return {
    accountId: account.id,
    accountType: account.type,
    currencyId: account.currency_id,
    currency: account.iso,
    balance: held?.money ?? 0,
  };
}

async function settleOnLedger(
  tx: Queryable,
  money: Money & { accountId: number },
  round: { launch: Launch; key: string; roundId: string; stake: number; win: number; now: number },
  hooks: PlayHooks,
): Promise<void> {
  const move = { userId: round.launch.userId, refId: round.roundId, at: round.now };
  const key = `${round.launch.owner}:${round.key}`;
  await moveRoundMoney(tx, money, { ...move, kind: 'casino_round_debit', key: `${key}:debit`, amount: round.stake });
  await hooks.afterDebit?.(tx);
  if (round.win === 0) return;
  await moveRoundMoney(tx, money, { ...move, kind: 'casino_round_credit', key: `${key}:credit`, amount: round.win });
}

/** One movement of a round's money between the player's account and the house: a stake debited or a win credited. */
export async function moveRoundMoney(
  tx: Queryable,
  money: Money & { accountId: number },
  move: {
    readonly kind: 'casino_round_debit' | 'casino_round_credit';
    readonly key: string;
    readonly userId: number | null;
    readonly refId: string;
    readonly amount: number;
    readonly at: number;
  },
): Promise<void> {
  const toHouse = move.kind === 'casino_round_debit' ? move.amount : -move.amount;
  await postMovement(tx, {
    scope: CASINO_KEY_SCOPE,
    userId: move.userId,
    ref: { type: CASINO_ROUND_REF, id: move.refId },
    at: move.at,
    kind: move.kind,
    key: move.key,
    legs: [
      { account: money.accountId, amount: -toHouse },
      { operator: 'house', currencyId: money.currencyId, amount: toHouse },
    ],
  });
}
