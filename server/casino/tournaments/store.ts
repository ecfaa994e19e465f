import type { CreateTournament, Tournament, TournamentStatus } from '../../../src/protocol/casino/tournaments';
import type { Queryable } from '../../db/db';

interface TournamentRow extends Record<string, unknown> {
  id: number;
  name: string;
  prize: string;
  metric: Tournament['metric'];
  iso: string;
  min_stake: string | number;
  starts_at: Date | string;
  ends_at: Date | string;
  closed_at: Date | string | null;
}

const SELECT = `SELECT t.id, t.name, t.prize, t.metric, c.iso, t.min_stake, t.starts_at, t.ends_at, t.closed_at
  FROM casino_tournament t JOIN currency c ON c.id = t.currency_id`;

const ms = (value: Date | string): number => new Date(value).getTime();

/** Where a tournament stands at `now`: closed early or past its end is finished. */
export function statusAt(t: { startsAt: number; endsAt: number; closed: boolean }, now: number): TournamentStatus {
  if (t.closed || now >= t.endsAt) return 'finished';
  return now < t.startsAt ? 'upcoming' : 'running';
}

function tournamentOf(row: TournamentRow, now: number): Tournament {
  const startsAt = ms(row.starts_at);
  const endsAt = ms(row.ends_at);
  return {
    id: row.id,
    name: row.name,
    prize: row.prize,
    metric: row.metric,
    currencyIso: row.iso,
    minStake: Number(row.min_stake),
    startsAt,
    endsAt,
    status: statusAt({ startsAt, endsAt, closed: row.closed_at !== null }, now),
  };
}

/** Running first (ending soonest first), then upcoming (starting soonest), then the finished of the last 30 days (latest first). */
export async function listTournaments(q: Queryable, now: number): Promise<Tournament[]> {
  const since = new Date(now - 30 * 24 * 3_600_000);
  const rows = await q.query<TournamentRow>(`${SELECT} WHERE t.ends_at > $1 ORDER BY t.ends_at DESC LIMIT 100`, [since]);
  const all = rows.map((row) => tournamentOf(row, now));
  const of = (status: TournamentStatus) => all.filter((t) => t.status === status);
  return [
    ...of('running').sort((a, b) => a.endsAt - b.endsAt),
    ...of('upcoming').sort((a, b) => a.startsAt - b.startsAt),
    ...of('finished'),
  ];
}

export async function tournamentById(q: Queryable, id: number, now: number): Promise<Tournament | null> {
  const [row] = await q.query<TournamentRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return row ? tournamentOf(row, now) : null;
}

/** A new tournament; null when its currency is unknown. */
export async function createTournament(q: Queryable, input: CreateTournament, now: number): Promise<Tournament | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO casino_tournament (name, prize, metric, currency_id, min_stake, starts_at, ends_at, created_at)
     SELECT $1, $2, $3, c.id, $5, $6, $7, $8 FROM currency c WHERE c.iso = $4 RETURNING id`,
    [
      input.name,
      input.prize,
      input.metric,
      input.currencyIso,
      input.minStake,
      new Date(input.startsAt),
      new Date(input.endsAt),
      new Date(now),
    ],
  );
  return row ? tournamentById(q, row.id, now) : null;
}

/**
 * Ends a tournament now: its window is cut at this moment, so its board
 * stops moving and stays what it was at the close. A finished one is left as
 * it is; an upcoming one ends before it began (nothing counts).
 */
export async function closeTournament(q: Queryable, id: number, now: number): Promise<Tournament | null> {
  const at = new Date(now);
  await q.query(
    `UPDATE casino_tournament SET closed_at = $2, ends_at = GREATEST(starts_at + interval '1 millisecond', LEAST(ends_at, $2))
      WHERE id = $1 AND closed_at IS NULL AND ends_at > $2`,
    [id, at],
  );
  return tournamentById(q, id, now);
}
