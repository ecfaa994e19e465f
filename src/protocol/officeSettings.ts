import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { API_PATH } from './constants/apiPath';
import { rowId } from './schemas/bounded';

/**
 * The player's betting settings of office/settings (SPEC 3 Office settings;
 * User config's disallow_line_sport / disallow_live_sport): sports hidden
 * from the line and from live, and favourite teams, whose games every list
 * marks and puts first within their sport. The server keeps them; the
 * worker holds them for every tab (projection `officeSettings`) and the
 * live projection applies them (rules in src/core/officeSettings).
 */

/** At most this many favourite teams (a longer list is refused, not cut). */
export const MAX_FAVORITE_TEAMS = 30;
/** At most this many sports in one disallow list (the catalogue has far fewer). */
export const MAX_DISALLOWED_SPORTS = 100;
/** A team's id: the slug of its English name (the team page's id, `slugOf` in src/core/live). */
export const TEAM_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const TEAM_SLUG_MAX_LENGTH = 60;

export const OFFICE_SETTINGS_PATHS = {
  /** GET: the betting settings; the office-frame's office settings read may carry the same fields later. */
  betting: `${API_PATH}/office/settings/betting`,
  /** POST {disallow_line_sport, disallow_live_sport}: both lists, whole. */
  sports: `${API_PATH}/office/settings/sports`,
  /** POST {teams}: the whole list of favourite teams. */
  favoriteTeams: `${API_PATH}/office/settings/favorite-teams`,
} as const;

const sportIds = z.array(rowId()).max(MAX_DISALLOWED_SPORTS);
const teamSlug = z.string().min(1).max(TEAM_SLUG_MAX_LENGTH).regex(TEAM_SLUG_PATTERN, 'must be a team slug such as arsenal');

export const favoriteTeamRefSchema = z.object({ sportId: rowId(), slug: teamSlug }).strict();
export type FavoriteTeamRef = z.infer<typeof favoriteTeamRefSchema>;

export const favoriteTeamSchema = favoriteTeamRefSchema.extend({ name: z.string() });
export type FavoriteTeam = z.infer<typeof favoriteTeamSchema>;

/** A sport the player may hide (SPEC Office settings `sports`), without placeholders; its English name (pages show their own). */
export const settingsSportSchema = z.object({ sportId: z.number().int(), slug: z.string(), name: z.string() });
export type SettingsSport = z.infer<typeof settingsSportSchema>;

export const bettingSettingsSchema = z.object({
  disallow_line_sport: z.array(z.number().int()),
  disallow_live_sport: z.array(z.number().int()),
  favorite_teams: z.array(favoriteTeamSchema),
  /** The sports either list may name. */
  sports: z.array(settingsSportSchema),
  /** SPEC Office settings showFavoriteTeams: the operator offers favourite teams. */
  show_favorite_teams: z.boolean(),
});
export type BettingSettings = z.infer<typeof bettingSettingsSchema>;

export const disallowedSportsRequestSchema = z.object({ disallow_line_sport: sportIds, disallow_live_sport: sportIds }).strict();
export type DisallowedSportsRequest = z.infer<typeof disallowedSportsRequestSchema>;

/** Longer lists are refused by the server with `too_many_teams` (a clear 400), so the schema bounds only the body's size. */
export const favoriteTeamsRequestSchema = z.object({ teams: z.array(favoriteTeamRefSchema).max(MAX_FAVORITE_TEAMS * 4) }).strict();
export type FavoriteTeamsRequest = z.infer<typeof favoriteTeamsRequestSchema>;

export const EMPTY_BETTING_SETTINGS: BettingSettings = {
  disallow_line_sport: [],
  disallow_live_sport: [],
  favorite_teams: [],
  sports: [],
  show_favorite_teams: false,
};

/** What tabs see: the settings of the signed-in player (empty for a guest), and the last save's outcome. */
export interface OfficeSettingsProjection {
  readonly status: 'guest' | 'loading' | 'ready' | 'error';
  readonly settings: BettingSettings;
  readonly saving: boolean;
  /** The last save's refusal code (translated as officeSettings.errors.<code>); null after a good save. */
  readonly error: string | null;
}

export const EMPTY_OFFICE_SETTINGS: OfficeSettingsProjection = {
  status: 'guest',
  settings: EMPTY_BETTING_SETTINGS,
  saving: false,
  error: null,
};

export const OFFICE_SETTINGS_COMMAND_SCHEMAS = {
  /** A settings page opened: read them again (another device may have changed them). */
  'officeSettings/load': z.object({}),
  'officeSettings/saveSports': disallowedSportsRequestSchema,
  'officeSettings/saveTeams': favoriteTeamsRequestSchema,
} as const;
type Schemas = typeof OFFICE_SETTINGS_COMMAND_SCHEMAS;
export type OfficeSettingsCommandType = keyof Schemas;
export type OfficeSettingsCommand = {
  [T in OfficeSettingsCommandType]: CommandEnvelope<T, z.input<Schemas[T]>>;
}[OfficeSettingsCommandType];
export const OFFICE_SETTINGS_COMMANDS = Object.fromEntries(
  Object.entries(OFFICE_SETTINGS_COMMAND_SCHEMAS).map(([type, schema]) => [type, { from: 'tab', schema }]),
) as { readonly [T in OfficeSettingsCommandType]: { readonly from: 'tab'; readonly schema: Schemas[T] } } satisfies Record<
  OfficeSettingsCommandType,
  CommandSpec
>;

declare module './catalogue' {
  interface ContextCommands {
    officeSettings: OfficeSettingsCommand;
  }
}

declare module './api' {
  interface ProjectionValues {
    readonly officeSettings: OfficeSettingsProjection;
  }
}
