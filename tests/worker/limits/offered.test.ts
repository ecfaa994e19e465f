import { describe, expect, it } from 'vitest';
import type { LimitsProjection } from '../../../src/protocol/limits';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { LimitsController } from '../../../src/worker/limits/controller';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/**
 * What the site config lets load (SPEC 5 and 7): only the gated types its
 * available ids list, and the self-exclusion reasons only behind its flag.
 */
const BASE = '/web-api/limit-service-api/api/external/web/v3';
const option = (type: number) => ({ type, availableValues: [1], measure: 'money', custom: false, min: 1, max: 2 });

async function load(config: SiteConfig) {
  const clock = new VirtualClock(1_700_000_000_000);
  const { http, calls } = scriptedHttp(clock, {
    [`GET ${BASE}/limits`]: [json(200, { data: [] })],
    [`GET ${BASE}/availablelimits`]: [json(200, { data: [1, 20, 21, 22, 30, 31, 32, 33].map(option) })],
    [`GET ${BASE}/limits/history`]: [json(200, { data: [] })],
    [`GET ${BASE}/reasons/selfexclude`]: [json(200, { data: [{ id: 2, selfExcludeReason: 'Too much money' }] })],
  });
  const controller = new LimitsController({ clock, http, log: { warn: () => undefined, error: () => undefined } });
  coreLink(controller, { clock, session: signedIn(), config });
  await flushMicrotasks(20);
  const view = controller.projections.limits.value() as LimitsProjection;
  const types = view.options?.status === 'ready' ? view.options.value.map((o) => o.limitType) : null;
  const reasonCalls = calls.filter((c) => c.url.pathname === `${BASE}/reasons/selfexclude`).length;
  return { types, reasons: view.reasons ?? null, reasonCalls };
}

describe('the limits the config lets load', () => {
  it('offers the gated types only where the available ids list them', async () => {
    const { types } = await load({ ...demoConfig, availableLimitIds: [21, 32] });
    expect(types).toEqual([1, 21, 30, 32, 33]);
  });

  it('asks for the self-exclusion reasons only behind the flag', async () => {
    const off = await load({ ...demoConfig, responsibleGaming: { selfExcludeReasonsEnabled: false } });
    expect(off).toMatchObject({ reasons: null, reasonCalls: 0 });
    const on = await load({ ...demoConfig, responsibleGaming: { selfExcludeReasonsEnabled: true } });
    expect(on).toMatchObject({ reasons: { status: 'ready', value: [{ id: 2, name: 'Too much money' }] }, reasonCalls: 1 });
  });
});
