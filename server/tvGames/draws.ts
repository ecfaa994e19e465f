import { tvDrawBalls } from '../../src/core/tvGames';
import { tvDrawSchema, type TvDraw, type TvPhase } from '../../src/protocol/tvGames';
import { takeChainSeed } from '../casino/shared/chains';
import type { TvShowConfig } from '../config/tvGames';
import type { Queryable } from '../db/db';

/** A draw's row (migration 061) with its chain's published hash and salt. */
export interface DrawRow {
  readonly id: number;
  readonly show: string;
  readonly phase: TvPhase;
  readonly seed: string;
  readonly chainIndex: number;
  readonly terminalHash: string;
  readonly salt: string;
  readonly balls: readonly number[];
  readonly fixed: boolean;
  readonly revealed: number;
  readonly ballMs: number;
  readonly bets: number;
  readonly closesAt: number;
  readonly nextBallAt: number | null;
  readonly endedAt: number | null;
}

const SELECT = `SELECT d.id, d.show_id, d.phase, d.seed, d.chain_index, c.terminal_hash, c.salt, d.balls, d.fixed, d.revealed, d.ball_ms,
  d.bets, d.closes_at, d.next_ball_at, d.ended_at FROM tv_draw d JOIN tv_chain c ON c.id = d.chain_id`;

const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

function rowOf(r: Record<string, unknown>): DrawRow {
  return {
    id: r.id as number,
    show: r.show_id as string,
    phase: r.phase as TvPhase,
    seed: r.seed as string,
    chainIndex: r.chain_index as number,
    terminalHash: r.terminal_hash as string,
    salt: r.salt as string,
    balls: (r.balls as number[]).map(Number),
    fixed: r.fixed as boolean,
    revealed: r.revealed as number,
    ballMs: r.ball_ms as number,
    bets: r.bets as number,
    closesAt: ms(r.closes_at),
    nextBallAt: r.next_ball_at === null ? null : ms(r.next_ball_at),
    endedAt: r.ended_at === null ? null : ms(r.ended_at),
  };
}

/** The show's latest draw (locked for the caller's transaction when `lock`). */
export async function latestDraw(q: Queryable, show: string, lock = false): Promise<DrawRow | null> {
  const [row] = await q.query(`${SELECT} WHERE d.show_id = $1 ORDER BY d.id DESC LIMIT 1${lock ? ' FOR UPDATE OF d' : ''}`, [show]);
  return row ? rowOf(row) : null;
}

export async function endedDraws(q: Queryable, show: string, limit: number): Promise<DrawRow[]> {
  const rows = await q.query(`${SELECT} WHERE d.show_id = $1 AND d.phase = 'ended' ORDER BY d.id DESC LIMIT ${limit}`, [show]);
  return rows.map(rowOf);
}

/** A new draw in its betting window: the show's next chain seed, and the balls it draws, stored now and revealed later. */
export async function openDraw(tx: Queryable, show: TvShowConfig, chainLength: number, now: number): Promise<void> {
  const seed = await takeChainSeed(tx, 'tv_chain', show.id, chainLength, now);
  await tx.query(
    `INSERT INTO tv_draw (show_id, chain_id, chain_index, seed, balls, phase, ball_ms, closes_at, created_at)
     VALUES ($1, $2, $3, $4, $5::smallint[], 'betting', $6, $7, $8)`,
    [
      show.id,
      seed.chainId,
      seed.index,
      seed.seed,
      tvDrawBalls(show.rules, seed.seed, seed.salt),
      show.ballMs,
      new Date(now + show.bettingMs),
      new Date(now),
    ],
  );
}

/** The draw as every viewer sees it: the balls revealed so far, the seed only once it ended. */
export function drawView(draw: DrawRow, show: TvShowConfig, now: number): TvDraw {
  return tvDrawSchema.parse({
    drawId: draw.id,
    show: draw.show,
    phase: draw.phase,
    closesAt: draw.closesAt,
    serverNow: now,
    ballMs: draw.ballMs,
    balls: draw.balls.slice(0, draw.revealed),
    chainIndex: draw.chainIndex,
    terminalHash: draw.terminalHash,
    salt: draw.salt,
    seed: draw.phase === 'ended' ? draw.seed : null,
    fixed: draw.fixed,
    endedAt: draw.endedAt,
    nextOpensAt: draw.endedAt === null ? null : draw.endedAt + show.pauseMs,
  });
}
