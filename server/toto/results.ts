import { z } from 'zod';
import { resultOf } from '../../src/core/toto';
import { GAME_STATUS } from '../../src/protocol/schemas/live';
import type { TotoResult } from '../../src/protocol/toto';
import type { Queryable } from '../db/db';
import type { World } from '../live/world';

const periodScoresSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

/**
 * The results of a draw's games, null for a game not over yet. The same
 * results the sports coupons settle by: the one recorded for them
 * (bet_game_result) first, else the world's finished game, else the
 * catalogue's table (a game that left memory). A game neither holds while the
 * world runs was removed from the catalogue: never played, so void.
 */
export async function drawResults(q: Queryable, world: World | undefined, gameIds: readonly number[]): Promise<(TotoResult | null)[]> {
  const recorded = await q.query<{ game_id: number; period_scores: unknown }>(
    'SELECT game_id, period_scores FROM bet_game_result WHERE game_id = ANY($1::integer[])',
    [gameIds],
  );
  const stored = await q.query<{ id: number; status: number; period_scores: unknown }>(
    'SELECT id, status, period_scores FROM live_game WHERE id = ANY($1::integer[])',
    [gameIds],
  );
  return gameIds.map((gameId) => {
    const result = recorded.find((r) => r.game_id === gameId);
    if (result) return resultOf(periodScoresSchema.parse(result.period_scores));
    const game = world?.games.get(gameId);
    if (game) return game.status === GAME_STATUS.finished ? resultOf(game.periodScores) : null;
    const row = stored.find((r) => r.id === gameId);
    if (row) return row.status === GAME_STATUS.finished ? resultOf(periodScoresSchema.parse(row.period_scores)) : null;
    return world ? 'void' : null;
  });
}
