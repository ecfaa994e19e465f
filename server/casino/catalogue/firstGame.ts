import { CASINO_CATEGORIES } from '../../../src/protocol/casino/catalogue';
import { CASINO_FIRST_GAME_PATH, firstGameAnswerSchema, type FirstGame } from '../../../src/protocol/casino/firstGame';
import type { AuthContext } from '../../auth/context';
import { answer, handle } from '../../auth/http';
import { requireSession } from '../../auth/sessions';
import type { Db, Queryable } from '../../db/db';
import { NO_INPUT, type Router } from '../../http/router';
import type { Catalogue } from './build';

type FirstRow = {
  game_id: string;
  engine: string;
  first_at: Date | string;
  currency_iso: string;
  rounds: number;
  staked: string | number;
  won: string | number;
};

/**
 * The player's first real-money round's game and that first sitting: its rounds
 * of that game (in the first round's currency) until the first round of another
 * game. Demo rounds have no player (casino_round's CHECK), so they never count.
 */
const FIRST_GAME_SQL = `
WITH first AS (
  SELECT id, game_id, engine, played_at, currency_iso FROM casino_round
  WHERE user_id = $1 AND NOT demo ORDER BY id LIMIT 1
), next AS (
  SELECT min(r.id) AS id FROM casino_round r, first
  WHERE r.user_id = $1 AND NOT r.demo AND r.id > first.id AND r.game_id <> first.game_id
)
SELECT first.game_id, first.engine, first.played_at AS first_at, first.currency_iso,
  count(*)::integer AS rounds, sum(r.stake)::bigint AS staked, sum(r.win)::bigint AS won
FROM casino_round r, first, next
WHERE r.user_id = $1 AND NOT r.demo AND r.game_id = first.game_id AND r.currency_iso = first.currency_iso
  AND r.id >= first.id AND (next.id IS NULL OR r.id < next.id)
GROUP BY first.game_id, first.engine, first.played_at, first.currency_iso`;

export async function firstRealGame(q: Queryable, userId: number, catalogue: Catalogue): Promise<FirstGame | null> {
  const [row] = await q.query<FirstRow>(FIRST_GAME_SQL, [userId]);
  if (!row) return null;
  const game = /^\d{1,9}$/.test(row.game_id) ? (catalogue.byId.get(Number(row.game_id)) ?? null) : null;
  // A house table the lobby does not list: a slot belongs to the slots, any other game to the casino.
  const section = game ? CASINO_CATEGORIES[game.category].path : row.engine === 'slot' ? 'slots' : CASINO_CATEGORIES.live.path;
  return {
    gameId: row.game_id,
    game,
    section,
    firstRoundAt: new Date(row.first_at).getTime(),
    rounds: row.rounds,
    staked: Number(row.staked),
    won: Number(row.won),
    currency: row.currency_iso,
  };
}

/** GET the caller's own first game: the route names no player, so no one reads another's. */
export function registerFirstGameRoute(
  router: Router,
  deps: { readonly db: Db; readonly auth: AuthContext; readonly catalogue: Catalogue },
): void {
  router.get(
    CASINO_FIRST_GAME_PATH,
    handle(async ({ req, res }) => {
      const session = await requireSession(deps.auth, req);
      answer(res, firstGameAnswerSchema, { first: await firstRealGame(deps.db, session.userId, deps.catalogue) });
    }),
    NO_INPUT,
  );
}
