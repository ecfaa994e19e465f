import { describe, expect, it, vi } from 'vitest';
import { CONFIG_ALL_PATH, COUNTRY_HEADER } from '../../../src/protocol/schemas/siteConfig';
import { loadSiteConfig, CONFIG_LOAD_FAILED_LOG } from '../../../src/worker/config/loadSiteConfig';
import { createHttpClient } from '../../../src/worker/http/client';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from '../http/fakeFetch';
import { siteConfig } from './siteConfigFixture';

function setup(answers: readonly Answer[]) {
  const clock = new VirtualClock(0);
  const { fetch, calls } = fakeFetch(clock, answers);
  const client = createHttpClient({ fetch, clock, appVersion: 't' });
  const logger = { error: vi.fn(), warn: vi.fn() };
  return { clock, calls, client, logger };
}

describe('loadSiteConfig', () => {
  it('loads and checks the config, sending lang and the country header', async () => {
    const { clock, calls, client, logger } = setup([json(200, { data: siteConfig })]);
    const result = await clock.run(loadSiteConfig(client, { lang: 'en', country: 'kz', logger }));
    expect(result).toEqual({ ok: true, value: siteConfig });
    expect(calls[0]?.url.pathname).toBe(CONFIG_ALL_PATH);
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(calls[0]?.headers.get(COUNTRY_HEADER)).toBe('kz');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('tries once and retries 5 times 1000 ms apart, logs "BFF config loading failed" and answers no site config', async () => {
    const { clock, calls, client, logger } = setup([new TypeError('connection refused')]);
    const result = await clock.run(loadSiteConfig(client, { lang: 'ru', logger }));
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(result).toMatchObject({ ok: false, failure: { code: 'no site config', cause: { status: 'network-error' } } });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toBe(CONFIG_LOAD_FAILED_LOG);
    expect(CONFIG_LOAD_FAILED_LOG).toBe('BFF config loading failed');
  });

  it('recovers when the server comes back within the attempts', async () => {
    const { clock, calls, client, logger } = setup([json(502, {}), new TypeError('reset'), json(200, { data: siteConfig })]);
    const result = await clock.run(loadSiteConfig(client, { lang: 'ru', logger }));
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 2000]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a malformed config is no site config, with the wrong field named, and is not retried', async () => {
    const { clock, calls, client, logger } = setup([json(200, { data: { ...siteConfig, companyName: 42 } })]);
    const result = await clock.run(loadSiteConfig(client, { lang: 'ru', logger }));
    expect(calls).toHaveLength(1);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.code).toBe('no site config');
    expect(result.failure.cause.status === 'malformed' && result.failure.cause.message).toContain('data.companyName');
    expect(logger.error).toHaveBeenCalledWith(CONFIG_LOAD_FAILED_LOG, result.failure.cause);
  });

  it('a cancelled load is no site config without a log line', async () => {
    const { clock, client, logger } = setup([json(200, { data: siteConfig })]);
    const controller = new AbortController();
    controller.abort();
    const result = await clock.run(loadSiteConfig(client, { lang: 'ru', logger, signal: controller.signal }));
    expect(result).toMatchObject({ ok: false, failure: { code: 'no site config', cause: { status: 'closed', code: 499 } } });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
