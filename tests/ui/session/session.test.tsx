// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { useLayoutEffect } from 'react';
import type { Rejection } from '../../../src/protocol/rejections';
import type { PhoneCountry, PhoneMask } from '../../../src/protocol/schemas/auth';
import type { SessionAccepted, SessionProjection, SessionRequest } from '../../../src/protocol/session';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { clearLoginRequest } from '../../../src/ui/core-access/loginRequest';
import { clearCredentials } from '../../../src/ui/session/credentials';
import { DevOutboxPanel } from '../../../src/ui/session/DevOutboxPanel';
import { HeaderSession } from '../../../src/ui/session/HeaderSession';
import { RegistrationPage } from '../../../src/ui/session/RegistrationPage';
import { ConfirmTermsPage, UserAccountVerifyPage, UserActivatePage, UserStopNewsletterPage } from '../../../src/ui/session/UserPages';
import { NO_SESSION } from '../../../src/worker/session';
import { FakeSessionCore as FakeCore, renderAt } from './fakeSessionCore';
import { demoConfig } from '../../support/demoConfig';
import { userConfig } from '../../worker/session/fixtures';
import { safeReturnPath } from '../../../src/core/routing/safePath';
import { RETURN_URL_QUERY } from '../../../src/protocol/routes';
import { useNotePages } from '../../../src/ui/session/useReturns';

/** The route gate's page notes, without a header: a redirect can leave a page before any layout paints. */
function PageNotes() {
  useNotePages();
  return null;
}

afterEach(() => {
  cleanup();
  clearLoginRequest();
  clearCredentials();
  document.cookie = 'ua=; max-age=0';
});

type Reply = SessionAccepted | Rejection;
const ok = (outcome: SessionAccepted['outcome'] = { kind: 'done' }): SessionAccepted => ({ accepted: true, seq: 0, outcome });
const refused = (code: string, params?: Record<string, string | number>): Rejection => ({
  rejected: true,
  code: code as Rejection['code'],
  ...(params ? { params } : {}),
});

/** The server's catalogue: the code of Russia comes with a plus, as a server may send it. */
const COUNTRIES: PhoneCountry[] = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '+7' },
  { id: 9, name: 'United Kingdom', country_code: 'GB', tel_code: '44' },
];
const MASKS: PhoneMask[] = [
  { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 9, Mask: '#### ######', Min: 10, Max: 10 },
];

/** What the server offers a registration; the visitor's default (geo) currency is RUB. */
const CURRENCIES = [
  { iso: 'RUB', symbol: '₽' },
  { iso: 'USD', symbol: '$' },
  { iso: 'EUR', symbol: '€' },
];

/** Lookups the forms make on their own, answered like the worker does unless a test says otherwise. */
const LOOKUPS = ['presence', 'socialProviders', 'phoneCountries', 'registrationCurrencies', 'returnTarget', 'check'];

function lookup(request: SessionRequest): Reply {
  switch (request.kind) {
    case 'socialProviders':
      return ok({ kind: 'socialProviders', providers: [{ key: 'local', name: 'Local ID' }] });
    case 'phoneCountries':
      return ok({ kind: 'phoneCountries', countries: COUNTRIES, masks: MASKS });
    case 'registrationCurrencies':
      return ok({ kind: 'registrationCurrencies', currencies: CURRENCIES, default: 'RUB' });
    case 'returnTarget':
      return ok({ kind: 'returnTo', path: null });
    default:
      return ok();
  }
}

/** A core whose session requests are answered by `reply` (lookups by `lookup` unless `reply` answers them); every request is kept. */
function sessionCore(session: Partial<SessionProjection>, reply: (r: SessionRequest) => Reply | undefined = () => undefined) {
  const core = new FakeCore();
  const all: SessionRequest[] = [];
  core.push('session', { ...NO_SESSION, ...session });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 1 };
    const request = command.payload as SessionRequest;
    all.push(request);
    return reply(request) ?? (LOOKUPS.includes(request.kind) ? lookup(request) : ok());
  };
  return {
    core,
    /** What the player asked for (not the forms' own lookups). */
    requests: () => all.filter((r) => !LOOKUPS.includes(r.kind)),
    all: () => all,
  };
}

function resolution(routeId: PageResolution['routeId'], query: Record<string, string> = {}): PageResolution {
  return {
    kind: 'page',
    routeId,
    group: 'user',
    params: {},
    layout: 'main',
    meta: { remoteApp: null, preloader: 'none', headerTheme: 'default', footerTheme: 'default' },
    query,
    language: 'en',
    direction: 'ltr',
    httpStatus: 200,
    returnUrl: safeReturnPath(query[RETURN_URL_QUERY]),
    redirectedFrom: null,
    maintenance: null,
    offers: { languages: [], registration: false, chat: false, callback: false, device: 'desktop' },
  };
}

const account = {
  id: 1,
  type: 0 as const,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 150000,
  points: 0,
  label: 'Main',
  isActive: true,
  isPointsTypeBalance: false,
};

/** Opens a header menu from the keyboard (as Radix does on Enter) and picks one of its items. */
async function choose(menu: string, item: string) {
  fireEvent.keyDown(await screen.findByTestId(menu), { key: 'Enter' });
  fireEvent.click(await screen.findByTestId(item));
}

describe('the login modal', () => {
  it('shows each field error next to its field, then the translated server error', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'login' ? refused('session.invalid_credentials', { status: 401 }) : undefined,
    );
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

  it("puts the fields the server refused under their inputs, in the player's language", async () => {
    const { core } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'login' ? refused('session.invalid_request', { status: 400, 'field.password': 'format' }) : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('error-password')).textContent).toBe('This does not look right. Check the format.');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('asks for the two-step code after a correct password, then asks where to return and closes', async () => {
    const { core, requests, all } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'login'
        ? ok({ kind: 'twoStepRequired', channel: 'email', expiresAt: 1 })
        : r.kind === 'twoStep'
          ? ok({ kind: 'signedIn', login: 'demo2fa' })
          : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />, '/en/live?return_url=%2Fen%2Fcasino');
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo2fa' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'demo-password-2' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.change(await screen.findByTestId('field-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
    expect(requests().at(-1)).toEqual({ kind: 'twoStep', code: '123456', save: false });
    await waitFor(() =>
      expect(all().at(-1)).toEqual({
        kind: 'returnTarget',
        after: 'signIn',
        here: '/en/live?return_url=%2Fen%2Fcasino',
        requested: null,
        lang: 'en',
      }),
    );
  });

  it('does not open on a login route', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />, '/en/login');
    fireEvent.click(screen.getByTestId('login-button'));
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it("takes phone countries and masks from the server: one plus, the mask's length, the code as digits", async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'loginPhone' ? ok({ kind: 'signedIn', login: 'demo' }) : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.click(await screen.findByTestId('login-mode-phone_password'));
    const select = await screen.findByTestId('field-phone-country');
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Russia +7', 'United Kingdom +44']),
    );
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '900 123' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('error-phone')).textContent).toBe('This number has the wrong length for the chosen country.');
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '9001234567' } });
    expect(screen.getByTestId('phone-formatted').textContent).toBe('+7 (900) 123-45-67');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect(requests()).toEqual([{ kind: 'loginPhone', phoneCode: '7', phone: '9001234567', password: 'pw', save: false }]),
    );
  });

  it("offers the configured social providers as links to the server's OAuth start", async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />, '/en/live');
    fireEvent.click(screen.getByTestId('login-button'));
    const link = (await screen.findByTestId('social-local')) as HTMLAnchorElement;
    expect(link.textContent).toBe('Continue with Local ID');
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/web-api/auth/social/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({ provider: 'local', lng: 'en', return_url: '/en/live' });
  });

  it('opens in social two-step mode after a social sign-in asked for the code', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'socialTwoStep' ? ok({ kind: 'signedIn', login: 'soc' }) : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />, '/en/?social_two_step=email&return_url=%2Fen%2Fcasino');
    fireEvent.change(await screen.findByTestId('field-code'), { target: { value: '654321' } });
    expect(screen.queryByTestId('field-password')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'socialTwoStep', code: '654321' }]));
  });

  it("tells a failed social sign-in in the player's language", async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/?social_error=provider_failed');
    expect(screen.getByTestId('social-error').textContent).toContain('could not confirm who you are');
    fireEvent.click(screen.getByText('OK'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

/** The two-step switch's calls only: the security dialog also asks for the authenticator's state (src/ui/security). */
const switches = (requests: () => readonly SessionRequest[]) => requests().filter((r) => r.kind === 'setTwoFactor');

describe('the header', () => {
  it('turns two-step sign-in on from the Security menu, shows what the server says, and tells why it was refused', async () => {
    const config = { ...userConfig, protection_methods: { ...userConfig.protection_methods, enable_two_factor_auth: false } };
    let answer: Reply = refused('session.invalid_request', { status: 400, 'field.enable_two_factor_auth': 'invalid' });
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account, config }, (r) =>
      r.kind === 'setTwoFactor' ? answer : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />);
    await choose('profile-button', 'security-open');
    const toggle = screen.getByRole('switch', { name: 'Two-step sign-in' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect((await screen.findByTestId('security-error')).textContent).toBe(
      'Add an e-mail address or a phone number first: the codes are sent there.',
    );
    answer = ok();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(switches(requests)).toEqual([
        { kind: 'setTwoFactor', enable: true },
        { kind: 'setTwoFactor', enable: true },
      ]),
    );
    // The switch follows the worker's config, not the click.
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(screen.queryByTestId('security-error')).toBeNull();
    act(() =>
      core.push('session', {
        ...NO_SESSION,
        status: 'signedIn',
        login: 'demo',
        userId: 7,
        activeAccount: account,
        config: { ...config, protection_methods: { ...config.protection_methods, enable_two_factor_auth: true } },
      }),
    );
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(/^On: after your password/)).toBeTruthy();
  });

  it('asks for the current password before turning two-step sign-in off, and keeps it on when the password is wrong', async () => {
    const config = { ...userConfig, protection_methods: { ...userConfig.protection_methods, enable_two_factor_auth: true } };
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account, config }, (r) =>
      r.kind === 'setTwoFactor'
        ? r.password === 'right-password'
          ? ok()
          : refused('session.wrong_password', { status: 403, 'field.password': 'invalid' })
        : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />);
    await choose('profile-button', 'security-open');
    const toggle = screen.getByRole('switch', { name: 'Two-step sign-in' }) as HTMLInputElement;
    fireEvent.click(toggle);
    // Nothing is sent yet: first the password, in a field that has the focus.
    const field = await screen.findByLabelText('Current password');
    expect(document.activeElement).toBe(field);
    expect(switches(requests)).toEqual([]);
    expect(toggle.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('two-factor-off-confirm'));
    expect(screen.getByTestId('error-current-password').textContent).toBe('Fill in this field.');
    expect(switches(requests)).toEqual([]);
    fireEvent.change(field, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByTestId('two-factor-off-confirm'));
    expect((await screen.findByTestId('error-current-password')).textContent).toBe('The password is wrong.');
    expect(toggle.checked).toBe(true);
    fireEvent.change(field, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('two-factor-off-confirm'));
    await waitFor(() => expect(screen.queryByTestId('two-factor-off-form')).toBeNull());
    expect(switches(requests)).toEqual([
      { kind: 'setTwoFactor', enable: false, password: 'wrong-password' },
      { kind: 'setTwoFactor', enable: false, password: 'right-password' },
    ]);
    // Cancel leaves it on without a call.
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByTestId('two-factor-off-cancel'));
    expect(screen.queryByTestId('two-factor-off-form')).toBeNull();
    expect(switches(requests)).toHaveLength(2);
  });

  it('has the limits one click away in the profile menu', async () => {
    const { core } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/live');
    await choose('profile-button', 'limits-open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/responsible'));
  });

  it('names the balance button before the accounts arrive (it shows no amount yet)', async () => {
    const { core } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: null });
    renderAt(core, <HeaderSession lang="en" />);
    const button = await screen.findByTestId('balance-button');
    expect(button.textContent).toContain('Balance and accounts');
  });

  it('shows the balance, hides it on request and asks before signing out', async () => {
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account });
    renderAt(core, <HeaderSession lang="en" />);
    expect((await screen.findByTestId('balance')).textContent).toContain('1,500.00');
    // The balance menu: the accounts, hide the balance; the profile menu: sign out. One Radix menu open at a time.
    await choose('balance-button', 'hide-balance');
    await waitFor(() => expect(requests()).toEqual([{ kind: 'hideBalance', hide: true }]));
    await choose('profile-button', 'logout-button');
    fireEvent.click(await screen.findByTestId('logout-confirm-yes'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ kind: 'logout' }));
  });

  it('switches accounts, opens a currency account and removes an empty unused one; busy disables them', async () => {
    const usd = { ...account, id: 2, type: 9 as const, iso: 'USD', label: 'USD', money: 0, isActive: false };
    const accounts = {
      all_accounts: [account, usd],
      activeAccount: 1,
      mainAccount: 1,
      bonuses: [],
      isFirstDepositBonusAvailable: false,
      isAccountFrozen: false,
      available_currencies: [{ id: 3, iso: 'EUR', symbol: '€' }],
    };
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, activeAccount: account, accounts });
    renderAt(core, <HeaderSession lang="en" />);
    // The balance menu lists the accounts to switch to, in the player's words.
    fireEvent.keyDown(await screen.findByTestId('balance-button'), { key: 'Enter' });
    expect((await screen.findByTestId('account-item-2')).textContent).toMatch(/^USD account/);
    fireEvent.click(screen.getByTestId('accounts-manage'));
    // Accounts in the player's words, not the server's internal labels.
    const names = [...((await screen.findByTestId('account-switcher')) as HTMLSelectElement).options].map((o) => o.textContent ?? '');
    expect(names[0]).toMatch(/^Main account/);
    expect(names[1]).toMatch(/^USD account/);
    fireEvent.change(screen.getByTestId('account-switcher'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-currency'));
    fireEvent.click(screen.getByTestId('remove-currency-USD'));
    await waitFor(() =>
      expect(requests()).toEqual([
        { kind: 'switchAccount', id: 2 },
        { kind: 'addCurrency', iso: 'EUR' },
        { kind: 'removeCurrency', id: 2 },
      ]),
    );
    act(() =>
      core.push('session', {
        ...NO_SESSION,
        status: 'signedIn',
        login: 'demo',
        userId: 7,
        activeAccount: account,
        accounts,
        accountsBusy: true,
      }),
    );
    expect((screen.getByTestId('add-currency') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('account-switcher') as HTMLSelectElement).disabled).toBe(true);
  });

  it('asks the worker to check the session when the signed-in cookie came without it (social callback, e-mail link)', async () => {
    document.cookie = 'ua=1; path=/';
    const { core, all } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />);
    await waitFor(() => expect(all().filter((r) => r.kind === 'check')).toHaveLength(1));
  });

  it('signs in with a login-by-token link and drops its query', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' });
    const router = renderAt(core, <HeaderSession lang="en" />, `/en/live?method_id=1&token=${'t'.repeat(20)}&sign=${'s'.repeat(20)}&x=1`);
    await waitFor(() =>
      expect(requests()).toEqual([{ kind: 'loginToken', methodId: 1, token: 't'.repeat(20), sign: 's'.repeat(20), lng: 'en' }]),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  });

  it('reports every page and the one before it, with no header painted, so the worker keeps the return rules', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const router = renderAt(core, <PageNotes />, '/en/casino?redirect_url=%2Fen%2Fpromo');
    await act(() => router.navigate('/en/registration'));
    const notes = core.dispatched.filter((c) => c.type === 'session/note-page').map((c) => c.payload);
    expect(notes.at(-2)?.here).toBe('/en/casino?redirect_url=%2Fen%2Fpromo');
    expect(notes.at(-1)).toEqual({ here: '/en/registration', previous: '/en/casino?redirect_url=%2Fen%2Fpromo' });
  });
});

describe('the session notices and prompts', () => {
  it('shows the captcha picture only (a generic alt, never the question), a new one on request and a way to support', async () => {
    const captcha = { id: 'c1', image: 'data:image/svg+xml,x', expiresAt: 1, url: '/x', wrongAnswer: false };
    const { core, requests } = sessionCore({ status: 'signedOut', captcha });
    renderAt(core, <HeaderSession lang="en" />);
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('alt')).toBe('Picture with a sum to solve');
    expect(screen.getByTestId('captcha-modal').querySelector('a[href="/en/contacts"]')).not.toBeNull();
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    fireEvent.change(await screen.findByTestId('field-captcha'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('captcha-submit'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'captchaRefresh' }, { kind: 'captchaAnswer', id: 'c1', answer: '5' }]));
  });

  it('says why a started time-out or self-exclusion signed the player out, until dismissed', async () => {
    const { core } = sessionCore({ status: 'signedOut', playBlockNotice: true });
    renderAt(core, <HeaderSession lang="en" />);
    expect((await screen.findByTestId('play-block-notice')).textContent).toContain('your time-out or self-exclusion has started');
    fireEvent.click(screen.getByText('OK'));
    await waitFor(() => expect(core.dispatched.some((c) => c.type === 'session/dismiss-inactivity-notice')).toBe(true));
  });

  it('opens password recovery from ?showForgotPasswordModal=1 on home and tells a wrong code from an expired one', async () => {
    let answer = 'session.wrong_code';
    const { core } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'recoveryCheck' ? refused(answer) : r.kind === 'recoveryRequest' ? ok({ kind: 'codeSent', expiresAt: 1 }) : undefined,
    );
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

  it('recovers a password by phone too', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'recoveryRequest' ? ok({ kind: 'codeSent', expiresAt: 1 }) : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />, '/en?showForgotPasswordModal=1');
    fireEvent.click(await screen.findByTestId('recovery-by-phone'));
    await waitFor(() => expect((screen.getByTestId('field-phone-country') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('field-phone-country'), { target: { value: '9' } });
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '7700900123' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await waitFor(() =>
      expect(requests()).toEqual([{ kind: 'recoveryRequest', target: { phone_number: '7700900123', phone_code: '44' } }]),
    );
    expect((await screen.findByText(/by SMS/)).textContent).toContain('code');
  });

  it('sends "Forgot password?" on any page to home, where the recovery modal opens by the URL rule, and nowhere else', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const seen: string[] = [];
    // After each commit: where the router is and whether the modal is in the DOM.
    function Probe() {
      const location = useLocation();
      useLayoutEffect(() => {
        seen.push(`${location.pathname}${location.search} ${document.querySelector('[data-testid="recovery-modal"]') ? 'modal' : '-'}`);
      });
      return null;
    }
    const router = renderAt(
      core,
      <>
        <HeaderSession lang="en" />
        <Probe />
      </>,
      '/en/live',
    );
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.click(await screen.findByTestId('forgot-password'));
    await screen.findByTestId('recovery-modal');
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.location.search).toBe('?showForgotPasswordModal=1');
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(seen.filter((s) => s.startsWith('/en/live'))).not.toContain('/en/live modal');
    // The dialog paints in a portal a moment after the commit that moved home: the last commit the probe saw is home's.
    expect(seen.at(-1)?.startsWith('/en?showForgotPasswordModal=1')).toBe(true);
    // Closing drops the query, so a reload does not reopen it.
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('recovery-modal')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('keeps the recovery modal off pages other than home', () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />, '/en/live?showForgotPasswordModal=1');
    expect(screen.queryByTestId('recovery-modal')).toBeNull();
  });
});

describe('the registration modal', () => {
  it('opens from the header for a guest, takes the focus, and Escape closes it where it was opened', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/casino');
    const opener = screen.getByTestId('register-link');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The form comes once the age gate's chunk is in (src/ui/session/RegistrationGate.tsx).
    expect(await screen.findByTestId('reg-type-full_reg')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/casino');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('one-click registration in the modal: the chosen currency goes to the server, then credentials, return, modal closes', async () => {
    const { core, requests, all } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registerFast'
        ? ok({ kind: 'registered', login: 'u77', password: 'secret-77', sentTo: null })
        : r.kind === 'returnTarget'
          ? ok({ kind: 'returnTo', path: '/en/promo' })
          : undefined,
    );
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/live');
    fireEvent.click(screen.getByTestId('register-link'));
    const dialog = await screen.findByTestId('registration-modal');
    fireEvent.click(await screen.findByTestId('reg-type-fast_reg'));
    const currency = (await screen.findByLabelText('Account currency')) as HTMLSelectElement;
    await waitFor(() => expect(currency.value).toBe('RUB'));
    expect([...currency.options].map((o) => o.value)).toEqual(['RUB', 'USD', 'EUR']);
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(screen.getByTestId('bonus-1'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('fast-login')).textContent).toBe('u77');
    expect(requests()).toEqual([{ kind: 'registerFast', bonus: 1, saveOption: 0, currency: 'EUR', lng: 'en' }]);
    expect(all().find((r) => r.kind === 'returnTarget')).toEqual({
      kind: 'returnTarget',
      after: 'registration',
      here: '/en/live',
      requested: null,
      lang: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/promo'));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByTestId('fast-password').textContent).toBe('secret-77');
  });

  it('sends the e-mail registration with the chosen currency and says where the activation link went', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('register-link'));
    await waitFor(() => expect((screen.getByTestId('field-currency') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('field-currency'), { target: { value: 'USD' } });
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByTestId('field-repeat'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('activation-sent')).textContent).toContain('new@example.com');
    expect(screen.getByTestId('registration-modal')).toBeTruthy();
    expect(requests()).toEqual([
      { kind: 'registerFull', email: 'new@example.com', password: 'long-enough-1', bonus: 0, currency: 'USD', lng: 'en' },
    ]);
  });

  it("without the currency list says the country's currency applies and lets the server choose it", async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registrationCurrencies'
        ? refused('session.network_error')
        : r.kind === 'registerFast'
          ? ok({ kind: 'registered', login: 'u8', password: 'pw', sentTo: null })
          : undefined,
    );
    renderAt(core, <RegistrationPage resolution={resolution('registration', { type: 'fast_reg' })} />, '/en/registration');
    expect((await screen.findByTestId('currency-default')).textContent).toContain('currency of your country');
    expect(screen.queryByTestId('field-currency')).toBeNull();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'registerFast', bonus: 0, saveOption: 0, lng: 'en' }]));
  });

  it('goes to the registration page instead when the site has custom registration', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    core.push('siteConfig', {
      status: 'ready',
      config: { ...demoConfig, isRegistrationAllowed: true, isCustomRegistration: true },
      lang: 'en',
    });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/casino');
    const link = screen.getByTestId('register-link');
    expect(link.getAttribute('href')).toBe('/en/registration');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/registration'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Create an account" in the login modal opens the registration modal in its place', async () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const router = renderAt(core, <HeaderSession lang="en" />, '/en/casino');
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.click(await screen.findByTestId('login-register-link'));
    expect(await screen.findByTestId('registration-modal')).toBeTruthy();
    expect(screen.queryByTestId('login-submit')).toBeNull();
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('is not offered when the header says registration is closed', () => {
    const { core } = sessionCore({ status: 'signedOut' });
    renderAt(core, <HeaderSession lang="en" showRegister={false} />);
    expect(screen.queryByTestId('register-link')).toBeNull();
  });
});

describe('registration', () => {
  it('registers in one click, goes where the return rule says and shows the generated login and password there, once', async () => {
    const { core, requests, all } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registerFast'
        ? ok({ kind: 'registered', login: 'u123', password: 'p4ssw0rd!', sentTo: null })
        : r.kind === 'returnTarget'
          ? ok({ kind: 'returnTo', path: '/en/promo' })
          : undefined,
    );
    const page = (
      <>
        <HeaderSession lang="en" />
        <RegistrationPage resolution={resolution('registration', { type: 'fast_reg' })} />
      </>
    );
    const router = renderAt(core, page, '/en/registration');
    fireEvent.click(screen.getByTestId('bonus-2'));
    await waitFor(() => expect((screen.getByTestId('field-currency') as HTMLSelectElement).value).toBe('RUB'));
    fireEvent.change(screen.getByLabelText('Account currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('fast-login')).textContent).toBe('u123');
    expect(screen.getByTestId('fast-password').textContent).toBe('p4ssw0rd!');
    expect(requests()).toEqual([{ kind: 'registerFast', bonus: 2, saveOption: 0, currency: 'USD', lng: 'en' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/promo'));
    expect(all().find((r) => r.kind === 'returnTarget')).toEqual({
      kind: 'returnTarget',
      after: 'registration',
      here: '/en/registration',
      requested: null,
      lang: 'en',
    });
    // The signed-in guest-only page is gone; the credentials stay on screen until the player is done with them.
    act(() => core.push('session', { ...NO_SESSION, status: 'signedIn', login: 'u123', userId: 9 }));
    expect(screen.getByTestId('fast-credentials')).toBeTruthy();
    fireEvent.click(screen.getByTestId('fast-continue'));
    expect(screen.queryByTestId('fast-credentials')).toBeNull();
  });

  it('sends the credentials by e-mail through the server (save option 2), never a mailto link', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registerFast' ? ok({ kind: 'registered', login: 'u1', password: 'pw', sentTo: 'me@example.com' }) : undefined,
    );
    renderAt(
      core,
      <>
        <HeaderSession lang="en" />
        <RegistrationPage resolution={resolution('registration', { type: 'fast_reg' })} />
      </>,
      '/en/registration',
    );
    await waitFor(() => expect((screen.getByTestId('field-currency') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('save-option-2'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('error-email')).textContent).toContain('name@example.com');
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('credentials-sent')).textContent).toContain('me@example.com');
    expect(requests()).toEqual([{ kind: 'registerFast', bonus: 0, saveOption: 2, email: 'me@example.com', currency: 'RUB', lng: 'en' }]);
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("checks the e-mail form field by field, then shows the server's field errors next to their fields", async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registerFull' ? refused('session.login_taken', { status: 409, 'field.login': 'taken' }) : undefined,
    );
    renderAt(core, <RegistrationPage resolution={resolution('registration')} />, '/en/registration');
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-email').textContent).toContain('name@example.com');
    expect(screen.getByTestId('error-password').textContent).toBe('The password must be 8 to 128 characters long.');
    expect(requests()).toEqual([]);
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByTestId('field-login'), { target: { value: 'taken1' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByTestId('field-repeat'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('error-login')).textContent).toBe('This is already taken.');
  });

  it("finishes a social registration from the callback's social_token", async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'registerSocial'
        ? ok({ kind: 'registered', login: 'soc1', password: null, sentTo: null })
        : r.kind === 'returnTarget'
          ? ok({ kind: 'returnTo', path: '/en/live' })
          : undefined,
    );
    const router = renderAt(
      core,
      <RegistrationPage resolution={resolution('registration', { type: 'soc_reg', social_token: 'T'.repeat(20) })} />,
      '/en/registration',
    );
    // The form is a lazy part, and the currency list an answer: both awaited, so the order the tests run in does not matter.
    fireEvent.click(await screen.findByTestId('bonus-1'));
    await waitFor(() => expect((screen.getByTestId('field-currency') as HTMLSelectElement).value).toBe('RUB'));
    expect(screen.queryByTestId('reg-type-full_reg')).toBeNull();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/live'));
    expect(requests()).toEqual([{ kind: 'registerSocial', socialToken: 'T'.repeat(20), bonus: 1, currency: 'RUB', lng: 'en' }]);
  });

  it('says when registration is closed', () => {
    const { core } = sessionCore({ status: 'signedOut' });
    const ready = core.getSnapshot('siteConfig');
    if (ready?.status === 'ready') core.push('siteConfig', { ...ready, config: { ...ready.config, isRegistrationAllowed: false } });
    renderAt(core, <RegistrationPage resolution={resolution('registration')} />, '/en/registration');
    expect(screen.getByTestId('registration-closed')).toBeTruthy();
  });
});

describe('user routes', () => {
  it('activates with the token of the link and tells an expired link apart', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'activate' ? refused('session.time_up') : undefined,
    );
    renderAt(core, <UserActivatePage resolution={resolution('userActivate', { token: 'a'.repeat(32) })} />, '/en/user/activate');
    await waitFor(() => expect(screen.getByTestId('activate-page').dataset.outcome).toBe('time_up'));
    expect(requests()).toEqual([{ kind: 'activate', token: 'a'.repeat(32) }]);
    await act(async () => undefined);
  });

  it('accountverify confirms the token of the e-mail link on the server, and a signed-in player asks for the link', async () => {
    const withToken = sessionCore({ status: 'signedOut' }, (r) => (r.kind === 'verifyEmail' ? ok() : undefined));
    renderAt(
      withToken.core,
      <UserAccountVerifyPage resolution={resolution('userAccountVerify', { token: 'v'.repeat(30) })} />,
      '/en/user/accountverify',
    );
    await waitFor(() => expect(screen.getByTestId('account-verify-page').dataset.state).toBe('verified'));
    expect(withToken.requests()).toEqual([{ kind: 'verifyEmail', token: 'v'.repeat(30) }]);
    cleanup();

    const signedIn = sessionCore({ status: 'signedIn', login: 'demo', userId: 7 }, (r) =>
      r.kind === 'sendEmailVerification' ? ok({ kind: 'verificationSent', to: 'd***@bethouse.example' }) : undefined,
    );
    renderAt(signedIn.core, <UserAccountVerifyPage resolution={resolution('userAccountVerify')} />, '/en/user/accountverify');
    fireEvent.click(screen.getByTestId('send-verification'));
    expect((await screen.findByText(/d\*\*\*@bethouse.example/)).textContent).toContain('confirmation link');
    expect(signedIn.requests()).toEqual([{ kind: 'sendEmailVerification', lng: 'en' }]);
  });

  it("stopnewsletter turns the news off with the link's token, and lets a signed-in player manage every setting", async () => {
    const settings = { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false };
    const link = sessionCore({ status: 'signedOut' }, (r) => (r.kind === 'stopNewsletter' ? ok({ kind: 'mailing', settings }) : undefined));
    renderAt(
      link.core,
      <UserStopNewsletterPage resolution={resolution('userStopNewsletter', { token: 'n'.repeat(40) })} />,
      '/en/user/stopnewsletter',
    );
    expect((await screen.findByTestId('newsletter-stopped')).textContent).toBe('You will no longer receive our newsletter.');
    expect(link.requests()).toEqual([{ kind: 'stopNewsletter', token: 'n'.repeat(40) }]);
    cleanup();

    const me = sessionCore({ status: 'signedIn', login: 'demo', userId: 7 }, (r) =>
      r.kind === 'mailingSettings'
        ? ok({ kind: 'mailing', settings })
        : r.kind === 'updateMailing'
          ? ok({ kind: 'mailing', settings: { ...settings, enable_sms_news: true } })
          : undefined,
    );
    renderAt(me.core, <UserStopNewsletterPage resolution={resolution('userStopNewsletter')} />, '/en/user/stopnewsletter');
    fireEvent.click(await screen.findByTestId('mailing-enable_sms_news'));
    await waitFor(() => expect((screen.getByTestId('mailing-enable_sms_news') as HTMLInputElement).checked).toBe(true));
    expect(me.requests()).toEqual([{ kind: 'mailingSettings' }, { kind: 'updateMailing', settings: { enable_sms_news: true } }]);
  });

  it('confirm-terms confirms and leaves the way back to the route decision', async () => {
    const { core, requests } = sessionCore({ status: 'signedIn', login: 'demo', userId: 7, termsRequired: true }, () => undefined);
    const router = renderAt(core, <ConfirmTermsPage resolution={resolution('confirmTerms')} />, '/en/confirm-terms');
    fireEvent.click(screen.getByTestId('confirm-terms'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'confirmTerms' }]));
    await waitFor(() => expect((screen.getByTestId('confirm-terms') as HTMLButtonElement).disabled).toBe(false));
    // A navigation of its own would race the gate's, which knows route_from (startup.test.ts).
    expect(router.state.location.pathname).toBe('/en/confirm-terms');
  });
});

describe('the development outbox panel', () => {
  it('lists what the worker read from the outbox, and filters by recipient', async () => {
    const message = {
      id: 1,
      to: 'a@example.com',
      channel: 'email' as const,
      subject: 'Activate your account',
      body: 'Follow this link',
      links: ['http://x/activate'],
      createdAt: '2026-01-01T10:00:00.000Z',
    };
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'devOutbox' ? ok({ kind: 'outbox', messages: [message] }) : undefined,
    );
    renderAt(core, <DevOutboxPanel />, '/en/debugger');
    expect((await screen.findByTestId('dev-outbox-message')).textContent).toContain('Activate your account');
    fireEvent.change(screen.getByTestId('dev-outbox-to'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByTestId('dev-outbox-refresh'));
    await waitFor(() => expect(requests()).toEqual([{ kind: 'devOutbox' }, { kind: 'devOutbox', to: 'a@example.com' }]));
  });
});

describe('codes: how long they work and sending again', () => {
  const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
  // The countdown ticks on setInterval and reads Date; waitFor keeps real timeouts.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());
  // The countdown's interval starts in a passive effect, which a loaded machine may run after the tick; it then reads
  // the clock it finds, so every check after a tick waits for the text rather than reading it at once.
  const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
  const sentNow = () => ok({ kind: 'codeSent', expiresAt: Date.now() + 600_000, resendAt: Date.now() + 60_000 });

  it("sign-in by SMS counts the code and the resend wait down, sends again when allowed, and shows the server's Retry-After", async () => {
    let sends = 0;
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'sendSms' ? (++sends < 3 ? sentNow() : refused('session.rate_limited', { status: 429, retryAfter: 30 })) : undefined,
    );
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    fireEvent.click(await screen.findByTestId('login-mode-sms'));
    await waitFor(() => expect((screen.getByTestId('field-phone-country') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '9001234567' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('code-expires')).textContent).toBe('The code works for another 10:00.');
    expect(screen.getByTestId('code-resend-wait').textContent).toBe('You can ask for a new code in 1:00.');
    expect(screen.queryByTestId('code-resend')).toBeNull();
    tick(59);
    await waitFor(() => expect(screen.getByTestId('code-resend-wait').textContent).toBe('You can ask for a new code in 0:01.'));
    expect(screen.getByTestId('code-expires').textContent).toBe('The code works for another 9:01.');
    tick(1);
    fireEvent.click(await screen.findByTestId('code-resend'));
    await waitFor(() => expect(requests().filter((r) => r.kind === 'sendSms')).toHaveLength(2));
    expect(requests()[1]).toEqual({ kind: 'sendSms', phoneCode: '7', phone: '9001234567' });
    expect((await screen.findByTestId('code-resend-wait')).textContent).toBe('You can ask for a new code in 1:00.');
    expect(screen.getByTestId('code-expires').textContent).toBe('The code works for another 10:00.');
    // The server refuses earlier than the answer said (another tab asked): its wait replaces ours and is told.
    tick(60);
    fireEvent.click(await screen.findByTestId('code-resend'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Too many attempts. Please wait a little and try again. Try again in 0:30.',
    );
    expect(screen.getByTestId('code-resend-wait').textContent).toBe('You can ask for a new code in 0:30.');
    // The code field stays for the code already received.
    expect(screen.getByTestId('field-code')).toBeTruthy();
  });

  it('recovery tells when the code has expired and sends a new one to the same target', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) => (r.kind === 'recoveryRequest' ? sentNow() : undefined));
    renderAt(core, <HeaderSession lang="en" />, '/en?showForgotPasswordModal=1');
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect((await screen.findByTestId('code-expires')).textContent).toBe('The code works for another 10:00.');
    tick(600);
    await waitFor(() => expect(screen.getByTestId('code-expires').textContent).toBe('The code has expired. Ask for a new one.'));
    fireEvent.click(await screen.findByTestId('code-resend'));
    await waitFor(() => expect(screen.getByTestId('code-expires').textContent).toBe('The code works for another 10:00.'));
    expect(requests()).toEqual([
      { kind: 'recoveryRequest', target: { login: 'demo' } },
      { kind: 'recoveryRequest', target: { login: 'demo' } },
    ]);
  });

  it("a too_many_codes refusal says how long to wait, in the player's language", async () => {
    const { core } = sessionCore({ status: 'signedOut' }, (r) =>
      r.kind === 'recoveryRequest' ? refused('session.too_many_codes', { status: 429, retryAfter: 1500 }) : undefined,
    );
    renderAt(core, <HeaderSession lang="ru" />, '/ru?showForgotPasswordModal=1', 'ru');
    fireEvent.change(await screen.findByTestId('field-login'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'За последний час отправлено слишком много кодов. Попробуйте позже. Повторите через 25:00.',
    );
  });

  it('phone registration sends the code again to the number in the field', async () => {
    const { core, requests } = sessionCore({ status: 'signedOut' }, (r) => (r.kind === 'registerPhone' ? sentNow() : undefined));
    renderAt(core, <RegistrationPage resolution={resolution('registration', { type: 'phone_reg' })} />, '/en/registration?type=phone_reg');
    await waitFor(() => expect((screen.getByTestId('field-phone-country') as HTMLSelectElement).disabled).toBe(false));
    await waitFor(() => expect((screen.getByTestId('field-currency') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('field-currency'), { target: { value: 'EUR' } });
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '9001234567' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('code-resend-wait')).textContent).toBe('You can ask for a new code in 1:00.');
    tick(60);
    fireEvent.click(await screen.findByTestId('code-resend'));
    await waitFor(() => expect(requests().filter((r) => r.kind === 'registerPhone')).toHaveLength(2));
    expect(requests()[0]).toEqual({
      kind: 'registerPhone',
      phoneCode: '7',
      phone: '9001234567',
      bonus: expect.any(Number),
      currency: 'EUR',
      lng: 'en',
    });
    expect(requests()[1]).toEqual(requests()[0]);
  });
});
