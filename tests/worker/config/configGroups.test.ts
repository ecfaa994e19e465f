import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONFIG_GROUPS, CONFIG_GROUP_PATH, type ConfigGroupId, type SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { CONFIG_GROUP_TTL_MAX_MS, CONFIG_GROUP_TTL_MIN_MS, createConfigGroups, ttlFor } from '../../../src/worker/config/configGroups';
import { createHttpClient } from '../../../src/worker/http/client';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type RecordedCall } from '../http/fakeFetch';
import { siteConfig } from './siteConfigFixture';

/** Answers like the server: the asked groups, each sliced by CONFIG_GROUPS, plus a stray field to prove the client picks. */
function groupServer(config: SiteConfig) {
  return (call: RecordedCall) => {
    const ids = (call.url.searchParams.get('groups') ?? '').split(',').filter(Boolean);
    const data: Record<string, Record<string, unknown>> = {};
    for (const id of ids) {
      const fields = CONFIG_GROUPS[Number(id) as ConfigGroupId];
      data[id] = Object.fromEntries(fields.map((f) => [f, config[f]]));
      if (id !== '3') data[id].minAge = 99; // a stray field: it belongs to group 3 only
    }
    return json(200, { data });
  };
}

function setup(random = () => 0.5) {
  const clock = new VirtualClock(1_000_000);
  const { fetch, calls } = fakeFetch(clock, [groupServer(siteConfig)]);
  const client = createHttpClient({ fetch, clock, appVersion: 't' });
  const groups = createConfigGroups({ client, clock, random });
  const asked = () => calls.map((c) => c.url.searchParams.get('groups'));
  return { clock, calls, groups, asked };
}

describe('config group cache', () => {
  it('fetches the asked groups in one call and merges only their fields', async () => {
    const { clock, calls, groups } = setup();
    const result = await clock.run(groups.getConfigGroups([1, 2], 'en'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe(CONFIG_GROUP_PATH);
    expect(calls[0]?.url.searchParams.get('groups')).toBe('1,2');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.companyName).toBe('Demo Bet');
    expect(result.value.maintenance).toEqual(siteConfig.maintenance);
    expect(Object.keys(result.value).sort()).toEqual([...CONFIG_GROUPS[1], ...CONFIG_GROUPS[2]].sort());
  });

  it('fetches only the groups not in cache', async () => {
    const { clock, groups, asked } = setup();
    await clock.run(groups.getConfigGroups([1], 'en'));
    const result = await clock.run(groups.getConfigGroups([1, 3], 'en'));
    expect(asked()).toEqual(['1', '3']);
    expect(result.ok && result.value.minAge).toBe(siteConfig.minAge);
    expect(result.ok && result.value.companyName).toBe('Demo Bet');
    await clock.run(groups.getConfigGroups([3, 1], 'en'));
    expect(asked()).toEqual(['1', '3']); // all cached: no call
  });

  it('caches per language', async () => {
    const { clock, groups, asked } = setup();
    await clock.run(groups.getConfigGroups([1], 'en'));
    await clock.run(groups.getConfigGroups([1], 'ru'));
    expect(asked()).toEqual(['1', '1']);
  });

  it('a cached group is not fetched again before expiry and is after', async () => {
    const { clock, groups, asked } = setup(() => 0.5);
    const ttl = CONFIG_GROUP_TTL_MIN_MS + (CONFIG_GROUP_TTL_MAX_MS - CONFIG_GROUP_TTL_MIN_MS) / 2;
    const start = clock.now();
    await clock.run(groups.getConfigGroups([2], 'en'));
    expect(groups.expiresAt(2, 'en')).toBe(start + ttl);
    clock.advance(ttl - 1);
    await clock.run(groups.getConfigGroups([2], 'en'));
    expect(asked()).toEqual(['2']);
    clock.advance(1);
    await clock.run(groups.getConfigGroups([2], 'en'));
    expect(asked()).toEqual(['2', '2']);
  });

  it.each([
    [0, CONFIG_GROUP_TTL_MIN_MS],
    [0.999999, CONFIG_GROUP_TTL_MAX_MS],
  ])('random %d gives a TTL of %d ms', async (r, ttl) => {
    const { clock, groups } = setup(() => r);
    const start = clock.now();
    await clock.run(groups.getConfigGroups([4], 'en'));
    expect(groups.expiresAt(4, 'en')).toBe(start + ttl);
  });

  it('property: the TTL always lies within 600 to 900 s', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const ttl = ttlFor(() => r);
        expect(ttl).toBeGreaterThanOrEqual(600_000);
        expect(ttl).toBeLessThanOrEqual(900_000);
      }),
    );
  });

  it('a failed fetch is a typed failure and caches nothing', async () => {
    const clock = new VirtualClock();
    const { fetch, calls } = fakeFetch(clock, [json(404, {}), groupServer(siteConfig)]);
    const groups = createConfigGroups({ client: createHttpClient({ fetch, clock, appVersion: 't' }), clock, random: () => 0 });
    const failed = await clock.run(groups.getConfigGroups([5], 'en'));
    expect(failed).toMatchObject({ ok: false, failure: { status: 'http-error', code: 404 } });
    expect(groups.expiresAt(5, 'en')).toBeUndefined();
    const ok = await clock.run(groups.getConfigGroups([5], 'en'));
    expect(ok.ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('an answer without an asked group is malformed', async () => {
    const clock = new VirtualClock();
    const { fetch } = fakeFetch(clock, [json(200, { data: { '1': { companyName: 'X' } } })]);
    const groups = createConfigGroups({ client: createHttpClient({ fetch, clock, appVersion: 't' }), clock, random: () => 0 });
    const result = await clock.run(groups.getConfigGroups([1, 6], 'en'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.status === 'malformed' && result.failure.message).toContain('lacks group 6');
  });

  it('a group answer of the wrong shape is malformed, naming the field', async () => {
    const clock = new VirtualClock();
    const { fetch } = fakeFetch(clock, [json(200, { data: { '2': { maintenance: { isActive: 'yes' } } } })]);
    const groups = createConfigGroups({ client: createHttpClient({ fetch, clock, appVersion: 't' }), clock, random: () => 0 });
    const result = await clock.run(groups.getConfigGroups([2], 'en'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.status === 'malformed' && result.failure.message).toContain('data.2.maintenance');
  });
});
