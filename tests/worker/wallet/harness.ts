import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import type { PlayerEvent, PlayerEventPayload } from '../../../src/protocol/schemas/wallet';
import type { SessionProjection } from '../../../src/protocol/session';
import { createHttpClient } from '../../../src/worker/http/client';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { WalletController } from '../../../src/worker/wallet/controller';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport, type FakeStream } from '../feed/fakeFeed';
import { fakeFetch, json, type Answer, type RecordedCall } from '../http/fakeFetch';

/** A scripted wallet server: answers by 'METHOD path' or by path, in order (the last repeating), recording each call. */
export function walletServer(script: Readonly<Record<string, readonly Answer[]>>) {
  const seen = new Map<string, number>();
  return {
    answer(call: RecordedCall): Response | Error | Promise<Response> {
      const path = call.url.pathname;
      const scripted = script[`${call.method} ${path}`] ? `${call.method} ${path}` : path;
      const list = script[scripted];
      if (!list || list.length === 0)
        return json(404, { error: { code: 'wallet.invalid_request', message: `unscripted ${path}`, params: {} } });
      const n = seen.get(scripted) ?? 0;
      seen.set(scripted, n + 1);
      const next = list[Math.min(n, list.length - 1)] as Answer;
      return typeof next === 'function' ? next(call, n) : next;
    },
  };
}

/**
 * The wallet controller over the real core (decide, evolve) and the real
 * HTTP client, a scripted server, a fake channel transport and a virtual
 * clock: what the worker does, without IndexedDB or a browser.
 */
export function walletHarness(script: Readonly<Record<string, readonly Answer[]>>, options: { session?: SessionProjection } = {}) {
  const clock = new VirtualClock(1_700_000_000_000);
  const server = walletServer(script);
  const { fetch, calls } = fakeFetch(clock, [(call) => server.answer(call)]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const transport = new FakeTransport();
  let state: AppState = initialAppState;
  let session = options.session ?? signedIn();
  let ids = 0;
  const sessionRequests: unknown[] = [];
  const pushes: string[] = [];
  const controller = new WalletController({
    clock,
    http,
    transport,
    random: () => 1,
    log: { warn: () => undefined, error: () => undefined },
  });
  const dispatch = async (command: Omit<AppCommand, 'id'>) => {
    const decision = decideApp(state, { ...command, id: `c${++ids}` } as AppCommand, {
      now: clock.now(),
      newId: () => `key-${++ids}`,
      config: demoConfig,
    });
    if ('rejected' in decision) return decision;
    const before = state;
    for (const event of decision as readonly AppEvent[]) state = evolveApp(state, event);
    controller.stateChanged(before, state);
    return { accepted: true as const, seq: ids };
  };
  controller.attach({
    state: () => state,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : undefined)) as ControllerLink['projection'],
    dispatch: (command) => {
      if (command.type === 'session/request') {
        sessionRequests.push(command.payload);
        return Promise.resolve({ accepted: true as const, seq: ids });
      }
      return dispatch(command as Omit<AppCommand, 'id'>);
    },
    changed: (name) => void pushes.push(name),
    newId: () => `id-${++ids}`,
  });
  let eventIds = 100;
  return {
    clock,
    calls,
    transport,
    controller,
    dispatch,
    sessionRequests,
    pushes,
    state: () => state,
    view: () => controller.view(),
    setSession(next: SessionProjection) {
      session = next;
      controller.projectionChanged();
    },
    signOut() {
      session = { ...NO_SESSION, status: 'signedOut' };
      controller.projectionChanged();
    },
    /** The open channel stream (throws when none is). */
    stream(): FakeStream {
      const open = transport.open_;
      if (open.length !== 1) throw new Error(`${open.length} channel streams open`);
      return open[0] as FakeStream;
    },
    /** The server says hello on the open stream. */
    hello(lastEventId = 99, heartbeatMs = 15_000) {
      eventIds = Math.max(eventIds, lastEventId);
      this.stream().send('hello', { lastEventId, heartbeatMs });
    },
    /** A player event on the open stream, with the next id. */
    push(event: PlayerEventPayload): PlayerEvent {
      const id = ++eventIds;
      const message: PlayerEvent = { id, at: clock.now(), event };
      this.stream().send(event.type, message, id);
      return message;
    },
    async settle(ms = 0) {
      await flushMicrotasks(10);
      if (ms > 0) await clock.advanceAsync(ms);
      await flushMicrotasks(10);
    },
  };
}

export const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_0123456789abcdef0123',
  status: 'created',
  accountId: 11,
  methodId: 'card',
  currencyIso: 'EUR',
  amount: 5_000,
  fee: 0,
  credited: 5_000,
  failureReason: null,
  movementId: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...over,
});

export const withdrawal = (over: Record<string, unknown> = {}) => ({
  id: 4,
  accountId: 11,
  methodId: 'card',
  currencyIso: 'EUR',
  amount: 3_000,
  status: 'pending',
  reason: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...over,
});

export const walletError = (status: number, code: string, params: Record<string, string | number> = {}) =>
  json(status, { error: { code, message: code, params } });
