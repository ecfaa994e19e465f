import { describe, expect, it } from 'vitest';
import type { AdBaitReport } from '../../../src/protocol/siteFacts';
import { SITE_FACT_COMMANDS } from '../../../src/protocol/siteFacts';
import { NotificationsController } from '../../../src/worker/notifications/controller';
import { networkHub } from '../../../src/worker/runtime/networkHub';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const T0 = Date.UTC(2026, 10, 29, 0, 0);
const BLOCKED: AdBaitReport = { bait: 'blocked', server: 'answered', hidden: false };

function harness(options: { startsOnline?: boolean } = {}) {
  const clock = new VirtualClock(T0);
  let workerNetwork: ((up: boolean) => void) | null = null;
  const controller = new NotificationsController({
    clock,
    log: { warn: () => undefined },
    network: (onChange) => void (workerNetwork = onChange),
    startsOnline: () => options.startsOnline ?? true,
  });
  const core = coreLink(controller, { clock });
  const send = async (type: 'app/ad-bait' | 'app/connectivity', payload: unknown) => {
    const answer = controller.handle('tab-1', { type, id: 'c', payload } as never);
    await flushMicrotasks(5);
    return answer;
  };
  return {
    core,
    clock,
    view: () => controller.projections.notifications.value(),
    openKeys: () => core.state().notifications.open.map((n) => n.key),
    adBait: (report: AdBaitReport) => send('app/ad-bait', report),
    connectivity: (online: boolean) => send('app/connectivity', { online }),
    async workerHears(up: boolean) {
      workerNetwork?.(up);
      await flushMicrotasks(5);
    },
  };
}

describe('the ad-blocker notice', () => {
  it("raises the browser's notice once per visit when a tab's bait says an ad blocker interferes", async () => {
    const h = harness();
    expect(await h.adBait(BLOCKED)).toEqual({ accepted: true, seq: 0 });
    // A second tab of the same visit reports it too (the other way): one notice.
    await h.adBait({ bait: 'loaded', server: 'answered', hidden: true });
    expect(h.view().shown).toEqual([expect.objectContaining({ kind: 'adBlocker', closesAt: null, link: null })]);
    expect(h.core.state().notifications.open.map((n) => [n.key, n.player])).toEqual([[`adBlocker:${T0}`, null]]);
  });

  it('raises nothing when the bait came, or when the network failed for the bait and the server alike', async () => {
    const h = harness();
    await h.adBait({ bait: 'loaded', server: 'answered', hidden: false });
    await h.adBait({ bait: 'blocked', server: 'failed', hidden: false });
    expect(h.view().shown).toEqual([]);
  });

  it('stays closed for the rest of the visit once the player closed it (in every tab: a dismissal)', async () => {
    const h = harness();
    await h.adBait(BLOCKED);
    await h.core.dispatch({ type: 'notifications/dismiss', payload: { id: h.view().shown[0]!.id } });
    h.clock.advance(60_000);
    await h.adBait(BLOCKED);
    expect(h.view().shown).toEqual([]);
  });
});

describe('the offline notice', () => {
  it('is raised when a tab reports the browser offline and retracted when it is back, with no timeout', async () => {
    const h = harness();
    await h.connectivity(false);
    expect(h.view().shown).toEqual([expect.objectContaining({ kind: 'offline', closesAt: null })]);
    expect(h.openKeys()).toEqual([`offline:${T0}`]);
    await h.connectivity(true);
    expect(h.view().shown).toEqual([]);
    expect(h.core.state().notifications.closedKeys).toContain(`offline:${T0}`);
  });

  it("hears the worker's own network events as well, and a second report of the same spell raises nothing", async () => {
    const h = harness();
    await h.workerHears(false);
    h.clock.advance(1000);
    await h.connectivity(false);
    expect(h.openKeys()).toEqual([`offline:${T0}`]);
    await h.workerHears(true);
    expect(h.openKeys()).toEqual([]);
  });

  it('raises a new notice for a new spell offline, also after the player closed the last one', async () => {
    const h = harness();
    await h.connectivity(false);
    await h.core.dispatch({ type: 'notifications/dismiss', payload: { id: h.view().shown[0]!.id } });
    await h.connectivity(false);
    expect(h.view().shown).toEqual([]);
    await h.connectivity(true);
    h.clock.advance(5000);
    await h.connectivity(false);
    expect(h.openKeys()).toEqual([`offline:${T0 + 5000}`]);
  });

  it("passes a tab's report to the worker's network signal when it has one, and hears it back from there", async () => {
    const clock = new VirtualClock(T0);
    const hub = networkHub();
    const feed: boolean[] = [];
    hub.subscribe((up) => feed.push(up));
    const controller = new NotificationsController({
      clock,
      log: { warn: () => undefined },
      network: hub.subscribe,
      reportNetwork: hub.report,
    });
    const core = coreLink(controller, { clock });
    controller.handle('tab-1', { type: 'app/connectivity', id: 'c', payload: { online: false } });
    await flushMicrotasks(5);
    expect(feed).toEqual([false]);
    expect(core.state().notifications.open.map((n) => n.key)).toEqual([`offline:${T0}`]);
    controller.handle('tab-1', { type: 'app/connectivity', id: 'c', payload: { online: true } });
    await flushMicrotasks(5);
    expect(feed).toEqual([false, true]);
    expect(core.state().notifications.open).toEqual([]);
  });

  it.each(['app/ad-bait', 'app/connectivity'] as const)("is fed by a tab's command whose payload the host checks (%s)", (type) => {
    const spec = SITE_FACT_COMMANDS[type];
    expect(spec.from).toBe('tab');
    expect(spec.schema.safeParse({}).success).toBe(false);
    expect(spec.schema.safeParse({ online: 'no' }).success).toBe(false);
  });

  it('checks the bait report field by field', () => {
    const schema = SITE_FACT_COMMANDS['app/ad-bait'].schema;
    expect(schema.safeParse(BLOCKED).success).toBe(true);
    expect(schema.safeParse({ ...BLOCKED, bait: 'maybe' }).success).toBe(false);
    expect(schema.safeParse({ ...BLOCKED, hidden: 1 }).success).toBe(false);
  });
});
