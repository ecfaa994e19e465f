import { describe, expect, it } from 'vitest';
import { PERSONAL_FIELDS } from '../../../src/protocol/constants/personalData';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { PERSONAL_PATHS } from '../../../src/protocol/schemas/personalData';
import type { SessionRequest } from '../../../src/protocol/session';
import { flushMicrotasks } from '../../support/virtualClock';
import { authServer, startSessionHost, tab } from './fixtures';

async function settle(clock: { advanceAsync(ms: number): Promise<void> }) {
  await flushMicrotasks(20);
  await clock.advanceAsync(16);
}

const DATA = {
  values: Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])),
  access: Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, 'editable'])),
  verified: false,
  country: 'RU',
  examples: { tax: '500100732259', passport: '123456', passportSeries: '4509' },
  email: 'new@example.com',
  phone: null,
};

/**
 * office/personal-data's requests as the worker sends them: answers parsed,
 * refused fields passed on by name, the user config read again after a change.
 */
describe('personal data in the session worker', () => {
  it('saves, passes the refused fields on, and confirms a contact change', async () => {
    const { server } = authServer({ signedIn: true });
    server
      .on('POST', PERSONAL_PATHS.update, ({ body }) =>
        (body as { values: { inn?: string } }).values.inn === 'bad'
          ? {
              status: 400,
              json: {
                error: { code: 'invalid_personal_data', message: 'x' },
                fields: [{ field: 'inn', code: 'check_digit', message: 'x' }],
              },
            }
          : { json: DATA },
      )
      .on('POST', PERSONAL_PATHS.contactChange, () => ({
        json: { status: 'code_sent', to: 'n***@example.com', expiresAt: 9, resendAt: 5 },
      }))
      .on('POST', PERSONAL_PATHS.contactConfirm, ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { json: DATA }
          : { status: 400, json: { error: { code: 'wrong_code', message: 'x' } } },
      );
    const { host, clock } = await startSessionHost({ server });
    const api = host.attach('tab-a', tab().sink).api;
    await api.subscribe('session');
    await settle(clock);
    const ask = (payload: SessionRequest, id: string) => api.dispatch({ id, type: 'session/request', payload });

    expect(await ask({ kind: 'updatePersonalData', values: { inn: 'bad' } }, 'a')).toMatchObject({
      rejected: true,
      code: 'session.invalid_personal_data',
      params: { 'field.inn': 'check_digit' },
    });
    expect(await ask({ kind: 'contactChange', change: { kind: 'email', email: 'new@example.com' } }, 'b')).toMatchObject({
      accepted: true,
      outcome: { kind: 'contactCodeSent', to: 'n***@example.com', expiresAt: 9, resendAt: 5 },
    });
    expect(await ask({ kind: 'contactConfirm', contact: 'email', code: '000000' }, 'c')).toMatchObject({ code: 'session.wrong_code' });
    const before = server.count('GET', AUTH_PATHS.userConfig);
    expect(await ask({ kind: 'contactConfirm', contact: 'email', code: '123456' }, 'd')).toMatchObject({
      accepted: true,
      outcome: { kind: 'personalData', data: { email: 'new@example.com' } },
    });
    expect(server.count('GET', AUTH_PATHS.userConfig)).toBeGreaterThan(before);
  });
});
