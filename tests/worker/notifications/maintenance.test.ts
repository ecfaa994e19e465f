import { describe, expect, it } from 'vitest';
import type { MaintenanceNoticeView, SiteConfigProjection } from '../../../src/protocol/api';
import { NotificationsController } from '../../../src/worker/notifications/controller';
import { maintenanceRules } from '../../../src/worker/notifications/maintenanceRules';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const T0 = Date.UTC(2026, 10, 29, 0, 0);
const WINDOW: MaintenanceNoticeView = { startsAt: T0 + 3_600_000, finishesAt: T0 + 7_200_000 };
const KEY = `maintenance:${WINDOW.startsAt}:${WINDOW.finishesAt}`;

/** The notifications controller over the real core, with the site config's projection to move as the shell controller would. */
function harness() {
  const clock = new VirtualClock(T0);
  const controller = new NotificationsController({ clock, log: { warn: () => undefined } });
  let site: SiteConfigProjection = { status: 'loading', attempt: 1, lang: 'en' };
  const core = coreLink(controller, { clock, projections: { siteConfig: () => site } });
  return {
    core,
    controller,
    view: () => controller.projections.notifications.value(),
    async config(next: SiteConfigProjection) {
      site = next;
      controller.projectionChanged('siteConfig');
      await flushMicrotasks(5);
    },
    notice: (maintenanceNotice: MaintenanceNoticeView | null) =>
      ({ status: 'ready', config: demoConfig, lang: 'en', maintenanceNotice }) as SiteConfigProjection,
  };
}

describe('the maintenance warning rule', () => {
  it('raises the warning for the browser when one appears, and nothing again when the same window is seen again', () => {
    expect(maintenanceRules(null, WINDOW, [])).toEqual({
      retract: [],
      raise: [
        { key: KEY, kind: 'maintenance', params: { startsAt: WINDOW.startsAt, finishesAt: WINDOW.finishesAt }, link: null, player: null },
      ],
    });
    expect(maintenanceRules(WINDOW, { ...WINDOW }, [KEY])).toEqual({ retract: [], raise: [] });
  });

  it('leaves out the moments the config does not give', () => {
    const ruling = maintenanceRules(null, { startsAt: null, finishesAt: null }, []);
    expect(ruling.raise).toEqual([expect.objectContaining({ key: 'maintenance::', params: {} })]);
  });

  it('retracts the open one when the warning goes or its window changes', () => {
    expect(maintenanceRules(WINDOW, null, [KEY, 'welcome:7'])).toEqual({ retract: [KEY], raise: [] });
    const moved = { ...WINDOW, finishesAt: WINDOW.finishesAt! + 1 };
    const ruling = maintenanceRules(WINDOW, moved, [KEY]);
    expect(ruling.retract).toEqual([KEY]);
    expect(ruling.raise).toEqual([expect.objectContaining({ key: `maintenance:${moved.startsAt}:${moved.finishesAt}` })]);
  });

  it("on a worker's first look, retracts an open warning of the log that is no longer announced", () => {
    expect(maintenanceRules(undefined, null, [KEY, 'message:7:1'])).toEqual({ retract: [KEY], raise: [] });
    expect(maintenanceRules(undefined, WINDOW, [KEY])).toEqual({
      retract: [],
      raise: [expect.objectContaining({ key: KEY })],
    });
  });
});

describe('the notifications controller and the site config', () => {
  it('shows the warning while the config announces it, with no timeout, and closes it as ended when it goes', async () => {
    const h = harness();
    await h.config(h.notice(WINDOW));
    expect(h.view().shown).toEqual([
      expect.objectContaining({ kind: 'maintenance', lane: 'maintenance', params: WINDOW, closesAt: null, link: null }),
    ]);
    // A config reloading (a language switch) says nothing of the warning: it stays.
    await h.config({ status: 'loading', attempt: 1, lang: 'de' });
    await h.config(h.notice(WINDOW));
    expect(h.view().shown).toHaveLength(1);
    await h.config(h.notice(null));
    expect(h.view().shown).toEqual([]);
    expect(h.core.state().notifications.closedKeys).toEqual([KEY]);
  });

  it('replaces the warning when the window changes', async () => {
    const h = harness();
    await h.config(h.notice(WINDOW));
    const later = { startsAt: WINDOW.startsAt! + 60_000, finishesAt: WINDOW.finishesAt! + 60_000 };
    await h.config(h.notice(later));
    expect(h.view().shown).toEqual([expect.objectContaining({ kind: 'maintenance', params: later })]);
    expect(h.view().queued).toBe(0);
  });

  it('keeps a dismissed warning closed when a restarted worker sees the same window', async () => {
    const h = harness();
    await h.config(h.notice(WINDOW));
    await h.core.dispatch({ type: 'notifications/dismiss', payload: { id: h.view().shown[0]!.id } });
    expect(h.view().shown).toEqual([]);
    // A new controller over the same log (a reload: the worker starts again and replays it).
    const clock = new VirtualClock(T0);
    const again = new NotificationsController({ clock, log: { warn: () => undefined } });
    const state = h.core.state();
    const site = h.notice(WINDOW);
    const sent: string[] = [];
    again.attach({
      ...h.core.link,
      state: () => state,
      projection: ((name: string) => (name === 'siteConfig' ? site : undefined)) as typeof h.core.link.projection,
      dispatch: async (command) => {
        sent.push(command.type);
        return h.core.dispatch(command as Parameters<typeof h.core.dispatch>[0]);
      },
    });
    await flushMicrotasks(5);
    expect(sent).toEqual(['notifications/raise']);
    expect(h.core.state().notifications.open).toEqual([]);
  });
});
