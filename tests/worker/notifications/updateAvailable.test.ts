import { describe, expect, it } from 'vitest';
import { APP_BUILD_COMMANDS } from '../../../src/protocol/appBuild';
import { NotificationsController } from '../../../src/worker/notifications/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const T0 = Date.UTC(2026, 10, 29, 0, 0);

function harness() {
  const clock = new VirtualClock(T0);
  const controller = new NotificationsController({ clock, log: { warn: () => undefined } });
  const core = coreLink(controller, { clock });
  return {
    core,
    view: () => controller.projections.notifications.value(),
    async buildGone(build: string, type: 'app/build-gone' | 'app/update-waiting' = 'app/build-gone') {
      const answer = controller.handle('tab-1', { type, id: 'c', payload: { build } });
      await flushMicrotasks(5);
      return answer;
    },
  };
}

describe('the update-available rule', () => {
  it("raises the browser's update warning once per gone build, with no timeout and the reload as its action", async () => {
    const h = harness();
    expect(await h.buildGone('/assets/index-OLD.js')).toEqual({ accepted: true, seq: 0 });
    // A second tab of the same build reports it too: one warning.
    await h.buildGone('/assets/index-OLD.js');
    expect(h.view().shown).toEqual([expect.objectContaining({ kind: 'updateAvailable', closesAt: null, link: null })]);
    expect(h.core.state().notifications.open.map((n) => [n.key, n.player])).toEqual([['updateAvailable:/assets/index-OLD.js', null]]);
  });

  it("is the same one warning when the running build's newer service worker waits as when the build is gone", async () => {
    const h = harness();
    await h.buildGone('/assets/index-OLD.js', 'app/update-waiting');
    await h.buildGone('/assets/index-OLD.js', 'app/build-gone');
    expect(h.view().shown.map((n) => n.kind)).toEqual(['updateAvailable']);
  });

  it('does not bring a dismissed warning back when the same build is reported again', async () => {
    const h = harness();
    await h.buildGone('b1');
    await h.core.dispatch({ type: 'notifications/dismiss', payload: { id: h.view().shown[0]!.id } });
    await h.buildGone('b1');
    expect(h.view().shown).toEqual([]);
  });

  it.each(['app/build-gone', 'app/update-waiting'] as const)("is a tab's command whose build the host checks (%s)", (type) => {
    const spec = APP_BUILD_COMMANDS[type];
    expect(spec.from).toBe('tab');
    expect(spec.schema.safeParse({ build: '' }).success).toBe(false);
    expect(spec.schema.safeParse({ build: 'x'.repeat(101) }).success).toBe(false);
    expect(spec.schema.safeParse({}).success).toBe(false);
    expect(spec.schema.safeParse({ build: '/assets/index-abc.js' }).success).toBe(true);
  });
});
