import { z } from 'zod';
import { poolOf } from '../../src/core/toto';
import type { TotoDraw, TotoResult, TotoTier } from '../../src/protocol/toto';
import type { TotoSectionConfig } from '../config/toto';
import type { Queryable } from '../db/db';
import { ms } from '../bets/store';
import type { StoredGame } from './lineGames';

/** The language of a draw's names: the catalogue has English and Russian. */
export type NamesLang = 'en' | 'ru';

const name = z.object({ en: z.string(), ru: z.string() });
const storedGamesSchema = z.array(
  z.object({
    gameId: z.number().int(),
    sport: name,
    champ: name,
    team1: name,
    team2: name,
    startTime: z.number(),
    odds: z.tuple([z.number(), z.number().nullable(), z.number()]).nullable(),
  }),
);
const resultsSchema = z.array(z.enum(['1', 'X', '2', 'void'])).nullable();
const tiersSchema = z
  .array(z.object({ hits: z.number(), amount: z.number(), winners: z.number(), perCombination: z.number(), carried: z.number() }))
  .nullable();

export interface DrawRow {
  readonly id: number;
  readonly section: string;
  readonly currency: string;
  readonly currencyId: number;
  readonly status: TotoDraw['status'];
  readonly games: readonly StoredGame[];
  readonly results: readonly TotoResult[] | null;
  readonly stakePerCombination: number;
  readonly marginPct: number;
  readonly sharesPct: readonly number[];
  readonly closesAt: number;
  readonly coupons: number;
  readonly stakes: number;
  readonly jackpot: number;
  readonly tiers: readonly TotoTier[] | null;
  readonly carryOver: number | null;
  readonly settledAt: number | null;
}

const COLUMNS = `d.id, d.section, c.iso AS currency, d.currency_id, d.status, d.games, d.results, d.stake_per_combination, d.margin_pct,
  d.shares_pct, d.closes_at, d.coupons, d.stakes::float8 AS stakes, d.jackpot::float8 AS jackpot, d.tiers,
  d.carry_over::float8 AS carry_over, d.settled_at`;

type Raw = {
  id: number;
  section: string;
  currency: string;
  currency_id: number;
  status: TotoDraw['status'];
  games: unknown;
  results: unknown;
  stake_per_combination: number;
  margin_pct: unknown;
  shares_pct: unknown[];
  closes_at: unknown;
  coupons: number;
  stakes: number;
  jackpot: number;
  tiers: unknown;
  carry_over: number | null;
  settled_at: unknown;
};

const rowOf = (r: Raw): DrawRow => ({
  id: r.id,
  section: r.section,
  currency: r.currency,
  currencyId: r.currency_id,
  status: r.status,
  games: storedGamesSchema.parse(r.games),
  results: resultsSchema.parse(r.results ?? null),
  stakePerCombination: r.stake_per_combination,
  marginPct: Number(r.margin_pct),
  sharesPct: r.shares_pct.map(Number),
  closesAt: ms(r.closes_at),
  coupons: r.coupons,
  stakes: Number(r.stakes),
  jackpot: Number(r.jackpot),
  tiers: tiersSchema.parse(r.tiers ?? null),
  carryOver: r.carry_over === null ? null : Number(r.carry_over),
  settledAt: r.settled_at === null || r.settled_at === undefined ? null : ms(r.settled_at),
});

export async function drawById(q: Queryable, id: number, forUpdate = false): Promise<DrawRow | undefined> {
  const rows = await q.query<Raw>(
    `SELECT ${COLUMNS} FROM toto_draw d JOIN currency c ON c.id = d.currency_id WHERE d.id = $1${forUpdate ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return rows[0] && rowOf(rows[0]);
}

/** The section's draws not settled yet, oldest first (the one in play, then the open one). */
export async function unsettledDraws(q: Queryable, section: string): Promise<DrawRow[]> {
  const rows = await q.query<Raw>(
    `SELECT ${COLUMNS} FROM toto_draw d JOIN currency c ON c.id = d.currency_id
      WHERE d.section = $1 AND d.status IN ('open', 'closed') ORDER BY d.id`,
    [section],
  );
  return rows.map(rowOf);
}

/** The section's settled (or cancelled) draws, newest first. */
export async function pastDraws(q: Queryable, section: string, limit: number): Promise<DrawRow[]> {
  const rows = await q.query<Raw>(
    `SELECT ${COLUMNS} FROM toto_draw d JOIN currency c ON c.id = d.currency_id
      WHERE d.section = $1 AND d.status IN ('settled', 'cancelled') ORDER BY d.id DESC LIMIT $2`,
    [section, limit],
  );
  return rows.map(rowOf);
}

/** What settled draws carried over and no draw took yet: the next draw's jackpot. */
export async function pendingJackpot(q: Queryable, section: string): Promise<number> {
  const [row] = await q.query<{ sum: number }>(
    `SELECT coalesce(sum(carry_over), 0)::float8 AS sum FROM toto_draw
      WHERE section = $1 AND status IN ('settled', 'cancelled') AND carried_to IS NULL`,
    [section],
  );
  return Number(row?.sum ?? 0);
}

/** Draws past their close (the first game started) stop taking coupons. */
export async function closeDue(q: Queryable, section: string, now: number): Promise<void> {
  await q.query(`UPDATE toto_draw SET status = 'closed' WHERE section = $1 AND status = 'open' AND closes_at <= $2`, [
    section,
    new Date(now),
  ]);
}

/** A new open draw of these games; it takes the carry-over no draw took yet as its jackpot. In the section's lock. */
export async function insertDraw(q: Queryable, section: TotoSectionConfig, games: readonly StoredGame[], now: number): Promise<number> {
  const [currency] = await q.query<{ id: number }>('SELECT id FROM currency WHERE iso = $1', [section.currency]);
  if (!currency) throw new Error(`toto: no currency ${section.currency}`);
  const jackpot = await pendingJackpot(q, section.id);
  const [draw] = await q.query<{ id: number }>(
    `INSERT INTO toto_draw (section, currency_id, status, games, stake_per_combination, margin_pct, shares_pct, closes_at, jackpot,
       created_at)
     VALUES ($1, $2, 'open', $3::text::jsonb, $4, $5, $6::numeric[], $7, $8, $9) RETURNING id`,
    [
      section.id,
      currency.id,
      JSON.stringify(games),
      section.stakePerCombination,
      section.marginPct,
      section.sharesPct,
      new Date(Math.min(...games.map((g) => g.startTime))),
      jackpot,
      new Date(now),
    ],
  );
  const id = draw?.id as number;
  await q.query(`UPDATE toto_draw SET carried_to = $2 WHERE section = $1 AND status IN ('settled', 'cancelled') AND carried_to IS NULL`, [
    section.id,
    id,
  ]);
  return id;
}

/** A draw as players see it, names in `lang`. */
export function drawView(draw: DrawRow, lang: NamesLang): TotoDraw {
  const { pool } = poolOf({ stakes: draw.stakes, marginPct: draw.marginPct, sharesPct: draw.sharesPct, jackpot: 0 });
  return {
    drawId: draw.id,
    section: draw.section,
    currency: draw.currency,
    status: draw.status,
    closesAt: draw.closesAt,
    settledAt: draw.settledAt,
    games: draw.games.map((g, i) => ({
      gameId: g.gameId,
      sport: g.sport[lang],
      champ: g.champ[lang],
      team1: g.team1[lang],
      team2: g.team2[lang],
      startTime: g.startTime,
      odds: g.odds ? [g.odds[0], g.odds[1], g.odds[2]] : null,
      result: draw.results?.[i] ?? null,
    })),
    coupons: draw.coupons,
    stakes: draw.stakes,
    jackpot: draw.jackpot,
    pool,
    tiers: draw.tiers ? [...draw.tiers] : null,
    carryOver: draw.carryOver,
  };
}
