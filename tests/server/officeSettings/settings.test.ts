import { describe, expect, it } from 'vitest';
import { authErrorBodySchema, AUTH_PATHS, userConfigSchema } from '../../../src/protocol/schemas/auth';
import { MAX_FAVORITE_TEAMS, OFFICE_SETTINGS_PATHS, bettingSettingsSchema } from '../../../src/protocol/officeSettings';
import { DEMO_USERS } from '../../../server/auth';
import { SPORTS } from '../../../server/live/catalogueData';
import { registerOfficeSettingsRoutes } from '../../../server/officeSettings';
import { slugOf } from '../../../src/core/live';
import { authServerForFile, Browser, enc } from '../auth/helpers';

const server = authServerForFile({ also: (router, ctx) => registerOfficeSettingsRoutes(router, ctx) });
const [demo, , banned] = DEMO_USERS;
const football = SPORTS[0]!;
const teamOf = (i: number) => ({ sportId: football.id, slug: slugOf(football.teams[i]![0]) });

async function signedIn(user: { login: string; password: string }): Promise<Browser> {
  const b = new Browser(server.url);
  const reply = await b.post(AUTH_PATHS.login, { uLogin: user.login, uPassword: enc(user.password) });
  expect(reply.status).toBe(200);
  return b;
}
const errorOf = (body: unknown) => authErrorBodySchema.parse(body);

describe('office settings: disallowed sports and favourite teams', () => {
  it('asks for a session on every call', async () => {
    const guest = new Browser(server.url);
    expect((await guest.get(OFFICE_SETTINGS_PATHS.betting)).status).toBe(401);
    expect((await guest.post(OFFICE_SETTINGS_PATHS.sports, { disallow_line_sport: [], disallow_live_sport: [] })).status).toBe(401);
    expect((await guest.post(OFFICE_SETTINGS_PATHS.favoriteTeams, { teams: [] })).status).toBe(401);
  });

  it('saves the disallowed sports in the user config, for this player only', async () => {
    const me = await signedIn(demo!);
    const you = await signedIn(banned!);
    const saved = await me.post(OFFICE_SETTINGS_PATHS.sports, { disallow_line_sport: [2, 2], disallow_live_sport: [1] });
    expect(saved.status).toBe(200);
    expect(bettingSettingsSchema.parse(saved.body)).toMatchObject({ disallow_line_sport: [2], disallow_live_sport: [1] });
    const config = userConfigSchema.parse((await me.get(AUTH_PATHS.userConfig)).body);
    expect(config).toMatchObject({ disallow_line_sport: [2], disallow_live_sport: [1] });
    expect(bettingSettingsSchema.parse((await you.get(OFFICE_SETTINGS_PATHS.betting)).body)).toMatchObject({
      disallow_line_sport: [],
      disallow_live_sport: [],
    });
    await me.post(OFFICE_SETTINGS_PATHS.sports, { disallow_line_sport: [], disallow_live_sport: [] });
  });

  it('refuses a sport the catalogue does not offer, and bad shapes, with a 400 naming the field', async () => {
    const me = await signedIn(demo!);
    const unknown = await me.post(OFFICE_SETTINGS_PATHS.sports, { disallow_line_sport: [], disallow_live_sport: [1, 987654] });
    expect(unknown.status).toBe(400);
    const body = errorOf(unknown.body);
    expect(body.error.code).toBe('invalid_request');
    expect(body.fields?.[0]).toMatchObject({ field: 'disallow_live_sport', code: 'not_offered' });
    for (const bad of [
      { disallow_line_sport: [] },
      { disallow_line_sport: ['1'], disallow_live_sport: [] },
      { disallow_line_sport: [-1], disallow_live_sport: [] },
    ]) {
      expect((await me.post(OFFICE_SETTINGS_PATHS.sports, bad)).status).toBe(400);
    }
    expect(bettingSettingsSchema.parse((await me.get(OFFICE_SETTINGS_PATHS.betting)).body).disallow_live_sport).toEqual([]);
  });

  it('keeps favourite teams with their names, refuses unknown teams and too many', async () => {
    const me = await signedIn(demo!);
    const saved = await me.post(OFFICE_SETTINGS_PATHS.favoriteTeams, { teams: [teamOf(0), teamOf(1), teamOf(0)] });
    expect(saved.status).toBe(200);
    expect(bettingSettingsSchema.parse(saved.body).favorite_teams).toEqual([
      { ...teamOf(0), name: football.teams[0]![0] },
      { ...teamOf(1), name: football.teams[1]![0] },
    ]);

    const unknown = await me.post(OFFICE_SETTINGS_PATHS.favoriteTeams, { teams: [{ sportId: football.id, slug: 'no-such-team' }] });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).fields?.[0]).toMatchObject({ field: 'teams', code: 'not_offered' });

    const everyTeam = SPORTS.flatMap((s) => s.teams.map(([en]) => ({ sportId: s.id, slug: slugOf(en) })));
    expect(everyTeam.length).toBeGreaterThan(MAX_FAVORITE_TEAMS);
    const tooMany = await me.post(OFFICE_SETTINGS_PATHS.favoriteTeams, { teams: everyTeam.slice(0, MAX_FAVORITE_TEAMS + 1) });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).fields?.[0]).toMatchObject({ field: 'teams', code: 'too_long' });

    expect(bettingSettingsSchema.parse((await me.get(OFFICE_SETTINGS_PATHS.betting)).body).favorite_teams).toHaveLength(2);
    await me.post(OFFICE_SETTINGS_PATHS.favoriteTeams, { teams: [] });
  });

  it('refuses a write without the script-call headers and lets a banned player read but not write', async () => {
    const me = await signedIn(demo!);
    const forged = await fetch(new URL(OFFICE_SETTINGS_PATHS.sports, server.url), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ disallow_line_sport: [1], disallow_live_sport: [] }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);

    // The demo's blocked player may look (SPEC 6 rights: view only) but not change a setting.
    const blocked = await signedIn(banned!);
    expect((await blocked.get(OFFICE_SETTINGS_PATHS.betting)).status).toBe(200);
    const refused = await blocked.post(OFFICE_SETTINGS_PATHS.sports, { disallow_line_sport: [1], disallow_live_sport: [] });
    expect(refused.status).toBe(403);
  });
});
