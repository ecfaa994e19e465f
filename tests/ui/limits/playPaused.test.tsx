// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/constants/preferences';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { PlayBlockFact } from '../../../src/protocol/session';
import { visitorDateTimeFormat } from '../../../src/ui/components/visitorTime';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { PlayPausedPage } from '../../../src/ui/limits/PlayPausedPage';
import { NO_SESSION } from '../../../src/worker/session/controller';
import { readyCore, withCore } from '../fakeCore';

/**
 * play-paused paints the session's running break: which, until when (the player's zone and language),
 * what stays open, where to get help.
 */
afterEach(cleanup);

const ENDS = Date.UTC(2026, 11, 5, 21, 30);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function show(block: PlayBlockFact | null, lang = 'en', timeZone = 3) {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo', playBlock: block });
  core.push('preferences', { ...DEFAULT_PREFERENCES, timeZone });
  const resolution = { kind: 'page', routeId: 'playPaused', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <PlayPausedPage resolution={resolution} /> }], {
    initialEntries: [`/${lang}/play-paused`],
  });
  render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('play-paused', () => {
  it('says a time-out runs and until when, in the player’s zone, and links what stays open and where to get help', () => {
    show({ kind: 'timeOut', endsAt: ENDS }, 'en', -5);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your time-out is running');
    const until = visitorDateTimeFormat('en', { timeZoneHours: -5, is12h: false }, 'medium').format(ENDS);
    expect(text(screen.getByTestId('play-paused-until'))).toBe(
      `You took a time-out from betting and games. It ends on ${until.replace(/[\u00a0\u202f]/g, ' ')}.`,
    );
    // 21:30 UTC is 16:30 at UTC−5.
    expect(text(screen.getByTestId('play-paused-until'))).toContain('16:30');
    expect(screen.getByTestId('play-paused-withdraw').getAttribute('href')).toBe('/en/office/withdrawal');
    expect(screen.getByTestId('play-paused-money_history').getAttribute('href')).toBe('/en/office/historypay');
    expect(screen.getByTestId('play-paused-bets_history').getAttribute('href')).toBe('/en/office/bets-history');
    expect(screen.getByTestId('play-paused-limits').getAttribute('href')).toBe('/en/office/responsible');
    expect(screen.getByTestId('play-paused-help').getAttribute('href')).toBe('/en/responsiblegaming');
  });

  it('names a self-exclusion, in the page’s language', () => {
    show({ kind: 'selfExclusion', endsAt: ENDS }, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ihr Selbstausschluss läuft');
    expect(screen.getByTestId('play-paused-page').dataset.state).toBe('selfExclusion');
    expect(screen.getByTestId('play-paused-withdraw').getAttribute('href')).toBe('/de/office/withdrawal');
  });

  it('reads right to left in Arabic with the same links', () => {
    show({ kind: 'timeOut', endsAt: ENDS }, 'ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('فترة الاستراحة الخاصة بك سارية');
    expect(screen.getByTestId('play-paused-withdraw').getAttribute('href')).toBe('/ar/office/withdrawal');
  });

  it('says so when no break runs', () => {
    show(null);
    expect(screen.getByTestId('play-paused-page').dataset.state).toBe('none');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No time-out or self-exclusion is running');
  });
});
