import { describe, expect, it } from 'vitest';
import { nextLocalMidnight } from '../../../src/core/limits';
import { SESSION_PING_MS } from '../../../src/protocol/constants/limits';
import { AUTH_PATHS, authErrorBodySchema } from '../../../src/protocol/schemas/auth';
import { LIMITS_PATHS, pingAnswerSchema } from '../../../src/protocol/schemas/limits';
import { Browser, enc } from '../auth/helpers';
import { betsHarnessForFile, newPlayer } from '../bets/harness';
import { limitsOf, setLimits } from './helpers';

const h = betsHarnessForFile();
const DAY_MINUTES = 24 * 60;

async function ping(player: { post: (path: string, body: unknown) => Promise<{ status: number; body: unknown }> }) {
  const reply = await player.post(LIMITS_PATHS.ping, {});
  return { status: reply.status, secondsLeft: reply.status === 200 ? pingAnswerSchema.parse(reply.body).sessionSecondsLeft : undefined };
}

describe('the session limit (31): a daily budget of signed-in time', () => {
  it('pings count the time; once the budget is used the session ends and sign-in is refused until local midnight', async () => {
    const p = await newPlayer(h);
    // A time zone where the day has just begun, so the hour of pings below stays within one local day.
    const local = Math.floor((h.clock.now() % 86_400_000) / 60_000);
    const tz = ((((60 - local) % DAY_MINUTES) + DAY_MINUTES + 720) % DAY_MINUTES) - 720;
    await h.db.query('UPDATE app_user SET time_zone_minutes = $2 WHERE id = $1', [p.userId, tz]);
    expect((await ping(p)).secondsLeft).toBeNull();
    await setLimits(p, [{ limitType: 31, limitValue: 1 }]);
    expect((await limitsOf(p))[0]).toMatchObject({ limitType: 31, limitValue: 1, measure: 'hours' });

    let last = await ping(p);
    expect(last.secondsLeft).toBe(3600);
    for (let i = 0; i < 120 && last.secondsLeft !== 0; i++) {
      h.clock.advance(SESSION_PING_MS);
      last = await ping(p);
    }
    expect(last).toEqual({ status: 200, secondsLeft: 0 });
    // The server ended the session itself.
    expect((await ping(p)).status).toBe(401);

    const again = new Browser(h.url);
    const login = (await h.db.query<{ login: string }>('SELECT login FROM app_user WHERE id = $1', [p.userId]))[0]?.login;
    const reply = await again.post(AUTH_PATHS.login, { uLogin: login, uPassword: enc(p.password), save: false });
    expect(reply.status).toBe(403);
    expect(authErrorBodySchema.parse(reply.body).error.code).toBe('session_limit_reached');
    const retryAfter = Number(reply.headers.get('retry-after'));
    expect(Math.abs(retryAfter * 1000 - (nextLocalMidnight(Date.now(), tz) - Date.now()))).toBeLessThan(5_000);

    // Past the player's midnight the used day is yesterday's: the budget is whole again (sign-in reads the wall clock, so the row moves).
    await h.db.query("UPDATE player_session_day SET day = day - interval '1 day' WHERE user_id = $1", [p.userId]);
    const next = await again.post(AUTH_PATHS.login, { uLogin: login, uPassword: enc(p.password), save: false });
    expect(next.status).toBe(200);
  });
});

describe('a time-zone change and the session budget', () => {
  it.each([
    ['east, into the next local day', 23 * 60 + 30, 120],
    ['west, into the previous local day', 10, -120],
  ])('moving %s keeps what today has used', async (_, startMinute, offset) => {
    const p = await newPlayer(h);
    await h.db.query('UPDATE app_user SET time_zone_minutes = 0 WHERE id = $1', [p.userId]);
    // The manual clock to that minute of a UTC day, so the 10 minutes of pings stay in one day and the move crosses midnight.
    const minute = Math.floor((h.clock.now() % 86_400_000) / 60_000);
    h.clock.advance(((startMinute - minute + DAY_MINUTES) % DAY_MINUTES) * 60_000);
    await setLimits(p, [{ limitType: 31, limitValue: 1 }]);
    await ping(p);
    for (let i = 0; i < 20; i++) {
      h.clock.advance(SESSION_PING_MS);
      await ping(p);
    }
    const before = (await ping(p)).secondsLeft ?? 0;
    expect(before).toBeLessThanOrEqual(3000);
    expect((await p.post(LIMITS_PATHS.timeZone, { timeZoneMinutes: offset })).status).toBe(200);
    // The next ping counts no more than its own interval: the zone change gave nothing back.
    expect((await ping(p)).secondsLeft).toBeLessThanOrEqual(before);
  });
});
