import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, recoveryCheckAnswerSchema, userConfigSchema } from '../../../src/protocol/schemas/auth';
import { SECURITY_QUESTION_PATHS, securityQuestionAnswerSchema } from '../../../src/protocol/schemas/securityQuestion';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import { SCRYPT_KDF } from '../../../server/auth/crypto';
import { authServerForFile, Browser, codeIn, enc, lastMessage } from './helpers';

/** The security question: set behind a step-up, kept as a KDF hash of the normalised answer, asked by recovery. */
const server = authServerForFile();
const browser = () => new Browser(server.url);
const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

async function activePlayer(email: string, password: string): Promise<Browser> {
  const b = browser();
  await b.post(AUTH_PATHS.register, { type: 'full_reg', email, uPassword: enc(password) });
  const link = new URL((await lastMessage(b, email)).links[0] ?? '');
  await b.post(AUTH_PATHS.activate, { token: link.searchParams.get('token') });
  return b;
}

describe('the security question', () => {
  it('is set only after a step-up, hashed, and turns the protection method on', async () => {
    const email = 'asker@example.com';
    const b = await activePlayer(email, 'asker long phrase');
    expect(securityQuestionAnswerSchema.parse((await b.get(SECURITY_QUESTION_PATHS.question)).body).questionId).toBeNull();
    const early = await b.post(SECURITY_QUESTION_PATHS.question, { questionId: 2, answer: 'Rex' });
    expect(early.status).toBe(403);
    expect(errorCode(early.body)).toBe('step_up_required');

    expect((await b.post(STEP_UP_PATHS.stepUp, { uPassword: enc('asker long phrase') })).status).toBe(200);
    const set = await b.post(SECURITY_QUESTION_PATHS.question, { questionId: 2, answer: '  Rex  ' });
    expect(securityQuestionAnswerSchema.parse(set.body).questionId).toBe(2);

    const [row] = await server.db.query<{ security_answer_hash: string }>('SELECT security_answer_hash FROM app_user WHERE email = $1', [
      email,
    ]);
    expect(row?.security_answer_hash).not.toContain('rex');
    expect(await SCRYPT_KDF.verify('rex', row?.security_answer_hash ?? '')).toBe(true);
    const config = userConfigSchema.parse((await b.get(AUTH_PATHS.userConfig)).body);
    expect(config.protection_methods.enable_security_question).toBe(true);

    expect((await b.post(SECURITY_QUESTION_PATHS.question, { questionId: 99, answer: 'Rex' })).status).toBe(400);
    expect((await b.post(SECURITY_QUESTION_PATHS.question, { questionId: 1, answer: ' x ' })).status).toBe(400);
    expect((await browser().get(SECURITY_QUESTION_PATHS.question)).status).toBe(401);
  });

  it('recovery names the question and needs its answer, whatever the case, before the token is spent', async () => {
    const email = 'forgets@example.com';
    const b = await activePlayer(email, 'forgets long phrase');
    await b.post(STEP_UP_PATHS.stepUp, { uPassword: enc('forgets long phrase') });
    await b.post(SECURITY_QUESTION_PATHS.question, { questionId: 4, answer: 'Green Street' });

    const r = browser();
    await r.post(AUTH_PATHS.recoveryRequest, { target: { login: email } });
    const code = codeIn((await lastMessage(r, email)).body);
    const checked = recoveryCheckAnswerSchema.parse((await r.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code })).body);
    expect(checked.security_question).toBe(4);

    const set = (extra: Record<string, string>) =>
      r.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc('new long phrase'), ...extra });
    const missing = await set({});
    expect(missing.status).toBe(403);
    expect(errorCode(missing.body)).toBe('wrong_answer');
    expect(errorCode((await set({ security_answer: 'Elm Street' })).body)).toBe('wrong_answer');
    expect((await set({ security_answer: 'green   STREET' })).status).toBe(200);
    expect((await browser().post(AUTH_PATHS.login, { uLogin: email, uPassword: enc('new long phrase') })).status).toBe(200);
  });

  it('recovery of a player without a question asks none', async () => {
    const email = 'plain@example.com';
    await activePlayer(email, 'plain long phrase');
    const r = browser();
    await r.post(AUTH_PATHS.recoveryRequest, { target: { login: email } });
    const code = codeIn((await lastMessage(r, email)).body);
    const checked = recoveryCheckAnswerSchema.parse((await r.post(AUTH_PATHS.recoveryCheck, { target: { login: email }, code })).body);
    expect(checked.security_question).toBeUndefined();
    expect((await r.post(AUTH_PATHS.recoverySet, { reset_token: checked.reset_token, uPassword: enc('other long phrase') })).status).toBe(
      200,
    );
  });
});
