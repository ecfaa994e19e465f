// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SessionAccepted, SessionRequest } from '../../../src/protocol/session';
import { AuthenticatorSection } from '../../../src/ui/security/AuthenticatorSection';
import { ChangePasswordForm } from '../../../src/ui/security/ChangePasswordForm';
import { NO_SESSION } from '../../../src/worker/session';
import { FakeSessionCore, renderAt } from '../session/fakeSessionCore';

type Reply = SessionAccepted | Rejection;
const ok = (outcome: SessionAccepted['outcome']): SessionAccepted => ({ accepted: true, seq: 0, outcome });
const refused = (code: string): Rejection => ({ rejected: true, code: code as Rejection['code'] });
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, 'k')}`);

/** A signed-in player over a fake worker: every session request recorded and answered by `reply`. */
function playerCore(reply: (r: SessionRequest) => Reply) {
  const core = new FakeSessionCore();
  const requests: SessionRequest[] = [];
  core.push('session', { ...NO_SESSION, status: 'signedIn', login: 'demo', userId: 7 });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 1 };
    const request = command.payload as SessionRequest;
    requests.push(request);
    return reply(request);
  };
  return { core, requests };
}

afterEach(cleanup);

describe('the authenticator section and the step-up dialog', () => {
  it('asks for a step-up when the server wants one, retries the set-up after it, and shows the recovery codes once', async () => {
    let steppedUp = false;
    let enabled = false;
    const { core, requests } = playerCore((r) => {
      switch (r.kind) {
        case 'totpStatus':
          return ok({ kind: 'totpStatus', enabled, pending: false, recoveryCodesLeft: enabled ? 10 : 0 });
        case 'stepUpState':
          return ok({ kind: 'stepUp', until: null, methods: ['password', 'totp'] });
        case 'stepUp':
          if (r.password !== 'right-password') return refused('session.wrong_password');
          steppedUp = true;
          return ok({ kind: 'stepUp', until: 1, methods: ['password', 'totp'] });
        case 'totpSetup':
          return steppedUp
            ? ok({ kind: 'totpSetup', uri: 'otpauth://totp/x', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', qrSvg: '<svg></svg>' })
            : refused('session.step_up_required');
        case 'totpConfirm':
          if (r.code !== '123456') return refused('session.wrong_code');
          enabled = true;
          return ok({ kind: 'recoveryCodes', codes: CODES });
        default:
          return refused('session.unavailable');
      }
    });
    renderAt(core, <AuthenticatorSection />);
    fireEvent.click(await screen.findByTestId('authenticator-setup'));

    // The one dialog: the password first, with the app offered as another way; a wrong password is said under the field.
    const password = await screen.findByLabelText('Your password');
    expect(await screen.findByTestId('step-up-method-totp')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('step-up-submit'));
    expect((await screen.findByTestId('error-step-up-password')).textContent).toBe('The password is wrong.');
    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('step-up-submit'));

    // Stepped up: the set-up was sent again without another click.
    expect(await screen.findByTestId('authenticator-qr')).toBeTruthy();
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(screen.getByTestId('authenticator-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(requests.filter((r) => r.kind === 'totpSetup')).toHaveLength(2);

    const code = screen.getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('authenticator-confirm'));
    expect((await screen.findByTestId('error-authenticator-code')).textContent).toBe('Enter the 6 digits the app shows.');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('authenticator-confirm'));
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    fireEvent.click(screen.getByTestId('recovery-done'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect((await screen.findByTestId('authenticator-state')).textContent).toContain('Recovery codes left: 10');
  });

  it('a step-up the player cancels leaves everything as it was and says nothing went wrong', async () => {
    const { core, requests } = playerCore((r) =>
      r.kind === 'totpStatus'
        ? ok({ kind: 'totpStatus', enabled: true, pending: false, recoveryCodesLeft: 3 })
        : r.kind === 'stepUpState'
          ? ok({ kind: 'stepUp', until: null, methods: ['password'] })
          : refused('session.step_up_required'),
    );
    renderAt(core, <AuthenticatorSection />);
    fireEvent.click(await screen.findByTestId('authenticator-off'));
    fireEvent.click(await screen.findByTestId('step-up-cancel'));
    await waitFor(() => expect(screen.queryByTestId('step-up-dialog')).toBeNull());
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.getByTestId('authenticator-state').textContent).toContain('Recovery codes left: 3');
    expect(requests.filter((r) => r.kind === 'totpDisable')).toHaveLength(1);
  });
});

describe('the password change', () => {
  it('checks the length here, says a wrong current password under its field, and confirms the change', async () => {
    const { core, requests } = playerCore((r) =>
      r.kind === 'changePassword'
        ? r.current === 'right-password'
          ? ok({ kind: 'done' })
          : refused('session.wrong_password')
        : refused('session.unavailable'),
    );
    renderAt(core, <ChangePasswordForm />);
    const current = await screen.findByLabelText('Your current password');
    const next = screen.getByLabelText('New password');
    fireEvent.change(current, { target: { value: 'wrong' } });
    fireEvent.change(next, { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('password-change-submit'));
    expect((await screen.findByTestId('error-password-new')).textContent).toBe('Use 8 to 128 characters.');
    expect(requests).toEqual([]);
    fireEvent.change(next, { target: { value: 'a-long-new-password' } });
    fireEvent.click(screen.getByTestId('password-change-submit'));
    expect((await screen.findByTestId('error-password-current')).textContent).toBe('The password is wrong.');
    fireEvent.change(current, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('password-change-submit'));
    expect((await screen.findByTestId('password-changed')).textContent).toContain('other devices were signed out');
    expect(requests.at(-1)).toEqual({ kind: 'changePassword', current: 'right-password', next: 'a-long-new-password' });
  });
});
