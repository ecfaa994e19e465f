// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rejection } from '../../../src/protocol/rejections';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { UserConfig } from '../../../src/protocol/schemas/auth';
import type { SessionAccepted, SessionOutcome, SessionRequest } from '../../../src/protocol/session';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { ProtectionSection } from '../../../src/ui/office/officeSecurity/ProtectionSection';
import { QrLoginPage } from '../../../src/ui/office/officeSecurity/QrLoginPage';
import { QuestionSection } from '../../../src/ui/office/officeSecurity/QuestionSection';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/** office/security's protection level and security question, and office/qr-login, over the fake core. */
afterEach(cleanup);

type Reply = SessionAccepted | Rejection | Promise<SessionAccepted | Rejection>;
const accepted = (outcome: SessionOutcome): SessionAccepted => ({ accepted: true, seq: 0, outcome });

const METHODS: UserConfig['protection_methods'] = {
  is_changed_password: true,
  enable_two_factor_auth: false,
  enable_phone_binding: false,
  enable_security_question: true,
  enable_email_auth: false,
};

function coreWith(reply: (request: SessionRequest) => Reply, signedIn = true): FakeCore & { requests: SessionRequest[] } {
  const core = readyCore() as FakeCore & { requests: SessionRequest[] };
  core.requests = [];
  const config = { protection_level: 58, protection_methods: METHODS } as unknown as UserConfig;
  core.push('session', {
    ...NO_SESSION,
    status: signedIn ? 'signedIn' : 'signedOut',
    userId: signedIn ? 7 : null,
    config: signedIn ? config : null,
  });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 0 };
    const request = command.payload as SessionRequest;
    core.requests.push(request);
    return reply(request);
  };
  return core;
}

function renderAt(core: FakeCore, element: ReactElement, url = '/en/office/security') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
}

const resolution = { kind: 'page', routeId: 'officeQrLogin', params: {}, query: {}, language: 'en' } as unknown as PageResolution;

describe('the protection level', () => {
  it("shows the server's level as a meter, and what each missing method adds with a way to turn it on", () => {
    renderAt(
      coreWith(() => accepted({ kind: 'done' })),
      <ProtectionSection lang="en" />,
    );
    expect(screen.getByText('Your account is protected at 58%.')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('58');
    const twoStep = screen.getByTestId('protection-enable_two_factor_auth');
    expect(twoStep.textContent).toContain('+14%');
    expect(twoStep.querySelector('a')?.getAttribute('href')).toBe('#security-two-step');
    expect(screen.getByTestId('protection-enable_phone_binding').querySelector('a')?.getAttribute('href')).toBe('/en/office/personal-data');
    expect(screen.getByTestId('protection-enable_security_question').textContent).toContain('On');
    expect(screen.getByTestId('protection-enable_security_question').querySelector('a')).toBeNull();
  });
});

describe('the security question', () => {
  it('shows the current question, refuses a too short answer here, and saves a question with its answer', async () => {
    const core = coreWith((r) => {
      if (r.kind === 'securityQuestion') return accepted({ kind: 'securityQuestion', questionId: 3 });
      if (r.kind === 'setSecurityQuestion') return accepted({ kind: 'securityQuestion', questionId: r.questionId });
      return accepted({ kind: 'done' });
    });
    renderAt(core, <QuestionSection />);
    expect((await screen.findByTestId('security-question-current')).textContent).toBe('Your question: In which city were you born?');
    fireEvent.change(screen.getByTestId('field-security-answer'), { target: { value: ' x ' } });
    fireEvent.click(screen.getByTestId('security-question-save'));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(core.requests.some((r) => r.kind === 'setSecurityQuestion')).toBe(false);

    fireEvent.change(screen.getByTestId('field-security-question'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('field-security-answer'), { target: { value: 'Green Street' } });
    fireEvent.click(screen.getByTestId('security-question-save'));
    expect(await screen.findByTestId('security-question-saved')).toBeTruthy();
    expect(core.requests).toContainEqual({ kind: 'setSecurityQuestion', questionId: 4, answer: 'Green Street' });
    expect(screen.getByTestId('security-question-current').textContent).toBe('Your question: What street did you grow up on?');
  });
});

describe('office/qr-login', () => {
  const token = 'T'.repeat(43);

  it('on the scanning device, confirms the code of the link and says who is signed in', async () => {
    const core = coreWith(
      (r) => (r.kind === 'qrLoginConfirm' ? accepted({ kind: 'signedIn', login: 'player7' }) : accepted({ kind: 'done' })),
      false,
    );
    renderAt(core, <QrLoginPage resolution={resolution} />, `/en/office/qr-login?t=${token}`);
    fireEvent.click(await screen.findByTestId('qr-confirm-button'));
    expect((await screen.findByTestId('qr-confirmed')).textContent).toContain('You are signed in as player7.');
    expect(core.requests).toContainEqual({ kind: 'qrLoginConfirm', token });
  });

  it('on the scanning device, says why a used or expired code is refused', async () => {
    const core = coreWith(() => ({ rejected: true, code: 'session.time_up' }) as Rejection, false);
    renderAt(core, <QrLoginPage resolution={resolution} />, `/en/office/qr-login?t=${token}`);
    fireEvent.click(await screen.findByTestId('qr-confirm-button'));
    expect(await screen.findByTestId('qr-confirm-error')).toBeTruthy();
  });

  it('on the signed-in device, shows the code with its link, then that another device used it and signs it out', async () => {
    // The worker answers the status once the code is no longer waiting: here, when the other device uses it.
    let use: () => void = () => undefined;
    const used = new Promise<void>((resolve) => (use = resolve));
    const core = coreWith((r) => {
      if (r.kind === 'qrLoginStart')
        return accepted({
          kind: 'qrLogin',
          token,
          url: `https://x.example/en/office/qr-login?t=${token}`,
          qrSvg: '<svg/>',
          expiresAt: Date.now() + 60_000,
        });
      if (r.kind === 'qrLoginStatus')
        return used.then(() =>
          accepted({
            kind: 'qrLoginStatus',
            state: 'used',
            expiresAt: Date.now() + 60_000,
            session: { id: 's1', device: 'Safari on iOS', live: true },
          }),
        );
      if (r.kind === 'endSessions') return accepted({ kind: 'sessionsEnded', ended: 1 });
      return accepted({ kind: 'done' });
    });
    renderAt(core, <QrLoginPage resolution={resolution} />, '/en/office/qr-login');
    fireEvent.click(await screen.findByTestId('qr-show-button'));
    expect(await screen.findByTestId('qr-code')).toBeTruthy();
    expect(screen.getByTestId('qr-link').getAttribute('href')).toBe(`https://x.example/en/office/qr-login?t=${token}`);
    expect(screen.queryByTestId('qr-used')).toBeNull();
    use();
    expect((await screen.findByTestId('qr-used')).textContent).toContain('Signed in on another device: Safari on iOS.');
    fireEvent.click(screen.getByTestId('qr-end-session'));
    expect(await screen.findByTestId('qr-session-ended')).toBeTruthy();
    expect(core.requests).toContainEqual({ kind: 'endSessions', id: 's1' });
  });

  it('asks a guest without a code to sign in', async () => {
    renderAt(
      coreWith(() => accepted({ kind: 'done' }), false),
      <QrLoginPage resolution={resolution} />,
      '/en/office/qr-login',
    );
    expect(await screen.findByText('Sign in on this device first to show a code for another one.')).toBeTruthy();
  });
});
