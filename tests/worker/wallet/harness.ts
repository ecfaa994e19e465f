import type { PlayerEvent, PlayerEventPayload } from '../../../src/protocol/schemas/wallet';
import type { SessionProjection } from '../../../src/protocol/session';
import { NO_SESSION } from '../../../src/worker/session';
import { WalletController } from '../../../src/worker/wallet/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport, type FakeStream } from '../feed/fakeFeed';
import { json, type Answer } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/**
 * The wallet controller over the real core (decide, evolve) and the real
 * HTTP client, a scripted server, a fake channel transport and a virtual
 * clock: what the worker does, without IndexedDB or a browser.
 */
export function walletHarness(script: Readonly<Record<string, readonly Answer[]>>, options: { session?: SessionProjection } = {}) {
  const clock = new VirtualClock(1_700_000_000_000);
  const { http, calls } = scriptedHttp(clock, script);
  const transport = new FakeTransport();
  const sessionRequests: unknown[] = [];
  const pushes: string[] = [];
  const controller = new WalletController({
    clock,
    http,
    transport,
    random: () => 1,
    log: { warn: () => undefined, error: () => undefined },
  });
  const core = coreLink(controller, {
    clock,
    session: options.session ?? signedIn(),
    intercept: (command) => {
      if (command.type !== 'session/request') return null;
      sessionRequests.push(command.payload);
      return Promise.resolve({ accepted: true as const, seq: 0 });
    },
    changed: (name) => void pushes.push(name),
  });
  const { dispatch, setSession } = core;
  let eventIds = 100;
  return {
    clock,
    calls,
    transport,
    controller,
    dispatch,
    sessionRequests,
    pushes,
    state: core.state,
    view: () => controller.view(),
    setSession,
    signOut() {
      setSession({ ...NO_SESSION, status: 'signedOut' });
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
