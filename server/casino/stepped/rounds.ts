import { sameAction, steppedEngineOf, type SomeSteppedEngine } from '../../../src/core/casino/steppedEngines';
import { ACCOUNT_TYPE } from '../../../src/protocol/constants/couponTypes';
import type { SteppedEngineId } from '../../../src/protocol/casino/engines';
import { steppedOutcomeSchema, type SteppedAnswer, type SteppedRound } from '../../../src/protocol/casino/stepped';
import { STEPPED_SCHEMAS, type SteppedEngineSchemas } from '../../../src/protocol/casino/steppedSchemas';
import { countBonusStakes } from '../../bonus';
import type { Db, Queryable } from '../../db/db';
import { requestHash } from '../../ledger';
import { setDemoBalance } from '../demo';
import { CasinoError, parseCasino } from '../errors';
import { takeRoundDraws } from '../fair/store';
import type { PlayableGame } from '../games';
import type { Launch } from '../launch';
import { checkedBet, lockDemo, lockReal, moveRoundMoney, type Money, type PlayHooks } from '../rounds/play';
import { findOpenStepped, findOwnStepped, findStepByKey, findSteppedByKey, stepsOf, type SteppedRow } from './store';

/** The engine, its schemas and its table of a stepped game, or the typed refusal. */
export interface SteppedGame {
  readonly engine: SomeSteppedEngine;
  readonly schemas: SteppedEngineSchemas;
  readonly table: unknown;
}

export function steppedGameOf(game: PlayableGame): SteppedGame {
  const engine = steppedEngineOf(game.engine);
  const schemas = engine ? STEPPED_SCHEMAS[game.engine as SteppedEngineId] : undefined;
  const table = engine?.tables[game.variant];
  if (!engine || !schemas || table === undefined) throw new CasinoError('game_not_found', `Game ${game.id} is not a stepped game`);
  return { engine, schemas, table };
}

/** The ledger's ref id of a stepped round's movements (its stake, extra stakes and win pair up under it). */
const refIdOf = (roundId: number): string => `stepped:${roundId}`;

/** The round as the frame sees it, at a state (the current one, or a step's when a retry is answered). */
export function steppedRoundOf(
  row: SteppedRow,
  at: { readonly state: unknown; readonly stake: number; readonly actions: readonly unknown[] },
  game: SteppedGame,
): SteppedRound {
  const { engine, schemas, table } = game;
  const state = at.state as never;
  const over = engine.isOver(state);
  return {
    id: String(row.id),
    gameId: row.game_id,
    engine: row.engine,
    variant: row.variant,
    demo: row.demo,
    stake: at.stake,
    win: over ? engine.winOf(state, table as never) : 0,
    over,
    view: schemas.view.parse(engine.viewOf(state, table as never)),
    allowed: [...engine.allowed(state, table as never)],
    actions: [...at.actions],
    currency: row.currency_iso,
    nonce: row.nonce,
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    startedAt: new Date(row.started_at).getTime(),
  };
}

async function lockMoney(tx: Queryable, launch: Launch, stake: number, now: number, limits: boolean): Promise<Money> {
  return launch.userId === null ? lockDemo(tx, launch.owner) : lockReal(tx, launch.userId, stake, now, limits);
}

export interface StartInput {
  readonly launch: Launch;
  readonly game: PlayableGame;
  readonly bet: unknown;
  readonly idempotencyKey: string;
  readonly now: number;
}

/**
 * Starts a stepped round in one transaction: the owner's lock and limits,
 * the idempotency check, one open round per game, the seeds' next nonce, the
 * engine's first state, the round row and the stake's debit (or the demo's
 * play money). A round the engine deals over at once (a blackjack) is settled
 * in the same transaction.
 */
export async function startSteppedRound(db: Db, input: StartInput, hooks: PlayHooks = {}): Promise<SteppedAnswer> {
  const { launch, game, now } = input;
  const stepped = steppedGameOf(game);
  const { engine, schemas, table } = stepped;
  const { bet, stake } = checkedBet(game, engine, schemas.bet, table, input.bet);
  const hash = requestHash({ gameId: game.id, bet: input.bet });
  return db.transaction(async (tx) => {
    const money = await lockMoney(tx, launch, stake, now, true);
    const seen = await findSteppedByKey(tx, launch.owner, input.idempotencyKey);
    if (seen) {
      if (seen.request_hash !== hash || seen.game_id !== game.id)
        throw new CasinoError('idempotency_conflict', `Key ${input.idempotencyKey} was used for another round`, {
          key: input.idempotencyKey,
        });
      return {
        round: steppedRoundOf(seen, { state: seen.start_state, stake: engine.stakeOf(seen.bet as never), actions: [] }, stepped),
        balance: seen.start_balance,
      };
    }
    const open = await findOpenStepped(tx, launch.owner, game.id);
    if (open)
      throw new CasinoError('round_open', `Round ${open.id} of this game is still open: finish it first`, { roundId: String(open.id) });
    if (money.balance < stake)
      throw new CasinoError('insufficient_balance', `The balance is ${money.balance}; the round stakes ${stake}`, {
        needed: stake,
        money: money.balance,
      });
    const { seeds, draws } = await takeRoundDraws(tx, launch.owner, now);
    const state = engine.start(draws, bet, table as never);
    const balance = money.balance - stake;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO casino_stepped_round (owner, user_id, demo, game_id, engine, variant, idempotency_key, request_hash, seed_id, nonce,
         bet, draws, start_state, state, start_balance, stake, currency_iso, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12, $13::text::jsonb, $13::text::jsonb, $14, $15, $16, $17)
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
        draws.count,
        JSON.stringify(state),
        balance,
        stake,
        money.currency,
        new Date(now),
      ],
    );
    const roundId = row?.id as number;
    if (money.accountId === null) await setDemoBalance(tx, launch.owner, balance);
    else
      await moveRoundMoney(
        tx,
        { ...money, accountId: money.accountId },
        {
          kind: 'casino_round_debit',
          key: `${launch.owner}:stepped:${input.idempotencyKey}:debit`,
          userId: launch.userId,
          refId: refIdOf(roundId),
          amount: stake,
          at: now,
        },
      );
    const created = await findOwnStepped(tx, launch.owner, game.id, String(roundId));
    if (!engine.isOver(state)) return { round: steppedRoundOf(created, { state, stake, actions: [] }, stepped), balance };
    const paid = await finish(tx, { row: created, stepped, money, state, stake, balance, now, actions: [] }, hooks);
    return { round: steppedRoundOf(created, { state, stake, actions: [] }, stepped), balance: paid };
  });
}

export interface ActInput {
  readonly launch: Launch;
  readonly game: PlayableGame;
  readonly roundId: string;
  readonly action: unknown;
  readonly idempotencyKey: string;
  readonly now: number;
}

/**
 * One action of the owner's open round, in one transaction: the round row's
 * lock, the key's check, the action checked against the allowed ones, its
 * extra stake debited (limits apply to it; a step that stakes nothing more
 * is never stopped by them), the new state, and when the round is over its
 * win credited and its record written.
 */
export async function actSteppedRound(db: Db, input: ActInput, hooks: PlayHooks = {}): Promise<SteppedAnswer> {
  const { launch, game, now } = input;
  const stepped = steppedGameOf(game);
  const { engine, schemas, table } = stepped;
  const action = parseCasino(schemas.action, input.action, 'The action') as unknown;
  const hash = requestHash({ roundId: input.roundId, action: input.action });
  return db.transaction(async (tx) => {
    const row = await findOwnStepped(tx, launch.owner, game.id, input.roundId, true);
    const steps = await stepsOf(tx, row.id);
    const seen = await findStepByKey(tx, row.id, input.idempotencyKey);
    if (seen) {
      if (seen.request_hash !== hash)
        throw new CasinoError('idempotency_conflict', `Key ${input.idempotencyKey} was used for another action`, {
          key: input.idempotencyKey,
        });
      const actions = steps.filter((step) => step.seq <= seen.seq).map((step) => step.action);
      return { round: steppedRoundOf(row, { state: seen.state, stake: seen.stake_after, actions }, stepped), balance: seen.balance_after };
    }
    const state = row.state as never;
    if (row.finished_at !== null || !engine.allowed(state, table as never).some((allowed) => sameAction(allowed, action)))
      throw new CasinoError('action_refused', `The round ${row.id} does not allow this action now`);
    const extra = engine.extraStakeOf(state, action, table as never);
    const money = await lockMoney(tx, launch, extra, now, extra > 0);
    if (money.balance < extra)
      throw new CasinoError('insufficient_balance', `The balance is ${money.balance}; the action stakes ${extra}`, {
        needed: extra,
        money: money.balance,
      });
    const next = engine.act(state, action, table as never);
    const stake = row.stake + extra;
    let balance = money.balance - extra;
    if (extra > 0) {
      if (money.accountId === null) await setDemoBalance(tx, launch.owner, balance);
      else
        await moveRoundMoney(
          tx,
          { ...money, accountId: money.accountId },
          {
            kind: 'casino_round_debit',
            key: `${launch.owner}:stepped:${row.id}:${input.idempotencyKey}:debit`,
            userId: launch.userId,
            refId: refIdOf(row.id),
            amount: extra,
            at: now,
          },
        );
    }
    const actions = [...steps.map((step) => step.action), action];
    if (engine.isOver(next as never)) balance = await finish(tx, { row, stepped, money, state: next, stake, balance, now, actions }, hooks);
    await tx.query(
      `INSERT INTO casino_stepped_step (round_id, seq, idempotency_key, request_hash, action, extra_stake, state, stake_after,
         balance_after, acted_at)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7::text::jsonb, $8, $9, $10)`,
      [
        row.id,
        steps.length + 1,
        input.idempotencyKey,
        hash,
        JSON.stringify(action),
        extra,
        JSON.stringify(next),
        stake,
        balance,
        new Date(now),
      ],
    );
    await tx.query('UPDATE casino_stepped_round SET state = $2::text::jsonb, stake = $3 WHERE id = $1', [
      row.id,
      JSON.stringify(next),
      stake,
    ]);
    return { round: steppedRoundOf(row, { state: next, stake, actions }, stepped), balance };
  });
}

interface Finish {
  readonly row: SteppedRow;
  readonly stepped: SteppedGame;
  readonly money: Money;
  readonly state: unknown;
  readonly stake: number;
  /** The balance before the win. */
  readonly balance: number;
  readonly now: number;
  readonly actions: readonly unknown[];
}

/**
 * The round is over: its win credited, its record written to casino_round
 * (the office history, the game's recall and the lobby's "recently played"
 * read the finished round there like an own round: the outcome is the final
 * view and the actions), the stepped row closed. Returns the balance after.
 */
async function finish(tx: Queryable, f: Finish, hooks: PlayHooks): Promise<number> {
  const { row, stepped, money, now } = f;
  const win = stepped.engine.winOf(f.state as never, stepped.table as never);
  const balance = f.balance + win;
  if (money.accountId === null) await setDemoBalance(tx, row.owner, balance);
  else if (win > 0)
    await moveRoundMoney(
      tx,
      { ...money, accountId: money.accountId },
      {
        kind: 'casino_round_credit',
        key: `${row.owner}:stepped:${row.id}:credit`,
        userId: row.user_id,
        refId: refIdOf(row.id),
        amount: win,
        at: now,
      },
    );
  const outcome = steppedOutcomeSchema.parse({
    view: stepped.schemas.view.parse(stepped.engine.viewOf(f.state as never, stepped.table as never)),
    actions: f.actions,
  });
  const [record] = await tx.query<{ id: number }>(
    `INSERT INTO casino_round (owner, user_id, demo, game_id, engine, variant, idempotency_key, request_hash, seed_id, nonce, bet,
       outcome, draws, stake, win, currency_iso, balance_after, played_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [
      row.owner,
      row.user_id,
      row.demo,
      row.game_id,
      row.engine,
      row.variant,
      `stepped:${row.id}`,
      row.request_hash,
      row.seed_id,
      row.nonce,
      JSON.stringify(row.bet),
      JSON.stringify(outcome),
      row.draws,
      f.stake,
      win,
      row.currency_iso,
      balance,
      new Date(now),
    ],
  );
  await tx.query('UPDATE casino_stepped_round SET finished_at = $2, win = $3, round_id = $4 WHERE id = $1', [
    row.id,
    new Date(now),
    win,
    record?.id,
  ]);
  // A round from the bonus account counts down its bonus by the terms of the engine, as an own round does.
  if (money.accountId !== null && money.accountType === ACCOUNT_TYPE.bonus)
    await countBonusStakes(
      tx,
      money.accountId,
      [{ key: `casino:stepped:${row.id}`, stake: { product: 'casino', engine: row.engine, amount: f.stake } }],
      now,
    );
  for (const hook of hooks.onRoundPlayed ?? [])
    await hook(tx, { userId: row.user_id, gameId: row.game_id, demo: row.demo, stake: f.stake, win, at: now });
  return balance;
}

/** The owner's open round of the game with everything staked and done so far, or null. */
export async function openSteppedRound(q: Queryable, launch: Launch, game: PlayableGame): Promise<SteppedRound | null> {
  const stepped = steppedGameOf(game);
  const row = await findOpenStepped(q, launch.owner, game.id);
  if (!row) return null;
  const steps = await stepsOf(q, row.id);
  return steppedRoundOf(row, { state: row.state, stake: row.stake, actions: steps.map((step) => step.action) }, stepped);
}

/** The engine's advice on the owner's open round (null when the engine gives none, or the round is over). */
export async function steppedHint(q: Queryable, launch: Launch, game: PlayableGame, roundId: string): Promise<unknown> {
  const stepped = steppedGameOf(game);
  const row = await findOwnStepped(q, launch.owner, game.id, roundId);
  const hint = row.finished_at === null && stepped.engine.hint ? stepped.engine.hint(row.state as never, stepped.table as never) : null;
  return hint === null ? null : stepped.schemas.hint?.parse(hint);
}
