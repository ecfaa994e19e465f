import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { checkSession } from '../../../src/worker/session';
import { VirtualClock } from '../../support/virtualClock';
import { FakeServer } from './fakeServer';

describe('the auth start session check', () => {
  it('retries twice 1500 ms apart when the call fails, then gives up', async () => {
    const clock = new VirtualClock(0);
    const times: number[] = [];
    const server = new FakeServer().on('GET', AUTH_PATHS.checkSession, () => {
      times.push(clock.now());
      return { status: 503, json: {} };
    });
    const result = await clock.run(checkSession(server.client(clock)));
    expect(result.ok).toBe(false);
    expect(times).toEqual([0, 1500, 3000]);
  });

  it('answers the user id once the server does, without a retry for a guest', async () => {
    const clock = new VirtualClock(0);
    let calls = 0;
    const server = new FakeServer().on('GET', AUTH_PATHS.checkSession, () =>
      ++calls === 1 ? { status: 502, json: {} } : { json: { user_id: 12 } },
    );
    const result = await clock.run(checkSession(server.client(clock)));
    expect(result).toEqual({ ok: true, value: { user_id: 12 } });
    const guest = new FakeServer().on('GET', AUTH_PATHS.checkSession, { json: { user_id: null } });
    expect(await clock.run(checkSession(guest.client(clock)))).toEqual({ ok: true, value: { user_id: null } });
    expect(guest.count('GET', AUTH_PATHS.checkSession)).toBe(1);
  });
});
