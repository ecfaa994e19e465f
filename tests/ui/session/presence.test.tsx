// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionRequest } from '../../../src/protocol/session';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { usePresence } from '../../../src/ui/session/usePresence';
import { FakeSessionCore, withCore } from './fakeSessionCore';

function Presence() {
  usePresence();
  return <video data-testid="video" />;
}

function mount() {
  const core = new FakeSessionCore();
  const view = render(withCore(core, createI18n('en'), <Presence />));
  const reports = () => core.dispatched.filter((c) => c.type === 'session/request').map((c) => c.payload as SessionRequest);
  return { view, reports };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'], now: 0 });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePresence', () => {
  it('reports activity at most once per 100 ms (SPEC 9)', () => {
    const { reports } = mount();
    expect(reports()).toEqual([{ kind: 'presence', visible: true, active: true, mediaPlaying: false }]);
    vi.advanceTimersByTime(150);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.mouseMove(window);
    fireEvent.scroll(window);
    expect(reports()).toHaveLength(2);
    vi.advanceTimersByTime(100);
    fireEvent.pointerDown(window);
    expect(reports()).toHaveLength(3);
  });

  it('reports the page hidden and back, and a playing video until it pauses', () => {
    const { view, reports } = mount();
    setVisibility('hidden');
    expect(reports().at(-1)).toEqual({ kind: 'presence', visible: false, active: false, mediaPlaying: false });
    setVisibility('visible');
    expect(reports().at(-1)).toMatchObject({ visible: true, active: true });
    const video = view.getByTestId('video');
    video.dispatchEvent(new Event('play'));
    expect(reports().at(-1)).toMatchObject({ mediaPlaying: true });
    video.dispatchEvent(new Event('pause'));
    expect(reports().at(-1)).toMatchObject({ mediaPlaying: false });
  });

  it('stops listening when the page goes', () => {
    const { view, reports } = mount();
    view.unmount();
    const before = reports().length;
    vi.advanceTimersByTime(1000);
    fireEvent.keyDown(window, { key: 'a' });
    setVisibility('hidden');
    expect(reports()).toHaveLength(before);
  });
});
