import { uniqueIds, uniqueTeams, unknownSportIds } from '../../src/core/officeSettings';
import {
  MAX_FAVORITE_TEAMS,
  OFFICE_SETTINGS_PATHS,
  bettingSettingsSchema,
  disallowedSportsRequestSchema,
  favoriteTeamsRequestSchema,
} from '../../src/protocol/officeSettings';
import type { AuthContext } from '../auth/context';
import { AuthError, answer, handle, readBody } from '../auth/http';
import { requireSession, type CurrentSession } from '../auth/sessions';
import { rightsOf } from '../auth/userConfig';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { settingsCatalogue } from './catalogue';
import { loadBettingSettings, saveDisallowedSports, saveFavoriteTeams } from './store';

/**
 * office/settings' betting settings (SPEC 3 Office settings): the read, and
 * the player's two writes. Each call acts on the signed-in player's own row
 * only (no id in the request, so no other player's settings can be named).
 * A sport or team the catalogue does not offer, or too many teams, is a 400
 * naming the field; a banned player (no `change_settings` right) may read
 * but not write.
 */
export function registerOfficeSettingsRoutes(router: Router, ctx: AuthContext): void {
  const catalogue = settingsCatalogue();

  router.get(
    OFFICE_SETTINGS_PATHS.betting,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, bettingSettingsSchema, await loadBettingSettings(ctx.db, session.userId, catalogue));
    }),
    NO_INPUT,
  );

  router.post(
    OFFICE_SETTINGS_PATHS.sports,
    handle(async ({ req, res }) => {
      const session = await requireWriter(ctx, req);
      const body = await readBody(req, disallowedSportsRequestSchema);
      for (const field of ['disallow_line_sport', 'disallow_live_sport'] as const) {
        const unknown = unknownSportIds(body[field], catalogue.sportIds);
        if (unknown.length > 0) {
          throw new AuthError('invalid_request', `No such sport: ${unknown.join(', ')}`, {
            fields: [{ field, message: `names a sport the catalogue does not offer (${unknown.join(', ')})`, code: 'not_offered' }],
          });
        }
      }
      await saveDisallowedSports(ctx.db, session.userId, uniqueIds(body.disallow_line_sport), uniqueIds(body.disallow_live_sport));
      ctx.log.info(`Office settings: user ${session.userId} changed the disallowed sports`);
      answer(res, bettingSettingsSchema, await loadBettingSettings(ctx.db, session.userId, catalogue));
    }),
    takesBody(disallowedSportsRequestSchema),
  );

  router.post(
    OFFICE_SETTINGS_PATHS.favoriteTeams,
    handle(async ({ req, res }) => {
      const session = await requireWriter(ctx, req);
      const body = await readBody(req, favoriteTeamsRequestSchema);
      const teams = uniqueTeams(body.teams);
      if (teams.length > MAX_FAVORITE_TEAMS) {
        throw new AuthError('invalid_request', `At most ${MAX_FAVORITE_TEAMS} favourite teams`, {
          fields: [{ field: 'teams', message: `holds ${teams.length} teams, at most ${MAX_FAVORITE_TEAMS} are allowed`, code: 'too_long' }],
        });
      }
      const unknown = teams.find((t) => catalogue.teamName(t.sportId, t.slug) === null);
      if (unknown) {
        throw new AuthError('invalid_request', `No such team: ${unknown.slug}`, {
          fields: [{ field: 'teams', message: `names a team the catalogue does not offer (${unknown.slug})`, code: 'not_offered' }],
        });
      }
      await saveFavoriteTeams(ctx.db, session.userId, teams);
      answer(res, bettingSettingsSchema, await loadBettingSettings(ctx.db, session.userId, catalogue));
    }),
    takesBody(favoriteTeamsRequestSchema),
  );
}

async function requireWriter(ctx: AuthContext, req: Parameters<typeof requireSession>[1]): Promise<CurrentSession> {
  const session = await requireSession(ctx, req);
  if (!rightsOf(session.user).includes('change_settings')) throw new AuthError('banned', 'A blocked account cannot change its settings');
  return session;
}
