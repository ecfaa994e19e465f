import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { serverSeedHash } from '../../src/core/casino/fair';
import { drawTime } from '../../src/core/lotto';
import { lottoDrawSchema, type LottoDraw } from '../../src/protocol/lotto';
import type { LotteryConfig } from '../config/lotto';
import type { Queryable } from '../db/db';

/** Lotto's money on the ledger: the scope of its keys and its ref type (a ticket's debit, its win's credit). */
export const LOTTO_KEY_SCOPE = 'lotto';
export const LOTTO_REF = 'lotto_ticket';

/** A lotto draw's row (migration 060). */
export interface DrawRow {
  readonly id: number;
  readonly lottery: string;
  readonly drawNo: number;
  readonly drawAt: number;
  readonly status: LottoDraw['status'];
  readonly seed: string;
  readonly seedHash: string;
  readonly balls: readonly number[] | null;
  readonly fixedBalls: readonly number[] | null;
  readonly tickets: number;
}

const SELECT = 'SELECT id, lottery_id, draw_no, draw_at, status, seed, seed_hash, balls, fixed_balls, tickets FROM lotto_draw';
const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const numbers = (v: unknown): number[] | null => (Array.isArray(v) ? v.map(Number) : null);

function rowOf(r: Record<string, unknown>): DrawRow {
  return {
    id: r.id as number,
    lottery: r.lottery_id as string,
    drawNo: r.draw_no as number,
    drawAt: ms(r.draw_at),
    status: r.status as DrawRow['status'],
    seed: r.seed as string,
    seedHash: r.seed_hash as string,
    balls: numbers(r.balls),
    fixedBalls: numbers(r.fixed_balls),
    tickets: r.tickets as number,
  };
}

export async function drawOf(q: Queryable, lottery: string, drawNo: number, lock = false): Promise<DrawRow | null> {
  const [row] = await q.query(`${SELECT} WHERE lottery_id = $1 AND draw_no = $2${lock ? ' FOR UPDATE' : ''}`, [lottery, drawNo]);
  return row ? rowOf(row) : null;
}

/** The draw's row, created with a fresh secret seed (its hash public from now on) when nobody asked for it before. */
export async function ensureDraw(q: Queryable, lottery: LotteryConfig, drawNo: number, now: number): Promise<DrawRow> {
  const seed = bytesToHex(randomBytes(32));
  await q.query(
    `INSERT INTO lotto_draw (lottery_id, draw_no, draw_at, status, seed, seed_hash, created_at)
     VALUES ($1, $2, $3, 'open', $4, $5, $6) ON CONFLICT (lottery_id, draw_no) DO NOTHING`,
    [lottery.id, drawNo, new Date(drawTime(drawNo, lottery.drawEveryMs)), seed, serverSeedHash(seed), new Date(now)],
  );
  return (await drawOf(q, lottery.id, drawNo)) as DrawRow;
}

/** The open draws whose time has come (by each lottery's clock), oldest first. */
export async function dueDraws(q: Queryable, lottery: string, now: number): Promise<DrawRow[]> {
  const rows = await q.query(`${SELECT} WHERE lottery_id = $1 AND status = 'open' AND draw_at <= $2 ORDER BY draw_no`, [
    lottery,
    new Date(now),
  ]);
  return rows.map(rowOf);
}

/** The soonest open draw with tickets of a lottery: what the scheduler waits for. */
export async function nextHeldDraw(q: Queryable, lottery: string): Promise<DrawRow | null> {
  const [row] = await q.query(`${SELECT} WHERE lottery_id = $1 AND status = 'open' AND tickets > 0 ORDER BY draw_no LIMIT 1`, [lottery]);
  return row ? rowOf(row) : null;
}

export async function pastDraws(q: Queryable, lotteries: readonly string[], limit: number): Promise<DrawRow[]> {
  const rows = await q.query(`${SELECT} WHERE lottery_id = ANY($1::text[]) AND status <> 'open' ORDER BY draw_at DESC, id DESC LIMIT $2`, [
    [...lotteries],
    limit,
  ]);
  return rows.map(rowOf);
}

/** The draw as everyone sees it: the seed only once it is no longer open. */
export const drawView = (draw: DrawRow): LottoDraw =>
  lottoDrawSchema.parse({
    lottery: draw.lottery,
    drawNo: draw.drawNo,
    drawAt: draw.drawAt,
    status: draw.status,
    seedHash: draw.seedHash,
    seed: draw.status === 'open' ? null : draw.seed,
    balls: draw.balls,
    fixed: draw.fixedBalls !== null,
    tickets: draw.tickets,
  });
