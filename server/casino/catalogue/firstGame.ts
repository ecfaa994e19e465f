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
 * The player's first real-money game and that first sitting: its plays of that
 * game (in the first play's currency) until the first play of another game.
 * A play is an own round (casino_round) or a bet at a shared table
 * (casino_shared_bet, under the lobby game it was placed from, else the
 * table's id), whichever came first by time. Demo rounds have no player
 * (casino_round's CHECK) and demo bets a demo_owner instead, so neither counts;
 * nor does a free spin (the operator's stake, not the player's money).
 */
const FIRST_GAME_SQL = `
WITH plays AS (
  SELECT 'round' AS kind, id, game_id, engine, played_at AS at, currency_iso, stake, win FROM casino_round
  WHERE user_id = $1 AND NOT demo AND free_spin_grant_id IS NULL
  UNION ALL
  SELECT 'shared', b.id, COALESCE(b.game_id, sr.table_id), sr.table_id, b.placed_at, cur.iso, b.stake, b.win
  FROM casino_shared_bet b
  JOIN casino_shared_round sr ON sr.id = b.round_id
  JOIN account a ON a.id = b.account_id
  JOIN currency cur ON cur.id = a.currency_id
  WHERE b.user_id = $1 AND b.demo_owner IS NULL
), ordered AS (
  SELECT *, row_number() OVER (ORDER BY at, kind, id) AS n FROM plays
), first AS (
  SELECT * FROM ordered ORDER BY n LIMIT 1
), next AS (
  SELECT min(o.n) AS n FROM ordered o, first WHERE o.n > first.n AND o.game_id <> first.game_id
)
SELECT first.game_id, first.engine, first.at AS first_at, first.currency_iso,
  count(*)::integer AS rounds, sum(o.stake)::bigint AS staked, sum(o.win)::bigint AS won
FROM ordered o, first, next
WHERE o.game_id = first.game_id AND o.currency_iso = first.currency_iso AND o.n >= first.n AND (next.n IS NULL OR o.n < next.n)
GROUP BY first.game_id, first.engine, first.at, first.currency_iso`;

export async function firstRealGame(q: Queryable, userId: number, catalogue: Catalogue): Promise<FirstGame | null> {
  const [row] = await q.query<FirstRow>(FIRST_GAME_SQL, [userId]);
  if (!row) return null;
  const game = /^\d{1,9}$/.test(row.game_id) ? (catalogue.byId.get(Number(row.game_id)) ?? null) : null;
  // A house table the lobby does not list: a slot belongs to the slots, the crash table to the crash games, any other to the casino.
  const section = game
    ? CASINO_CATEGORIES[game.category].path
    : row.engine === 'slot'
      ? 'slots'
      : row.engine === 'crash'
        ? CASINO_CATEGORIES.crash.path
        : CASINO_CATEGORIES.live.path;
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
