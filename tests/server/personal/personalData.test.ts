import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, registerAnswerSchema } from '../../../src/protocol/schemas/auth';
import { PERSONAL_PATHS, personalDataAnswerSchema } from '../../../src/protocol/schemas/personalData';
import { SECURITY_PATHS, securityEventsAnswerSchema } from '../../../src/protocol/schemas/security';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import { STEP_UP_TTL_MS } from '../../../src/protocol/constants/stepUp';
import { CONTACT_CODE_TTL_MS } from '../../../src/protocol/constants/personalData';
import { registerPersonalRoutes } from '../../../server/personal';
import { authServerForFile, Browser, codeIn, enc, lastMessage } from '../auth/helpers';

/**
 * office/personal-data over the real auth routes: the core's validation
 * answered as typed 4xx, the operator's editable fields, the lock once
 * verified, and the e-mail / phone change by a code to the new contact
 * behind a step-up.
 */
const server = authServerForFile({ also: (router, ctx) => registerPersonalRoutes(router, { auth: ctx }) });
const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;
const fieldsOf = (body: unknown) => (body as { fields?: { field: string; code: string }[] }).fields?.map((f) => [f.field, f.code]);

async function newPlayer(country = 'ru'): Promise<{ b: Browser; userId: number; password: string }> {
  const b = new Browser(server.url);
  const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
  if (reg.status !== 'ok' || !reg.password) throw new Error('fast_reg did not sign in');
  await server.db.query('UPDATE app_user SET country_code = $2 WHERE id = $1', [reg.user_id, country]);
  return { b, userId: reg.user_id, password: reg.password };
}

const update = (b: Browser, values: Record<string, unknown>) => b.post(PERSONAL_PATHS.update, { values });
const stepUp = async (p: { b: Browser; password: string }) =>
  expect((await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) })).status).toBe(200);
const eventKinds = async (b: Browser) =>
  securityEventsAnswerSchema.parse((await b.get(SECURITY_PATHS.events)).body).events.map((e) => e.kind);

describe('personal data', () => {
  it('needs a session', async () => {
    const guest = new Browser(server.url);
    expect((await guest.get(PERSONAL_PATHS.data)).status).toBe(401);
    expect((await update(guest, { city: 'Kazan' })).status).toBe(401);
  });

  it('saves valid data, normalised, and logs which fields changed (not their values)', async () => {
    const p = await newPlayer('ru');
    const reply = await update(p.b, {
      surname: ' Ivanova ',
      inn: '5001 0073 2259',
      passport_series: '45 09',
      passport: '123456',
      date_birthday: '1990-05-01',
      passport_date: '2010-06-01',
    });
    expect(reply.status).toBe(200);
    const data = personalDataAnswerSchema.parse(reply.body);
    expect(data.values).toMatchObject({ surname: 'Ivanova', inn: '500100732259', passport_series: '4509', passport: '123456' });
    expect(data.country).toBe('RU');
    expect(personalDataAnswerSchema.parse((await p.b.get(PERSONAL_PATHS.data)).body).values.inn).toBe('500100732259');
    const events = securityEventsAnswerSchema.parse((await p.b.get(SECURITY_PATHS.events)).body).events;
    const changed = events.find((e) => e.kind === 'personal_data_changed');
    expect(changed?.detail.fields).toBe('surname,date_birthday,passport_series,passport,passport_date,inn');
    expect(JSON.stringify(changed)).not.toContain('500100732259');
    // User config's user_data shows the SPEC fields the office wrote.
    const config = (await p.b.get(AUTH_PATHS.userConfig)).body as { user_data: Record<string, unknown> };
    expect(config.user_data).toMatchObject({ surname: 'Ivanova', inn: '500100732259', passport: '123456', date_birthday: '1990-05-01' });
  });

  it('answers every bad field as a typed 400 and stores nothing', async () => {
    const p = await newPlayer('de');
    const reply = await update(p.b, {
      inn: '86095742718',
      passport: 'A01X00T47',
      date_birthday: '2015-01-01',
      passport_date: '2099-01-01',
    });
    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe('invalid_personal_data');
    expect(fieldsOf(reply.body)).toEqual([
      ['date_birthday', 'too_young'],
      ['passport', 'format'],
      ['passport_date', 'in_future'],
      ['inn', 'check_digit'],
    ]);
    expect(personalDataAnswerSchema.parse((await p.b.get(PERSONAL_PATHS.data)).body).values.inn).toBeNull();
    expect((await update(p.b, { inn: '86095742719', passport: 'C01X00T47' })).status).toBe(200);
  });

  it('refuses a shapeless body, an unknown field and an empty change as 400', async () => {
    const p = await newPlayer();
    for (const body of [{ values: { nickname: 'x' } }, { values: {} }, { values: { city: 5000 } }, [], 'x'])
      expect((await p.b.post(PERSONAL_PATHS.update, body)).status).toBe(400);
  });

  it('takes the operator config of editable fields', async () => {
    const p = await newPlayer();
    const country = await update(p.b, { country: 'DE' });
    expect(country.status).toBe(403);
    expect(errorCode(country.body)).toBe('personal_data_locked');
    expect(fieldsOf(country.body)).toEqual([['country', 'not_editable']]);
    await server.db.query("INSERT INTO personal_field_policy (field, editable) VALUES ('country', true), ('city', false)");
    try {
      expect((await update(p.b, { country: 'DE' })).status).toBe(200);
      expect(fieldsOf((await update(p.b, { city: 'Kazan' })).body)).toEqual([['city', 'not_editable']]);
      const data = personalDataAnswerSchema.parse((await p.b.get(PERSONAL_PATHS.data)).body);
      expect(data.access.city).toBe('not_editable');
      expect(data.country).toBe('DE');
    } finally {
      await server.db.query('DELETE FROM personal_field_policy');
    }
  });

  it('locks every field once the player is verified', async () => {
    const p = await newPlayer();
    expect((await update(p.b, { city: 'Kazan' })).status).toBe(200);
    await server.db.query(`UPDATE app_user SET verification = '{"internal_verification_status":1}'::jsonb WHERE id = $1`, [p.userId]);
    const data = personalDataAnswerSchema.parse((await p.b.get(PERSONAL_PATHS.data)).body);
    expect(data.verified).toBe(true);
    expect(new Set(Object.values(data.access))).toEqual(new Set(['locked_verified']));
    const reply = await update(p.b, { city: 'Moscow' });
    expect(reply.status).toBe(403);
    expect(fieldsOf(reply.body)).toEqual([['city', 'locked_verified']]);
    // Sending the value it has is no change, so no refusal.
    expect((await update(p.b, { city: 'Kazan' })).status).toBe(200);
  });

  it("one player's change never touches another's record", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    expect((await update(a.b, { city: 'Kazan' })).status).toBe(200);
    expect(personalDataAnswerSchema.parse((await b.b.get(PERSONAL_PATHS.data)).body).values.city).toBeNull();
  });
});

describe('e-mail and phone change', () => {
  const changeEmail = (b: Browser, email: string) => b.post(PERSONAL_PATHS.contactChange, { kind: 'email', email });
  const confirm = (b: Browser, kind: 'email' | 'phone', code: string) => b.post(PERSONAL_PATHS.contactConfirm, { kind, code });

  it('needs a step-up, then a code sent to the NEW address; the old one is told', async () => {
    const p = await newPlayer();
    await server.db.query('UPDATE app_user SET email = $2 WHERE id = $1', [p.userId, `old${p.userId}@example.com`]);
    const fresh = `new${p.userId}@example.com`;
    const refused = await changeEmail(p.b, fresh);
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('step_up_required');

    await stepUp(p);
    const sent = await changeEmail(p.b, fresh.toUpperCase());
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'code_sent', to: `n***@example.com`, expiresAt: server.clock.now() + CONTACT_CODE_TTL_MS });
    const code = codeIn((await lastMessage(p.b, fresh)).body);

    const wrong = await confirm(p.b, 'email', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong.body)).toBe('wrong_code');
    const done = await confirm(p.b, 'email', code);
    expect(done.status).toBe(200);
    expect(personalDataAnswerSchema.parse(done.body).email).toBe(fresh);
    expect((await lastMessage(p.b, `old${p.userId}@example.com`)).subject).toBe('Your e-mail was changed');
    expect(await eventKinds(p.b)).toContain('email_changed');
    // The code is used up.
    expect(errorCode((await confirm(p.b, 'email', code)).body)).toBe('no_contact_change');
  });

  it('a code expires, and a step-up older than five minutes is not enough to ask', async () => {
    const p = await newPlayer();
    await stepUp(p);
    expect((await changeEmail(p.b, `late${p.userId}@example.com`)).status).toBe(200);
    const code = codeIn((await lastMessage(p.b, `late${p.userId}@example.com`)).body);
    server.clock.advance(CONTACT_CODE_TTL_MS);
    const late = await confirm(p.b, 'email', code);
    expect(late.status).toBe(400);
    expect(errorCode(late.body)).toBe('time_up');
    server.clock.advance(STEP_UP_TTL_MS);
    expect(errorCode((await changeEmail(p.b, `late${p.userId}@example.com`)).body)).toBe('step_up_required');
  });

  it('refuses a taken or unchanged address, and another player cannot confirm the code', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await server.db.query('UPDATE app_user SET email = $2 WHERE id = $1', [a.userId, `a${a.userId}@example.com`]);
    await stepUp(b);
    const taken = await changeEmail(b.b, `a${a.userId}@example.com`);
    expect(taken.status).toBe(409);
    expect(errorCode(taken.body)).toBe('contact_taken');
    await stepUp(a);
    expect(errorCode((await changeEmail(a.b, `A${a.userId}@example.com`)).body)).toBe('contact_unchanged');

    expect((await changeEmail(a.b, `a2${a.userId}@example.com`)).status).toBe(200);
    const code = codeIn((await lastMessage(a.b, `a2${a.userId}@example.com`)).body);
    // The code is bound to the player who asked: for b there is nothing pending.
    expect(errorCode((await confirm(b.b, 'email', code)).body)).toBe('no_contact_change');
  });

  it('rate limits code sends like the sign-in codes', async () => {
    const p = await newPlayer();
    await stepUp(p);
    expect((await changeEmail(p.b, `r1${p.userId}@example.com`)).status).toBe(200);
    const again = await changeEmail(p.b, `r2${p.userId}@example.com`);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
  });

  it('checks a new phone against the country mask, then changes it by the SMS code', async () => {
    const p = await newPlayer();
    await stepUp(p);
    const short = await p.b.post(PERSONAL_PATHS.contactChange, { kind: 'phone', phone_code: '+7', phone_number: '91612' });
    expect(short.status).toBe(400);
    expect(fieldsOf(short.body)).toEqual([['phone_number', 'format']]);
    const unknown = await p.b.post(PERSONAL_PATHS.contactChange, { kind: 'phone', phone_code: '999', phone_number: '9161234567' });
    expect(fieldsOf(unknown.body)).toEqual([['phone_code', 'not_offered']]);
    const number = `916${String(p.userId).padStart(7, '0')}`;
    const sent = await p.b.post(PERSONAL_PATHS.contactChange, { kind: 'phone', phone_code: '+7', phone_number: number });
    expect(sent.status).toBe(200);
    const code = codeIn((await lastMessage(p.b, `+7${number}`)).body);
    const done = await confirm(p.b, 'phone', code);
    expect(done.status).toBe(200);
    expect(personalDataAnswerSchema.parse(done.body).phone).toEqual({ code: '7', number });
    expect(await eventKinds(p.b)).toContain('phone_changed');
  });
});
