import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_COUNT, isCommonPassword, parseCommonPasswords } from '../../../src/protocol/commonPasswords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../src/protocol/constants/auth';
import { AUTH_PATHS, registerAnswerSchema, recoveryCheckAnswerSchema } from '../../../src/protocol/schemas/auth';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import { authServerForFile, Browser, codeIn, enc, lastMessage, type Reply } from './helpers';

/** Every path that sets a password refuses one of the bundled common passwords, case aside, before it changes anything. */
const server = authServerForFile();
const browser = () => new Browser(server.url);
const BREACHED = 'Baseball1';

function refusedAsBreached(reply: Reply, field: string): void {
  expect(reply.status).toBe(400);
  const body = reply.body as { error: { code: string }; fields?: { field: string; code: string }[] };
  expect(body.error.code).toBe('invalid_request');
  expect(body.fields).toEqual([expect.objectContaining({ field, code: 'breached' })]);
}

describe('the bundled list', () => {
  const list = parseCommonPasswords(readFileSync(new URL('../../../src/protocol/data/commonPasswords.txt', import.meta.url), 'utf8'));

  it('holds the 10,000 most common passwords the length rule lets through', () => {
    expect(list.size).toBe(COMMON_PASSWORDS_COUNT);
    for (const word of list) {
      expect(word.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(word.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
  });

  it('matches whatever the case', () => {
    expect(isCommonPassword('PASSWORD', list)).toBe(true);
    expect(isCommonPassword(BREACHED, list)).toBe(true);
    expect(isCommonPassword('correct horse battery staple', list)).toBe(false);
  });
});

describe('a common password is refused on every path that sets one', () => {
  it('full registration', async () => {
    const reply = await browser().post(AUTH_PATHS.register, { type: 'full_reg', email: 'common@example.com', uPassword: enc(BREACHED) });
    refusedAsBreached(reply, 'uPassword');
    expect((await server.db.query(`SELECT 1 FROM app_user WHERE email = 'common@example.com'`)).length).toBe(0);
  });

  it('phone registration, before the code is looked at', async () => {
    const b = browser();
    const phone = { phone_number: '9167654321', phone_code: '+7' };
    await b.post(AUTH_PATHS.register, { type: 'phone_reg', ...phone, bonus: 0 });
    const code = codeIn((await lastMessage(b, '+79167654321')).body);
    refusedAsBreached(await b.post(AUTH_PATHS.registerPhoneApprove, { ...phone, code, uPassword: enc(BREACHED) }), 'uPassword');
    // The code was not spent on the refused try.
    const ok = await b.post(AUTH_PATHS.registerPhoneApprove, { ...phone, code, uPassword: enc('a long unusual phrase') });
    expect(registerAnswerSchema.parse(ok.body).status).toBe('ok');
  });

  it('password change', async () => {
    const b = browser();
    const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
    if (reg.status !== 'ok' || !reg.password) throw new Error('fast_reg did not sign in');
    const reply = await b.post(STEP_UP_PATHS.changePassword, { uPassword: enc(reg.password), newPassword: enc(BREACHED) });
    refusedAsBreached(reply, 'newPassword');
    const still = await browser().post(AUTH_PATHS.login, { uLogin: reg.login, uPassword: enc(reg.password) });
    expect(still.status).toBe(200);
  });

  it('recovery, leaving the reset token usable', async () => {
    const email = 'recovers@example.com';
    const b = browser();
    await b.post(AUTH_PATHS.register, { type: 'full_reg', email, uPassword: enc('first long phrase') });
    const link = new URL((await lastMessage(b, email)).links[0] ?? '');
    await b.post(AUTH_PATHS.activate, { token: link.searchParams.get('token') });
    await b.post(AUTH_PATHS.recoveryRequest, { target: { login: email } });
    const code = codeIn((await lastMessage(b, email)).body);
    const checked = recoveryCheckAnswerSchema.parse((await b.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code })).body);
    refusedAsBreached(await b.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc(BREACHED) }), 'uPassword');
    const set = await b.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc('second long phrase') });
    expect(set.status).toBe(200);
  });
});
