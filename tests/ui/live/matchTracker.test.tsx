// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LIVE_PROJECTION, type LiveGameView } from '../../../src/protocol/live-client';
import type { MatchEvent } from '../../../src/protocol/schemas/live';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { MatchTracker } from '../../../src/ui/live/tracker/MatchTracker';
import { FakeCore } from '../fakeCore';
import { liveGameView } from './liveGameView';

afterEach(cleanup);

function game(events: MatchEvent[] | undefined, extra: Partial<LiveGameView> = {}): LiveGameView {
  return liveGameView({ events, ...extra });
}

const attack: MatchEvent = { id: 1, kind: 'danger', side: 2, x: 0.2, y: 0.4, period: 2, timeSec: 2950 };
const goal: MatchEvent = { id: 2, kind: 'goal', side: 1, x: 1, y: 0.5, period: 2, timeSec: 2990, points: 1 };

const live = (g: LiveGameView) => ({
  ...EMPTY_LIVE_PROJECTION,
  feed: { status: 'online' as const, attempt: 0, retryAt: null },
  games: { 7: g },
});

function renderTracker(core: FakeCore, lang = 'en') {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CoreProvider client={core}>
        <MatchTracker gameId={7} />
      </CoreProvider>
    </I18nextProvider>,
  );
}

describe('the match tracker', () => {
  it('watches its game topic itself and waits for the game', () => {
    const core = new FakeCore();
    renderTracker(core);
    expect(core.dispatched).toContainEqual(
      expect.objectContaining({ type: 'live/watch', payload: expect.objectContaining({ topics: ['game:7'] }) }),
    );
    expect(screen.getByTestId('match-tracker').getAttribute('aria-busy')).toBe('true');
  });

  it('draws the last event, logs the latest first, and announces a goal but not an attack', () => {
    const core = new FakeCore();
    core.push('live', live(game([attack])));
    renderTracker(core);
    expect(screen.getByTestId('match-tracker').getAttribute('data-field')).toBe('pitch');
    expect(screen.getByTestId('tracker-label').textContent).toBe('Dangerous attack — Chelsea');
    expect(screen.getByTestId('tracker-event').getAttribute('data-side')).toBe('2');
    // An attack is not announced: the live region stays quiet.
    const announce = screen.getByTestId('tracker-announce');
    expect(announce.getAttribute('aria-live')).toBe('polite');
    expect(announce.textContent).toBe('');

    act(() => core.push('live', live(game([attack, goal]))));
    expect(screen.getByTestId('tracker-label').textContent).toBe('Goal — Arsenal');
    expect(screen.getByTestId('tracker-field').getAttribute('aria-label')).toBe('Goal — Arsenal');
    expect(announce.textContent).toBe('Goal — Arsenal');
    const event = screen.getByTestId('tracker-event');
    expect(event.querySelector('.match-tracker__flash')).not.toBeNull();
    expect(event.querySelector('.match-tracker__zone')?.getAttribute('x')).toBe('50');
    const lines = [...screen.getByTestId('tracker-log').querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(["50'Goal — Arsenal", "50'Dangerous attack — Chelsea"]);
  });

  it('a card lights no attacking zone; the waiting text shows before any event; texts are translated', () => {
    const core = new FakeCore();
    core.push('live', live(game([])));
    renderTracker(core, 'ru');
    expect(screen.getByTestId('tracker-label').textContent).toBe('Ждём следующего эпизода');
    act(() => core.push('live', live(game([{ id: 3, kind: 'yellow', side: 1, x: 0.4, y: 0.3, period: 1, timeSec: 600 }]))));
    expect(screen.getByTestId('tracker-label').textContent).toBe('Жёлтая карточка — Arsenal');
    expect(screen.getByTestId('tracker-event').querySelector('.match-tracker__zone')).toBeNull();
    expect(screen.getByTestId('tracker-announce').textContent).toBe('Жёлтая карточка — Arsenal');
  });

  it('draws a court for basketball with the points of a basket', () => {
    const core = new FakeCore();
    const basket: MatchEvent = { id: 1, kind: 'basket', side: 2, x: 0.3, y: 0.2, period: 1, timeSec: 100, points: 3 };
    core.push('live', live(game([basket], { sportSlug: 'basketball', opponent1: 'Lakers', opponent2: 'Celtics' })));
    renderTracker(core);
    expect(screen.getByTestId('match-tracker').getAttribute('data-field')).toBe('court');
    expect(screen.getByTestId('tracker-label').textContent).toBe('Basket +3 — Celtics');
    // A basket comes every few seconds: not announced.
    expect(screen.getByTestId('tracker-announce').textContent).toBe('');
  });
});
