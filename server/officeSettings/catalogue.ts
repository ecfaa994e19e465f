import { slugOf } from '../../src/core/live';
import type { SettingsSport } from '../../src/protocol/officeSettings';
import { SPORTS } from '../live/catalogueData';

/**
 * What the settings may name: the catalogue's sports and, per sport, its
 * teams by slug with their English names. Built once from the catalogue
 * data the live service seeds and plays from, so a sport or team the site
 * never offers is refused rather than stored.
 */
export interface SettingsCatalogue {
  readonly sportIds: ReadonlySet<number>;
  readonly sports: readonly SettingsSport[];
  teamName(sportId: number, slug: string): string | null;
}

/** The operator offers favourite teams (SPEC Office settings showFavoriteTeams); the office settings read may take it from config later. */
export const SHOW_FAVORITE_TEAMS = true;

let built: SettingsCatalogue | null = null;

export function settingsCatalogue(): SettingsCatalogue {
  if (built) return built;
  const teams = new Map<string, string>();
  for (const sport of SPORTS) for (const [en] of sport.teams) teams.set(`${sport.id}:${slugOf(en)}`, en);
  built = {
    sportIds: new Set(SPORTS.map((s) => s.id)),
    sports: SPORTS.map((s) => ({ sportId: s.id, slug: s.slug, name: s.nameEn })),
    teamName: (sportId, slug) => teams.get(`${sportId}:${slug}`) ?? null,
  };
  return built;
}
