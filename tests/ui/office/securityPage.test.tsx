// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rejection } from '../../../src/protocol/rejections';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { SecurityEvent, SecuritySession } from '../../../src/protocol/schemas/security';
import type { SessionAccepted, SessionOutcome, SessionRequest } from '../../../src/protocol/session';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { SecurityPage } from '../../../src/ui/office/security/SecurityPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/security over the fake core: it asks the worker (session requests)
 * for the sessions and the log, paints loading, empty, error and ready, pages
 * the log, and signs the other sessions out only after the confirmation.
 */
afterEach(cleanup);

const SESSIONS: SecuritySession[] = [
  {
    id: 'a'.repeat(32),
    device: 'Chrome on Windows',
    ip: '10.0.0.1',
    createdAt: '2026-11-28T10:00:00Z',
    lastSeenAt: '2026-11-28T11:00:00Z',
    current: true,
  },
  {
    id: 'b'.repeat(32),
    device: 'Safari on iOS',
    ip: '10.0.0.2',
    createdAt: '2026-11-27T10:00:00Z',
    lastSeenAt: '2026-11-27T12:00:00Z',
    current: false,
  },
];
const event = (id: number, kind: SecurityEvent['kind'], over: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id,
  kind,
  at: '2026-11-28T10:00:00Z',
  ip: '10.0.0.1',
  device: 'Chrome on Windows',
  thisSession: false,
  detail: {},
  ...over,
});

const accepted = (outcome: SessionOutcome): SessionAccepted => ({ accepted: true, seq: 0, outcome });
type Reply = SessionAccepted | Rejection | Promise<SessionAccepted | Rejection>;

function coreWith(reply: (request: SessionRequest) => Reply, signedIn = true): FakeCore & { requests: SessionRequest[] } {
  const core = readyCore() as FakeCore & { requests: SessionRequest[] };
  core.requests = [];
  core.push('session', { ...NO_SESSION, status: signedIn ? 'signedIn' : 'signedOut', userId: signedIn ? 7 : null });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 0 };
    const request = command.payload as SessionRequest;
    core.requests.push(request);
    return reply(request);
  };
  return core;
}

function show(core: FakeCore, lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officeSecurity', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <SecurityPage resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

const standard =
  (events: SecurityEvent[], nextBefore: number | null = null) =>
  (request: SessionRequest) => {
    if (request.kind === 'securitySessions') return accepted({ kind: 'securitySessions', sessions: SESSIONS });
    if (request.kind === 'securityEvents') return accepted({ kind: 'securityEvents', events, nextBefore });
    return accepted({ kind: 'sessionsEnded', ended: 1 });
  };

describe('office/security', () => {
  it('shows the sessions (this device marked) and the log with kinds in words, device and address', async () => {
    show(
      coreWith(
        standard([
          event(3, 'sign_in', { thisSession: true, detail: { method: 'password' } }),
          event(2, 'sign_in_failed', { ip: '10.9.9.9', device: 'Firefox on Linux' }),
          event(1, 'withdrawal_requested', { detail: { amount: 50_000, currency: 'RUB', method: 'card' } }),
        ]),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('security-sessions').dataset.state).toBe('ready'));
    const sessions = screen.getAllByTestId('security-session');
    expect(sessions).toHaveLength(2);
    expect(within(sessions[0]!).getByText('This device')).toBeTruthy();
    expect(sessions[1]!.textContent).toContain('Safari on iOS');
    expect(sessions[1]!.textContent).toContain('10.0.0.2');
    await waitFor(() => expect(screen.getByTestId('security-activity').dataset.state).toBe('ready'));
    const rows = screen.getAllByTestId('security-event');
    expect(rows.map((r) => r.dataset.kind)).toEqual(['sign_in', 'sign_in_failed', 'withdrawal_requested']);
    expect(rows[0]!.textContent).toContain('Signed in');
    expect(rows[0]!.textContent).toContain('with a password');
    expect(rows[0]!.textContent).toContain('This session');
    expect(rows[1]!.textContent).toContain('Failed sign-in');
    expect(within(rows[1]!).getByText('10.9.9.9')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Withdrawal requested');
    // The sections in their order, the protection level first.
    expect([...document.querySelectorAll('[data-testid^="security-section-"]')].map((s) => s.getAttribute('data-testid'))).toEqual([
      'security-section-protection',
      'security-section-two-step',
      'security-section-question',
      'security-section-sessions',
      'security-section-activity',
    ]);
  });

  it('shows loading while the worker has not answered, then an empty log', async () => {
    let answer: (value: SessionAccepted) => void = () => undefined;
    const pending = new Promise<SessionAccepted>((resolve) => (answer = resolve));
    show(coreWith((request) => (request.kind === 'securityEvents' ? pending : standard([])(request))));
    await waitFor(() => expect(screen.getByTestId('security-activity').dataset.state).toBe('loading'));
    answer(accepted({ kind: 'securityEvents', events: [], nextBefore: null }));
    await waitFor(() => expect(screen.getByTestId('security-activity').dataset.state).toBe('empty'));
    expect(screen.getByText('Nothing has been recorded yet.')).toBeTruthy();
  });

  it('a failed load says so and tries again on request', async () => {
    let fail = true;
    const core = coreWith((request) =>
      fail && request.kind === 'securityEvents' ? { rejected: true, code: 'session.network' } : standard([event(1, 'sign_in')])(request),
    );
    show(core);
    await waitFor(() => expect(screen.getByTestId('security-activity').dataset.state).toBe('error'));
    fail = false;
    fireEvent.click(within(screen.getByTestId('security-activity')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('security-activity').dataset.state).toBe('ready'));
  });

  it('pages older events after the ones shown', async () => {
    const core = coreWith((request) => {
      if (request.kind === 'securityEvents' && request.before === 5)
        return accepted({ kind: 'securityEvents', events: [event(4, 'two_step_enabled')], nextBefore: null });
      return standard([event(6, 'sign_in'), event(5, 'limit_changed', { detail: { limitType: 20 } })], 5)(request);
    });
    show(core);
    fireEvent.click(await screen.findByTestId('security-activity-more'));
    await waitFor(() => expect(screen.getAllByTestId('security-event')).toHaveLength(3));
    expect(core.requests).toContainEqual({ kind: 'securityEvents', before: 5 });
    expect(screen.queryByTestId('security-activity-more')).toBeNull();
    expect(screen.getAllByTestId('security-event')[2]!.textContent).toContain('Two-step sign-in turned on');
  });

  it('signs the other sessions out only after the confirmation, then reads the list again', async () => {
    const core = coreWith(standard([]));
    show(core);
    fireEvent.click(await screen.findByTestId('security-end-others'));
    fireEvent.click(await screen.findByTestId('security-end-others-cancel'));
    expect(core.requests.some((r) => r.kind === 'endSessions')).toBe(false);
    fireEvent.click(screen.getByTestId('security-end-others'));
    expect((await screen.findByTestId('security-end-others-dialog')).textContent).toContain('Other devices signed in now: 1');
    const listsBefore = core.requests.filter((r) => r.kind === 'securitySessions').length;
    fireEvent.click(screen.getByTestId('security-end-others-confirm'));
    expect((await screen.findByTestId('security-sessions-outcome')).textContent).toBe('Sessions signed out: 1.');
    expect(core.requests).toContainEqual({ kind: 'endSessions' });
    // Both lists are read again: the sign-out is now in the activity log too.
    await waitFor(() => expect(core.requests.filter((r) => r.kind === 'securitySessions').length).toBe(listsBefore + 1));
    expect(core.requests.filter((r) => r.kind === 'securityEvents').length).toBe(2);
  });

  it('a guest is asked to sign in and nothing is fetched', async () => {
    const core = coreWith(standard([]), false);
    show(core);
    expect((await screen.findByTestId('security-page')).dataset.state).toBe('guest');
    expect(core.requests).toEqual([]);
  });

  it("speaks the visitor's language (Arabic)", async () => {
    show(coreWith(standard([event(1, 'new_device')])), 'ar');
    expect(await screen.findByText('الأمان')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('security-event').textContent).toContain('تسجيل دخول من جهاز جديد'));
  });
});
