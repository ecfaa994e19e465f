// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserConfig } from '../../../src/protocol/schemas/auth';
import type { SessionProjection } from '../../../src/protocol/session';
import { BonusLandingAction } from '../../../src/ui/content/BonusLandingAction';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { NO_SESSION } from '../../../src/worker/session/controller';
import { readyCore, withCore } from '../fakeCore';

afterEach(cleanup);

const signedIn = (config: Partial<UserConfig>): SessionProjection => ({
  ...NO_SESSION,
  status: 'signedIn',
  userId: 7,
  login: 'demo',
  config: { has_deposit: false, bonus_choice: 1, ...config } as UserConfig,
});

function show(session: SessionProjection, lang = 'en') {
  const core = readyCore();
  core.push('session', session);
  render(withCore(core, createI18n(lang), <MemoryRouter>{<BonusLandingAction lang={lang} />}</MemoryRouter>));
  const action = screen.getByTestId('bonus-landing-action');
  return { step: action.getAttribute('data-step'), href: action.querySelector('a')?.getAttribute('href'), text: action.textContent };
}

describe("a bonus landing page's next step", () => {
  it('follows the visitor: register, deposit, or the other promotions once past the first deposit', () => {
    expect(show({ ...NO_SESSION, status: 'signedOut' })).toMatchObject({ step: 'register', href: '/en/registration' });
    cleanup();
    expect(show(signedIn({}), 'de')).toMatchObject({ step: 'deposit', href: '/de/recharge', text: 'Erste Einzahlung machen' });
    cleanup();
    const done = show(signedIn({ has_deposit: true }));
    expect(done).toMatchObject({ step: 'done', href: '/en/promotions' });
    expect(done.text).toContain('Your first deposit is made');
    cleanup();
    expect(show(signedIn({ bonus_choice: 0 }), 'ru')).toMatchObject({ step: 'declined', href: '/ru/promotions' });
  });

  it('shows nothing while the session is being checked', () => {
    const core = readyCore();
    core.push('session', { ...NO_SESSION, status: 'checking' });
    render(withCore(core, createI18n('en'), <MemoryRouter>{<BonusLandingAction lang="en" />}</MemoryRouter>));
    expect(screen.queryByTestId('bonus-landing-action')).toBeNull();
  });
});
