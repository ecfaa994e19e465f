import { describe, expect, it } from 'vitest';
import { OFFICE_SUPPORT_PATHS as PATHS } from '../../../src/protocol/schemas/officeSupport';
import { OfficeSupportController } from '../../../src/worker/officeSupport/controller';
import { VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 12);

function harness(script: Parameters<typeof scriptedHttp>[1]) {
  const clock = new VirtualClock(NOW);
  const { http, calls } = scriptedHttp(clock, script);
  const controller = new OfficeSupportController({ http, log: { warn: () => undefined } });
  const core = coreLink(controller, { clock });
  return { controller, calls, signIn: () => core.setSession(signedIn()) };
}

describe('the office support calls', () => {
  it('a guest gets signedOut without a call; a signed-in player gets the server answer', async () => {
    const h = harness({ [PATHS.manager]: [json(200, { manager: null })] });
    expect(await h.controller.queries.officeManager()).toEqual({ status: 'signedOut' });
    expect(h.calls).toHaveLength(0);
    h.signIn();
    expect(await h.controller.queries.officeManager()).toEqual({ status: 'ok', value: null });
  });

  it('a refusal carries its code and the wait of a rate limit; a filing is sent once', async () => {
    const refused = new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many filings: try again in 90 s' } }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '90' },
    });
    const h = harness({ [`POST ${PATHS.ideas}`]: [refused] });
    h.signIn();
    const result = await h.controller.queries.officeFileIdea({ category: 'site', text: 'A dark theme for the slip' });
    expect(result).toEqual({ status: 'refused', code: 'rate_limited', retryAfterSeconds: 90 });
    expect(h.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("an input the server's schema refuses is refused without a call", async () => {
    const h = harness({});
    h.signIn();
    expect(await h.controller.queries.officeFileAppeal({ text: 'short' })).toEqual({
      status: 'refused',
      code: 'invalid_request',
      retryAfterSeconds: null,
    });
    expect(h.calls).toHaveLength(0);
  });
});
