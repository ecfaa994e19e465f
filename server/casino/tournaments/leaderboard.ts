import { CASINO_ROUND_REF } from '../../../src/protocol/casino/roundRef';
import { LEADERBOARD_TOP, type LeaderboardRow, type Tournament } from '../../../src/protocol/casino/tournaments';
import type { Queryable } from '../../db/db';

interface ScoreRow extends Record<string, unknown> {
  user_id: number;
  login: string;
  score: string | number;
  place: string | number;
  players: string | number;
}

/** A login as others see it on the board: enough to recognise oneself, not enough to find someone. */
export function maskLogin(login: string): string {
  return `${login.slice(0, login.length > 4 ? 2 : 1)}***`;
}

/**
 * Each player's score from the ledger alone. A round is its stake movement
 * (casino_round_debit, the player's entry) in the tournament's currency and
 * window, at least the minimum stake, and its win the player's entries of the
 * credit movements with the same round ref (none: a lost round). multiplier
 * scores a player's best round, win / stake in exact numeric; wagered the sum
 * of the stakes. Ties go to who got there first, then to the older account.
 */
const BOARD_SQL = `
WITH rounds AS (
  -- A stepped round (a blackjack double or split) debits more than once under one ref: one round, its stakes summed.
  SELECT m.user_id, m.ref_id, min(m.created_at) AS at, sum(-e.amount)::bigint AS stake
    FROM ledger_movement m
    JOIN ledger_entry e ON e.movement_id = m.id
    JOIN ledger_account a ON a.id = e.ledger_account_id AND a.kind = 'player'
   WHERE m.kind = 'casino_round_debit' AND m.ref_type = $1::text AND e.currency_id = $2::int
     AND m.created_at >= $3 AND m.created_at < $4
   GROUP BY m.user_id, m.ref_id
  HAVING sum(-e.amount)::bigint >= $5::bigint
), wins AS (
  SELECT m.ref_id, sum(e.amount)::bigint AS win
    FROM ledger_movement m
    JOIN ledger_entry e ON e.movement_id = m.id
    JOIN ledger_account a ON a.id = e.ledger_account_id AND a.kind = 'player'
   WHERE m.kind = 'casino_round_credit' AND m.ref_type = $1::text AND m.ref_id IN (SELECT ref_id FROM rounds)
   GROUP BY m.ref_id
), scored AS (
  SELECT r.user_id, r.at, r.stake, COALESCE(w.win, 0) AS win FROM rounds r LEFT JOIN wins w ON w.ref_id = r.ref_id
), best AS (
  SELECT user_id, score, at FROM (
    SELECT DISTINCT ON (user_id) user_id, win::numeric / stake AS score, at FROM scored
     ORDER BY user_id, win::numeric / stake DESC, at ASC
  ) b WHERE $6::text = 'multiplier'
  UNION ALL
  SELECT user_id, sum(stake)::numeric AS score, max(at) AS at FROM scored WHERE $6::text = 'wagered' GROUP BY user_id
), ranked AS (
  SELECT user_id, score, row_number() OVER (ORDER BY score DESC, at ASC, user_id ASC) AS place, count(*) OVER () AS players FROM best
)
SELECT r.user_id, u.login, r.score::float8 AS score, r.place, r.players
  FROM ranked r JOIN app_user u ON u.id = r.user_id
 WHERE r.place <= $7::int OR r.user_id = $8::int
 ORDER BY r.place`;

export interface Leaderboard {
  readonly leaders: LeaderboardRow[];
  readonly own: LeaderboardRow | null;
  readonly players: number;
}

/** The top of a tournament's board and, when `userId` played but is below it, that player's own row. */
export async function readLeaderboard(q: Queryable, tournament: Tournament, userId: number | null): Promise<Leaderboard> {
  const [currency] = await q.query<{ id: number }>('SELECT id FROM currency WHERE iso = $1', [tournament.currencyIso]);
  if (!currency) return { leaders: [], own: null, players: 0 };
  const rows = await q.query<ScoreRow>(BOARD_SQL, [
    CASINO_ROUND_REF,
    currency.id,
    new Date(tournament.startsAt),
    new Date(tournament.endsAt),
    tournament.minStake,
    tournament.metric,
    LEADERBOARD_TOP,
    userId ?? 0,
  ]);
  const rowOf = (row: ScoreRow): LeaderboardRow => ({
    place: Number(row.place),
    player: maskLogin(row.login),
    score: Number(row.score),
    me: row.user_id === userId,
  });
  const leaders = rows.filter((row) => Number(row.place) <= LEADERBOARD_TOP).map(rowOf);
  const ownRow = rows.find((row) => row.user_id === userId && Number(row.place) > LEADERBOARD_TOP);
  return { leaders, own: ownRow ? rowOf(ownRow) : null, players: Number(rows[0]?.players ?? 0) };
}
