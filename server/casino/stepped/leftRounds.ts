import { STEPPED_ROUND_DEADLINE_MS } from '../../../src/protocol/casino/stepped';
import type { Db } from '../../db/db';
import type { FindGame, PlayableGame } from '../games';
import type { Launch } from '../launch';
import type { PlayHooks } from '../rounds/play';
import { actSteppedRound, steppedGameOf } from './rounds';
import { findOwnStepped, stepsOf } from './store';

/** How often the sweep looks for such rounds. */
export const LEFT_ROUNDS_EVERY_MS = 10 * 60_000;

/** More steps than any engine's round takes: a guard against an engine whose left action would never end its round. */
const MAX_LEFT_STEPS = 32;

/** Rounds one pass plays out, oldest first; the next pass takes the rest. */
const PASS_SIZE = 200;

interface LeftRow extends Record<string, unknown> {
  id: number;
  owner: string;
  user_id: number | null;
  demo: boolean;
  game_id: string;
}

/**
 * Plays every stepped round left open past its deadline to its end with the
 * engine's left action (the best hold, a stand: nothing more is staked), each
 * step through the same transaction a player's own step takes, so the win is
 * credited, the round recorded and its bonus wagering counted as if the
 * player had finished it. A step's key is its place in the round, so two
 * passes at once take each step once. A round that fails (its step refused,
 * the database busy) is counted and left for the next pass; the others go on.
 */
export async function finishLeftRounds(
  db: Db,
  findGame: FindGame,
  now: number,
  hooks: PlayHooks = {},
): Promise<{ readonly ended: number; readonly failed: number }> {
  const rows = await db.query<LeftRow>(
    `SELECT id, owner, user_id, demo, game_id FROM casino_stepped_round
      WHERE finished_at IS NULL AND started_at < $1 ORDER BY id LIMIT ${PASS_SIZE}`,
    [new Date(now - STEPPED_ROUND_DEADLINE_MS)],
  );
  let ended = 0;
  let failed = 0;
  for (const row of rows) {
    // A game the catalogue no longer lists has no table to play the round by: it stays open for the operator.
    const game = findGame(row.game_id);
    if (!game) continue;
    try {
      if (await playOut(db, row, game, now, hooks)) ended += 1;
      else failed += 1;
    } catch {
      failed += 1;
    }
  }
  return { ended, failed };
}

async function playOut(db: Db, row: LeftRow, game: PlayableGame, now: number, hooks: PlayHooks): Promise<boolean> {
  const { engine, table } = steppedGameOf(game);
  const launch: Launch = { owner: row.owner, userId: row.user_id, gameId: row.game_id, demo: row.demo, site: '' };
  const roundId = String(row.id);
  for (let step = 0; step < MAX_LEFT_STEPS; step += 1) {
    const round = await findOwnStepped(db, row.owner, row.game_id, roundId);
    if (round.finished_at !== null) return true;
    const seq = (await stepsOf(db, round.id)).length + 1;
    const action = engine.leftAction(round.state as never, table as never);
    await actSteppedRound(db, { launch, game, roundId, action, idempotencyKey: `left:${seq}`, now }, hooks);
  }
  return false;
}
