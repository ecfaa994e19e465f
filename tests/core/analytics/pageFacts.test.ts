import { describe, expect, it } from 'vitest';
import { fieldErrors, funnelReport, isSocialRequest, NO_METRICS, pageView, registrationFinished } from '../../../src/core/analytics';

describe("the page's own facts", () => {
  it("names a page view's route and section from the route table, with or without the language and query", () => {
    expect(pageView('/en/live?token=x')).toEqual({ name: 'page_view', params: { route: expect.any(String), section: 'betting' } });
    expect(pageView('/de/office/account').params.section).toBe('office');
    expect(pageView('/en').params.section).toBe('home');
    expect(pageView('/en/no-such-page-at-all/deeper').params.route).toBe(pageView('/en/unknown-x/y').params.route);
  });

  it('an opened sign-in or registration form is the time its pop-up was last called, with the counters of the last 24 h', () => {
    const metrics = { ...NO_METRICS, auth: [1, 2], reg: [3] };
    const login = funnelReport({ step: 'opened', form: 'login' }, 100, metrics, false);
    expect(login.drafts).toEqual([{ name: 'login_popup', params: { lastAuthPopUpCallTime: 100, authTryCounter: 2 } }]);
    expect(login.metrics).toEqual({ ...metrics, lastAuthPopUpCallTime: 100 });
    const reg = funnelReport({ step: 'opened', form: 'registration' }, 200, login.metrics, false);
    expect(reg.drafts).toEqual([{ name: 'registration_popup', params: { lastRegCallTime: 200, regTryCounter: 1 } }]);
    expect(reg.metrics.lastRegCallTime).toBe(200);
    expect(funnelReport({ step: 'opened', form: 'recovery' }, 300, metrics, false)).toEqual({
      drafts: [{ name: 'recovery_popup', params: {} }],
      metrics,
    });
  });

  it('a type or bonus chosen is its event; a form left is one only while nobody is signed in', () => {
    expect(funnelReport({ step: 'type', type: 'phone' }, 1, NO_METRICS, false).drafts).toEqual([
      { name: 'registration_type', params: { type: 'phone' } },
    ]);
    expect(funnelReport({ step: 'bonus', bonus: 2 }, 1, NO_METRICS, false).drafts).toEqual([
      { name: 'registration_bonus', params: { bonus: 2 } },
    ]);
    const leave = { step: 'left', form: 'registration', at: 'fast', how: 'exit' } as const;
    expect(funnelReport(leave, 1, NO_METRICS, false).drafts).toEqual([
      { name: 'registration_leave', params: { type: 'fast', how: 'exit' } },
    ]);
    // The form closed because its registration signed the player in: done, not left.
    expect(funnelReport(leave, 1, NO_METRICS, true).drafts).toEqual([]);
    expect(funnelReport({ step: 'left', form: 'recovery', at: 'code', how: 'cancel' }, 1, NO_METRICS, false).drafts).toEqual([
      { name: 'recovery_leave', params: { step: 'code', how: 'cancel' } },
    ]);
  });

  it('a refusal names its fields and codes, never the values; only funnel requests count', () => {
    const params = { 'field.email': 'taken', 'field.password': 'too_short', limit: 3, 'field.': 'x' };
    expect(fieldErrors('registerFull', params)).toEqual([
      { name: 'field_error', params: { form: 'registration', field: 'email', code: 'taken' } },
      { name: 'field_error', params: { form: 'registration', field: 'password', code: 'too_short' } },
    ]);
    expect(fieldErrors('login', { 'field.login': 'required' })[0]?.params.form).toBe('login');
    expect(fieldErrors('recoverySet', { 'field.password': 'weak' })[0]?.params.form).toBe('recovery');
    expect(fieldErrors('presence', { 'field.x': 'y' })).toEqual([]);
    expect(fieldErrors('login', undefined)).toEqual([]);
    expect(isSocialRequest('registerSocial')).toBe(true);
    expect(isSocialRequest('login')).toBe(false);
  });
});

describe('a registration form closed when finished', () => {
  it('is finished when a player is signed in, or an activation e-mail went out since the form opened', () => {
    const opened = { ...NO_METRICS, lastRegCallTime: 100 };
    expect(registrationFinished({ userId: 7 }, NO_METRICS)).toBe(true);
    expect(registrationFinished({ userId: null }, opened)).toBe(false);
    expect(registrationFinished({ userId: null, activationSentAt: 150 }, opened)).toBe(true);
    // An e-mail of an earlier registration does not finish this one.
    expect(registrationFinished({ userId: null, activationSentAt: 50 }, opened)).toBe(false);
  });
});
