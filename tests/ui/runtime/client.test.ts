import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectionName, TabSink } from '../../../src/protocol/api';
import type { AppCommand } from '../../../src/protocol/catalogue';
import { CoreClientImpl, type Link } from '../../../src/ui/runtime/client';

/** A host that records calls and can be told to never answer (a leader tab that died). */
function fakeLink(options: { answer: boolean; closed?: boolean }) {
  const dispatched: AppCommand[] = [];
  const subscribed: ProjectionName[] = [];
  let nextId = 1;
  const api = {
    version: 1,
    dispatch: (command: AppCommand) => {
      dispatched.push(command);
      if (options.closed) return Promise.reject(new DOMException('BroadcastChannel is closed', 'InvalidStateError'));
      return options.answer ? Promise.resolve({ accepted: true, seq: dispatched.length }) : new Promise(() => undefined);
    },
    subscribe: async (name: ProjectionName) => {
      subscribed.push(name);
      return nextId++;
    },
    unsubscribe: async () => undefined,
  } as unknown as Link['api'];
  return { link: { api, host: 'leader' } as Link, dispatched, subscribed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tab client', () => {
  it('re-sends commands in flight and subscribes again when its host changes', async () => {
    const client = new CoreClientImpl('tab');
    const dead = fakeLink({ answer: false });
    client.attachLink(dead.link);
    client.subscribe('preferences', () => undefined);
    const answer = client.dispatch({ type: 'preferences/set', payload: { coefViewId: 1 } });
    await settle();
    expect(dead.dispatched).toHaveLength(1);
    expect(dead.subscribed).toEqual(['preferences']);

    const alive = fakeLink({ answer: true });
    client.attachLink(alive.link);
    expect(await answer).toEqual({ accepted: true, seq: 1 });
    expect(alive.dispatched[0]?.id).toBe(dead.dispatched[0]?.id);
    expect(alive.subscribed).toEqual(['preferences']);
  });

  it('waits for the next link when the current one is known dead, instead of failing the command', async () => {
    const client = new CoreClientImpl('tab');
    client.attachLink(fakeLink({ answer: false, closed: true }).link);
    client.detachLink();
    const answer = client.dispatch({ type: 'preferences/set', payload: { coefViewId: 2 } });
    await settle();
    const next = fakeLink({ answer: true });
    client.attachLink(next.link);
    expect(await answer).toEqual({ accepted: true, seq: 1 });
    expect(next.dispatched).toHaveLength(1);
  });

  it('fails a command with host_unavailable when the only link breaks', async () => {
    const client = new CoreClientImpl('tab');
    client.attachLink(fakeLink({ answer: false, closed: true }).link);
    expect(await client.dispatch({ type: 'preferences/set', payload: { coefViewId: 2 } })).toMatchObject({
      rejected: true,
      code: 'host_unavailable',
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies pushes with structural sharing and notifies only changed projections', async () => {
    const client = new CoreClientImpl('tab');
    const { link } = fakeLink({ answer: true });
    client.attachLink(link);
    let prefsCalls = 0;
    let runtimeCalls = 0;
    client.subscribe('preferences', () => prefsCalls++);
    client.subscribe('runtime', () => runtimeCalls++);
    await settle();
    vi.useFakeTimers();
    const sink: TabSink = client.sink;
    sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: 1, nested: { a: 1 } } as never }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(prefsCalls).toBe(1);
    const first = client.getSnapshot('preferences') as unknown as { nested: object };
    sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: 1, nested: { a: 1 } } as never }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(prefsCalls).toBe(1);
    expect(client.getSnapshot('preferences')).toBe(first);
    expect(runtimeCalls).toBe(0);
  });

  it('applies a burst of pushes as one update per frame', async () => {
    const client = new CoreClientImpl('tab');
    client.attachLink(fakeLink({ answer: true }).link);
    let calls = 0;
    client.subscribe('preferences', () => calls++);
    await settle();
    vi.useFakeTimers();
    for (let v = 0; v < 5; v++) client.sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: v } as never }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(1);
    expect(client.getSnapshot('preferences')).toEqual({ coefViewId: 4 });
  });
});

describe('the tab client while its command awaits an answer', () => {
  afterEach(() => vi.useRealTimers());
  const microtasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  async function clientWithOnePush(commandInFlight: boolean) {
    const client = new CoreClientImpl('tab');
    client.attachLink(fakeLink({ answer: false }).link);
    let calls = 0;
    client.subscribe('preferences', () => calls++);
    await settle();
    vi.useFakeTimers();
    client.sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: 1 } as never }]);
    await microtasks();
    if (commandInFlight) void client.dispatch({ type: 'preferences/set', payload: {} } as never);
    return { client, calls: () => calls };
  }

  it('applies a push within the same frame at once: the change the player waits for is not held to the next frame', async () => {
    const { client, calls } = await clientWithOnePush(true);
    expect(calls()).toBe(1);
    client.sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: 2 } as never }]);
    await microtasks();
    expect(calls()).toBe(2);
    expect(client.getSnapshot('preferences')).toEqual({ coefViewId: 2 });
  });

  it('without a command in flight, the same push waits for the next frame', async () => {
    const { client, calls } = await clientWithOnePush(false);
    client.sink.push([{ subscriptionId: 1, name: 'preferences', value: { coefViewId: 2 } as never }]);
    await microtasks();
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls()).toBe(2);
  });
});
