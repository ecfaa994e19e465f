import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  SESSION_COOKIE,
  accountsAnswerSchema,
  authErrorBodySchema,
  checkSessionAnswerSchema,
  codeSentAnswerSchema,
  loginAnswerSchema,
  outboxAnswerSchema,
  recoveryCheckAnswerSchema,
  registerAnswerSchema,
  registrationCurrenciesAnswerSchema,
  userConfigSchema,
} from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { authServerForFile, Browser, captchaHeader, codeIn, enc, lastMessage, postWithHost } from './helpers';

const server = authServerForFile();
const [demo] = DEMO_USERS;

function browser(): Browser {
  return new Browser(server.url);
}

function errorCode(body: unknown): string {
  return authErrorBodySchema.parse(body).error.code;
}

async function signedInUserId(b: Browser): Promise<number | null> {
  return checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id;
}

describe('registration', () => {
  it('full_reg: inactive until the e-mail link from the outbox is followed, then signed in', async () => {
    const b = browser();
    const email = 'new.player@example.com';
    const reply = await b.post(AUTH_PATHS.register, {
      type: 'full_reg',
      email,
      uPassword: enc('first-password'),
      login: 'newplayer',
      bonus: 1,
      currency: 'EUR',
      lng: 'de',
    });
    expect(registerAnswerSchema.parse(reply.body)).toEqual({ status: 'activation_sent' });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);

    const early = await browser().post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('first-password') });
    expect(early.status).toBe(403);
    expect(errorCode(early.body)).toBe('not_activated');
    // A wrong password on an inactive account says nothing about activation.
    expect(errorCode((await browser().post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('nope-nope') })).body)).toBe(
      'invalid_credentials',
    );

    const mail = await lastMessage(b, email);
    expect(mail.subject).toBe('Activate your account');
    const [link = ''] = mail.links;
    const linkUrl = new URL(link);
    expect(linkUrl.pathname).toBe(AUTH_PATHS.activate);
    expect(linkUrl.searchParams.get('lng')).toBe('de');

    const activated = await b.get(`${linkUrl.pathname}${linkUrl.search}`);
    expect(activated.status).toBe(302);
    expect(activated.headers.get('location')).toBe('/de/user/activate?result=ok');
    expect(await signedInUserId(b)).not.toBeNull();
    // The link is single use.
    expect((await browser().get(`${linkUrl.pathname}${linkUrl.search}`)).headers.get('location')).toBe(
      '/de/user/activate?result=invalid_token',
    );

    const login = await browser().post(AUTH_PATHS.login, { uLogin: 'NewPlayer', uPassword: enc('first-password') });
    expect(loginAnswerSchema.parse(login.body)).toMatchObject({ status: 'ok', login: 'newplayer' });
    const accounts = accountsAnswerSchema.parse((await b.get(AUTH_PATHS.accounts)).body);
    expect(accounts.all_accounts.map((a) => [a.type, a.iso, a.isActive])).toEqual([
      [0, 'EUR', true],
      [4, 'EUR', false],
    ]);
    const config = userConfigSchema.parse((await b.get(AUTH_PATHS.userConfig)).body);
    expect(config).toMatchObject({ user_email: email, activation_type: 1, bonus_choice: 1 });
  });

  it('full_reg: an expired activation link says time_up; a taken address gets the same answer and a notice', async () => {
    const b = browser();
    await b.post(AUTH_PATHS.register, { type: 'full_reg', email: 'late@example.com', uPassword: enc('late-password') });
    const link = new URL((await lastMessage(b, 'late@example.com')).links[0] ?? '');
    server.clock.advance(24 * 3_600_000 + 1);
    const late = await b.post(AUTH_PATHS.activate, { token: link.searchParams.get('token') });
    expect(errorCode(late.body)).toBe('time_up');

    const again = await browser().post(AUTH_PATHS.register, {
      type: 'full_reg',
      email: demo.email.toUpperCase(),
      uPassword: enc('whatever-pw'),
    });
    expect(registerAnswerSchema.parse(again.body)).toEqual({ status: 'activation_sent' });
    expect((await lastMessage(b, demo.email)).subject).toBe('You already have an account');

    const taken = await browser().post(AUTH_PATHS.register, {
      type: 'full_reg',
      email: 'x1@example.com',
      login: 'demo',
      uPassword: enc('whatever-pw'),
    });
    expect(taken.status).toBe(409);
    expect(errorCode(taken.body)).toBe('login_taken');
    const short = await browser().post(AUTH_PATHS.register, { type: 'full_reg', email: 'x2@example.com', uPassword: enc('short') });
    expect(authErrorBodySchema.parse(short.body).fields?.[0]?.field).toBe('uPassword');
  });

  it('fast_reg: generated credentials returned once and signed in; save option 2 mails them', async () => {
    const b = browser();
    const reply = registerAnswerSchema.parse(
      (await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 2, email: 'keep.me@example.com', bonus: 2, currency: 'USD' }))
        .body,
    );
    if (reply.status !== 'ok') throw new Error('expected ok');
    expect(reply.login).toMatch(/^u\d{8}$/);
    expect(reply.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(reply.sent_to).toBe('keep.me@example.com');
    expect(await signedInUserId(b)).toBe(reply.user_id);
    const mail = await lastMessage(b, 'keep.me@example.com');
    expect(mail.body).toContain(reply.login);
    expect(mail.body).toContain(reply.password);
    const login = await browser().post(AUTH_PATHS.login, { uLogin: reply.login, uPassword: enc(reply.password ?? '') });
    expect(login.status).toBe(200);
    const [row] = await server.db.query<{ bonus_choice: number; registration_type: string }>(
      'SELECT bonus_choice, registration_type FROM app_user WHERE id = $1',
      [reply.user_id],
    );
    expect(row).toEqual({ bonus_choice: 2, registration_type: 'fast_reg' });

    const noEmail = await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 2 });
    expect(authErrorBodySchema.parse(noEmail.body).fields?.[0]?.field).toBe('email');
    const plain = registerAnswerSchema.parse((await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
    expect(plain).not.toHaveProperty('sent_to');
  });

  it('phone_reg: SMS code then approve; wrong code refused; a taken number cannot finish', async () => {
    const b = browser();
    const phone = { phone_number: '9161234567', phone_code: '+7' };
    const sent = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'phone_reg', ...phone, bonus: 0 })).body);
    expect(sent.status).toBe('code_sent');
    const code = codeIn((await lastMessage(b, '+79161234567')).body);
    const wrong = await b.post(AUTH_PATHS.registerPhoneApprove, {
      ...phone,
      code: code === '000000' ? '111111' : '000000',
      uPassword: enc('phone-password'),
    });
    expect(errorCode(wrong.body)).toBe('wrong_code');
    const ok = registerAnswerSchema.parse(
      (await b.post(AUTH_PATHS.registerPhoneApprove, { ...phone, code, uPassword: enc('phone-password') })).body,
    );
    expect(ok.status).toBe('ok');
    const byPhone = await browser().post(AUTH_PATHS.loginPhone, {
      ...{ phone_number: '9161234567', country_code: '7' },
      uPassword: enc('phone-password'),
    });
    expect(byPhone.status).toBe(200);

    // Same number again (after the one-a-minute resend limit): same answer, but the SMS carries no code and approving fails.
    server.clock.advance(60_000);
    const again = await browser().post(AUTH_PATHS.register, { type: 'phone_reg', ...phone });
    expect(registerAnswerSchema.parse(again.body).status).toBe('code_sent');
    expect((await lastMessage(b, '+79161234567')).body).toContain('already has an account');
  });

  it('refused when the site config closes registration, and on a VIP domain', async () => {
    await server.db.query(`UPDATE site_config_field SET value = 'false' WHERE country_code = '*' AND field = 'isRegistrationAllowed'`);
    try {
      const closed = await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 });
      expect(closed.status).toBe(403);
      expect(errorCode(closed.body)).toBe('registration_closed');
    } finally {
      await server.db.query(`UPDATE site_config_field SET value = 'true' WHERE country_code = '*' AND field = 'isRegistrationAllowed'`);
    }
    // A country override applies to visitors from that country only.
    await server.db.query(`INSERT INTO site_config_field (country_code, field, value) VALUES ('kz', 'isRegistrationAllowed', 'false')`);
    expect(
      errorCode((await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 }, { 'x-country-code': 'KZ' })).body),
    ).toBe('registration_closed');
    expect((await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).status).toBe(200);

    const vip = await postWithHost(server.url, AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 }, 'www.vip.bethouse.example:8080');
    expect(vip.status).toBe(403);
    expect(errorCode(vip.body)).toBe('vip_domain');
  });

  it('validates the body with typed field errors', async () => {
    const reply = await browser().post(AUTH_PATHS.register, {
      type: 'full_reg',
      email: 'not-an-email',
      uPassword: enc('long-enough'),
      bonus: 7,
    });
    expect(reply.status).toBe(400);
    const fields = authErrorBodySchema.parse(reply.body).fields?.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'bonus']));
    expect(errorCode((await browser().post(AUTH_PATHS.register, { type: 'magic' })).body)).toBe('invalid_request');
    expect(errorCode((await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, currency: 'XXX' })).body)).toBe(
      'unknown_currency',
    );
  });
});

describe('password recovery', () => {
  async function registerPlayer(email: string, password: string): Promise<void> {
    const b = browser();
    await b.post(AUTH_PATHS.register, { type: 'full_reg', email, uPassword: enc(password) });
    const link = new URL((await lastMessage(b, email)).links[0] ?? '');
    await b.post(AUTH_PATHS.activate, { token: link.searchParams.get('token') });
  }

  it('code by e-mail, wrong_code for a wrong one, then a new password that ends old sessions', async () => {
    const email = 'forgetful@example.com';
    await registerPlayer(email, 'old-password');
    const old = browser();
    await old.post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('old-password') });
    expect(await signedInUserId(old)).not.toBeNull();

    const b = browser();
    const sent = codeSentAnswerSchema.parse((await b.post(AUTH_PATHS.recoveryRequest, { target: { login: email } })).body);
    expect(sent.expiresAt).toBe(server.clock.now() + 10 * 60_000);
    const code = codeIn((await lastMessage(b, email)).body);
    const wrong = await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code: code === '000000' ? '111111' : '000000' });
    expect(errorCode(wrong.body)).toBe('wrong_code');
    const checked = recoveryCheckAnswerSchema.parse((await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code })).body);
    const set = await b.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc('new-password') });
    expect(set.status).toBe(200);
    expect(await signedInUserId(old)).toBeNull();
    expect((await browser().post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('old-password') })).status).toBe(401);
    expect((await browser().post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('new-password') })).status).toBe(200);
    // The reset token is single use.
    expect(
      errorCode((await b.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc('third-password') })).body),
    ).toBe('invalid_token');
    const config = userConfigSchema.parse(
      (
        await (async () => {
          const c = browser();
          await c.post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('new-password') });
          return c.get(AUTH_PATHS.userConfig);
        })()
      ).body,
    );
    expect(config.protection_methods.is_changed_password).toBe(true);
    expect(config.changed_pass_day_count).toBe(0);
  });

  it('tells time_up from wrong_code on the clock, and burns a code after 5 wrong tries', async () => {
    const email = 'slow@example.com';
    await registerPlayer(email, 'slow-password');
    const b = browser();
    await b.post(AUTH_PATHS.recoveryRequest, { target: { login: email } });
    const code = codeIn((await lastMessage(b, email)).body);
    server.clock.advance(10 * 60_000 + 1);
    expect(errorCode((await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code })).body)).toBe('time_up');

    await b.post(AUTH_PATHS.recoveryRequest, { target: { login: email } });
    const fresh = codeIn((await lastMessage(b, email)).body);
    const other = fresh === '000000' ? '111111' : '000000';
    // Past 3 wrong codes each check needs a captcha (abuse.test.ts); the code itself dies at 5.
    for (let i = 0; i < 5; i++) {
      const headers = i < 3 ? {} : await captchaHeader(b);
      expect(errorCode((await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code: other }, headers)).body)).toBe(
        'wrong_code',
      );
    }
    expect(
      errorCode((await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code: fresh }, await captchaHeader(b))).body),
    ).toBe('wrong_code');
  });

  it('an unknown target answers code_sent and then wrong_code, like a real one', async () => {
    const b = browser();
    expect((await b.post(AUTH_PATHS.recoveryRequest, { target: { phone_number: '9990001122', phone_code: '7' } })).status).toBe(200);
    expect(
      errorCode((await b.post(AUTH_PATHS.recoveryCheck, { target: { phone_number: '9990001122', phone_code: '7' }, code: '123456' })).body),
    ).toBe('wrong_code');
  });
});

describe('accounts and user config', () => {
  async function demoBrowser(): Promise<Browser> {
    const b = browser();
    expect((await b.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) })).status).toBe(200);
    return b;
  }

  it('lists main, bonus and currency accounts with money in minor units and points', async () => {
    const b = await demoBrowser();
    const accounts = accountsAnswerSchema.parse((await b.get(AUTH_PATHS.accounts)).body);
    const main = accounts.all_accounts.find((a) => a.type === 0);
    expect(main).toMatchObject({ iso: 'RUB', symbol: '₽', money: 150_000, points: 120, isActive: true });
    expect(accounts.activeAccount).toBe(main?.id);
    expect(accounts.mainAccount).toBe(main?.id);
    expect(accounts.all_accounts.map((a) => a.type).sort()).toEqual([0, 4, 9]);
    expect(accounts.bonuses).toHaveLength(1);
    expect(accounts.available_currencies.map((c) => c.iso)).not.toContain('RUB');
    expect(accounts.available_currencies.map((c) => c.iso)).not.toContain('USD');
    expect((await browser().get(AUTH_PATHS.accounts)).status).toBe(401);
  });

  it('changes the active account, adds and removes a currency account with the rules', async () => {
    const b = await demoBrowser();
    let accounts = accountsAnswerSchema.parse((await b.get(AUTH_PATHS.accounts)).body);
    const usd = accounts.all_accounts.find((a) => a.iso === 'USD');
    const main = accounts.all_accounts.find((a) => a.type === 0);
    if (!usd || !main) throw new Error('demo accounts missing');

    accounts = accountsAnswerSchema.parse((await b.post(AUTH_PATHS.changeActiveAccount, { id: usd.id })).body);
    expect(accounts.activeAccount).toBe(usd.id);
    expect(accounts.all_accounts.filter((a) => a.isActive)).toHaveLength(1);

    const added = accountsAnswerSchema.parse((await b.post(AUTH_PATHS.addCurrency, { iso: 'EUR' })).body);
    const eur = added.all_accounts.find((a) => a.iso === 'EUR');
    expect(eur).toMatchObject({ type: 9, money: 0, isActive: false });
    expect(added.available_currencies.map((c) => c.iso)).not.toContain('EUR');
    expect(errorCode((await b.post(AUTH_PATHS.addCurrency, { iso: 'EUR' })).body)).toBe('unknown_currency');
    expect(errorCode((await b.post(AUTH_PATHS.addCurrency, { iso: 'ZZZ' })).body)).toBe('unknown_currency');

    // Not the main account, not the active one, not one with money.
    expect(errorCode((await b.post(AUTH_PATHS.removeCurrency, { id: main.id })).body)).toBe('account_not_removable');
    expect(errorCode((await b.post(AUTH_PATHS.removeCurrency, { id: usd.id })).body)).toBe('account_not_removable');
    await b.post(AUTH_PATHS.changeActiveAccount, { id: main.id });
    expect(errorCode((await b.post(AUTH_PATHS.removeCurrency, { id: usd.id })).body)).toBe('account_not_removable');
    const removed = accountsAnswerSchema.parse((await b.post(AUTH_PATHS.removeCurrency, { id: eur?.id })).body);
    expect(removed.all_accounts.some((a) => a.iso === 'EUR')).toBe(false);

    // Someone else's account is not found.
    const other = browser();
    await other.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 });
    expect((await other.post(AUTH_PATHS.changeActiveAccount, { id: main.id })).status).toBe(404);
  });

  it('user config carries every SPEC field; hide balance and two-step can be switched', async () => {
    const b = await demoBrowser();
    const config = userConfigSchema.parse((await b.get(AUTH_PATHS.userConfig)).body);
    expect(config).toMatchObject({
      user_email: demo.email,
      phone_code: '7',
      activation_type: 2,
      ban_level: 0,
      has_deposit: true,
      internal_verification_status: 1,
      protection_level: 30 + 2 * 14,
    });
    expect(Object.keys(config)).toEqual(
      expect.arrayContaining(['user_data', 'disallow_live_sport', 'convert_account', 'verification_types']),
    );
    const updated = userConfigSchema.parse(
      (await b.post(AUTH_PATHS.userConfigUpdate, { user_hide_balance: true, enable_two_factor_auth: true })).body,
    );
    expect(updated.user_hide_balance).toBe(true);
    expect(updated.protection_level).toBe(30 + 3 * 14);
    const next = await browser().post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) });
    expect(loginAnswerSchema.parse(next.body).status).toBe('two_step_required');
    expect(
      userConfigSchema.parse(
        (await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false, uPassword: enc(demo.password) })).body,
      ).protection_methods.enable_two_factor_auth,
    ).toBe(false);
    expect(errorCode((await b.post(AUTH_PATHS.userConfigUpdate, {})).body)).toBe('invalid_request');
    // A password alone changes nothing.
    expect(errorCode((await b.post(AUTH_PATHS.userConfigUpdate, { uPassword: enc(demo.password) })).body)).toBe('invalid_request');
  });

  it('two-step goes off only with the current password or a step-up; otherwise it stays on, as does the session', async () => {
    const b = browser();
    const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
    if (reg.status !== 'ok') throw new Error('fast_reg did not sign in');
    const password = reg.password ?? '';
    await server.db.query("UPDATE app_user SET email = 'two.step.off@example.com' WHERE id = $1", [reg.user_id]);
    expect(
      userConfigSchema.parse((await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: true })).body).protection_methods
        .enable_two_factor_auth,
    ).toBe(true);

    const bare = await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false });
    expect(bare.status).toBe(403);
    // Without the password it needs a step-up (POST step-up), which this session has not done.
    expect(errorCode(bare.body)).toBe('step_up_required');

    const wrong = await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false, uPassword: enc('not-the-password') });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong.body)).toBe('wrong_password');
    // Still signed in, still on.
    expect(await signedInUserId(b)).toBe(reg.user_id);
    expect(userConfigSchema.parse((await b.get(AUTH_PATHS.userConfig)).body).protection_methods.enable_two_factor_auth).toBe(true);
    // The wrong try counts like a failed sign-in of that account.
    const [failures] = await server.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM login_failure WHERE scope = 'login' AND key = $1",
      [`account:${reg.user_id}`],
    );
    expect(failures?.n).toBe(1);

    const off = await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false, uPassword: enc(password) });
    expect(off.status).toBe(200);
    expect(userConfigSchema.parse(off.body).protection_methods.enable_two_factor_auth).toBe(false);
    // Turning it on and hiding the balance need no password.
    expect((await b.post(AUTH_PATHS.userConfigUpdate, { user_hide_balance: true })).status).toBe(200);
  });

  it("offers the enabled currencies for registration with the visitor's geo currency as the default", async () => {
    const reply = await browser().get(AUTH_PATHS.registrationCurrencies);
    expect(reply.status).toBe(200);
    const offer = registrationCurrenciesAnswerSchema.parse(reply.body);
    const [enabled] = await server.db.query<{ isos: string[] }>('SELECT array_agg(iso ORDER BY id) AS isos FROM currency WHERE enabled');
    expect(offer.currencies.map((c) => c.iso)).toEqual(enabled?.isos);
    expect(offer.default).toBe('RUB');
    // A visitor from Germany (the demo's de override) gets EUR first.
    const german = registrationCurrenciesAnswerSchema.parse(
      (await browser().request('GET', AUTH_PATHS.registrationCurrencies, undefined, { 'x-country-code': 'de' })).body,
    );
    expect(german.default).toBe('EUR');
    // A registration in an offered currency other than the default opens its main account in it.
    const other = offer.currencies.find((c) => c.iso !== offer.default);
    if (!other) throw new Error('the demo data offers one currency only');
    const b = browser();
    expect((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, currency: other.iso })).status).toBe(200);
    const accounts = accountsAnswerSchema.parse((await b.get(AUTH_PATHS.accounts)).body);
    expect(accounts.all_accounts.find((a) => a.type === 0)?.iso).toBe(other.iso);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first with channel, subject, body, links and date', async () => {
    const reply = outboxAnswerSchema.parse((await browser().get(`${AUTH_PATHS.devOutbox}?limit=5`)).body);
    expect(reply.messages.length).toBeGreaterThan(0);
    expect(reply.messages.length).toBeLessThanOrEqual(5);
    const ids = reply.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, c) => c - a));
  });

  it('reads a fractional or absurd limit as a whole number within 1 to 200, never handing the database a fraction', async () => {
    for (const [limit, most] of [
      ['1.5', 1],
      ['0.2', 50],
      ['-3', 1],
      ['1e9', 200],
    ] as const) {
      const reply = await browser().get(`${AUTH_PATHS.devOutbox}?limit=${limit}`);
      expect(reply.status).toBe(200);
      expect(outboxAnswerSchema.parse(reply.body).messages.length).toBeLessThanOrEqual(most);
    }
  });
});
