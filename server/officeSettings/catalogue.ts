import { slugOf } from '../../src/core/live';
import { SPORTS } from '../live/catalogueData';

/**
 * What the settings may name: the catalogue's sports and, per sport, its
 * teams by slug with their English names. Built once from the catalogue
 * data the live service seeds and plays from, so a sport or team the site
 * never offers is refused rather than stored.
 */
export interface SettingsCatalogue {
  readonly sportIds: ReadonlySet<number>;
  teamName(sportId: number, slug: string): string | null;
}

let built: SettingsCatalogue | null = null;

export function settingsCatalogue(): SettingsCatalogue {
  if (built) return built;
  const teams = new Map<string, string>();
  for (const sport of SPORTS) for (const [en] of sport.teams) teams.set(`${sport.id}:${slugOf(en)}`, en);
  built = {
    sportIds: new Set(SPORTS.map((s) => s.id)),
    teamName: (sportId, slug) => teams.get(`${sportId}:${slug}`) ?? null,
  };
  return built;
}
