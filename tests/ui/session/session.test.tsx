// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SessionAccepted, SessionProjection, SessionRequest } from '../../../src/protocol/session';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { clearLoginRequest } from '../../../src/ui/app/loginRequest';
import { createI18n } from '../../../src/ui/i18n';
import { HeaderSession } from '../../../src/ui/session/HeaderSession';
import { RegistrationPage } from '../../../src/ui/session/RegistrationPage';
import { UserActivatePage } from '../../../src/ui/session/UserPages';
import { NO_SESSION } from '../../../src/worker/session';
import { FakeSessionCore as FakeCore, withCore } from './fakeSessionCore';

afterEach(() => {
  cleanup();
  clearLoginRequest();
});

type Reply = SessionAccepted | Rejection;
const ok = (outcome: SessionAccepted['outcome'] = { kind: 'done' }): SessionAccepted => ({ accepted: true, seq: 0, outcome });
const refused = (code: string): Rejection => ({ rejected: true, code: code as Rejection['code'] });

/** A core whose session requests are answered by `reply`; every request is kept. */
function sessionCore(session: Partial<SessionProjection>, reply: (r: SessionRequest) => Reply = () => ok()) {
  const core = new FakeCore();
  const requests: SessionRequest[] = [];
  core.push('session', { ...NO_SESSION, ...session });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 1 };
    const request = command.payload as SessionRequest;
    requests.push(request);
    return reply(request);
  };
  return { core, requests: () => requests.filter((r) => r.kind !== 'presence') };
}

function renderAt(core: FakeCore, element: React.ReactNode, path = '/en') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return router;
}

function resolution(routeId: PageResolution['routeId'], query: Record<string, string> = {}): PageResolution {
  return { kind: 'page', routeId, group: 'user', params: {}, layout: 'main', meta: { remoteApp: null, preloader: 'none', headerTheme: 'default', footerTheme: 'default' }, query, language: 'en', direction: 'ltr', httpStatus: 200 };
}

describe('the login modal', () => {
  it('shows each field error next to its field, then the translated server error', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, () => refused('session.invalid_credentials'));
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(screen.getByTestId('error-login').textContent).toBe('Fill in this field.');
    expect(screen.getByTestId('error-password').textContent).toBe('Fill in this field.');
    expect(requests()).toEqual([]);
    fireEvent.change(screen.getByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Wrong login or password.');
    expect(requests()).toEqual([{ kind: 'login', login: 'demo', password: 'wrong', save: false }]);
  });

  it('asks for the two-step code after a correct password and closes once signed in', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'login' ? ok({ kind: 'twoStepRequired', channel: 'email', expiresAt: 1 }) : ok({ kind: 'signedIn', login: 'demo2fa' }),
    );
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo2fa' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'demo-password-2' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.change(await screen.findByTestId('field-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
    expect(requests().at(-1)).toEqual({ kind: 'twoStep', code: '123456', save: false });
  });

  it('does not open on a login route', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />, '/en/login');
    fireEvent.click(screen.getByTestId('login-button'));
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });
});

describe('the signed-in header', () => {
  const account = { id: 1, type: 0 as const, iso: 'RUB', symbol: '₽', currencyId: 1, money: 150000, points: 0, label: 'Main', isActive: true, isPointsTypeBalance: false };

  it('shows the balance, hides it on request and asks before signing out', async () => {
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account });
    renderAt(core, <HeaderSession lang="en" />);
    expect(screen.getByTestId('balance').textContent).toContain('1,500.00');
    fireEvent.click(screen.getByTestId('hide-balance'));
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(requests()).toEqual([{ kind: 'hideBalance', hide: true }]);
    fireEvent.click(await screen.findByTestId('logout-confirm-yes'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ kind: 'logout' }));
  });

  it('goes to confirm-terms when the terms changed', async () => {
    const { core } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, termsRequired: true });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/live');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/confirm-terms'));
    expect(router.state.location.search).toBe('?from=%2Fen%2Flive');
  });
});

describe('the session notices and prompts', () => {
  it('shows the captcha the worker asks for and sends the answer back', async () => {
    const captcha = { id: 'c1', question: '2 + 3 = ?', image: 'data:image/svg+xml,x', expiresAt: 1, url: '/x', wrongAnswer: false };
    const { core, requests } = sessionCore({ status: 'signedOut', captcha });
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.change(await screen.findByTestId('field-captcha'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('captcha-submit'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'captchaAnswer', id: 'c1', answer: '5' }]));
  });

  it('shows the inactivity notice until dismissed', async () => {
    const { core } = sessionCore({ status: 'signedOut', inactivityNotice: true });
    renderAt(core, <HeaderSession lang="en" />);
    expect(screen.getByTestId('inactivity-notice').textContent).toContain('inactive');
    fireEvent.click(screen.getByText('OK'));
    await waitFor(() => expect(core.dispatched.some((c) => c.type === 'session/dismiss-inactivity-notice')).toBe(true));
  });

  it('opens password recovery from ?showForgotPasswordModal=1 on home and tells a wrong code from an expired one', async () => {
    let answer = 'session.wrong_code';
    const { core } = sessionCore({ status: 'signedOut' }, (r) => (r.kind === 'recoveryCheck' ? refused(answer) : ok({ kind: 'codeSent', expiresAt: 1 })));
    renderAt(core, <HeaderSession lang="en" />, '/en?showForgotPasswordModal=1');
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));
    fireEvent.change(await screen.findByTestId('field-code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect((await screen.findByTestId('error-code')).textContent).toBe('The code is wrong.');
    answer = 'session.time_up';
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await waitFor(() => expect(screen.getByTestId('error-code').textContent).toBe('The code has expired. Ask for a new one.'));
  });

  it('keeps the recovery modal off pages other than home', () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />, '/en/live?showForgotPasswordModal=1');
    expect(screen.queryByTestId('recovery-modal')).toBeNull();
  });
});

describe('registration and user routes', () => {
  it('shows the generated login and password of a one-click registration once', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, () => ok({ kind: 'registered', login: 'u123', password: 'p4ssw0rd!', sentTo: null }));
    renderAt(core, <RegistrationPage resolution={resolution('registration', { type: 'fast_reg' })} />, '/en/registration');
    fireEvent.click(screen.getByTestId('bonus-2'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('fast-login')).textContent).toBe('u123');
    expect(screen.getByTestId('fast-password').textContent).toBe('p4ssw0rd!');
    expect(requests()).toEqual([{ kind: 'registerFast', bonus: 2, saveOption: 0, lng: 'en' }]);
  });

  it('checks the e-mail form field by field before sending', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, () => ok({ kind: 'activationSent' }));
    renderAt(core, <RegistrationPage resolution={resolution('registration')} />, '/en/registration');
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-email').textContent).toContain('name@example.com');
    expect(screen.getByTestId('error-password').textContent).toBe('The password must be 8 to 128 characters long.');
    expect(requests()).toEqual([]);
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByTestId('field-repeat'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('activation-sent')).textContent).toContain('new@example.com');
  });

  it('says when registration is closed', () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const ready = core.getSnapshot('siteConfig');
    if (ready?.status === 'ready') core.push('siteConfig', { ...ready, config: { ...ready.config, isRegistrationAllowed: false } });
    renderAt(core, <RegistrationPage resolution={resolution('registration')} />, '/en/registration');
    expect(screen.getByTestId('registration-closed')).toBeTruthy();
  });

  it('activates with the token of the link and tells an expired link apart', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, () => refused('session.time_up'));
    renderAt(core, <UserActivatePage resolution={resolution('userActivate', { token: 'a'.repeat(32) })} />, '/en/user/activate');
    await waitFor(() => expect(screen.getByTestId('activate-page').dataset.outcome).toBe('time_up'));
    expect(requests()).toEqual([{ kind: 'activate', token: 'a'.repeat(32) }]);
    await act(async () => undefined);
  });
});
