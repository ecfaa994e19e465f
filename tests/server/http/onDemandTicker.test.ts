import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnDemandTicker } from '../../../server/http/onDemandTicker';

describe('the on-demand ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks on its timer only while an id has watchers or is playing, and stops when none does', async () => {
    const watching = new Map<string, number>();
    const advanced: string[] = [];
    const ticker = new OnDemandTicker({
      ids: () => ['a', 'b'],
      tickMs: 100,
      autoTick: true,
      watchers: (id) => watching.get(id) ?? 0,
      advance: (id) => {
        advanced.push(id);
        return Promise.resolve();
      },
      onError: () => undefined,
    });
    await ticker.tick();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(advanced).toEqual([]);

    watching.set('b', 1);
    await ticker.tick();
    await vi.advanceTimersByTimeAsync(300);
    expect(advanced).toEqual(['b', 'b', 'b', 'b']);

    // The watcher left, but the id plays (its game holds stakes) until its owner says it no longer does.
    watching.set('b', 0);
    ticker.playing.add('b');
    await vi.advanceTimersByTimeAsync(200);
    expect(advanced).toHaveLength(6);
    ticker.playing.delete('b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(advanced).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);
    await ticker.stop();
  });
});
