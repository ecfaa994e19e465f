import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { STEP_UP_PATHS } from '../../../src/protocol/schemas/stepUp';
import type { SessionRequest } from '../../../src/protocol/session';
import { flushMicrotasks } from '../../support/virtualClock';
import { authServer, startSessionHost, tab } from './fixtures';

async function settle(clock: { advanceAsync(ms: number): Promise<void> }) {
  await flushMicrotasks(20);
  await clock.advanceAsync(16);
}

/** Step-up and the authenticator app as the worker sends them: secrets encoded, answers parsed, refusals typed. */
describe('step-up and the authenticator app in the session worker', () => {
  it('sends the password encoded, answers until when, and passes the server refusals on as session codes', async () => {
    const { server } = authServer({ signedIn: true });
    let stepped = false;
    server
      .on('POST', STEP_UP_PATHS.stepUp, ({ body }) => {
        const b = body as { uPassword?: string; code?: string };
        if (b.uPassword === btoa('right')) {
          stepped = true;
          return { json: { until: 300_000, methods: ['password', 'totp'] } };
        }
        return {
          status: 403,
          json: { error: { code: 'wrong_password', message: 'no' }, fields: [{ field: 'uPassword', message: 'x', code: 'invalid' }] },
        };
      })
      .on('POST', STEP_UP_PATHS.totpDisable, () =>
        stepped
          ? { json: { enabled: false, pending: false, recoveryCodesLeft: 0 } }
          : { status: 403, json: { error: { code: 'step_up_required', message: 'step up' } } },
      )
      .on('POST', STEP_UP_PATHS.totpConfirm, () => ({
        json: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcde-fghi${i}`) },
      }));
    const { host, clock } = await startSessionHost({ server });
    const api = host.attach('tab-a', tab().sink).api;
    await api.subscribe('session');
    await settle(clock);
    const ask = (payload: SessionRequest, id: string) => api.dispatch({ id, type: 'session/request', payload });

    expect(await ask({ kind: 'totpDisable' }, 'a')).toMatchObject({
      rejected: true,
      code: 'session.step_up_required',
      params: { status: 403 },
    });
    expect(await ask({ kind: 'stepUp', password: 'wrong' }, 'b')).toMatchObject({
      rejected: true,
      code: 'session.wrong_password',
      params: { 'field.password': 'invalid' },
    });
    expect(await ask({ kind: 'stepUp', password: 'right' }, 'c')).toMatchObject({
      accepted: true,
      outcome: { kind: 'stepUp', until: 300_000, methods: ['password', 'totp'] },
    });
    expect(await ask({ kind: 'totpDisable' }, 'd')).toMatchObject({ accepted: true, outcome: { kind: 'totpStatus', enabled: false } });
    expect(await ask({ kind: 'totpConfirm', code: '123456' }, 'e')).toMatchObject({
      accepted: true,
      outcome: { kind: 'recoveryCodes', codes: expect.arrayContaining(['abcde-fghi0']) },
    });
    // Neither both nor none: refused before a call.
    expect(await ask({ kind: 'stepUp' }, 'f')).toMatchObject({ rejected: true, code: 'session.invalid_request' });
    expect(server.calls.filter((c) => c.path === STEP_UP_PATHS.totpConfirm).map((c) => c.body)).toEqual([{ code: btoa('123456') }]);
    expect(server.calls.filter((c) => c.path === STEP_UP_PATHS.stepUp)).toHaveLength(2);
    // A 403 is not a lost session: still signed in.
    expect(server.calls.some((c) => c.path === AUTH_PATHS.logout)).toBe(false);
  });
});
