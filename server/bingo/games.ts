import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { gameBalls, prizeAmounts, prizePool, prizesAt, type PlayedCard } from '../../src/core/bingo';
import { serverSeedHash } from '../../src/core/casino/fair';
import { bingoGameSchema, type BingoGame, type BingoVariant } from '../../src/protocol/bingo';
import type { BingoRoomConfig } from '../config/bingo';
import type { Queryable } from '../db/db';

/** A bingo game's row (migration 056). */
export interface GameRow {
  readonly id: number;
  readonly room: string;
  readonly variant: BingoVariant;
  readonly phase: BingoGame['phase'];
  readonly seed: string;
  readonly seedHash: string;
  readonly balls: readonly number[];
  readonly called: number;
  readonly cardPrice: number;
  readonly currencyId: number;
  readonly marginPct: number;
  readonly sharesPct: readonly number[];
  readonly ballMs: number;
  readonly cards: number;
  readonly sold: number;
  readonly buyEndsAt: number;
  readonly nextBallAt: number | null;
  readonly endedAt: number | null;
}

const SELECT = `SELECT id, room_id, variant, phase, seed, seed_hash, balls, called, card_price, currency_id, margin_pct, shares_pct,
  ball_ms, cards, sold, buy_ends_at, next_ball_at, ended_at FROM bingo_game`;

const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

function rowOf(r: Record<string, unknown>): GameRow {
  return {
    id: r.id as number,
    room: r.room_id as string,
    variant: r.variant as BingoVariant,
    phase: r.phase as GameRow['phase'],
    seed: r.seed as string,
    seedHash: r.seed_hash as string,
    balls: (r.balls as number[]).map(Number),
    called: r.called as number,
    cardPrice: r.card_price as number,
    currencyId: r.currency_id as number,
    marginPct: Number(r.margin_pct),
    sharesPct: (r.shares_pct as unknown[]).map(Number),
    ballMs: r.ball_ms as number,
    cards: r.cards as number,
    sold: r.sold as number,
    buyEndsAt: ms(r.buy_ends_at),
    nextBallAt: r.next_ball_at === null ? null : ms(r.next_ball_at),
    endedAt: r.ended_at === null ? null : ms(r.ended_at),
  };
}

/** The room's latest game (locked for the caller's transaction when `lock`). */
export async function latestGame(q: Queryable, room: string, lock = false): Promise<GameRow | null> {
  const [row] = await q.query(`${SELECT} WHERE room_id = $1 ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [room]);
  return row ? rowOf(row) : null;
}

export async function gameById(q: Queryable, id: number): Promise<GameRow | null> {
  const [row] = await q.query(`${SELECT} WHERE id = $1`, [id]);
  return row ? rowOf(row) : null;
}

/** A new game in its buy window: a fresh secret seed, its hash public from now, the ball order drawn from it. */
export async function openGame(tx: Queryable, room: BingoRoomConfig, now: number): Promise<void> {
  const [currency] = await tx.query<{ id: number }>('SELECT id FROM currency WHERE iso = $1', [room.currency]);
  if (!currency) throw new Error(`Bingo room ${room.id}: no currency ${room.currency}`);
  const seed = bytesToHex(randomBytes(32));
  await tx.query(
    `INSERT INTO bingo_game (room_id, variant, phase, seed, seed_hash, balls, card_price, currency_id, margin_pct, shares_pct, ball_ms,
       buy_ends_at, created_at)
     VALUES ($1, $2, 'buying', $3, $4, $5::smallint[], $6, $7, $8, $9::numeric[], $10, $11, $12)`,
    [
      room.id,
      room.variant,
      seed,
      serverSeedHash(seed),
      gameBalls(room.variant, seed),
      room.cardPrice,
      currency.id,
      room.marginPct,
      [...room.sharesPct],
      room.ballMs,
      new Date(now + room.buyMs),
      new Date(now),
    ],
  );
}

export async function cardsOf(q: Queryable, gameId: number): Promise<PlayedCard[]> {
  const rows = await q.query<{ id: number; cells: number[] }>('SELECT id, cells FROM bingo_card WHERE game_id = $1 ORDER BY id', [gameId]);
  return rows.map((r) => ({ cardId: r.id, cells: r.cells.map(Number) }));
}

export const amountsOf = (game: GameRow): number[] => prizeAmounts(prizePool(game.sold, game.marginPct), game.sharesPct);

/** The game as every player in the room sees it: no one's cards, the seed only once it ended. */
export async function gameView(q: Queryable, game: GameRow, now: number): Promise<BingoGame> {
  const cards = await cardsOf(q, game.id);
  const [players] = await q.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM bingo_card WHERE game_id = $1', [game.id]);
  return bingoGameSchema.parse({
    gameId: game.id,
    room: game.room,
    variant: game.variant,
    phase: game.phase,
    startsAt: game.buyEndsAt,
    serverNow: now,
    ballMs: game.ballMs,
    seedHash: game.seedHash,
    seed: game.phase === 'ended' ? game.seed : null,
    called: game.balls.slice(0, game.called),
    cards: game.cards,
    players: players?.n ?? 0,
    pool: prizePool(game.sold, game.marginPct),
    prizes: prizesAt(game.variant, game.balls, game.called, cards, amountsOf(game)),
  });
}
