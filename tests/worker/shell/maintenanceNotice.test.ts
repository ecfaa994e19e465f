import { describe, expect, it } from 'vitest';
import type { SiteConfigProjection } from '../../../src/protocol/api';
import type { MaintenanceInfo } from '../../../src/protocol/schemas/siteConfig';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { ShellController } from '../../../src/worker/shell/controller';
import { decideLanguage } from '../../../src/worker/shell/language';
import { resolveForTab } from '../../../src/worker/shell/route';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

const MIN = 60_000;

/** The shell controller alone, with a link that records which projections it marked. */
async function shellWith(maintenance: MaintenanceInfo, clock: VirtualClock) {
  const shell = new ShellController(
    {
      loadSiteConfig: async () => ({ ok: true, config: { ...demoConfig, maintenance } }),
      decideLanguage,
      resolveRoute: (q, c) => resolveForTab(q, c, false),
    },
    { clock, log: { warn: () => undefined } },
  );
  const marked: string[] = [];
  shell.attach({
    state: () => ({ preferences: { language: 'en' } }),
    changed: (name: string) => void marked.push(name),
  } as unknown as ControllerLink);
  shell.start();
  await flushMicrotasks();
  const view = () => shell.projections.siteConfig.value() as Extract<SiteConfigProjection, { status: 'ready' }>;
  return { view, marked };
}

describe('the maintenance warning, worked out by the shell on the host clock', () => {
  it('appears at notify_started_at and goes at notify_ended_at on a page left open, with the planned window', async () => {
    const clock = new VirtualClock(Date.UTC(2030, 5, 1, 8, 0));
    const now = clock.now();
    const maintenance: MaintenanceInfo = {
      notify_started_at: now + 10 * MIN,
      notify_ended_at: now + 20 * MIN,
      started_at: now + 60 * MIN,
      ended_at: now + 90 * MIN,
      isActive: false,
      web_state: false,
    };
    const { view, marked } = await shellWith(maintenance, clock);
    expect(view().status).toBe('ready');
    expect(view().maintenanceNotice).toBeNull();
    const pushesBefore = marked.length;
    clock.advance(10 * MIN);
    expect(view().maintenanceNotice).toEqual({ startsAt: now + 60 * MIN, finishesAt: now + 90 * MIN });
    expect(marked.length).toBe(pushesBefore + 1);
    clock.advance(10 * MIN);
    expect(view().maintenanceNotice).toBeNull();
    // No boundary left: no more timers, no more pushes.
    clock.advance(24 * 60 * MIN);
    expect(marked.length).toBe(pushesBefore + 2);
  });

  it('does not warn while the maintenance already runs (the maintenance page shows instead)', async () => {
    const clock = new VirtualClock(Date.UTC(2030, 5, 1, 8, 0));
    const now = clock.now();
    const running = {
      notify_started_at: now - MIN,
      notify_ended_at: now + MIN,
      started_at: now,
      ended_at: now + MIN,
      isActive: true,
      web_state: false,
    };
    const { view } = await shellWith(running, clock);
    expect(view().maintenanceNotice).toBeNull();
  });
});
