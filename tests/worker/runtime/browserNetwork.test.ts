import { describe, expect, it } from 'vitest';
import { browserNetwork } from '../../../src/worker/runtime/browserNetwork';

function scope(onLine: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    navigator: { onLine },
    addEventListener: (type: 'online' | 'offline', listener: () => void) => void listeners.set(type, listener),
    fire: (type: 'online' | 'offline') => listeners.get(type)?.(),
  };
}

describe("the worker's network signal", () => {
  it('tells a worker started with no network at once, then follows the events', () => {
    const offline = scope(false);
    const heard: boolean[] = [];
    browserNetwork(offline)((up) => heard.push(up));
    expect(heard).toEqual([false]);
    offline.fire('online');
    offline.fire('offline');
    expect(heard).toEqual([false, true, false]);
  });

  it('says nothing at start when the browser is online', () => {
    const online = scope(true);
    const heard: boolean[] = [];
    browserNetwork(online)((up) => heard.push(up));
    expect(heard).toEqual([]);
  });
});
