import type { Queryable } from '../../db/db';
import { CasinoError } from '../errors';

/** A stepped round as stored, with its pair of seeds' public half. */
export type SteppedRow = {
  id: number;
  owner: string;
  user_id: number | null;
  demo: boolean;
  game_id: string;
  engine: string;
  variant: string;
  request_hash: string;
  seed_id: number;
  nonce: number;
  bet: unknown;
  draws: number;
  start_state: unknown;
  state: unknown;
  start_balance: number;
  stake: number;
  win: number;
  currency_iso: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  client_seed: string;
  server_seed_hash: string;
};

const SELECT = `SELECT r.id, r.owner, r.user_id, r.demo, r.game_id, r.engine, r.variant, r.request_hash, r.seed_id, r.nonce, r.bet,
  r.draws, r.start_state, r.state, r.start_balance, r.stake, r.win, r.currency_iso, r.started_at, r.finished_at,
  s.client_seed, s.server_seed_hash
  FROM casino_stepped_round r JOIN casino_seed s ON s.id = r.seed_id`;

export async function findSteppedByKey(q: Queryable, owner: string, key: string): Promise<SteppedRow | null> {
  const [row] = await q.query<SteppedRow>(`${SELECT} WHERE r.owner = $1 AND r.idempotency_key = $2`, [owner, key]);
  return row ?? null;
}

/** The owner's open round of the game, if any. */
export async function findOpenStepped(q: Queryable, owner: string, gameId: string): Promise<SteppedRow | null> {
  const [row] = await q.query<SteppedRow>(`${SELECT} WHERE r.owner = $1 AND r.game_id = $2 AND r.finished_at IS NULL`, [owner, gameId]);
  return row ?? null;
}

/**
 * The owner's round of this game by its id, locked for a step when asked;
 * another owner's round, or another game's, is not found (round ids are the caller's own).
 */
export async function findOwnStepped(q: Queryable, owner: string, gameId: string, roundId: string, lock = false): Promise<SteppedRow> {
  const id = Number(roundId);
  const [row] = Number.isSafeInteger(id)
    ? await q.query<SteppedRow>(`${SELECT} WHERE r.id = $1 AND r.owner = $2 AND r.game_id = $3 ${lock ? 'FOR UPDATE OF r' : ''}`, [
        id,
        owner,
        gameId,
      ])
    : [];
  if (!row) throw new CasinoError('round_not_found', `No round ${roundId} of this game is yours`);
  return row;
}

export type StepRow = {
  seq: number;
  request_hash: string;
  action: unknown;
  state: unknown;
  stake_after: number;
  balance_after: number;
};

export async function stepsOf(q: Queryable, roundId: number): Promise<StepRow[]> {
  return q.query<StepRow>(
    'SELECT seq, request_hash, action, state, stake_after, balance_after FROM casino_stepped_step WHERE round_id = $1 ORDER BY seq',
    [roundId],
  );
}

export async function findStepByKey(q: Queryable, roundId: number, key: string): Promise<StepRow | null> {
  const [row] = await q.query<StepRow>(
    `SELECT seq, request_hash, action, state, stake_after, balance_after FROM casino_stepped_step
      WHERE round_id = $1 AND idempotency_key = $2`,
    [roundId, key],
  );
  return row ?? null;
}

/**
 * While a stepped round is open its server seed must stay secret (it would
 * show the cards still to come): a rotation or a new client seed waits for it.
 */
export async function refuseWhileSteppedOpen(q: Queryable, owner: string): Promise<void> {
  const [open] = await q.query<{ id: number; game_id: string }>(
    'SELECT id, game_id FROM casino_stepped_round WHERE owner = $1 AND finished_at IS NULL LIMIT 1',
    [owner],
  );
  if (open)
    throw new CasinoError('round_open', `Round ${open.id} is still open: finish it before changing the seeds`, {
      roundId: String(open.id),
    });
}
