import { describe, expect, it } from 'vitest';
import { COOKIES_AGREE_TIME_PATH, SECURE_DATA_PATH } from '../../../src/protocol/schemas/referral';
import { ReferralController } from '../../../src/worker/referral/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 28, 12);

function harness(logEnabled: boolean) {
  const clock = new VirtualClock(NOW);
  const { http, calls } = scriptedHttp(clock, {
    [SECURE_DATA_PATH]: [json(200, { data: { grantId: 'ab12', expiresIn: 1800 } })],
    [COOKIES_AGREE_TIME_PATH]: [json(200, { ok: true })],
  });
  const warnings: string[] = [];
  const controller = new ReferralController({ http, now: () => clock.now(), log: { warn: (m) => warnings.push(m) } });
  const core = coreLink(controller, { clock, config: { ...demoConfig, isCookiesAgreeLogEnabled: logEnabled } });
  const sent = (path: string) => calls.filter((c) => c.url.pathname === path);
  return { clock, controller, core, calls, sent, warnings, settle: () => flushMicrotasks(20) };
}

describe('ReferralController', () => {
  it("plans a landing's cookies from its query once the visitor accepted all cookies", async () => {
    const { controller, core } = harness(true);
    await core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: 2 } });
    const answer = await controller.queries.referralCookies({ search: '?btag=abc' });
    expect(answer.write.map((w) => w.name).sort()).toEqual(['partnerid', 'reflinkid']);
    expect((await controller.queries.referralCookies({ search: '?page=2' })).write).toEqual([]);
  });

  it('holds them until the yes to all cookies: not for no answer, necessary or functional ones; then gives them once', async () => {
    const { controller, core } = harness(true);
    expect((await controller.queries.referralCookies({ search: '?btag=abc' })).write).toEqual([]);
    for (const agree of [0, 1] as const) {
      await core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: agree } });
      expect((await controller.queries.referralCookies({ search: '' })).write).toEqual([]);
    }
    await core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: 2 } });
    const released = await controller.queries.referralCookies({ search: '' });
    expect(released.write.map((w) => [w.name, w.value])).toContainEqual(['partnerid', 'abc']);
    expect((await controller.queries.referralCookies({ search: '' })).write).toEqual([]);
  });

  it('at sign-in asks for the grant once, and logs the cookie answer with the time it was given', async () => {
    const h = harness(true);
    h.clock.advance(5_000);
    await h.core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: 1 } });
    const answeredAt = h.clock.now();
    h.clock.advance(60_000);
    h.core.setSession(signedIn());
    await h.settle();
    expect(h.sent(SECURE_DATA_PATH)).toHaveLength(1);
    expect(h.sent(COOKIES_AGREE_TIME_PATH).map((c) => JSON.parse(c.body ?? '{}'))).toEqual([{ agreeType: 1, agreedAt: answeredAt }]);

    // The same player's session pushed again is no new sign-in.
    h.core.setSession({ ...signedIn(), banLevel: 0 });
    await h.settle();
    expect(h.sent(SECURE_DATA_PATH)).toHaveLength(1);

    // A changed answer while signed in is logged at once.
    await h.core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: 2 } });
    await h.settle();
    expect(h.sent(COOKIES_AGREE_TIME_PATH).map((c) => JSON.parse(c.body ?? '{}').agreeType)).toEqual([1, 2]);

    // Signed out and in again: a new grant.
    h.core.setSession({ ...NO_SESSION, status: 'signedOut' });
    h.core.setSession(signedIn());
    await h.settle();
    expect(h.sent(SECURE_DATA_PATH)).toHaveLength(2);
    expect(h.warnings).toEqual([]);
  });

  it('sends no agreement when the config does not log it, or the question was never answered', async () => {
    const off = harness(false);
    await off.core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: 1 } });
    off.core.setSession(signedIn());
    await off.settle();
    expect(off.sent(SECURE_DATA_PATH)).toHaveLength(1);
    expect(off.sent(COOKIES_AGREE_TIME_PATH)).toHaveLength(0);

    const unanswered = harness(true);
    unanswered.core.setSession(signedIn());
    await unanswered.settle();
    expect(unanswered.sent(COOKIES_AGREE_TIME_PATH)).toHaveLength(0);
  });
});
