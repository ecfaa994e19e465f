import { slugOf } from '../../src/core/live/slug';
import type { GameResult, Standing, TeamRef } from '../../src/protocol/schemas/live';
import type { Queryable } from '../db/db';
import type { ResultRow } from './store';
import type { Lang } from './world';

/**
 * Statistics from the finished games the database keeps: head-to-head,
 * recent results and championship tables. A team is known by its English
 * name; its slug (slugOf) is its id in URLs.
 */

export interface FinishedFilter {
  readonly champId?: number;
  readonly sportId?: number;
  /** English team names the game must have on either side (one: the team's games; two: their meetings). */
  readonly teams?: readonly string[];
  readonly excludeGameId?: number;
  /** Just this game (a statistic asked for a game no longer in memory). */
  readonly gameIdOnly?: number;
  readonly limit: number;
}

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

export interface FinishedGame {
  readonly row: ResultRow;
  readonly score1: number;
  readonly score2: number;
}

/** Finished games, newest first. */
export async function readFinished(db: Queryable, filter: FinishedFilter): Promise<FinishedGame[]> {
  const [team1, team2] = filter.teams ?? [];
  const rows = await db.query<ResultRow>(
    `SELECT g.id, g.sport_id, g.champ_id, s.name_en AS sport_en, s.name_ru AS sport_ru, c.name_en AS champ_en, c.name_ru AS champ_ru,
       g.opponent1_en, g.opponent1_ru, g.opponent2_en, g.opponent2_ru, g.start_at, g.finished_at, g.period_scores
     FROM live_game g JOIN live_sport s ON s.id = g.sport_id JOIN live_champ c ON c.id = g.champ_id
     WHERE g.status = 4 AND g.finished_at IS NOT NULL
       AND ($1::integer IS NULL OR g.champ_id = $1)
       AND ($2::integer IS NULL OR g.sport_id = $2)
       AND ($3::text IS NULL OR g.opponent1_en = $3 OR g.opponent2_en = $3)
       AND ($4::text IS NULL OR g.opponent1_en = $4 OR g.opponent2_en = $4)
       AND ($5::integer IS NULL OR g.id <> $5)
       AND ($6::integer IS NULL OR g.id = $6)
     ORDER BY g.finished_at DESC, g.id DESC LIMIT $7`,
    [
      filter.champId ?? null,
      filter.sportId ?? null,
      team1 ?? null,
      team2 ?? null,
      filter.excludeGameId ?? null,
      filter.gameIdOnly ?? null,
      filter.limit,
    ],
  );
  return rows.map((row) => ({
    row,
    score1: row.period_scores.reduce((sum, p) => sum + p[0], 0),
    score2: row.period_scores.reduce((sum, p) => sum + p[1], 0),
  }));
}

export function renderResult(game: { readonly row: ResultRow; readonly score1: number; readonly score2: number }, lang: Lang): GameResult {
  const r = game.row;
  return {
    gameId: r.id,
    sportId: r.sport_id,
    champId: r.champ_id,
    sportName: lang === 'ru' ? r.sport_ru : r.sport_en,
    champName: lang === 'ru' ? r.champ_ru : r.champ_en,
    opponent1: lang === 'ru' ? r.opponent1_ru : r.opponent1_en,
    opponent2: lang === 'ru' ? r.opponent2_ru : r.opponent2_en,
    startTime: ms(r.start_at),
    finishedAt: ms(r.finished_at),
    score1: game.score1,
    score2: game.score2,
    fullScore: `${game.score1}:${game.score2} (${r.period_scores.map((p) => `${p[0]}:${p[1]}`).join(', ')})`,
  };
}

export const teamRef = (nameEn: string, name: string): TeamRef => ({ slug: slugOf(nameEn), name });

/**
 * A championship table from its finished games: 3 points a win, 1 a draw;
 * ties broken by difference, then scored, then name.
 */
export function standingsOf(games: readonly FinishedGame[], lang: Lang): Standing[] {
  const table = new Map<
    string,
    { team: TeamRef; played: number; won: number; drawn: number; lost: number; scored: number; conceded: number }
  >();
  const line = (nameEn: string, name: string) => {
    let row = table.get(nameEn);
    if (!row) table.set(nameEn, (row = { team: teamRef(nameEn, name), played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 }));
    return row;
  };
  for (const game of games) {
    const r = game.row;
    const home = line(r.opponent1_en, lang === 'ru' ? r.opponent1_ru : r.opponent1_en);
    const away = line(r.opponent2_en, lang === 'ru' ? r.opponent2_ru : r.opponent2_en);
    home.played += 1;
    away.played += 1;
    home.scored += game.score1;
    home.conceded += game.score2;
    away.scored += game.score2;
    away.conceded += game.score1;
    if (game.score1 > game.score2) {
      home.won += 1;
      away.lost += 1;
    } else if (game.score1 < game.score2) {
      away.won += 1;
      home.lost += 1;
    } else {
      home.drawn += 1;
      away.drawn += 1;
    }
  }
  return [...table.values()]
    .map((row) => ({ ...row, points: row.won * 3 + row.drawn }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scored - b.conceded - (a.scored - a.conceded) ||
        b.scored - a.scored ||
        a.team.name.localeCompare(b.team.name),
    );
}

/** The English name behind a team slug: from the games in memory first, else the stored ones. */
export async function teamNameOf(db: Queryable, slug: string, inMemory: Iterable<string>): Promise<string | null> {
  for (const name of inMemory) if (slugOf(name) === slug) return name;
  const rows = await db.query<{ name: string }>(
    'SELECT DISTINCT opponent1_en AS name FROM live_game UNION SELECT DISTINCT opponent2_en FROM live_game',
  );
  return rows.find((r) => slugOf(r.name) === slug)?.name ?? null;
}
