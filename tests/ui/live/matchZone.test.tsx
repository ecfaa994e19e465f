// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LIVE_PROJECTION, type LiveGameView } from '../../../src/protocol/live-client';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { MatchZone } from '../../../src/ui/live/MatchZone';
import { FakeCore } from '../fakeCore';
import { liveGameView } from './liveGameView';

afterEach(cleanup);

function game(extra: Partial<LiveGameView> = {}): LiveGameView {
  return liveGameView({ score1: 2, score2: 1, fullScore: '2:1 (1:0, 1:1)', ...extra });
}

function renderZone(core: FakeCore, lang = 'en') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CoreProvider client={core}>
        <MatchZone gameId={7} />
      </CoreProvider>
    </I18nextProvider>,
  );
}

function liveWith(g: LiveGameView) {
  return { ...EMPTY_LIVE_PROJECTION, feed: { status: 'online' as const, attempt: 0, retryAt: null }, games: { 7: g } };
}

describe('the match zone (zone state preference)', () => {
  it('opens and folds as the zoneState preference: sent to the worker, followed from every tab', async () => {
    const core = new FakeCore();
    core.push('preferences', DEFAULT_PREFERENCES);
    core.push('live', liveWith(game()));
    renderZone(core);
    const toggle = screen.getByRole('button', { name: 'Match zone' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('zone-field')).toBeNull();

    fireEvent.click(toggle);
    expect(core.dispatched).toContainEqual({ type: 'preferences/set', payload: { zoneState: true } });
    await waitFor(() => expect(core.getSnapshot('preferences')?.zoneState).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('zone-side-1').textContent).toBe('Arsenal2');
    expect(screen.getByTestId('zone-side-2').textContent).toBe('1Chelsea');
    expect(screen.getByTestId('zone-status').textContent).toContain('50');
    // The open zone holds the match tracker's field under the scores.
    expect(screen.getByTestId('zone-field').nextElementSibling?.getAttribute('data-testid')).toBe('match-tracker');

    // The feed moves the score; another tab folds the zone.
    act(() => core.push('live', liveWith(game({ score2: 2 }))));
    expect(screen.getByTestId('zone-side-2').textContent).toBe('2Chelsea');
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, zoneState: false }));
    expect(screen.queryByTestId('zone-field')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a game not started has no zone; the toggle waits for the preferences', () => {
    const core = new FakeCore();
    core.push('live', liveWith(game({ status: 1 })));
    renderZone(core);
    expect(screen.queryByTestId('match-zone')).toBeNull();
    act(() => core.push('live', liveWith(game())));
    expect((screen.getByTestId('zone-toggle') as HTMLButtonElement).disabled).toBe(true);
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, zoneState: true }));
    expect((screen.getByTestId('zone-toggle') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('zone-field')).toBeTruthy();
  });

  it('is translated', () => {
    const core = new FakeCore();
    core.push('preferences', DEFAULT_PREFERENCES);
    core.push('live', liveWith(game()));
    renderZone(core, 'ru');
    expect(screen.getByRole('button', { name: 'Зона матча' })).toBeTruthy();
  });
});
