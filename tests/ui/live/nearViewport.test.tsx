// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_LIVE_PROJECTION } from '../../../src/protocol/live-client';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { GameRow } from '../../../src/ui/live/GameRow';
import { FakeCore } from '../fakeCore';
import { liveGameView } from './liveGameView';

/** One IntersectionObserver the test drives: it says which rows are within a screen of the viewport. */
class DrivenObserver {
  static current: DrivenObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    DrivenObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, near: boolean) {
    this.callback([{ target, isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const game = (gameId: number, score1: number) =>
  liveGameView({ gameId, opponent1: `Home ${gameId}`, opponent2: `Away ${gameId}`, score1, score2: 0, fullScore: `${score1}:0` });

const original = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = original;
});
afterEach(cleanup);

describe('live rows far off screen', () => {
  it('stop following their game and catch up as they come within a screen of the viewport', () => {
    const core = new FakeCore();
    render(
      <CoreProvider client={core}>
        <ul>
          <GameRow gameId={1} />
          <GameRow gameId={2} />
        </ul>
      </CoreProvider>,
    );
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, games: { 1: game(1, 0), 2: game(2, 0) } }));
    const [near, far] = [screen.getByTestId('live-game-1'), screen.getByTestId('live-game-2')];
    const io = DrivenObserver.current!;
    expect([...io.targets]).toEqual([near, far]);
    act(() => {
      io.show(near, true);
      io.show(far, false);
    });
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, games: { 1: game(1, 1), 2: game(2, 1) } }));
    expect(near.querySelector('[data-testid="live-score"]')?.textContent).toBe('1:0');
    expect(far.querySelector('[data-testid="live-score"]')?.textContent).toBe('0:0');
    act(() => io.show(far, true));
    expect(far.querySelector('[data-testid="live-score"]')?.textContent).toBe('1:0');
  });
});
