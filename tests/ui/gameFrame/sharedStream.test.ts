import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSharedFrameApi } from '../../../src/ui/gameFrame/sharedFrameApi';

/** A stand-in EventSource: records each one opened, lets the test end it as a refusing server would. */
class FakeSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  refuse() {
    this.readyState = FakeSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  drop() {
    this.readyState = FakeSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const tokenIn = (source: FakeSource | undefined) => new URL(source?.url ?? '', 'https://games.example').searchParams.values().next().value;

describe("a shared table's stream in the game frame", () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens again with the token of the moment once the server refuses the old one, waiting longer each time', () => {
    let token = 'first-token';
    const api = createSharedFrameApi('crash', () => token, 'network');
    const stop = api.subscribe(() => undefined);
    expect(tokenIn(FakeSource.opened[0])).toBe('first-token');

    // A dropped connection EventSource retries itself: nothing new is opened.
    FakeSource.opened[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);

    token = 'renewed-token';
    FakeSource.opened[0]?.refuse();
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(tokenIn(FakeSource.opened[1])).toBe('renewed-token');

    FakeSource.opened[1]?.refuse();
    vi.advanceTimersByTime(1999);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(3);

    stop();
    FakeSource.opened[2]?.refuse();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(3);
    expect(FakeSource.opened[2]?.readyState).toBe(FakeSource.CLOSED);
  });
});
