import { describe, expect, it } from 'vitest';
import { QR_LOGIN_STATUS_EVERY_MS, QR_LOGIN_TTL_MS } from '../../../src/protocol/constants/qrLogin';
import type { QrLoginStatusAnswer } from '../../../src/protocol/schemas/qrLogin';
import { OFFICE_SECURITY_REQUESTS } from '../../../src/worker/session/officeSecurityRequests';
import type { SessionActions } from '../../../src/worker/session/requests';

/** The showing device's wait for its QR code: the worker asks on its own clock until the code is used or expired. */
function actions(states: QrLoginStatusAnswer['state'][]) {
  const waits: number[] = [];
  let asked = 0;
  const s = {
    api: () => ({
      get: async () => {
        const state = states[Math.min(asked++, states.length - 1)] ?? 'expired';
        return { ok: true, value: { state, session: state === 'used' ? { id: 's1', device: null, live: true } : null } };
      },
    }),
    wait: async (ms: number) => void waits.push(ms),
    failed: () => ({ rejected: true, code: 'session.unavailable' }),
  } as unknown as SessionActions;
  return { s, waits, asked: () => asked };
}

describe('qrLoginStatus in the worker', () => {
  it('answers once the code is used, having waited between the asks on the worker clock', async () => {
    const { s, waits, asked } = actions(['waiting', 'waiting', 'used']);
    const answer = await OFFICE_SECURITY_REQUESTS.qrLoginStatus(s, { kind: 'qrLoginStatus', token: 't' });
    expect(answer).toMatchObject({ outcome: { kind: 'qrLoginStatus', state: 'used', session: { id: 's1' } } });
    expect(asked()).toBe(3);
    expect(waits).toEqual([QR_LOGIN_STATUS_EVERY_MS, QR_LOGIN_STATUS_EVERY_MS]);
  });

  it('stops asking after the code has lived its minute even when the server still says waiting', async () => {
    const { s, asked } = actions(['waiting']);
    const answer = await OFFICE_SECURITY_REQUESTS.qrLoginStatus(s, { kind: 'qrLoginStatus', token: 't' });
    expect(answer).toMatchObject({ outcome: { state: 'waiting' } });
    expect(asked()).toBe(Math.floor(QR_LOGIN_TTL_MS / QR_LOGIN_STATUS_EVERY_MS) + 2);
  });
});
