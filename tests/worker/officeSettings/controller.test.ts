import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import type { CatalogueEntry } from '../../../src/protocol/live-client';
import { OFFICE_SETTINGS_PATHS, type BettingSettings, type OfficeSettingsCommand } from '../../../src/protocol/officeSettings';
import type { Game } from '../../../src/protocol/schemas/live';
import type { SessionProjection } from '../../../src/protocol/session';
import { createHttpClient } from '../../../src/worker/http/client';
import { SettingsViews } from '../../../src/worker/live/settingsView';
import { OfficeSettingsController } from '../../../src/worker/officeSettings';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';

const SPORTS = [
  { sportId: 1, slug: 'football', name: 'Football' },
  { sportId: 2, slug: 'ice-hockey', name: 'Ice Hockey' },
];

/** The controller over a fake settings server; the session as the host would give it. */
function harness() {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  let stored: BettingSettings = {
    disallow_line_sport: [],
    disallow_live_sport: [],
    favorite_teams: [],
    sports: SPORTS,
    show_favorite_teams: true,
  };
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
      switch (call.url.pathname) {
        case OFFICE_SETTINGS_PATHS.betting:
          return json(200, stored);
        case OFFICE_SETTINGS_PATHS.sports:
          if ((body.disallow_live_sport as number[]).includes(99))
            return json(400, {
              error: { code: 'invalid_request', message: 'No such sport' },
              fields: [{ field: 'disallow_live_sport', message: 'x', code: 'not_offered' }],
            });
          stored = { ...stored, ...(body as Partial<BettingSettings>) };
          return json(200, stored);
        default:
          return json(404, {});
      }
    },
  ]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const controller = new OfficeSettingsController({ http });
  let session: SessionProjection = NO_SESSION;
  let changes = 0;
  const link: ControllerLink = {
    state: () => initialAppState,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : undefined)) as ControllerLink['projection'],
    dispatch: () => Promise.resolve({ accepted: true, seq: 0 }),
    changed: () => void (changes += 1),
    newId: () => 'id',
  };
  controller.attach(link);
  const view = () => controller.projections.officeSettings.value();
  return {
    view,
    calls,
    changes: () => changes,
    settle: () => flushMicrotasks(20),
    signIn(config: Partial<BettingSettings> = {}) {
      session = { ...signedIn(), config: { disallow_line_sport: [], disallow_live_sport: [], ...config } as never };
      controller.projectionChanged('session');
    },
    signOut() {
      session = { ...NO_SESSION, status: 'signedOut' };
      controller.projectionChanged('session');
    },
    send: (command: Omit<OfficeSettingsCommand, 'id'>) => controller.handle('tab-1', { id: 'c', ...command } as OfficeSettingsCommand),
  };
}

describe('the office settings controller', () => {
  it('takes the user config lists at once on sign-in, then the server read; a guest has none and may not save', async () => {
    const h = harness();
    expect(h.view().status).toBe('guest');
    expect(
      await h.send({ type: 'officeSettings/saveSports', payload: { disallow_line_sport: [], disallow_live_sport: [1] } }),
    ).toMatchObject({
      rejected: true,
      code: 'officeSettings.unauthorized',
    });
    h.signIn({ disallow_live_sport: [2] });
    expect(h.view()).toMatchObject({ status: 'loading', settings: { disallow_live_sport: [2] } });
    await h.settle();
    expect(h.view()).toMatchObject({ status: 'ready', settings: { disallow_live_sport: [], sports: SPORTS } });
    h.signOut();
    expect(h.view().status).toBe('guest');
    expect(h.view().settings.disallow_live_sport).toEqual([]);
  });

  it("puts the server's answer to a save in the projection, and a refusal's reason", async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const before = h.changes();
    expect(
      await h.send({ type: 'officeSettings/saveSports', payload: { disallow_line_sport: [], disallow_live_sport: [1] } }),
    ).toMatchObject({
      accepted: true,
    });
    expect(h.view()).toMatchObject({ saving: false, error: null, settings: { disallow_live_sport: [1] } });
    expect(h.changes()).toBeGreaterThan(before);

    expect(
      await h.send({ type: 'officeSettings/saveSports', payload: { disallow_line_sport: [], disallow_live_sport: [99] } }),
    ).toMatchObject({
      rejected: true,
      code: 'officeSettings.not_offered',
    });
    expect(h.view()).toMatchObject({ saving: false, error: 'not_offered', settings: { disallow_live_sport: [1] } });
  });

  it('refuses a malformed command before calling the server', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const calls = h.calls.length;
    expect(await h.send({ type: 'officeSettings/saveSports', payload: { disallow_line_sport: [-1] } as never })).toMatchObject({
      rejected: true,
      code: 'invalid_command',
    });
    expect(h.calls).toHaveLength(calls);
  });
});

const game = (gameId: number, sportId: number, status: Game['status'], team1Slug = 'a', team2Slug = 'b'): Game =>
  ({ gameId, sportId, status, team1Slug, team2Slug }) as Game;

describe('the live projection with office settings', () => {
  const held = {
    1: game(1, 1, 2, 'arsenal', 'chelsea'),
    2: game(2, 1, 1, 'spurs', 'arsenal'),
    3: game(3, 2, 2),
    4: game(4, 1, 2, 'spurs', 'ajax'),
  };
  const settings = (over: Partial<BettingSettings>): BettingSettings => ({
    disallow_line_sport: [],
    disallow_live_sport: [],
    favorite_teams: [],
    sports: SPORTS,
    show_favorite_teams: true,
    ...over,
  });

  it('drops games of a sport hidden in their section and puts favourites first within their sport', () => {
    const views = new SettingsViews();
    expect(views.use(settings({ disallow_live_sport: [2], favorite_teams: [{ sportId: 1, slug: 'ajax', name: 'Ajax' }] }))).toBe(true);
    expect(views.list([1, 2, 3, 4], held)).toEqual([4, 1, 2]);
    const view = (id: 1 | 4) => views.mark(held[id], { gameId: id } as never);
    expect(view(4).favorite).toBe(true);
    expect(view(1).favorite).toBeUndefined();
  });

  it('hides a sport from the menu of the section it is hidden in only, keeping the entry when nothing changes', () => {
    const views = new SettingsViews();
    views.use(settings({ disallow_live_sport: [1] }));
    const menu = (section: 'live' | 'line'): CatalogueEntry =>
      ({ status: 'ready', data: { kind: 'menu', section, sports: [{ sportId: 1 }, { sportId: 2 }] } }) as never;
    const live = views.menu(menu('live'));
    expect(live.status === 'ready' && live.data.kind === 'menu' && live.data.sports.map((s) => s.sportId)).toEqual([2]);
    const line = menu('line');
    expect(views.menu(line)).toBe(line);
    expect(views.use(undefined)).toBe(true);
    expect(views.use(undefined)).toBe(false);
  });
});
