import { describe, expect, it } from 'vitest';
import type { RouteQuery } from '../../../src/protocol/api';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { ShellController } from '../../../src/worker/shell/controller';
import { decideLanguage } from '../../../src/worker/shell/language';
import { routeEffect } from '../../../src/worker/shell/route';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

/** The shell controller with the host's real route effect: no mobile site configured, so the phone layout answers. */
async function shell() {
  const controller = new ShellController(
    {
      loadSiteConfig: async () => ({ ok: true, config: { ...demoConfig, mobileSiteOrigin: undefined } }),
      decideLanguage,
      resolveRoute: routeEffect({
        isProduction: false,
        hostName: 'site.test',
        blockFor: () => ({ blockReason: null, forceMaintenance: false }),
      }),
    },
    { clock: new VirtualClock(1_000_000), log: { warn: () => undefined } },
  );
  controller.attach({
    state: () => ({ preferences: { language: 'en' }, session: { userId: null } }),
    changed: () => undefined,
    projection: () => undefined,
  } as unknown as ControllerLink);
  controller.start();
  await flushMicrotasks();
  return async (path: string, isIpadPresentingAsMac = false) => {
    const [pathname = '', search = ''] = path.split('?');
    const query: RouteQuery = {
      pathname,
      search: search ? `?${search}` : '',
      cookies: {},
      browserLanguages: ['en'],
      isIpadPresentingAsMac,
    };
    const answer = await controller.queries.resolveRoute(query, 'tab-1');
    return 'offers' in answer ? answer.offers.device : null;
  };
}

describe('the device a visit chose, kept by the worker across its navigations (SPEC 1)', () => {
  it('platform_type=mobile keeps the phone layout on links that drop the query, until the parameter says otherwise', async () => {
    const deviceAt = await shell();
    expect(await deviceAt('/en/live?platform_type=mobile')).toBe('mobile');
    expect(await deviceAt('/en/line')).toBe('mobile');
    expect(await deviceAt('/en/')).toBe('mobile');
    expect(await deviceAt('/en/line?platform_type=desktop')).toBe('desktop');
    expect(await deviceAt('/en/live')).toBe('desktop');
  });

  it('a visit without the parameter is drawn for the desktop, an iPad presenting as a Mac for the phone', async () => {
    expect(await (await shell())('/en/live')).toBe('desktop');
    expect(await (await shell())('/en/live', true)).toBe('mobile');
  });
});
