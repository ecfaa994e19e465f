import type { BettingSettings, FavoriteTeamRef } from '../../src/protocol/officeSettings';
import type { Queryable } from '../db/db';
import { SHOW_FAVORITE_TEAMS, type SettingsCatalogue } from './catalogue';

interface SettingsRow extends Record<string, unknown> {
  disallow_line_sport: unknown;
  disallow_live_sport: unknown;
  favorite_teams: unknown;
}

const ints = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []);

function teamRefs(value: unknown): FavoriteTeamRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is FavoriteTeamRef =>
      typeof v === 'object' &&
      v !== null &&
      Number.isInteger((v as FavoriteTeamRef).sportId) &&
      typeof (v as FavoriteTeamRef).slug === 'string',
  );
}

/** The player's betting settings; a stored team the catalogue no longer has is left out of the answer. */
export async function loadBettingSettings(db: Queryable, userId: number, catalogue: SettingsCatalogue): Promise<BettingSettings> {
  const rows = await db.query<SettingsRow>('SELECT disallow_line_sport, disallow_live_sport, favorite_teams FROM app_user WHERE id = $1', [
    userId,
  ]);
  const row = rows[0];
  const common = { sports: [...catalogue.sports], show_favorite_teams: SHOW_FAVORITE_TEAMS };
  if (!row) return { disallow_line_sport: [], disallow_live_sport: [], favorite_teams: [], ...common };
  const favorite_teams = teamRefs(row.favorite_teams).flatMap((t) => {
    const name = catalogue.teamName(t.sportId, t.slug);
    return name === null ? [] : [{ sportId: t.sportId, slug: t.slug, name }];
  });
  return {
    disallow_line_sport: ints(row.disallow_line_sport),
    disallow_live_sport: ints(row.disallow_live_sport),
    favorite_teams,
    ...common,
  };
}

export async function saveDisallowedSports(db: Queryable, userId: number, line: readonly number[], live: readonly number[]): Promise<void> {
  await db.query('UPDATE app_user SET disallow_line_sport = $2::jsonb, disallow_live_sport = $3::jsonb WHERE id = $1', [
    userId,
    JSON.stringify(line),
    JSON.stringify(live),
  ]);
}

export async function saveFavoriteTeams(db: Queryable, userId: number, teams: readonly FavoriteTeamRef[]): Promise<void> {
  const refs = teams.map((t) => ({ sportId: t.sportId, slug: t.slug }));
  await db.query('UPDATE app_user SET favorite_teams = $2::jsonb WHERE id = $1', [userId, JSON.stringify(refs)]);
}
