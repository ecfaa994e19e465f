import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/constants/auth';
import { outboxAnswerSchema, userConfigSchema } from '../../../src/protocol/schemas/auth';
import { LIMITS_PATHS, limitErrorBodySchema, timeZoneAnswerSchema } from '../../../src/protocol/schemas/limits';
import { Browser } from '../auth/helpers';
import { newPlayer, signIn, type Player } from '../bets/harness';
import { walletHarnessForFile } from '../wallet/harness';
import { DAY, setLimits, signInAgain } from './helpers';

const h = walletHarnessForFile();

async function loginOf(userId: number): Promise<string> {
  const [row] = await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [userId]);
  return row?.login as string;
}

async function playBlockOf(p: Player) {
  const reply = await p.get(AUTH_PATHS.userConfig);
  expect(reply.status).toBe(200);
  return userConfigSchema.parse(reply.body).play_block;
}

describe('a time-out or self-exclusion ends every session', () => {
  it.each([
    ['a time-out', { limitType: 33, limitValue: 1 }, DAY],
    ['a self-exclusion', { limitType: 30, limitValue: 7, selfExcludeReasonId: 1 }, 7 * DAY],
  ])('%s signs the player out on every device; signing in again is allowed and shows the block', async (_, limit, length) => {
    const p = await newPlayer(h);
    const other = await signIn(h, await loginOf(p.userId), p.password);
    expect((await p.get(LIMITS_PATHS.limits)).status).toBe(200);
    const at = h.clock.now();
    const set = await setLimits(p, [limit]);
    expect(set.answer?.changes[0]).toMatchObject({ limitType: limit.limitType, effect: 'applied' });
    // Both devices' sessions are gone, and the browser that asked has its cookies cleared.
    expect((await p.get(LIMITS_PATHS.limits)).status).toBe(401);
    expect((await other.get(LIMITS_PATHS.limits)).status).toBe(401);
    expect(p.browser.cookies.get('ua') ?? '').toBe('');

    const again = await signInAgain(h, p);
    expect(await playBlockOf(again)).toEqual({ limit_type: limit.limitType, ends_at: at + length });
  });

  it('any other limit keeps the session, and a player without a break has no play_block', async () => {
    const p = await newPlayer(h);
    expect(await playBlockOf(p)).toBeNull();
    await setLimits(p, [{ limitType: 20, limitValue: 1_000_000 }]);
    await setLimits(p, [{ limitType: 31, limitValue: 4 }]);
    expect((await p.get(LIMITS_PATHS.limits)).status).toBe(200);
  });

  it('a refused lengthening ends nothing', async () => {
    const p = await newPlayer(h);
    await setLimits(p, [{ limitType: 33, limitValue: 7 }]);
    const again = await signInAgain(h, p);
    expect((await setLimits(again, [{ limitType: 33, limitValue: 1 }])).error?.code).toBe('limits.not_cancellable');
    expect((await again.get(LIMITS_PATHS.limits)).status).toBe(200);
  });
});

describe('the time-zone call', () => {
  const zoneOf = async (userId: number) =>
    (await h.db.query<{ time_zone_minutes: number }>('SELECT time_zone_minutes FROM app_user WHERE id = $1', [userId]))[0]
      ?.time_zone_minutes;

  it('sets the zone the session limit counts the local day in', async () => {
    const p = await newPlayer(h);
    expect(await zoneOf(p.userId)).toBe(180);
    for (const minutes of [-720, -210, 0, 345, 840]) {
      const reply = await p.post(LIMITS_PATHS.timeZone, { timeZoneMinutes: minutes });
      expect(reply.status).toBe(200);
      expect(timeZoneAnswerSchema.parse(reply.body).timeZoneMinutes).toBe(minutes);
      expect(await zoneOf(p.userId)).toBe(minutes);
    }
  });

  it.each([
    ['beyond UTC+14', { timeZoneMinutes: 841 }],
    ['beyond UTC−12', { timeZoneMinutes: -721 }],
    ['a fraction of a minute', { timeZoneMinutes: 180.5 }],
    ['text', { timeZoneMinutes: '180' }],
    ['nothing', {}],
    ['an unknown field', { timeZoneMinutes: 60, userId: 1 }],
  ])('refuses %s with a typed 400 and changes nothing', async (_, body) => {
    const p = await newPlayer(h);
    const reply = await p.post(LIMITS_PATHS.timeZone, body);
    expect(reply.status).toBe(400);
    expect(limitErrorBodySchema.parse(reply.body).error.code).toBe('limits.invalid_request');
    expect(await zoneOf(p.userId)).toBe(180);
  });

  it('a guest gets 401', async () => {
    expect((await new Browser(h.url).post(LIMITS_PATHS.timeZone, { timeZoneMinutes: 0 })).status).toBe(401);
  });
});

describe('marketing mail', () => {
  it('skips a self-excluded player; others get the newsletter', async () => {
    const p = await newPlayer(h);
    const login = await loginOf(p.userId);
    await h.db.query('UPDATE app_user SET email = $2 WHERE id = $1', [p.userId, `${login}@example.com`]);
    const dev = new Browser(h.url);
    const sent = outboxAnswerSchema.parse((await dev.post(AUTH_PATHS.devNewsletter, { login, lng: 'en' })).body);
    expect(sent.messages).toHaveLength(1);

    await setLimits(p, [{ limitType: 30, limitValue: 30, selfExcludeReasonId: 1 }]);
    const skipped = await dev.post(AUTH_PATHS.devNewsletter, { login, lng: 'en' });
    expect(skipped.status).toBe(200);
    expect(outboxAnswerSchema.parse(skipped.body).messages).toEqual([]);
    const all = outboxAnswerSchema.parse((await dev.get(`${AUTH_PATHS.devOutbox}?to=${encodeURIComponent(`${login}@example.com`)}`)).body);
    expect(all.messages).toHaveLength(1);
  });
});
