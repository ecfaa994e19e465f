// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionAccepted, SessionRequest } from '../../../src/protocol/session';
import { HeaderSession } from '../../../src/ui/session/HeaderSession';
import { useNotePages } from '../../../src/ui/session/useReturns';
import { clearLoginRequest } from '../../../src/ui/core-access/loginRequest';
import { NO_SESSION } from '../../../src/worker/session';
import { FakeSessionCore, renderAt } from './fakeSessionCore';

afterEach(() => {
  cleanup();
  clearLoginRequest();
});

const ok = (outcome: SessionAccepted['outcome']): SessionAccepted => ({ accepted: true, seq: 0, outcome });

/** A guest's core: the forms' lookups answered, every command recorded. */
function guestCore() {
  const core = new FakeSessionCore();
  core.push('session', { ...NO_SESSION, status: 'signedOut' });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 1 };
    const request = command.payload as SessionRequest;
    if (request.kind === 'socialProviders') return ok({ kind: 'socialProviders', providers: [{ key: 'local', name: 'Local ID' }] });
    if (request.kind === 'registrationCurrencies')
      return ok({ kind: 'registrationCurrencies', currencies: [{ iso: 'RUB', symbol: '₽' }], default: 'RUB' });
    if (request.kind === 'phoneCountries') return ok({ kind: 'phoneCountries', countries: [], masks: [] });
    if (request.kind === 'returnTarget') return ok({ kind: 'returnTo', path: null });
    return ok({ kind: 'done' });
  };
  const funnel = () => core.dispatched.filter((c) => c.type === 'analytics/funnel').map((c) => c.payload);
  return { core, funnel };
}

function PageNotes() {
  useNotePages();
  return null;
}

describe('the funnel steps the page reports to analytics', () => {
  it("reports each page's path as analytics' own fact, without its query", async () => {
    const { core } = guestCore();
    const router = renderAt(core, <PageNotes />, '/en/casino?redirect_url=%2Fen%2Fpromo');
    await act(() => router.navigate('/en/registration?type=fast_reg'));
    expect(core.dispatched.filter((c) => c.type === 'analytics/page-view').map((c) => c.payload)).toEqual([
      { here: '/en/casino' },
      { here: '/en/registration' },
    ]);
  });

  it('the sign-in modal opened, then the recovery opened and cancelled at its first step', async () => {
    const { core, funnel } = guestCore();
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('login-button'));
    await screen.findByTestId('login-modal');
    expect(funnel()).toEqual([{ step: 'opened', form: 'login' }]);
    fireEvent.click(await screen.findByTestId('forgot-password'));
    await screen.findByTestId('recovery-modal');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('recovery-modal')).toBeNull());
    expect(funnel().slice(1)).toEqual([
      { step: 'opened', form: 'recovery' },
      { step: 'left', form: 'recovery', at: 'target', how: 'cancel' },
    ]);
  });

  it('the registration modal opened, a type and a bonus chosen, then closed with Escape', async () => {
    const { core, funnel } = guestCore();
    renderAt(core, <HeaderSession lang="en" />);
    fireEvent.click(screen.getByTestId('register-link'));
    fireEvent.click(await screen.findByTestId('reg-type-phone_reg'));
    // The same type again is no new choice.
    fireEvent.click(screen.getByTestId('reg-type-phone_reg'));
    fireEvent.click(screen.getByTestId('bonus-2'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('registration-modal')).toBeNull());
    expect(funnel()).toEqual([
      { step: 'opened', form: 'registration' },
      { step: 'type', type: 'phone' },
      { step: 'bonus', bonus: 2 },
      { step: 'left', form: 'registration', at: 'phone', how: 'exit' },
    ]);
  });
});
