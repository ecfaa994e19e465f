import { describe, expect, it, vi } from 'vitest';
import { BLOCK_LIGHT_PATH } from '../../../src/protocol/schemas/referral';
import { createHttpClient } from '../../../src/worker/http/client';
import { BLOCK_RECHECK_MS, BlockingChecks, type BlockFacts, type BlockQuery } from '../../../src/worker/shell';
import { callBlockLight } from '../../../src/worker/shell/blockLight';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json } from '../http/fakeFetch';

const NOT_BLOCKED: BlockFacts = { blockReason: null, forceMaintenance: false };

describe('the light block call (SPEC 7)', () => {
  it('sends stage, auth, the referral and the VIP-domain flag as the query', async () => {
    const clock = new VirtualClock(1_000_000);
    const { fetch, calls } = fakeFetch(clock, [json(200, { data: { displayTypeId: 0, templateTypeId: null, referral: true } })]);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const http = createHttpClient({ fetch, clock, appVersion: 't', logger: log });
    const query: BlockQuery = {
      auth: false,
      url: '/en/?btag=abc&whn=1',
      forceGeoOffCookie: null,
      stage: 'start',
      referral: { referralParams: 'btag=abc&whn=1', whn: true },
    };
    await callBlockLight(http, query, true, log);
    const url = calls[0]?.url;
    expect(url?.pathname).toBe(BLOCK_LIGHT_PATH);
    expect(calls[0]?.method).toBe('GET');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      stage: 'start',
      auth: '0',
      referralParams: 'btag=abc&whn=1',
      referralWHNMobile: '1',
      mainVipDomainAuthNeed: '1',
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('a failure is only logged', async () => {
    const clock = new VirtualClock(0);
    const { fetch } = fakeFetch(clock, [json(400, { error: { code: 'invalid_block_request', message: 'no' } })]);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const http = createHttpClient({ fetch, clock, appVersion: 't', logger: log });
    const query: BlockQuery = {
      auth: true,
      url: '/en',
      forceGeoOffCookie: null,
      stage: 'recheck',
      referral: { referralParams: '', whn: false },
    };
    await expect(callBlockLight(http, query, false, log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});

describe('the blocking checks give the light call its stage and referral', () => {
  it("a tab's first check is 'start' with the landing's tags; a stale one is 'recheck' with the remembered link", async () => {
    const clock = new VirtualClock(0);
    const run = vi.fn(async (_query: BlockQuery) => NOT_BLOCKED);
    const checks = new BlockingChecks(run, null, () => clock.now());
    await checks.forTab('a', { pathname: '/en/', search: '?btag=abc', cookies: {} });
    expect(run.mock.calls[0]?.[0]).toMatchObject({ stage: 'start', referral: { referralParams: 'btag=abc', whn: false } });
    clock.advance(BLOCK_RECHECK_MS);
    await checks.forTab('a', { pathname: '/en/live', search: '', cookies: { reflinkid: 'btag=abc&whn=1' } });
    expect(run.mock.calls[1]?.[0]).toMatchObject({ stage: 'recheck', referral: { referralParams: 'btag=abc&whn=1', whn: true } });
  });
});
