import type { VirtualSport } from '../../src/protocol/virtualSports';
import type { VirtualSportConfig } from '../config/virtualSports';
import type { Db, Queryable } from '../db/db';
import { takeVirtualSeed } from './chain';
import type { EventRow } from './event';

/** The rows of virtual events, with their chain's public hash and salt. */
const SELECT = `SELECT e.id, e.sport, e.slot, e.chain_index, e.seed, e.kick_off_at, e.ends_at, e.settled_at, c.terminal_hash, c.salt
  FROM virtual_event e JOIN virtual_chain c ON c.id = e.chain_id`;

type Row = {
  id: number;
  sport: VirtualSport;
  slot: string | number;
  chain_index: number;
  seed: string;
  kick_off_at: Date | string;
  ends_at: Date | string;
  settled_at: Date | string | null;
  terminal_hash: string;
  salt: string;
};

const ms = (v: Date | string): number => new Date(v).getTime();

const rowOf = (r: Row): EventRow => ({
  id: r.id,
  sport: r.sport,
  slot: Number(r.slot),
  chainIndex: r.chain_index,
  seed: r.seed,
  terminalHash: r.terminal_hash,
  salt: r.salt,
  kickOffAt: ms(r.kick_off_at),
  endsAt: ms(r.ends_at),
  settledAt: r.settled_at === null ? null : ms(r.settled_at),
});

/** Kick-off of the sport's slot k. */
export const kickOffOf = (sport: VirtualSportConfig, slot: number): number => slot * sport.intervalMs + sport.offsetMs;
/** The sport's slots from the one playing (or last to kick off) at `now` to the last one listed. */
export function slotsAround(sport: VirtualSportConfig, now: number): { first: number; last: number } {
  const current = Math.floor((now - sport.offsetMs) / sport.intervalMs);
  return { first: current, last: current + sport.shown };
}

/** The slot's event, made (its seed taken from the chain) when it is not yet. */
export async function materialise(db: Db, sport: VirtualSportConfig, slot: number, chainLength: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.query('SELECT 1 FROM virtual_event WHERE sport = $1 AND slot = $2', [sport.sport, slot]);
    if (found) return;
    const seed = await takeVirtualSeed(tx, sport.sport, chainLength, now);
    const kickOff = kickOffOf(sport, slot);
    await tx.query(
      `INSERT INTO virtual_event (sport, slot, chain_id, chain_index, seed, kick_off_at, ends_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (sport, slot) DO NOTHING`,
      [sport.sport, slot, seed.chainId, seed.index, seed.seed, new Date(kickOff), new Date(kickOff + sport.playMs), new Date(now)],
    );
  });
}

/** Events of the sport from slot `first` on, and its latest ended ones. */
export async function eventsOf(q: Queryable, sport: VirtualSport, first: number, results: number, now: number): Promise<EventRow[]> {
  const around = await q.query<Row>(`${SELECT} WHERE e.sport = $1 AND e.slot >= $2 ORDER BY e.slot`, [sport, first]);
  const ended = await q.query<Row>(`${SELECT} WHERE e.sport = $1 AND e.ends_at <= $2 ORDER BY e.slot DESC LIMIT $3`, [
    sport,
    new Date(now),
    results,
  ]);
  const byId = new Map([...around, ...ended].map((r) => [r.id, rowOf(r)]));
  return [...byId.values()];
}

export async function eventById(q: Queryable, id: number): Promise<EventRow | null> {
  const [row] = await q.query<Row>(`${SELECT} WHERE e.id = $1`, [id]);
  return row ? rowOf(row) : null;
}

/** Ended events whose result was not handed to the bets yet (a restart finds them here). */
export async function unsettledEnded(q: Queryable, now: number): Promise<EventRow[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE e.settled_at IS NULL AND e.ends_at <= $1 ORDER BY e.id`, [new Date(now)]);
  return rows.map(rowOf);
}

export async function markSettled(q: Queryable, id: number, now: number): Promise<void> {
  await q.query('UPDATE virtual_event SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL', [id, new Date(now)]);
}
