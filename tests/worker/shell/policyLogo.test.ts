import { describe, expect, it } from 'vitest';
import type { SiteConfigProjection } from '../../../src/protocol/api';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { ShellController } from '../../../src/worker/shell/controller';
import { decideLanguage } from '../../../src/worker/shell/language';
import { resolveForTab } from '../../../src/worker/shell/route';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

async function siteConfigFor(geoCountryId: number) {
  const shell = new ShellController(
    {
      loadSiteConfig: async () => ({ ok: true, config: { ...demoConfig, geoCountryId } }),
      decideLanguage,
      resolveRoute: (q, c) => resolveForTab(q, c, false),
    },
    { clock: new VirtualClock(Date.UTC(2030, 5, 1)), log: { warn: () => undefined } },
  );
  shell.attach({ state: () => ({ preferences: { language: 'en' } }), changed: () => undefined } as unknown as ControllerLink);
  shell.start();
  await flushMicrotasks();
  return shell.projections.siteConfig.value() as Extract<SiteConfigProjection, { status: 'ready' }>;
}

describe("the policy pixel's flag in the site config projection", () => {
  it.each([1, 66, 126, 228, 120])('is on for geo country %i', async (id) => {
    expect((await siteConfigFor(id)).showPolicyLogo).toBe(true);
  });

  it.each([77, 79, 2])('is off for geo country %i', async (id) => {
    const view = await siteConfigFor(id);
    expect(view.status).toBe('ready');
    expect(view.showPolicyLogo).toBe(false);
  });
});
